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

  // The expansion skips a series' history in whole periods of its rule: what must still come out right.
  test.each([
    [
      "a daily series begun in 1985, with no end: busy every day of the window, today too",
      ["RRULE:FREQ=DAILY"],
      "19850107T073000",
      37,
      ["2026-11-25T12:30:00.000Z", "2026-11-25T13:00:00.000Z"],
    ],
    [
      "a fortnightly meeting begun in 1970 keeps its fortnight",
      ["RRULE:FREQ=WEEKLY;INTERVAL=2"],
      "19700106T073000",
      2,
      ["2026-12-08T12:30:00.000Z", "2026-12-08T13:00:00.000Z"],
    ],
    [
      "a daily series of 2,527 days begun in 2020 ends on its last day (its COUNT runs from the first)",
      ["RRULE:FREQ=DAILY;COUNT=2527"],
      "20200101T073000",
      7,
      ["2026-11-25T12:30:00.000Z", "2026-11-25T13:00:00.000Z"],
    ],
    [
      "a daily series begun in 1985 that ended last year takes no time",
      ["RRULE:FREQ=DAILY;UNTIL=20251231T235959Z"],
      "19850107T073000",
      0,
      undefined,
    ],
  ])("%s", (_, rule, start, count, first) => {
    const series = event(
      "old",
      `DTSTART;TZID=America/New_York:${start}`,
      `DTEND;TZID=America/New_York:${start.slice(0, 9)}080000`,
      ...rule,
    );
    const intervals = busy(series);
    expect(intervals).toHaveLength(count);
    expect(intervals[0]).toEqual(first);
  });

  test("an hourly series begun last year (past any count of occurrences from its first) covers every hour of the window", () => {
    const hourly = event("hourly", "DTSTART:20250101T000000Z", "DTEND:20250101T001500Z", "RRULE:FREQ=HOURLY");
    const intervals = busy(hourly);
    expect(intervals).toHaveLength(37 * 24);
    expect(intervals[0]).toEqual(["2026-11-25T00:00:00.000Z", "2026-11-25T00:15:00.000Z"]);
    expect(intervals.at(-1)).toEqual(["2026-12-31T23:00:00.000Z", "2026-12-31T23:15:00.000Z"]);
  });

  test("a weekday series begun in 1985 (more occurrences since than the cap) keeps its days, its EXDATE and its moved occurrence", () => {
    const series = event(
      "weekdays",
      "DTSTART;TZID=America/New_York:19850107T090000",
      "DTEND;TZID=America/New_York:19850107T100000",
      "RRULE:FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR",
      "EXDATE;TZID=America/New_York:20261202T090000",
    );
    const moved = event(
      "weekdays",
      "RECURRENCE-ID;TZID=America/New_York:20261204T090000",
      "DTSTART;TZID=America/New_York:20261204T140000",
      "DTEND;TZID=America/New_York:20261204T150000",
    );
    const intervals = busy(series, moved);
    // 27 weekdays from 25 November to 31 December, less 2 December.
    expect(intervals).toHaveLength(26);
    expect(intervals.every(([start]) => ![0, 6].includes(new Date(start).getUTCDay()))).toBe(true);
    expect(intervals.filter(([start]) => start.startsWith("2026-12-0"))).toEqual([
      ["2026-12-01T14:00:00.000Z", "2026-12-01T15:00:00.000Z"],
      ["2026-12-03T14:00:00.000Z", "2026-12-03T15:00:00.000Z"],
      ["2026-12-04T19:00:00.000Z", "2026-12-04T20:00:00.000Z"],
      ["2026-12-07T14:00:00.000Z", "2026-12-07T15:00:00.000Z"],
      ["2026-12-08T14:00:00.000Z", "2026-12-08T15:00:00.000Z"],
      ["2026-12-09T14:00:00.000Z", "2026-12-09T15:00:00.000Z"],
    ]);
  });

  test("an occurrence moved into the window from years back, or from next summer, holds its new time", () => {
    const series = event(
      "weekly-1990",
      "DTSTART;TZID=America/New_York:19900102T070000",
      "DTEND;TZID=America/New_York:19900102T073000",
      "RRULE:FREQ=WEEKLY",
    );
    const fromYearsBack = event(
      "weekly-1990",
      "RECURRENCE-ID;TZID=America/New_York:20010306T070000",
      "DTSTART;TZID=America/New_York:20261210T150000",
      "DTEND;TZID=America/New_York:20261210T153000",
    );
    const fromNextSummer = event(
      "weekly-1990",
      "RECURRENCE-ID;TZID=America/New_York:20270803T070000",
      "DTSTART;TZID=America/New_York:20261211T150000",
      "DTEND;TZID=America/New_York:20261211T153000",
    );
    const intervals = busy(series, fromYearsBack, fromNextSummer);
    expect(intervals).toContainEqual(["2026-12-10T20:00:00.000Z", "2026-12-10T20:30:00.000Z"]);
    expect(intervals).toContainEqual(["2026-12-11T20:00:00.000Z", "2026-12-11T20:30:00.000Z"]);
    // The window's five Tuesdays, and the two moved ones.
    expect(intervals).toHaveLength(5 + 2);
  });

  test("two series at the same hour: moving an occurrence of one leaves the other where it was", () => {
    const standUp = event(
      "stand-up",
      "DTSTART;TZID=America/New_York:20261102T090000",
      "DTEND;TZID=America/New_York:20261102T091500",
      "RRULE:FREQ=DAILY;UNTIL=20261205T000000Z",
    );
    const yardCheck = event(
      "yard-check",
      "DTSTART;TZID=America/New_York:20261102T090000",
      "DTEND;TZID=America/New_York:20261102T093000",
      "RRULE:FREQ=DAILY;UNTIL=20261205T000000Z",
    );
    const yardCheckMoved = event(
      "yard-check",
      "RECURRENCE-ID;TZID=America/New_York:20261203T090000",
      "DTSTART;TZID=America/New_York:20261203T130000",
      "DTEND;TZID=America/New_York:20261203T133000",
    );
    expect(busy(standUp, yardCheck, yardCheckMoved).filter(([start]) => start.startsWith("2026-12-03"))).toEqual([
      ["2026-12-03T14:00:00.000Z", "2026-12-03T14:15:00.000Z"],
      ["2026-12-03T18:00:00.000Z", "2026-12-03T18:30:00.000Z"],
    ]);
  });

  test("what is not iCalendar is refused, so the caller books from the hours alone", () => {
    expect(() => busyIntervals("<html>Sign in to continue</html>", FROM, TO)).toThrow();
  });
});
