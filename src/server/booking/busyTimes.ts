/**
 * The owner's busy times from the calendar's secret iCal address, parsed with
 * ical.js (Mozilla's RFC 5545 parser): recurring events expanded with their EXDATEs and
 * overridden occurrences (RECURRENCE-ID), all-day events, and times in any zone. What the
 * owner marked free (TRANSP:TRANSPARENT) or cancelled takes no time. Throws on a feed that
 * is not iCalendar: the caller then books from the hours and the visits alone.
 */
import { TZDate } from "@date-fns/tz/date";
import ICAL from "ical.js";
import { BUSINESS_TIME_ZONE } from "../../config/site.ts";
import type { Interval } from "../../lib/booking/slots.ts";

/** Occurrences looked at per recurring event, from where its expansion starts: no feed can make a loop endless. */
const MAX_OCCURRENCES_PER_EVENT = 10_000;
const DAY_MS = 24 * 3_600_000;
/** Rules whose period is a fixed length: a series can skip whole periods of them (a month or a year varies). */
const FIXED_PERIODS = {
  SECONDLY: [0, 0, 0, 1],
  MINUTELY: [0, 0, 1, 0],
  HOURLY: [0, 1, 0, 0],
  DAILY: [1, 0, 0, 0],
  WEEKLY: [7, 0, 0, 0],
} as const satisfies Record<string, readonly [number, number, number, number]>;

const ianaZones = new Map<string, boolean>();
function isIanaZone(tzid: string): boolean {
  let known = ianaZones.get(tzid);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat("en-US", { timeZone: tzid });
      known = true;
    } catch {
      known = false;
    }
    ianaZones.set(tzid, known);
  }
  return known;
}

/**
 * An iCalendar time as an instant. A zone with an IANA name is read with the IANA rules
 * Node ships; a zone the feed defines under another name (Outlook's "Eastern Standard
 * Time") by ical.js with the feed's VTIMEZONE; a floating time, a date, or a TZID the feed
 * does not define (ical.js then floats it) as the business's wall clock.
 */
function toInstant(time: ICAL.Time): number {
  const zone = time.isDate ? undefined : time.zone;
  if (zone === ICAL.Timezone.utcTimezone) return time.toUnixTime() * 1000;
  const tzid = zone && zone !== ICAL.Timezone.localTimezone ? zone.tzid : undefined;
  if (tzid && !isIanaZone(tzid)) return time.toUnixTime() * 1000;
  const [hour, minute, second] = time.isDate ? [0, 0, 0] : [time.hour, time.minute, time.second];
  return new TZDate(time.year, time.month - 1, time.day, hour, minute, second, tzid ?? BUSINESS_TIME_ZONE).getTime();
}

/** Whether an event (or one overridden occurrence) holds the owner's time. */
function takesTime(event: ICAL.Event): boolean {
  const transparency = String(event.component.getFirstPropertyValue("transp") ?? "").toUpperCase();
  const status = String(event.component.getFirstPropertyValue("status") ?? "").toUpperCase();
  return transparency !== "TRANSPARENT" && status !== "CANCELLED";
}

function occurrence(start: ICAL.Time, end: ICAL.Time): Interval {
  const from = toInstant(start);
  let to = toInstant(end);
  // An all-day event without an end (or ending where it starts) takes its whole day (RFC 5545, 3.6.1).
  if (to <= from && start.isDate) {
    const next = start.clone();
    next.day += 1;
    to = toInstant(next);
  }
  return { start: from, end: Math.max(to, from) };
}

/**
 * Where to start expanding a series, when not from its first occurrence: its start moved
 * forward by whole periods of its rule (INTERVAL days of a daily one, weeks of a weekly
 * one) to at least two periods and a day before the window, less the event's length. A
 * series begun decades ago then costs the window's occurrences, not its history, and the
 * cap drops none in the window. Later occurrences stay where they were: the rule's grid
 * moves by whole periods, and what the rule takes from the start (weekday, time) is the
 * same. Undefined for COUNT (counted from the first), months and years (not one length).
 */
