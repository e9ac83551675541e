interface Props {
  id: string;
  heading: string;
  breaches: readonly { message: string }[];
  /** The server's refusal: announced at once. The live list is read when the owner gets to it. */
  alert?: boolean;
  testId: string;
}

/** The rules a proposal still breaks, each as the law's sentence. */
export default function BreachList({ id, heading, breaches, alert = false, testId }: Props) {
  return (
    <div
      role={alert ? "alert" : undefined}
      aria-labelledby={`${id}-heading`}
      className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-ink-900"
      data-testid={testId}
    >
      <p id={`${id}-heading`} className="font-semibold">
        {heading}
      </p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {breaches.map((breach, index) => (
          // A rule may be broken twice (two empty notices): the position tells them apart.
          <li key={index}>{breach.message}</li>
        ))}
      </ul>
    </div>
  );
}
