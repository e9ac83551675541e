import { useState, type ChangeEvent } from "react";
import type { FieldErrors } from "../../schemas/check.ts";

type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * A form's typed values and the problems shown beside its fields. Typing in a field
 * clears that field's problem; the rest stay until the next check.
 */
export function useFormFields<Values extends Record<string, string>>(initial: Values) {
  type Field = Extract<keyof Values, string>;
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

  const onChange = (event: ChangeEvent<FieldElement>) => {
    const field = event.target.name as Field;
    const { value } = event.target;
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  return { values, setValues, errors, setErrors, onChange };
}
