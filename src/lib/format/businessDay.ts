import type { Locale } from "../../config/i18n.ts";
import { BUSINESS_TIME_ZONE } from "../../config/site.ts";
import { dayInWords } from "./dayInWords.ts";
import { businessClock, MONTHS } from "./eastern.ts";

/*
 * The platform's own time-zone data: no library in the bundles that show a date (the
 * estimator's cost data). Eastern time is worked out without it (eastern.ts); otherwise each
 * formatter is made on first use: a formatter with a time zone costs its zone data (measured
 * on /admin/leads: 24 ms of main thread at module load, about 100 ms on Lighthouse's 4×
 * phone), which a page should not pay while its island wakes up.
 */
let inBusinessZone: Intl.DateTimeFormat | undefined;
let longBusinessDayFormat: Intl.DateTimeFormat | undefined;

/** The business's day of an instant, YYYY-MM-DD: the AI budget's day, a visit's day, a pricing save's date. */
export function businessDay(instant: Date | number): string {
  const clock = businessClock(instant);
  if (clock) return clock.local.toISOString().slice(0, 10);
  inBusinessZone ??= new Intl.DateTimeFormat("en-US", {
    timeZone: BUSINESS_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  });
  const parts = Object.fromEntries(inBusinessZone.formatToParts(instant).map(({ type, value }) => [type, value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** The business's day of an instant as an e-mail writes it: "December 20, 2026". */
export function longBusinessDay(instant: Date | number): string {
  const clock = businessClock(instant);
  if (clock) return `${MONTHS[clock.local.getUTCMonth()]} ${clock.local.getUTCDate()}, ${clock.local.getUTCFullYear()}`;
  longBusinessDayFormat ??= new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: BUSINESS_TIME_ZONE });
  return longBusinessDayFormat.format(instant);
}

/** The business's day of an instant in a visitor's language: "December 20, 2026"; "20 de diciembre de 2026". */
export const longBusinessDayIn = (instant: number, locale: Locale): string =>
  locale === "en" ? longBusinessDay(instant) : dayInWords(businessDay(instant), locale);
