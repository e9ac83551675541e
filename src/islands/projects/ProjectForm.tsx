import { PROJECT_FIELDS, type ProjectField, PROJECT_LIMITS } from "../../schemas/bounds.ts";
import { PROJECT_TEXT } from "../../config/text.ts";
import { useState, type FormEvent } from "react";
import { validateProject, type ProjectInput } from "../../schemas/project.ts";
import FieldError from "../shared/FieldError.tsx";
import { useFormFields } from "../shared/useFormFields.ts";

interface Props {
  /** Keeps ids unique when two forms could exist (edit and add). */
  idPrefix: string;
  initial: ProjectInput;
  submitLabel: string;
  busyLabel: string;
  /** Resolves once the parent has handled the outcome (toast, closing); the form keeps its values on failure. */
  onSubmit: (value: ProjectInput) => Promise<void>;
  onCancel: () => void;
  /** Lets the dialog refuse Escape while a save is in flight. */
  onBusyChange?: (busy: boolean) => void;
}

const INPUT_TYPES: Record<ProjectField, string> = {
  title: "text",
  description: "textarea",
  image: "url",
  location: "text",
};

/**
 * The four editable fields (spec: title, description, image URL, location). The
 * browser's own URL check is off (noValidate): it would refuse the site's own
 * /images/... pictures, which the shared validator accepts and explains beside the field.
 */
export default function ProjectForm({
  idPrefix,
  initial,
  submitLabel,
  busyLabel,
  onSubmit,
  onCancel,
  onBusyChange,
}: Props) {
  const { values, errors, setErrors, onChange } = useFormFields<ProjectInput>(initial);
  const [busy, setBusy] = useState(false);

  const setBusyState = (next: boolean) => {
    setBusy(next);
    onBusyChange?.(next);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const result = validateProject(values);
    if (!result.ok) {
      setErrors(result.errors);
      const first = PROJECT_FIELDS.find((field) => result.errors[field]);
      if (first) document.getElementById(`${idPrefix}-${first}`)?.focus();
      return;
    }
    setBusyState(true);
    try {
      await onSubmit(result.value);
    } finally {
      setBusyState(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-testid={`${idPrefix}-form`}>
      {PROJECT_FIELDS.map((field) => {
        const id = `${idPrefix}-${field}`;
        const common = {
          id,
          name: field,
          value: values[field],
          onChange,
          required: true,
          maxLength: PROJECT_LIMITS[field].max,
          placeholder: PROJECT_TEXT.placeholders[field],
          "aria-invalid": errors[field] ? true : undefined,
          "aria-describedby": errors[field] ? `${id}-error` : undefined,
          className: "field-input",
        };
        return (
          <div key={field}>
            <label htmlFor={id} className="field-label">
              {PROJECT_TEXT.labels[field]}
            </label>
            {INPUT_TYPES[field] === "textarea" ? (
              <textarea rows={5} {...common} />
            ) : (
              <input
                type={INPUT_TYPES[field]}
                {...common}
                {...(field === "image" ? { inputMode: "url" as const } : {})}
              />
            )}
            <FieldError id={`${id}-error`} message={errors[field]} />
          </div>
        );
      })}
      <div className="flex flex-wrap justify-end gap-3 pt-2">
        <button type="button" className="btn-secondary" onClick={onCancel} disabled={busy}>
          {PROJECT_TEXT.cancel}
        </button>
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </button>
      </div>
    </form>
  );
}
