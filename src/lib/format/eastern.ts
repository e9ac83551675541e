/**
 * The business's wall clock without Intl. A page's first Intl object with a time zone loads
 * ICU's zone data: 67–149 ms of a slowed phone's main thread (measured in Chromium), on
 * /admin one long task while "Now" wrote its first visit's time. Eastern time is worked out
 * here; any other zone, or an instant before 2007's rule, is left to Intl by the callers.
 * tests/unit/eastern.test.ts and proposalDisplay.test.ts hold it to Intl's own output.
 */
import { BUSINESS_TIME_ZONE } from "../../config/site.ts";

/**
 * US Eastern time by the rule in force since 2007 (15 U.S.C. § 260a as amended by the Energy
 * Policy Act of 2005): daylight time from the second Sunday of March at 2:00 a.m. EST (07:00
 * UTC) to the first Sunday of November at 2:00 a.m. EDT (06:00 UTC).
 */
function easternOffsetHours(millis: number): -4 | -5 {
  const year = new Date(millis).getUTCFullYear();
  // Day of the month of the nth Sunday of a month (0-based month).
  const sunday = (month: number, nth: number) =>
    1 + ((7 - new Date(Date.UTC(year, month, 1)).getUTCDay()) % 7) + 7 * (nth - 1);
  const starts = Date.UTC(year, 2, sunday(2, 2), 7);
  const ends = Date.UTC(year, 10, sunday(10, 1), 6);
  return millis >= starts && millis < ends ? -4 : -5;
}

/** An instant on the business's clock: its UTC fields read as the local ones, and whether it is daylight time. */
export interface WallClock {
  local: Date;
  daylight: boolean;
}

/** The instant on the Eastern clock, or null when the business is elsewhere or the instant before 2007. */
export function businessClock(instant: Date | number): WallClock | null {
  const millis = typeof instant === "number" ? instant : instant.getTime();
  if (BUSINESS_TIME_ZONE !== "America/New_York" || !(millis >= Date.UTC(2007, 0, 1))) return null;
  const offset = easternOffsetHours(millis);
  return { local: new Date(millis + offset * 3_600_000), daylight: offset === -4 };
}

export const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/**
 * An Intl date or time as plain text reads it: newer ICU puts a narrow no-break space before
 * AM/PM, and mail and search read a space; Spanish writes "a. m." with a space (RAE), as the
 * office hours do (site.ts), where ICU writes "a.m.".
 */
export const plain = (text: string): string => text.replace(/\u202f/g, " ").replace(/\b([ap])\.m\./g, "$1. m.");

/** "3:04 PM" of a wall clock's local fields. */
export function clockTime(local: Date): string {
  const hours = local.getUTCHours();
  return `${hours % 12 || 12}:${String(local.getUTCMinutes()).padStart(2, "0")} ${hours < 12 ? "AM" : "PM"}`;
}
