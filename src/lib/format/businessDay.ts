import { BUSINESS_TIME_ZONE } from "../../config/site.ts";

// The platform's own time-zone data: no library in the bundles that show a date (the estimator's cost data).
const inBusinessZone = new Intl.DateTimeFormat("en-US", {
  timeZone: BUSINESS_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The business's day of an instant, YYYY-MM-DD: the AI budget's day, a visit's day, a pricing save's date. */
export function businessDay(instant: Date | number): string {
  const parts = Object.fromEntries(inBusinessZone.formatToParts(instant).map(({ type, value }) => [type, value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

const LONG_BUSINESS_DAY = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: BUSINESS_TIME_ZONE });

/** The business's day of an instant as an e-mail writes it: "December 20, 2026". */
export const longBusinessDay = (instant: Date | number): string => LONG_BUSINESS_DAY.format(instant);
