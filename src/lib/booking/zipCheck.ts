/** The /book form's ZIP check, without a DOM: a visit is only booked where the company works. */
import { isServedZip, ZIP_PATTERN } from "../../schemas/bookingFields.ts";

/** A whole ZIP code of somewhere we do not go: the form offers the contact form instead. */
export function isOutsideArea(zip: string): boolean {
  const trimmed = zip.trim();
  return ZIP_PATTERN.test(trimmed) && !isServedZip(trimmed);
}