function expansionStart(master: ICAL.Event, windowStart: number): ICAL.Time | undefined {
  const start = master.startDate;
  const rules = master.component.getAllProperties("rrule");
  const rule = rules.length === 1 ? (rules[0].getFirstValue() as ICAL.Recur) : undefined;
  const unit =
    rule && !rule.count && Object.hasOwn(FIXED_PERIODS, rule.freq)
      ? FIXED_PERIODS[rule.freq as keyof typeof FIXED_PERIODS]
      : undefined;
  if (!rule || !unit) return undefined;
  const interval = Math.max(1, rule.interval || 1);
  const [days, hours, minutes, seconds] = unit;
  const stepMs = (((days * 24 + hours) * 60 + minutes) * 60 + seconds) * 1000 * interval;
  const startMs = toInstant(start);
  const lengthMs = Math.max(0, toInstant(master.endDate) - startMs);
  // Two periods more than needed: a change of clocks moves the wall-clock grid by an hour, and the first period may be partial.
  const skip = Math.floor((windowStart - DAY_MS - lengthMs - startMs) / stepMs) - 2;
  if (skip <= 0) return undefined;
  const moved = start.clone();
  // Wall-clock fields, as ical.js steps: a daily 9:00 stays 9:00 across a change of clocks.
  moved.adjust(days * skip * interval, hours * skip * interval, minutes * skip * interval, seconds * skip * interval);
  return moved;
}

/** Every busy stretch of the feed that overlaps [from, to), in no particular order. */
export function busyIntervals(ics: string, from: Date, to: Date): Interval[] {
  // ical.js resolves each TZID against the feed's own VTIMEZONEs.
  const calendar = ICAL.Component.fromString(ics);

  // A recurring event's overridden occurrences share its UID and carry a RECURRENCE-ID.
  const masters = new Map<string, ICAL.Event>();
  const overrides: ICAL.Event[] = [];
  const single: ICAL.Event[] = [];
  for (const vevent of calendar.getAllSubcomponents("vevent")) {
    // No exceptions yet: left alone, ical.js relates every override in the feed to every series, whatever its UID.
    const event = new ICAL.Event(vevent, { exceptions: [] });
    if (event.isRecurrenceException()) overrides.push(event);
    else if (event.isRecurring()) masters.set(event.uid, event);
    else single.push(event);
  }
  for (const override of overrides) {
    const master = masters.get(override.uid);
    if (master) master.relateException(override);
    // An override whose series is not in the feed still holds its own time.
    else single.push(override);
  }

  const window = { start: from.getTime(), end: to.getTime() };
  const overlaps = (interval: Interval) => interval.start < window.end && interval.end > window.start;
  const busy: Interval[] = [];
  for (const event of single) {
    if (!takesTime(event)) continue;
    const interval = occurrence(event.startDate, event.endDate);
    if (overlaps(interval)) busy.push(interval);
  }
  for (const master of masters.values()) {
    const start = expansionStart(master, window.start);
    const iterator = master.iterator(start);
    // The original starts the expansion looked at: [expandedFrom, expandedTo).
    const expandedFrom = start ? toInstant(start) : -Infinity;
    let expandedTo = Infinity;
    const applied = new Set<ICAL.Event>();
    // Occurrences come in the order of their original start.
    for (let count = 0; ; count++) {
      const next = iterator.next();
      if (!next) break;
      const at = toInstant(next);
      if (at >= window.end || count === MAX_OCCURRENCES_PER_EVENT) {
        expandedTo = at;
        break;
      }
      const details = master.getOccurrenceDetails(next);
      applied.add(details.item);
      const interval = occurrence(details.startDate, details.endDate);
      if (takesTime(details.item) && overlaps(interval)) busy.push(interval);
    }
    // An override of an occurrence the expansion did not reach (years back, or after the
    // window) may have moved it into the window: it holds its own time.
    for (const override of Object.values(master.exceptions)) {
      const original = toInstant(override.recurrenceId);
      if (applied.has(override) || (original >= expandedFrom && original < expandedTo)) continue;
      const interval = occurrence(override.startDate, override.endDate);
      if (takesTime(override) && overlaps(interval)) busy.push(interval);
    }
  }
  return busy;
}
