interface Props {
  open: boolean;
  /** The id of what the button shows and hides. */
  controls: string;
  label: string;
  onToggle: () => void;
  className?: string;
}

/** The admin tables' show/hide toggle for text that starts folded (a long note, a chat transcript). */
export default function DisclosureButton({ open, controls, label, onToggle, className = "" }: Props) {
  return (
    <button
      type="button"
      className={`text-sm font-semibold text-brand-700 underline-offset-2 hover:underline ${className}`}
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
    >
      {label}
    </button>
  );
}
