/** The /book form's logic that needs no DOM: what a signed-in visitor gets filled in, and when the ZIP is out of reach. */
import { isServedZip, ZIP_PATTERN, type BookingDetails } from "../../schemas/booking.ts";

interface SignedIn {
  displayName: string | null;
  email: string | null;
}

/** The account's name and e-mail in the fields still empty; what the visitor typed is never replaced. */
export function bookingPrefill(current: BookingDetails, user: SignedIn | null): BookingDetails {
  if (!user) return current;
  const name = current.name || user.displayName || "";
  const email = current.email || user.email || "";
  return name === current.name && email === current.email ? current : { ...current, name, email };
}

/** A whole ZIP code of somewhere we do not go: the form offers the contact form instead. */
export function isOutsideArea(zip: string): boolean {
  const trimmed = zip.trim();
  return ZIP_PATTERN.test(trimmed) && !isServedZip(trimmed);
}
