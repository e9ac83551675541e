import type { ChangeEvent } from "react";
import { PROJECT_TYPES } from "../../config/site.ts";
import { useBookingWords } from "./bookingText.ts";
import type { BookingDetails, BookingField } from "../../schemas/booking.ts";
import { BOOKING_LIMITS } from "../../schemas/bookingFields.ts";
import { CONTACT_LIMITS } from "../../schemas/bounds.ts";
import type { FieldErrors } from "../../schemas/check.ts";
import FieldError from "../shared/FieldError.tsx";

interface Props {
  values: BookingDetails;
  errors: FieldErrors<BookingField>;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
}

const INPUTS: {
  name: Exclude<BookingField, "projectType" | "note">;
  type: string;
  autoComplete: string;
  max: number;
}[] = [
  { name: "name", type: "text", autoComplete: "name", max: CONTACT_LIMITS.name.max },
  { name: "phone", type: "tel", autoComplete: "tel", max: CONTACT_LIMITS.phone.max },
  { name: "email", type: "email", autoComplete: "email", max: CONTACT_LIMITS.email.max },
  { name: "street", type: "text", autoComplete: "street-address", max: BOOKING_LIMITS.street.max },
  { name: "zip", type: "text", autoComplete: "postal-code", max: 10 },
];

/** The visitor's details for the visit: who, where, what kind of project, and a note. */
export default function BookingDetailsFields({ values, errors, onChange }: Props) {
  const { text: T } = useBookingWords();
  const field = (name: BookingField) => ({
    id: `booking-${name}`,
    name,
    value: values[name],
    onChange,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `booking-${name}-error` : undefined,
    className: "field-input",
  });

  return (
    <section aria-labelledby="booking-details" className="space-y-5">
      <h2 id="booking-details" className="text-xl font-bold">
        {T.detailsLegend}
      </h2>
      <div className="grid gap-5 sm:grid-cols-2">
        {INPUTS.map((input) => (
          <div key={input.name} className={input.name === "street" ? "sm:col-span-2" : undefined}>
            <label htmlFor={`booking-${input.name}`} className="field-label">
              {T.fields[input.name]}
            </label>
            <input
              type={input.type}
              autoComplete={input.autoComplete}
              maxLength={input.max}
              inputMode={input.name === "zip" ? "numeric" : undefined}
              required
              {...field(input.name)}
            />
            <FieldError id={`booking-${input.name}-error`} message={errors[input.name]} />
          </div>
        ))}
        <div>
          <label htmlFor="booking-projectType" className="field-label">
            {T.fields.projectType}
          </label>
          <select required {...field("projectType")}>
            <option value="" disabled>
              {T.projectTypeRequired}
            </option>
            {PROJECT_TYPES.map((option) => (
              <option key={option.value} value={option.value}>
                {T.projectTypes[option.value]}
              </option>
            ))}
          </select>
          <FieldError id="booking-projectType-error" message={errors.projectType} />
        </div>
      </div>
      <div>
        <label htmlFor="booking-note" className="field-label">
          {T.fields.note}
        </label>
        <textarea rows={4} maxLength={BOOKING_LIMITS.noteMaxChars} {...field("note")} />
        <FieldError id="booking-note-error" message={errors.note} />
      </div>
    </section>
  );
}
