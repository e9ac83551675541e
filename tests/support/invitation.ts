/**
 * Reads an iCalendar invitation back with ical.js, not the library that wrote it
 * (ical-generator): the instant comes from the invitation's own VTIMEZONE rules, so a
 * wrong local time or a wrong zone definition shows as a wrong UTC instant.
 */
import ICAL from "ical.js";

export interface ReadInvitation {
  method: string;
  uid: string;
  sequence: number;
  status: string;
  tzid: string | undefined;
  /** ISO instants computed by ical.js from the VTIMEZONE the invitation carries. */
  start: string;
  end: string;
  organizer: string;
  attendees: string[];
  summary: string;
  description: string;
  location: string;
}

export function readInvitation(text: string): ReadInvitation {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  for (const zone of calendar.getAllSubcomponents("vtimezone")) {
    ICAL.TimezoneService.register(new ICAL.Timezone(zone), String(zone.getFirstPropertyValue("tzid")));
  }
  const events = calendar.getAllSubcomponents("vevent");
  if (events.length !== 1) throw new Error(`expected one event, found ${events.length}`);
  const event = new ICAL.Event(events[0]);
  const dtstart = events[0].getFirstProperty("dtstart");
  const text_ = (name: string) => String(events[0].getFirstPropertyValue(name) ?? "");
  return {
    method: String(calendar.getFirstPropertyValue("method") ?? ""),
    uid: event.uid,
    sequence: event.sequence,
    status: text_("status"),
    tzid: dtstart?.getParameter("tzid") as string | undefined,
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
    organizer: text_("organizer"),
    attendees: events[0].getAllProperties("attendee").map((property) => String(property.getFirstValue())),
    summary: event.summary,
    description: event.description,
    location: event.location,
  };
}
