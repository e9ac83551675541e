/**
 * The calendar side of a visit: the invitation an e-mail carries (METHOD:REQUEST when
 * booked or moved, METHOD:CANCEL when cancelled) and the owner's subscription feed
 * (every upcoming visit). ical-generator writes them; the times are New York wall-clock
 * times with the zone's VTIMEZONE (@touch4it/ical-timezones), from TZDate values so the
 * library reads the right hour whatever the server's own zone. The UID is the visit's id
 * at the site's host and never changes, so a move or a cancellation updates the event the
 * first invitation created (with SEQUENCE one higher).
 */
import { TZDate } from "@date-fns/tz/date";
import { getVtimezoneComponent } from "@touch4it/ical-timezones";
import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
  type ICalCalendar,
} from "ical-generator";
import { BUSINESS_TIME_ZONE, PROJECT_TYPES, SITE } from "../../config/site.ts";
import type { Locale } from "../../config/i18n.ts";
import { VISIT_MAIL_TEXT } from "../../config/text.ts";
import { textFor } from "../../config/text/catalogue.ts";
import { optionLabel } from "../../lib/format/optionLabel.ts";
import type { VisitSnapshot } from "./visit.ts";

export const visitUid = (visitId: string): string => `visit-${visitId}@${new URL(SITE.url).hostname}`;

const where = (visit: VisitSnapshot): string => `${visit.street}, ${visit.zip}`;

function calendar(method: ICalCalendarMethod | undefined, name?: string, locale: Locale = "en"): ICalCalendar {
  const cal = ical({ prodId: { company: SITE.name, product: "Site visits", language: locale.toUpperCase() } });
  if (method) cal.method(method);
  if (name) cal.name(name);
  // The zone per event, not per calendar: ical-generator would write DTSTAMP in a calendar zone, and it must be UTC.
  cal.timezone({ name: null, generator: getVtimezoneComponent });
  return cal;
}

function addEvent(cal: ICalCalendar, visit: VisitSnapshot, options: { cancelled: boolean; forOwner: boolean }): void {
  const project = optionLabel(PROJECT_TYPES, visit.projectType);
  // The visitor's in the language they booked in; the owner's in English.
  const visitorText = textFor(visit.language).VISIT_MAIL_TEXT;
  const description = options.forOwner
    ? [`${visit.name}, ${visit.phone}, ${visit.email}`, project, visit.note].filter(Boolean).join("\n")
    : `${visitorText.description}\n${visitorText.call}`;
  const event = cal.createEvent({
    id: visitUid(visit.visitId),
    sequence: visit.sequence,
    start: new TZDate(visit.start, BUSINESS_TIME_ZONE),
    end: new TZDate(visit.end, BUSINESS_TIME_ZONE),
    timezone: BUSINESS_TIME_ZONE,
    stamp: new Date(),
    summary: options.forOwner ? VISIT_MAIL_TEXT.ownerSummary(`${visit.name} (${project})`) : visitorText.summary,
    location: where(visit),
    description,
    status: options.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: SITE.name, email: SITE.email },
  });
  event.createAttendee({
    email: visit.email,
    name: visit.name,
    role: ICalAttendeeRole.REQ,
    status: options.cancelled ? ICalAttendeeStatus.DECLINED : ICalAttendeeStatus.ACCEPTED,
    rsvp: false,
  });
}

/** One visit's invitation (or its cancellation), the same for the visitor and the owner but for the description. */
export function visitInvitation(visit: VisitSnapshot, cancelled: boolean, forOwner: boolean): string {
  const cal = calendar(
    cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
    undefined,
    forOwner ? "en" : visit.language,
  );
  addEvent(cal, visit, { cancelled, forOwner });
  return cal.toString();
}

/** The owner's subscription: every visit still booked, as a calendar app polls it. */
export function visitsFeed(visits: readonly VisitSnapshot[]): string {
  const cal = calendar(ICalCalendarMethod.PUBLISH, `${SITE.name}: site visits`);
  for (const visit of visits) addEvent(cal, visit, { cancelled: false, forOwner: true });
  return cal.toString();
}
