/**
 * The /admin hours editor's logic without a DOM: the stored availability as the form's
 * strings, the form back as a candidate the schema checks (the same schema and sentences
 * as the rules and the functions), and the days the agenda shows.
 */
import { availabilitySchema, WEEKDAYS, type Availability, type Weekday } from "../../schemas/availability.ts";
import { checkForm, type FieldErrors } from "../../schemas/check.ts";

interface DayDraft {
  open: boolean;
  start: string;
  end: string;
}

export interface AvailabilityDraft {
  weeklyHours: Record<Weekday, DayDraft>;
  visitMinutes: string;
  bufferMinutes: string;
  noticeHours: string;
  horizonDays: string;
  maxVisitsPerDay: string;
  visitsPerPerson: string;
  daysOff: string[];
}

export type AvailabilityField = Exclude<keyof Availability, never>;

/** A closed day keeps the hours it had, so opening it again offers them. */
const CLOSED_DAY_HOURS = { start: "09:00", end: "17:00" };

export function availabilityDraft(availability: Availability): AvailabilityDraft {
  const weeklyHours = Object.fromEntries(
    WEEKDAYS.map((day) => {
      const hours = availability.weeklyHours[day];
      return [day, hours ? { open: true, ...hours } : { open: false, ...CLOSED_DAY_HOURS }];
    }),
  ) as Record<Weekday, DayDraft>;
  return {
    weeklyHours,
    visitMinutes: String(availability.visitMinutes),
    bufferMinutes: String(availability.bufferMinutes),
    noticeHours: String(availability.noticeHours),
    horizonDays: String(availability.horizonDays),
    maxVisitsPerDay: String(availability.maxVisitsPerDay),
    visitsPerPerson: String(availability.visitsPerPerson),
    daysOff: [...availability.daysOff],
  };
}

/** A typed number as the schema sees it: "" and "1.5e" are not whole numbers, so they fail with the field's sentence. */
const numberOf = (typed: string): number => (typed.trim() === "" ? Number.NaN : Number(typed));

export function checkAvailabilityDraft(
  draft: AvailabilityDraft,
): { ok: true; value: Availability } | { ok: false; errors: FieldErrors<AvailabilityField> } {
  const candidate = {
    weeklyHours: Object.fromEntries(
      WEEKDAYS.map((day) => {
        const { open, start, end } = draft.weeklyHours[day];
        return [day, open ? { start, end } : null];
      }),
    ),
    visitMinutes: numberOf(draft.visitMinutes),
    bufferMinutes: numberOf(draft.bufferMinutes),
    noticeHours: numberOf(draft.noticeHours),
    horizonDays: numberOf(draft.horizonDays),
    maxVisitsPerDay: numberOf(draft.maxVisitsPerDay),
    visitsPerPerson: numberOf(draft.visitsPerPerson),
    daysOff: [...draft.daysOff].sort(),
  };
  return checkForm(availabilitySchema, candidate);
}

/** A day off added once, in date order. */
export function withDayOff(daysOff: readonly string[], day: string): string[] {
  return day && !daysOff.includes(day) ? [...daysOff, day].sort() : [...daysOff];
}
