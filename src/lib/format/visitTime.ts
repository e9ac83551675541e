/**
 * A visit's day and time in words, always in the business's zone (a visitor's phone may be
 * set to another one, and the visit happens in Virginia, Maryland or DC). The platform's
 * Intl: the /book island gains no date library.
 */
import { BUSINESS_TIME_ZONE } from "../../config/site.ts";
import { businessClock, clockTime } from "./eastern.ts";

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
const made = new Map<keyof typeof FORMATS, Intl.DateTimeFormat>();
function formatter(name: keyof typeof FORMATS): Intl.DateTimeFormat {
  let format = made.get(name);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", FORMATS[name]);
    made.set(name, format);
  }
  return format;
}

const instant = (value: string | number): Date => new Date(value);
// Newer ICU puts a narrow no-break space before AM/PM; plain text, mail and search read a space.
const plain = (text: string): string => text.replace(/\u202f/g, " ");

/** "Tuesday, December 1, 2026 at 9:00 AM". */
export const visitWhen = (start: string | number): string => plain(formatter("fullWhen").format(instant(start)));

/** "9:00 AM"; on the Eastern clock without Intl ("Now" and the agenda write it first: eastern.ts). */
export function visitTime(start: string | number): string {
  const clock = businessClock(instant(start));
  return clock ? clockTime(clock.local) : plain(formatter("timeOnly").format(instant(start)));
}

/** "Tue, Dec 1" for a day key; `long` gives "Tuesday, December 1". */
export function visitDay(day: string, long = false): string {
  return formatter(long ? "dayLong" : "dayShort").format(new Date(`${day}T12:00:00Z`));
}
