import { describe, expect, test } from "vitest";
import { busyIntervals } from "../../src/server/booking/busyTimes.ts";

/** An owner's calendar as a calendar app's secret iCal address serves it (CRLF, folded as RFC 5545 allows). */
const calendar = (...events: string[]) =>
  [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Capital Crest Builders//tests//EN",
    // Outlook names its zones after Windows and defines them in the feed.
    "BEGIN:VTIMEZONE",
    "TZID:Eastern Standard Time",
    "BEGIN:STANDARD",
    "DTSTART:16011104T020000",
    "RRULE:FREQ=YEARLY;BYDAY=1SU;BYMONTH=11",
    "TZOFFSETFROM:-0400",
    "TZOFFSETTO:-0500",
    "END:STANDARD",
    "BEGIN:DAYLIGHT",
    "DTSTART:16010311T020000",
    "RRULE:FREQ=YEARLY;BYDAY=2SU;BYMONTH=3",
    "TZOFFSETFROM:-0500",
    "TZOFFSETTO:-0400",
    "END:DAYLIGHT",
    "END:VTIMEZONE",
    ...events,
    "END:VCALENDAR",
    "",
  ].join("\r\n");

const event = (uid: string, ...lines: string[]) =>
  ["BEGIN:VEVENT", `UID:${uid}`, "DTSTAMP:20261120T120000Z", ...lines, "END:VEVENT"].join("\r\n");

const FROM = new Date("2026-11-25T00:00:00Z");
const TO = new Date("2027-01-01T00:00:00Z");
const iso = (intervals: { start: number; end: number }[]) =>
  intervals
    .map(({ start, end }) => [new Date(start).toISOString(), new Date(end).toISOString()])
    .sort(([a], [b]) => a.localeCompare(b));
const busy = (...events: string[]) => iso(busyIntervals(calendar(...events), FROM, TO));

describe("busy times from the owner's calendar feed", () => {
  test.each([
    [
      "a meeting in New York time",
      event("a", "DTSTART;TZID=America/New_York:20261201T100000", "DTEND;TZID=America/New_York:20261201T110000"),
      [["2026-12-01T15:00:00.000Z", "2026-12-01T16:00:00.000Z"]],
    ],
    [
      "a meeting in UTC",
      event("b", "DTSTART:20261202T150000Z", "DTEND:20261202T160000Z"),
      [["2026-12-02T15:00:00.000Z", "2026-12-02T16:00:00.000Z"]],
    ],
    [
      "a meeting in Outlook's zone, defined in the feed",
      event(
        "c",
        "DTSTART;TZID=Eastern Standard Time:20261203T090000",
        "DTEND;TZID=Eastern Standard Time:20261203T103000",
      ),
      [["2026-12-03T14:00:00.000Z", "2026-12-03T15:30:00.000Z"]],
    ],
    [
      "a meeting with a duration instead of an end",
      event("d", "DTSTART;TZID=America/New_York:20261207T130000", "DURATION:PT2H"),
      [["2026-12-07T18:00:00.000Z", "2026-12-07T20:00:00.000Z"]],
    ],
    [
      "a floating time, read as the business's wall clock",
      event("e", "DTSTART:20261208T090000", "DTEND:20261208T100000"),
      [["2026-12-08T14:00:00.000Z", "2026-12-08T15:00:00.000Z"]],
    ],
    [
      "an all-day event without an end: its whole New York day",
      event("f", "DTSTART;VALUE=DATE:20261204"),
      [["2026-12-04T05:00:00.000Z", "2026-12-05T05:00:00.000Z"]],
    ],
    [
      "a two-day holiday",
      event("g", "DTSTART;VALUE=DATE:20261224", "DTEND;VALUE=DATE:20261226"),
      [["2026-12-24T05:00:00.000Z", "2026-12-26T05:00:00.000Z"]],
    ],
    [
      "an event marked free",
      event("h", "DTSTART:20261209T150000Z", "DTEND:20261209T160000Z", "TRANSP:TRANSPARENT"),
      [],
    ],
    ["a cancelled event", event("i", "DTSTART:20261210T150000Z", "DTEND:20261210T160000Z", "STATUS:CANCELLED"), []],
    ["an event outside the window", event("j", "DTSTART:20270105T150000Z", "DTEND:20270105T160000Z"), []],
  ])("%s", (_, ics, expected) => {
    expect(busy(ics)).toEqual(expected);
  });

  test("a weekly meeting keeps its local time across the autumn change, without its EXDATE, with its moved and cancelled occurrences", () => {
    const series = event(
      "weekly",
      "DTSTART;TZID=America/New_York:20261021T140000",
      "DTEND;TZID=America/New_York:20261021T150000",
      "RRULE:FREQ=WEEKLY;BYDAY=WE;UNTIL=20261231T235959Z",
      "EXDATE;TZID=America/New_York:20261209T140000",
    );
    const moved = event(
      "weekly",
      "RECURRENCE-ID;TZID=America/New_York:20261216T140000",
      "DTSTART;TZID=America/New_York:20261216T160000",
      "DTEND;TZID=America/New_York:20261216T170000",
    );
    const cancelled = event(
      "weekly",
      "RECURRENCE-ID;TZID=America/New_York:20261223T140000",
      "DTSTART;TZID=America/New_York:20261223T140000",
      "DTEND;TZID=America/New_York:20261223T150000",
      "STATUS:CANCELLED",
    );
    expect(busy(series, moved, cancelled)).toEqual([
      // 14:00 EST is 19:00 UTC; before 1 November it was 18:00 UTC, outside the window.
      ["2026-11-25T19:00:00.000Z", "2026-11-25T20:00:00.000Z"],
      ["2026-12-02T19:00:00.000Z", "2026-12-02T20:00:00.000Z"],
      ["2026-12-16T21:00:00.000Z", "2026-12-16T22:00:00.000Z"],
      ["2026-12-30T19:00:00.000Z", "2026-12-30T20:00:00.000Z"],
    ]);
  });

  test("a daily series that began years ago yields only the window's days", () => {
    const daily = event(
      "daily",
      "DTSTART;TZID=America/New_York:20200106T073000",
      "DTEND;TZID=America/New_York:20200106T080000",
      "RRULE:FREQ=DAILY",
    );
    const intervals = busy(daily);
    expect(intervals).toHaveLength(37);
    expect(intervals[0]).toEqual(["2026-11-25T12:30:00.000Z", "2026-11-25T13:00:00.000Z"]);
  });

  test("what is not iCalendar is refused, so the caller books from the hours alone", () => {
    expect(() => busyIntervals("<html>Sign in to continue</html>", FROM, TO)).toThrow();
  });
});
