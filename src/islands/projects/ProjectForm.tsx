import { PROJECT_FIELDS, type ProjectField, PROJECT_LIMITS } from "../../schemas/bounds.ts";
import { PROJECT_TEXT } from "../../config/text.ts";
import { AREAS } from "../../config/site.ts";
import { useCallback, useState, type FormEvent } from "react";
import { validateProject, type ProjectInput } from "../../schemas/project.ts";
import type { ProjectPhoto } from "../../schemas/photo.ts";
import { projectFormValues, projectFromForm, type ProjectFormValues } from "../../lib/projects/form.ts";
import type { ServiceOption } from "../../lib/projects/filters.ts";
import { coverAfter } from "../../lib/photos/picker.ts";
import FieldError from "../shared/FieldError.tsx";
import PhotoPicker from "./PhotoPicker.tsx";
import { useFormFields } from "../shared/useFormFields.ts";

interface Props {
  /** Keeps ids unique when two forms could exist (edit and add). */
  idPrefix: string;
  initial: ProjectInput;
  /** The services collection's pages, for the Service select. */
  services: readonly ServiceOption[];
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

/** Order in which a failed check moves focus: the fields as they appear. */
const FOCUS_ORDER = [...PROJECT_FIELDS, "service", "area"] as const;

/**
 * The four editable fields (spec: title, description, image URL, location), then the
 * optional service and area. The browser's own URL check is off (noValidate):
 * it would refuse the site's own /images/... pictures, which the shared validator
 * accepts and explains beside the field. The project's photos ride along in `photos`
 * (the photo picker edits them), so saving an edit keeps them.
 */
export default function ProjectForm({
  idPrefix,
  initial,
  services,
  submitLabel,
  busyLabel,
  onSubmit,
  onCancel,
  onBusyChange,
}: Props) {
  const { values, setValues, errors, setErrors, onChange } = useFormFields<ProjectFormValues>(
    projectFormValues(initial),
  );
  const [photos, setPhotos] = useState<ProjectPhoto[]>(() => initial.photos ?? []);
  // A photo still uploading is not in `photos` yet: saving waits for it.
  const [uploading, setUploading] = useState(false);
  const setImage = useCallback(
    (image: string) => {
      setValues((current) => ({ ...current, image }));
      setErrors((current) => (current.image ? { ...current, image: undefined } : current));
    },
    [setValues, setErrors],
  );
  const onPhotosChange = useCallback(
    (next: ProjectPhoto[]) => {
      setPhotos(next);
      setValues((current) => ({ ...current, image: coverAfter(current.image, next) }));
    },
    [setValues],
  );
  const [photosError, setPhotosError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const setBusyState = (next: boolean) => {
    setBusy(next);
    onBusyChange?.(next);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || uploading) return;
    const result = validateProject(projectFromForm(values, photos) as ProjectInput);
    if (!result.ok) {
      const { photos: photoProblem, ...fieldErrors } = result.errors;
      setErrors(fieldErrors);
      setPhotosError(photoProblem);
      const first = FOCUS_ORDER.find((field) => fieldErrors[field]);
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

  const select = (field: "service" | "area", options: readonly { value: string; label: string }[]) => {
    const id = `${idPrefix}-${field}`;
    return (
      <div>
        <label htmlFor={id} className="field-label">
          {PROJECT_TEXT.labels[field]} <span className="font-normal text-ink-600">{PROJECT_TEXT.optional}</span>
        </label>
        <select
          id={id}
          name={field}
          value={values[field]}
          onChange={onChange}
          aria-invalid={errors[field] ? true : undefined}
          aria-describedby={errors[field] ? `${id}-error` : undefined}
          className="field-input"
        >
          <option value="">{PROJECT_TEXT.noneOption}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <FieldError id={`${id}-error`} message={errors[field]} />
      </div>
    );
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
      <div className="grid gap-4 sm:grid-cols-2">
        {select(
          "service",
          services.map((service) => ({ value: service.slug, label: service.title })),
        )}
        {select(
          "area",
          AREAS.map((area) => ({ value: area.slug, label: area.label })),
        )}
      </div>
      <PhotoPicker
        idPrefix={idPrefix}
        initial={initial.photos ?? []}
        image={values.image}
        title={values.title}
        onPhotosChange={onPhotosChange}
        onCoverChange={setImage}
        onBusyChange={setUploading}
      />
      <FieldError id={`${idPrefix}-photos-error`} message={photosError} />
      <div className="flex flex-wrap justify-end gap-3 pt-2">
        <button type="button" className="btn-secondary" onClick={onCancel} disabled={busy}>
          {PROJECT_TEXT.cancel}
        </button>
        <button type="submit" className="btn-primary" disabled={busy || uploading}>
          {busy ? busyLabel : submitLabel}
        </button>
      </div>
    </form>
  );
}
