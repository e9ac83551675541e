/**
 * The open site-visit slots: the owner's weekly hours, less days off, the
 * minimum notice, the daily cap, the booked visits and the owner's own calendar, each
 * visit and appointment with the travel buffer around it. Plain arithmetic on instants;
 * every wall-clock time is read in the business's zone with @date-fns/tz, so the hours
 * hold on the days the clocks change. The slots function lists these, and a booking
 * checks its own start against the same list inside its transaction.
 */
import { TZDate } from "@date-fns/tz/date";
import { BUSINESS_TIME_ZONE } from "../../config/site.ts";
import { minutesOfDay, WEEKDAYS, type Availability } from "../../schemas/availability.ts";
import type { Slot } from "../../schemas/booking.ts";
import { businessDay } from "../format/businessDay.ts";

/** A busy stretch: epoch milliseconds, end excluded. */
export interface Interval {
  start: number;
  end: number;
}

/** Slots start on the half hour after opening: fine enough to fill a day, few enough to read on a phone. */
const SLOT_STEP_MINUTES = 30;

export interface SlotQuery {
  availability: Availability;
  now: Date;
  /** The owner's calendar: appointments, all-day events, anything not marked free. */
  busy: readonly Interval[];
  /** Visits already booked and not cancelled; each counts towards its day's cap. */
  visits: readonly Interval[];
  /** The first and last day wanted (YYYY-MM-DD); by default the whole horizon. */
  fromDay?: string;
  toDay?: string;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

interface Day {
  key: string;
  year: number;
  monthIndex: number;
  date: number;
  weekday: number;
}

/** Today and the next `count - 1` days in the business's zone (read at noon, which every day has). */
function businessDays(now: Date, count: number): Day[] {
  const today = new TZDate(now.getTime(), BUSINESS_TIME_ZONE);
  return Array.from({ length: count }, (_, offset) => {
    const noon = new TZDate(today.getFullYear(), today.getMonth(), today.getDate() + offset, 12, 0, BUSINESS_TIME_ZONE);
    const [year, monthIndex, date] = [noon.getFullYear(), noon.getMonth(), noon.getDate()];
    return { key: businessDay(noon), year, monthIndex, date, weekday: noon.getDay() };
  });
}

/**
 * A wall-clock time of a day in the business's zone as an instant, or undefined where the
 * clocks skip it (2:30 on the spring change). Hours and minutes go in apart: no overflow
 * across a clock change.
 */
function wallClock(day: Day, minutes: number): number | undefined {
  const [hours, minute] = [Math.floor(minutes / 60), minutes % 60];
  const local = new TZDate(day.year, day.monthIndex, day.date, hours, minute, BUSINESS_TIME_ZONE);
  return local.getHours() === hours && local.getMinutes() === minute ? local.getTime() : undefined;
}

/** Every open slot of the query's days, earliest first. */
export function openSlots({ availability, now, busy, visits, fromDay, toDay }: SlotQuery): Slot[] {
  const { weeklyHours, visitMinutes, bufferMinutes, noticeHours, horizonDays, maxVisitsPerDay } = availability;
  const daysOff = new Set(availability.daysOff);
  const earliest = now.getTime() + noticeHours * HOUR_MS;
  const buffer = bufferMinutes * MINUTE_MS;
  const taken = [...busy, ...visits];
  const visitsPerDay = new Map<string, number>();
  for (const visit of visits) {
    const day = businessDay(visit.start);
    visitsPerDay.set(day, (visitsPerDay.get(day) ?? 0) + 1);
  }

  const slots: Slot[] = [];
  for (const day of businessDays(now, horizonDays + 1)) {
    if ((fromDay && day.key < fromDay) || (toDay && day.key > toDay)) continue;
    const hours = weeklyHours[WEEKDAYS[day.weekday]];
    if (!hours || daysOff.has(day.key) || (visitsPerDay.get(day.key) ?? 0) >= maxVisitsPerDay) continue;
    const open = minutesOfDay(hours.start);
    const close = minutesOfDay(hours.end);
    // What could touch this day's hours, buffer included: a day's slots are checked against a handful, not all.
    const dayStart = new TZDate(day.year, day.monthIndex, day.date, BUSINESS_TIME_ZONE).getTime() - buffer;
    const dayEnd = new TZDate(day.year, day.monthIndex, day.date + 1, BUSINESS_TIME_ZONE).getTime() + buffer;
    const nearby = taken.filter((interval) => interval.start < dayEnd && interval.end > dayStart);
    for (let minutes = open; minutes + visitMinutes <= close; minutes += SLOT_STEP_MINUTES) {
      const start = wallClock(day, minutes);
      if (start === undefined || start < earliest) continue;
      // A visit lasts its length in real time, also across a clock change.
      const end = start + visitMinutes * MINUTE_MS;
      const clash = nearby.some((interval) => interval.start < end + buffer && interval.end > start - buffer);
      if (!clash) slots.push({ day: day.key, start: new Date(start).toISOString(), end: new Date(end).toISOString() });
    }
  }
  return slots;
}

/** The open slot that starts at `start` (an ISO instant), if there is one: what a booking checks before it holds the time. */
export function findOpenSlot(query: Omit<SlotQuery, "fromDay" | "toDay">, start: string): Slot | undefined {
  const instant = Date.parse(start);
  if (Number.isNaN(instant)) return undefined;
  const day = businessDay(instant);
  return openSlots({ ...query, fromDay: day, toDay: day }).find((slot) => Date.parse(slot.start) === instant);
}
