import type { AuthText } from "../../lib/auth/authWords.ts";

interface Props {
  label: string;
  /** "Connecting to Google..." and "or", in the page's language. */
  text: AuthText;
  connecting: boolean;
  disabled: boolean;
  onClick: () => void;
}

/** The Google button and the "or" that separates it from the e-mail form below. */
export default function GoogleButton({ label, text, connecting, disabled, onClick }: Props) {
  return (
    <>
      <button
        type="button"
        onClick={onClick}
        disabled={disabled}
        className="btn-secondary w-full"
        aria-busy={connecting || undefined}
      >
        <svg width="18" height="18" viewBox="0 0 48 48" aria-hidden="true">
          <path
            fill="#EA4335"
            d="M24 9.5c3.5 0 6.6 1.2 9.1 3.6l6.8-6.8C35.8 2.4 30.3 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.9 6.1C12.5 13.6 17.8 9.5 24 9.5z"
          />
          <path
            fill="#4285F4"
            d="M46.5 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.7c-.6 3-2.3 5.5-4.8 7.2l7.7 6c4.5-4.2 6.9-10.3 6.9-17.7z"
          />
          <path
            fill="#FBBC05"
            d="M10.6 28.6c-.5-1.4-.8-3-.8-4.6s.3-3.2.8-4.6l-7.9-6.1C1 16.6 0 20.2 0 24s1 7.4 2.7 10.7l7.9-6.1z"
          />
          <path
            fill="#34A853"
            d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.7-6c-2.1 1.4-4.9 2.3-8.2 2.3-6.2 0-11.5-4.2-13.4-9.9l-7.9 6.1C6.6 42.6 14.6 48 24 48z"
          />
        </svg>
        {connecting ? text.toasts.googleConnecting : label}
      </button>
      <p className="flex items-center gap-3 text-sm text-ink-600 before:h-px before:flex-1 before:bg-slate-200 after:h-px after:flex-1 after:bg-slate-200">
        {text.or}
      </p>
    </>
  );
}
