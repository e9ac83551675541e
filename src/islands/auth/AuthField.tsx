import type { ChangeEvent } from "react";
import type { AuthText } from "../../lib/auth/authWords.ts";
import FieldError from "../shared/FieldError.tsx";

export interface AuthFieldSpec {
  name: keyof AuthText["labels"];
  type: string;
  autoComplete: string;
}

interface Props {
  /** Prefixes the ids: login and signup fields never share a page, but their labels must not collide. */
  form: "login" | "signup";
  /** The field labels, in the page's language. */
  labels: AuthText["labels"];
  field: AuthFieldSpec;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error?: string;
}

/** One labelled, required input of the login or signup form, with its problem beside it. */
export default function AuthField({ form, labels, field, value, onChange, error }: Props) {
  const id = `${form}-${field.name}`;
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {labels[field.name]}
      </label>
      <input
        id={id}
        name={field.name}
        type={field.type}
        autoComplete={field.autoComplete}
        required
        className="field-input"
        value={value}
        onChange={onChange}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <FieldError id={`${id}-error`} message={error} alert />
    </div>
  );
}
