interface Props {
  prompt: string;
  link: string;
  href: string;
}

/** "No account yet? Sign up" under the login form, and its mirror under signup. */
export default function AuthSwitch({ prompt, link, href }: Props) {
  return (
    <p className="text-center text-sm text-ink-600">
      {prompt}{" "}
      <a href={href} className="font-semibold text-brand-700 hover:underline">
        {link}
      </a>
    </p>
  );
}
