interface Props {
  /** The id the field's aria-describedby points at. */
  id: string;
  message: string | undefined;
  /** Announce it at once (signup's "Passwords do not match"), not only when the field is read. */
  alert?: boolean;
}

/** A field's problem, shown beside it. Nothing while there is none. */
export default function FieldError({ id, message, alert = false }: Props) {
  if (!message) return null;
  return (
    <p id={id} role={alert ? "alert" : undefined} className="mt-1 text-sm text-red-700">
      {message}
    </p>
  );
}
