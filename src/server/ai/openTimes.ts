/**
 * The chat's find_open_times tool: the open times for a site visit, read from the same
 * schedule as /book's (the owner's hours and calendar, the visits booked), so the assistant can
 * answer "Thursday morning?" with times instead of a link.
 */
import type { Locale } from "../../config/i18n.ts";
import { localizedPath, ROUTES } from "../../config/routes.ts";
import { BUSINESS_TIME_ZONE, SITE } from "../../config/site.ts";
import { openSlots } from "../../lib/booking/slots.ts";
import { businessDay } from "../../lib/format/businessDay.ts";
import { businessClock } from "../../lib/format/eastern.ts";
import { visitWhen } from "../../lib/format/visitTime.ts";
import type { Slot } from "../../schemas/booking.ts";
import {
  findOpenTimesSchema,
  OPEN_TIMES_MAX_DAYS,
  OPEN_TIMES_OFFERED,
  type PartOfDay,
} from "../../schemas/chatTools.ts";
import { readSchedule } from "../booking/schedule.ts";
import { readToolArgs, toolAnswer } from "./toolAnswer.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Offered times at least this far apart: three choices, not 9:00, 9:30 and 10:00. */
const OFFER_SPACING_MS = 90 * 60 * 1000;

/** "09:30": the instant on the business's clock, 24-hour, as book_visit names a time. */
export function wallTime(instant: string): string {
  const clock = businessClock(Date.parse(instant));
  if (clock) return clock.local.toISOString().slice(11, 16);
  const time = new Intl.DateTimeFormat("en-GB", {
    timeZone: BUSINESS_TIME_ZONE,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  return time.format(new Date(instant));
}

const inPart = (slot: Slot, part: PartOfDay): boolean =>
  part === "any" || (part === "morning" ? wallTime(slot.start) < "12:00" : wallTime(slot.start) >= "12:00");

/** Up to OPEN_TIMES_OFFERED times, earliest first, spread out rather than back to back. */
export function offeredSlots(slots: readonly Slot[]): Slot[] {
  const offered: Slot[] = [];
  for (const slot of slots) {
    const last = offered.at(-1);
    if (last && last.day === slot.day && Date.parse(slot.start) - Date.parse(last.start) < OFFER_SPACING_MS) continue;
    offered.push(slot);
    if (offered.length === OPEN_TIMES_OFFERED) break;
  }
  return offered;
}

/** A time as the model offers it: the day and clock book_visit takes, and the words /book uses. */
export const offeredTime = (slot: Slot, language: Locale) => ({
  start: slot.start,
  day: slot.day,
  time: wallTime(slot.start),
  when: visitWhen(slot.start, language),
});

export const bookingPageUrl = (language: Locale): string => `${SITE.url}${localizedPath(ROUTES.book, language)}`;

export async function findOpenTimes(rawArguments: string, language: Locale, now: Date): Promise<string> {
  const args = readToolArgs(findOpenTimesSchema, rawArguments);
  if (!args.ok) return args.answer;
  const today = businessDay(now);
  // A day before today is a mistake (often the year): said back, not quietly replaced.
  if (args.value.from && args.value.from < today)
    return toolAnswer({ error: `from is before today, ${today} (New York).` });
  const from = args.value.from ?? today;
  const to = args.value.to ?? from;
  if (to < from) return toolAnswer({ error: "to is before from (or before today)." });
  if (Date.parse(to) - Date.parse(from) > (OPEN_TIMES_MAX_DAYS - 1) * DAY_MS)
    return toolAnswer({ error: `Ask for at most ${OPEN_TIMES_MAX_DAYS} days at a time.` });
  const part = args.value.partOfDay ?? "any";

  const schedule = await readSchedule(now, { recent: true });
  const inRange = openSlots({ ...schedule, fromDay: from, toDay: to }).filter((slot) => inPart(slot, part));
  const bookAt = bookingPageUrl(language);
  if (inRange.length > 0) {
    const offered = offeredSlots(inRange);
    return toolAnswer({
      timeZone: BUSINESS_TIME_ZONE,
      times: offered.map((slot) => offeredTime(slot, language)),
      otherOpenTimes: inRange.length - offered.length,
      bookAt,
    });
  }
  // Nothing then: the next open time after the range, so the model has something to offer.
  const next = openSlots({ ...schedule, fromDay: to }).find((slot) => slot.day > to && inPart(slot, part));
  return toolAnswer({
    timeZone: BUSINESS_TIME_ZONE,
    times: [],
    nextOpenTime: next ? offeredTime(next, language) : null,
    bookAt,
  });
}
