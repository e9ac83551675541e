import FieldError from "../../shared/FieldError.tsx";

interface Props {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The schema's sentence for this field, shown under it. */
  error?: string;
  type?: "text" | "email" | "tel" | "date";
  inputMode?: "decimal" | "numeric";
  autoComplete?: string;
  /** A textarea of this many rows instead of a one-line input. */
  rows?: number;
  maxLength?: number;
  className?: string;
}

/** One labelled field of the proposal builder, with its problem under it. */
export default function TextField({
  id,
  label,
  value,
  onChange,
  error,
  type = "text",
  inputMode,
  autoComplete,
  rows,
  maxLength,
  className,
}: Props) {
  const aria = {
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${id}-error` : undefined,
  };
  return (
    <div className={className}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {rows ? (
        <textarea
          id={id}
          className="field-input"
          rows={rows}
          maxLength={maxLength}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          {...aria}
        />
      ) : (
        <input
          id={id}
          className="field-input"
          type={type}
          inputMode={inputMode}
          autoComplete={autoComplete}
          maxLength={maxLength}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          {...aria}
        />
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
