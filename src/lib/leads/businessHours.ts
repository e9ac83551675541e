/**
 * The office hours the site publishes (OPENING_HOURS, in the business's zone) as instants:
 * when a reminder about an unanswered lead is due, and whether a lead was answered within
 * one business day. Wall-clock times are read with @date-fns/tz, so the hours hold on the
 * days the clocks change. docs/decisions/leads.md.
 */
import { TZDate } from "@date-fns/tz/date";
import { BUSINESS_TIME_ZONE, OPENING_HOURS } from "../../config/site.ts";

const MINUTE_MS = 60_000;
const DAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;
/** A week and a day: past it there is no opening to find (the hours table is empty). */
const SEARCH_DAYS = 8;

/** An open stretch of one day: epoch milliseconds, end excluded. */
interface Stretch {
  start: number;
  end: number;
}

const minutesOf = (time: string) => {
  const [hours, minutes] = time.split(":").map(Number);
  return hours * 60 + minutes;
};

/** The longest day's hours: "one business day" of working time (Mon–Fri 7:00–18:00: 11 hours). */
export const BUSINESS_DAY_MINUTES = Math.max(
  0,
  ...OPENING_HOURS.map(({ opens, closes }) => minutesOf(closes) - minutesOf(opens)),
);

/** The open stretches of the business days from the day of `from` on, earliest first. */
function stretchesFrom(from: number, days: number = SEARCH_DAYS): Stretch[] {
  const today = new TZDate(from, BUSINESS_TIME_ZONE);
  const stretches: Stretch[] = [];
  for (let offset = 0; offset < days; offset++) {
    const noon = new TZDate(today.getFullYear(), today.getMonth(), today.getDate() + offset, 12, 0, BUSINESS_TIME_ZONE);
    const name = DAY_NAMES[noon.getDay()];
    for (const { days: open, opens, closes } of OPENING_HOURS) {
      if (!open.includes(name)) continue;
      const at = (minutes: number) =>
        new TZDate(noon.getFullYear(), noon.getMonth(), noon.getDate(), 0, minutes, BUSINESS_TIME_ZONE).getTime();
      stretches.push({ start: at(minutesOf(opens)), end: at(minutesOf(closes)) });
    }
  }
  return stretches.sort((a, b) => a.start - b.start);
}

/** The instant itself when the office is open then, else the next opening. */
export function nextOpen(instant: Date): Date {
  const at = instant.getTime();
  const stretch = stretchesFrom(at).find((open) => open.end > at);
  return new Date(stretch ? Math.max(at, stretch.start) : at);
}

/** `minutes` of office hours after `instant` (time outside the hours does not count). */
export function addBusinessMinutes(instant: Date, minutes: number): Date {
  let left = minutes * MINUTE_MS;
  let at = instant.getTime();
  // Each pass moves at least to the next day's stretches: a bounded walk even for long spans.
  for (let pass = 0; pass < 60; pass++) {
    for (const open of stretchesFrom(at)) {
      if (open.end <= at) continue;
      const start = Math.max(at, open.start);
      if (start + left <= open.end) return new Date(start + left);
      left -= open.end - start;
      at = open.end;
    }
  }
  return new Date(at + left);
}

/**
 * When each reminder about a lead still unanswered is due, `minutes` after it arrived (5
 * and 15 by default), counted in office time: a lead at 17:58 is reminded at 7:03 the
 * next morning, not twice at the opening. A lead that arrives after hours is reminded at
 * the next opening, and its later reminders follow the first as they would have (the
 * 15-minute one 10 minutes after it).
 */
export function reminderTimes(arrival: Date, minutes: readonly number[]): Date[] {
  const sorted = [...minutes].sort((a, b) => a - b);
  const open = nextOpen(arrival);
  const afterHours = open.getTime() > arrival.getTime();
  return sorted.map((offset) => {
    if (afterHours) return new Date(open.getTime() + (offset - sorted[0]) * MINUTE_MS);
    return addBusinessMinutes(arrival, offset);
  });
}

/** Answered no later than one business day of office hours after the lead arrived. */
export function withinBusinessDay(arrival: Date, answered: Date): boolean {
  return answered.getTime() <= addBusinessMinutes(arrival, BUSINESS_DAY_MINUTES).getTime();
}
