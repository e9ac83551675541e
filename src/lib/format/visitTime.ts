/**
 * A visit's day and time in words, always in the business's zone (a visitor's phone may be
 * set to another one, and the visit happens in Virginia, Maryland or DC). The platform's
 * Intl: the /book island gains no date library.
 */
import { LOCALE_INFO, type Locale } from "../../config/i18n.ts";
import { BUSINESS_TIME_ZONE } from "../../config/site.ts";
import { businessClock, clockTime, plain } from "./eastern.ts";

const zone = { timeZone: BUSINESS_TIME_ZONE } as const;
// A day key (YYYY-MM-DD) read at noon UTC names the same date in every zone of the Americas.
const FORMATS = {
  fullWhen: {
    ...zone,
    weekday: "long",
    month: "long",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
  },
  timeOnly: { ...zone, hour: "numeric", minute: "2-digit" },
  dayShort: { timeZone: "UTC", weekday: "short", month: "short", day: "numeric" },
  dayLong: { timeZone: "UTC", weekday: "long", month: "long", day: "numeric" },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

// Made on first use: a formatter with a time zone costs its zone data, which a page should
// not pay for while its island wakes up.
const made = new Map<string, Intl.DateTimeFormat>();
function formatter(name: keyof typeof FORMATS, locale: Locale): Intl.DateTimeFormat {
  const key = `${locale}/${name}`;
  let format = made.get(key);
  if (!format) {
    // The US varieties: es-US writes "1 de diciembre", with the 12-hour clock the area reads.
    format = new Intl.DateTimeFormat(`${LOCALE_INFO[locale].lang}-US`, FORMATS[name]);
    made.set(key, format);
  }
  return format;
}

const instant = (value: string | number): Date => new Date(value);

/** "Tuesday, December 1, 2026 at 9:00 AM"; in Spanish "martes, 1 de diciembre de 2026, 9:00 a. m.". */
export const visitWhen = (start: string | number, locale: Locale = "en"): string =>
  plain(formatter("fullWhen", locale).format(instant(start)));

/** "9:00 AM"; in English on the Eastern clock without Intl ("Now" and the agenda write it first: eastern.ts). */
export function visitTime(start: string | number, locale: Locale = "en"): string {
  const clock = locale === "en" ? businessClock(instant(start)) : null;
  return clock ? clockTime(clock.local) : plain(formatter("timeOnly", locale).format(instant(start)));
}

/** "Tue, Dec 1" for a day key; `long` gives "Tuesday, December 1". Spanish: "mar, 1 dic", "martes, 1 de diciembre". */
export function visitDay(day: string, long = false, locale: Locale = "en"): string {
  return formatter(long ? "dayLong" : "dayShort", locale).format(new Date(`${day}T12:00:00Z`));
}
