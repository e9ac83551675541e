/**
 * The owner's availability for site visits: one document the /admin editor
 * writes and the slots and bookings functions read. Every time in it is a wall-clock time
 * in the business's zone (BUSINESS_TIME_ZONE), so "8:00" stays 8:00 on both sides of a
 * daylight-saving change. The open slots themselves are computed in src/lib/booking/slots.ts.
 */
import * as z from "zod/mini";
import { BOOKING_TEXT } from "../config/text.ts";

/** Day numbers as Date.getDay() counts them: 0 is Sunday. */
export const WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** One open stretch of a day, wall-clock "HH:MM" (24-hour); the end is after the start. */
interface DayHours {
  start: string;
  end: string;
}

export interface Availability {
  /** A day without hours (null) is closed. */
  weeklyHours: Record<Weekday, DayHours | null>;
  visitMinutes: number;
  /** Travel time kept free before and after every visit and every appointment in the owner's calendar. */
  bufferMinutes: number;
  /** The earliest visit a visitor can book starts this long after now. */
  noticeHours: number;
  /** Today and this many days after it can be booked. */
  horizonDays: number;
  maxVisitsPerDay: number;
  /**
   * Future visits one normalised e-mail, and one phone number, may hold at once: one for a
   * homeowner; a property manager booking for several tenants needs the owner to raise it.
   */
  visitsPerPerson: number;
  /** Closed dates, YYYY-MM-DD in the business's zone. */
  daysOff: string[];
}

/** firestore.rules draws the same lines (tests/rules compare them with the rules' text). */
export const AVAILABILITY_LIMITS = {
  visitMinutes: { min: 15, max: 480, step: 15 },
  bufferMinutes: { min: 0, max: 240, step: 15 },
  noticeHours: { min: 0, max: 336 },
  horizonDays: { min: 1, max: 90 },
  maxVisitsPerDay: { min: 1, max: 20 },
  visitsPerPerson: { min: 1, max: 20 },
  daysOff: { max: 366 },
} as const;

export const VISITS_FEED_KEY_PATTERN = /^[A-Za-z0-9_-]{32,128}$/;

export const CALENDAR_FEED_URL_LIMITS = { min: 10, max: 2000 } as const;
/** http(s), or Apple's webcal://; the rules hold the same pattern. */
export const CALENDAR_FEED_URL_PATTERN = /^(https?|webcal):\/\/[^\s]+$/;

/** What the owner starts with, and what `npm start` seeds. */
export const DEFAULT_AVAILABILITY: Availability = {
  weeklyHours: {
    sunday: null,
    monday: { start: "08:00", end: "17:00" },
    tuesday: { start: "08:00", end: "17:00" },
    wednesday: { start: "08:00", end: "17:00" },
    thursday: { start: "08:00", end: "17:00" },
    friday: { start: "08:00", end: "17:00" },
    saturday: { start: "09:00", end: "13:00" },
  },
  visitMinutes: 60,
  bufferMinutes: 30,
  noticeHours: 12,
  horizonDays: 21,
  maxVisitsPerDay: 4,
  visitsPerPerson: 1,
  daysOff: [],
};

/** A stored document as the schema reads it: one saved before a setting existed gets that setting's default. */
export const withNewerDefaults = (stored: Record<string, unknown>): Record<string, unknown> => ({
  visitsPerPerson: DEFAULT_AVAILABILITY.visitsPerPerson,
  ...stored,
});

/**
 * 24-hour "HH:MM" on the quarter hour; the rules hold the same pattern. Quarter hours keep
 * every start, end and buffer on the grid of the holds a booking takes (src/server/booking/holds.ts).
 */
export const TIME_PATTERN = /^([01][0-9]|2[0-3]):(00|15|30|45)$/;
const DATE_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** Minutes after midnight of a wall-clock "HH:MM". */
export const minutesOfDay = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

const errors = BOOKING_TEXT.availabilityErrors;

const dayHoursSchema = z.nullable(
  z
    .object({
      start: z.string(errors.hours).check(z.regex(TIME_PATTERN, errors.hours)),
      end: z.string(errors.hours).check(z.regex(TIME_PATTERN, errors.hours)),
    })
    // A time that is not HH:MM has its own issue already; this one is only about the order.
    .check(
      z.refine(
        ({ start, end }) =>
          !TIME_PATTERN.test(start) || !TIME_PATTERN.test(end) || minutesOfDay(end) > minutesOfDay(start),
        errors.hours,
      ),
    ),
);

const whole = (bounds: { min: number; max: number; step?: number }, message: string) =>
  z.int(message).check(
    z.minimum(bounds.min, message),
    z.maximum(bounds.max, message),
    z.refine((value) => value % (bounds.step ?? 1) === 0, message),
  );

const dateIsReal = (date: string): boolean => {
  const [year, month, day] = date.split("-").map(Number);
  const utc = new Date(Date.UTC(year, month - 1, day));
  return utc.getUTCMonth() === month - 1 && utc.getUTCDate() === day;
};

export const availabilitySchema = z.object({
  weeklyHours: z.object(
    Object.fromEntries(WEEKDAYS.map((day) => [day, dayHoursSchema])) as Record<Weekday, typeof dayHoursSchema>,
  ),
  visitMinutes: whole(AVAILABILITY_LIMITS.visitMinutes, errors.visitMinutes),
  bufferMinutes: whole(AVAILABILITY_LIMITS.bufferMinutes, errors.bufferMinutes),
  noticeHours: whole(AVAILABILITY_LIMITS.noticeHours, errors.noticeHours),
  horizonDays: whole(AVAILABILITY_LIMITS.horizonDays, errors.horizonDays),
  maxVisitsPerDay: whole(AVAILABILITY_LIMITS.maxVisitsPerDay, errors.maxVisitsPerDay),
  visitsPerPerson: whole(AVAILABILITY_LIMITS.visitsPerPerson, errors.visitsPerPerson),
  daysOff: z
    .array(z.string(errors.daysOff).check(z.regex(DATE_PATTERN, errors.daysOff), z.refine(dateIsReal, errors.daysOff)))
    .check(
      z.maxLength(AVAILABILITY_LIMITS.daysOff.max, errors.daysOff),
      z.refine((days) => new Set(days).size === days.length, errors.daysOff),
    ),
});
