/**
 * The owner's busy times from the calendar's secret iCal address (issue 19), parsed with
 * ical.js (Mozilla's RFC 5545 parser): recurring events expanded with their EXDATEs and
 * overridden occurrences (RECURRENCE-ID), all-day events, and times in any zone. What the
 * owner marked free (TRANSP:TRANSPARENT) or cancelled takes no time. Throws on a feed that
 * is not iCalendar: the caller then books from the hours and the visits alone.
 */
import { TZDate } from "@date-fns/tz/date";
import ICAL from "ical.js";
import { BUSINESS_TIME_ZONE } from "../../config/site.ts";
import type { Interval } from "../../lib/booking/slots.ts";

/** Occurrences looked at per recurring event: a daily event over 25 years, and no feed can make a loop endless. */
const MAX_OCCURRENCES_PER_EVENT = 10_000;
/** How far past the window an occurrence is still expanded, in case an override moved it back into the window. */
const OVERRIDE_REACH_MS = 366 * 24 * 3_600_000;

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

/** Every busy stretch of the feed that overlaps [from, to), in no particular order. */
export function busyIntervals(ics: string, from: Date, to: Date): Interval[] {
  // ical.js resolves each TZID against the feed's own VTIMEZONEs.
  const calendar = ICAL.Component.fromString(ics);

  // A recurring event's overridden occurrences share its UID and carry a RECURRENCE-ID.
  const masters = new Map<string, ICAL.Event>();
  const overrides: ICAL.Event[] = [];
  const single: ICAL.Event[] = [];
  for (const vevent of calendar.getAllSubcomponents("vevent")) {
    const event = new ICAL.Event(vevent);
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
    const iterator = master.iterator();
    // Occurrences come in the order of their original start; an override may move one by up to OVERRIDE_REACH_MS.
    for (let count = 0; count < MAX_OCCURRENCES_PER_EVENT; count++) {
      const next = iterator.next();
      if (!next || toInstant(next) >= window.end + OVERRIDE_REACH_MS) break;
      const details = master.getOccurrenceDetails(next);
      const interval = occurrence(details.startDate, details.endDate);
      if (takesTime(details.item) && overlaps(interval)) busy.push(interval);
    }
  }
  return busy;
}
