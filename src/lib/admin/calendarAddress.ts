/**
 * The owner's calendar address (its secret iCal link) as /admin checks it before saving,
 * without a DOM: the same length and pattern firestore.rules hold it to.
 */
import { CALENDAR_FEED_URL_LIMITS, CALENDAR_FEED_URL_PATTERN } from "../../schemas/availability.ts";

/** The address to save (trimmed; "" removes it), or undefined when it is not one. */
export function calendarAddressToSave(typed: string): string | undefined {
  const trimmed = typed.trim();
  const valid =
    trimmed === "" ||
    (trimmed.length >= CALENDAR_FEED_URL_LIMITS.min &&
      trimmed.length <= CALENDAR_FEED_URL_LIMITS.max &&
      CALENDAR_FEED_URL_PATTERN.test(trimmed));
  return valid ? trimmed : undefined;
}
