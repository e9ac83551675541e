/** What a signed-in visitor finds filled in on /book, without a DOM. */
import type { BookingDetails } from "../../schemas/booking.ts";

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
