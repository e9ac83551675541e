import { describe, expect, test } from "vitest";
import { availabilitySchema, DEFAULT_AVAILABILITY, type Availability } from "../../src/schemas/availability.ts";
import { BOOKING_TEXT } from "../../src/config/text.ts";
import { businessDay } from "../../src/lib/format/businessDay.ts";
import { findOpenSlot, openSlots, type Interval, type SlotQuery } from "../../src/lib/booking/slots.ts";

const at = (iso: string) => Date.parse(iso);
const interval = (start: string, end: string): Interval => ({ start: at(start), end: at(end) });
/** A Monday, midnight in New York (EST): the default 12 h notice makes noon the earliest start. */
const MONDAY_MIDNIGHT = new Date("2026-11-30T05:00:00Z");

const query = (overrides: Partial<SlotQuery> = {}, availability: Partial<Availability> = {}): SlotQuery => ({
  availability: { ...DEFAULT_AVAILABILITY, ...availability },
  now: MONDAY_MIDNIGHT,
  busy: [],
  visits: [],
  ...overrides,
});
const startsOn = (day: string, q: SlotQuery) =>
  openSlots(q)
    .filter((slot) => slot.day === day)
    .map((slot) => slot.start);
/** Wall-clock HH:MM in New York of the day's slots, to read the tables below as the owner would. */
const wallTimes = (day: string, q: SlotQuery) =>
  startsOn(day, q).map((start) =>
    new Date(start).toLocaleTimeString("en-GB", { timeZone: "America/New_York", hour: "2-digit", minute: "2-digit" }),
  );

describe("open slots from the default availability", () => {
  test("today: the 12 h notice leaves noon to 16:00, every half hour, each visit 60 minutes", () => {
    expect(wallTimes("2026-11-30", query())).toEqual([
      "12:00",
      "12:30",
      "13:00",
      "13:30",
      "14:00",
      "14:30",
      "15:00",
      "15:30",
      "16:00",
    ]);
    const [first] = openSlots(query());
    expect(first).toEqual({ day: "2026-11-30", start: "2026-11-30T17:00:00.000Z", end: "2026-11-30T18:00:00.000Z" });
  });

  test("a whole weekday runs 8:00 to 16:00 (the last visit ends at 17:00); Saturday 9:00 to 12:00; Sunday is closed", () => {
    expect(wallTimes("2026-12-01", query())).toHaveLength(17);
    expect(wallTimes("2026-12-01", query()).at(0)).toBe("08:00");
    expect(wallTimes("2026-12-01", query()).at(-1)).toBe("16:00");
    expect(wallTimes("2026-12-05", query())).toEqual(["09:00", "09:30", "10:00", "10:30", "11:00", "11:30", "12:00"]);
    expect(wallTimes("2026-12-06", query())).toEqual([]);
  });

  test("today and the next 21 days can be booked, no later", () => {
    const days = new Set(openSlots(query()).map((slot) => slot.day));
    expect([...days].at(0)).toBe("2026-11-30");
    expect([...days].at(-1)).toBe("2026-12-21");
    expect(days.has("2026-12-22")).toBe(false);
  });

  test("a day off has no slots; the days around it keep theirs", () => {
    const q = query({}, { daysOff: ["2026-12-02"] });
    expect(wallTimes("2026-12-02", q)).toEqual([]);
    expect(wallTimes("2026-12-01", q)).toHaveLength(17);
    expect(wallTimes("2026-12-03", q)).toHaveLength(17);
  });

  test("a range of days returns only those days", () => {
    const slots = openSlots(query({ fromDay: "2026-12-03", toDay: "2026-12-04" }));
    expect(new Set(slots.map((slot) => slot.day))).toEqual(new Set(["2026-12-03", "2026-12-04"]));
  });
});

describe("visits and the owner's calendar take their time and the travel buffer around it", () => {
  const tuesdayTen = interval("2026-12-01T15:00:00Z", "2026-12-01T16:00:00Z"); // 10:00 to 11:00 EST

  test.each([
    ["a booked visit", { visits: [tuesdayTen] }],
    ["an appointment in the owner's calendar", { busy: [tuesdayTen] }],
  ])("%s from 10:00 to 11:00 closes 9:00 to 11:00 (30 minutes each side)", (_, overrides) => {
    const times = wallTimes("2026-12-01", query(overrides));
    expect(times.slice(0, 3)).toEqual(["08:00", "08:30", "11:30"]);
    for (const closed of ["09:00", "09:30", "10:00", "10:30", "11:00"]) expect(times).not.toContain(closed);
  });

  test("without a buffer, the slots touch the visit on both sides", () => {
    const times = wallTimes("2026-12-01", query({ visits: [tuesdayTen] }, { bufferMinutes: 0 }));
    expect(times.slice(0, 5)).toEqual(["08:00", "08:30", "09:00", "11:00", "11:30"]);
  });

  test("an all-day event closes its day", () => {
    expect(
      wallTimes("2026-12-01", query({ busy: [interval("2026-12-01T05:00:00Z", "2026-12-02T05:00:00Z")] })),
    ).toEqual([]);
  });

  test("a day with as many visits as the daily cap takes no more; one fewer leaves the free times", () => {
    const visit = (hour: number) => interval(`2026-12-03T${hour}:00:00Z`, `2026-12-03T${hour}:30:00Z`);
    const four = [13, 15, 17, 19].map(visit);
    expect(wallTimes("2026-12-03", query({ visits: four }))).toEqual([]);
    expect(wallTimes("2026-12-03", query({ visits: four.slice(0, 3) })).length).toBeGreaterThan(0);
    expect(wallTimes("2026-12-03", query({ visits: four }, { maxVisitsPerDay: 5 })).length).toBeGreaterThan(0);
  });
});

describe("hours hold on the days the clocks change (America/New_York)", () => {
  test.each([
    // Spring: EST (UTC-5) until 2026-03-08, EDT (UTC-4) after.
    ["Saturday before the spring change", new Date("2026-03-06T05:00:00Z"), "2026-03-07", "2026-03-07T14:00:00.000Z"],
    ["Monday after the spring change", new Date("2026-03-06T05:00:00Z"), "2026-03-09", "2026-03-09T12:00:00.000Z"],
    // Autumn: EDT until 2026-11-01, EST after.
    ["Friday before the autumn change", new Date("2026-10-29T04:00:00Z"), "2026-10-30", "2026-10-30T12:00:00.000Z"],
    ["Monday after the autumn change", new Date("2026-10-29T04:00:00Z"), "2026-11-02", "2026-11-02T13:00:00.000Z"],
  ])("%s: the first visit starts at opening time, %s", (_, now, day, firstStart) => {
    expect(startsOn(day, query({ now }))[0]).toBe(firstStart);
  });

  const nightOwl = { ...DEFAULT_AVAILABILITY.weeklyHours, sunday: { start: "00:00", end: "06:00" } };

  test("on the spring change a skipped wall-clock time (2:00, 2:30) is no slot, and every visit lasts 60 real minutes", () => {
    const q = query({ now: new Date("2026-03-01T05:00:00Z") }, { weeklyHours: nightOwl, bufferMinutes: 0 });
    expect(wallTimes("2026-03-08", q)).toEqual([
      "00:00",
      "00:30",
      "01:00",
      "01:30",
      "03:00",
      "03:30",
      "04:00",
      "04:30",
      "05:00",
    ]);
    for (const slot of openSlots(q).filter((s) => s.day === "2026-03-08"))
      expect(Date.parse(slot.end) - Date.parse(slot.start)).toBe(60 * 60_000);
  });

  test("on the autumn change every slot starts at its own instant, in order", () => {
    const q = query({ now: new Date("2026-10-25T04:00:00Z") }, { weeklyHours: nightOwl, bufferMinutes: 0 });
    const starts = startsOn("2026-11-01", q).map(Date.parse);
    expect(starts).toHaveLength(11);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(new Set(starts).size).toBe(starts.length);
  });

  test.each([
    ["2026-03-08T04:59:59Z", "2026-03-07"],
    ["2026-03-08T05:00:00Z", "2026-03-08"],
    ["2026-11-02T04:59:59Z", "2026-11-01"],
    ["2026-11-02T05:00:00Z", "2026-11-02"],
  ])("%s is on %s in New York", (instant, day) => {
    expect(businessDay(at(instant))).toBe(day);
  });
});

describe("a booking's start is checked against the same slots", () => {
  test.each([
    ["an open slot", "2026-12-01T13:00:00.000Z", true],
    ["the same instant written with an offset", "2026-12-01T08:00:00-05:00", true],
    ["between two slots", "2026-12-01T13:15:00.000Z", false],
    ["inside the notice", "2026-11-30T14:00:00.000Z", false],
    ["on a Sunday", "2026-12-06T15:00:00.000Z", false],
    ["past the horizon", "2026-12-22T15:00:00.000Z", false],
    ["not a time", "tomorrow at nine", false],
  ])("%s: %s", (_, start, open) => {
    expect(Boolean(findOpenSlot(query(), start))).toBe(open);
  });

  test("a slot another visit took is no longer open", () => {
    const taken = interval("2026-12-01T13:00:00Z", "2026-12-01T14:00:00Z");
    expect(findOpenSlot(query({ visits: [taken] }), "2026-12-01T13:00:00.000Z")).toBeUndefined();
  });
});

describe("the availability schema", () => {
  const errors = BOOKING_TEXT.availabilityErrors;
  const check = (changes: Partial<Record<keyof Availability, unknown>>) => {
    const result = availabilitySchema.safeParse({ ...DEFAULT_AVAILABILITY, ...changes });
    return result.success ? "ok" : result.error.issues.map((issue) => issue.message);
  };

  test("the default passes", () => {
    expect(check({})).toBe("ok");
  });

  test.each<[string, Partial<Record<keyof Availability, unknown>>, string]>([
    [
      "an end before the start",
      { weeklyHours: { ...DEFAULT_AVAILABILITY.weeklyHours, monday: { start: "17:00", end: "08:00" } } },
      errors.hours,
    ],
    [
      "a time that is not HH:MM",
      { weeklyHours: { ...DEFAULT_AVAILABILITY.weeklyHours, monday: { start: "8am", end: "17:00" } } },
      errors.hours,
    ],
    ["a visit of 50 minutes", { visitMinutes: 50 }, errors.visitMinutes],
    ["a visit of a whole day", { visitMinutes: 1440 }, errors.visitMinutes],
    ["a negative buffer", { bufferMinutes: -15 }, errors.bufferMinutes],
    ["notice of 1.5 hours", { noticeHours: 1.5 }, errors.noticeHours],
    ["a horizon of a year", { horizonDays: 365 }, errors.horizonDays],
    ["no visits a day", { maxVisitsPerDay: 0 }, errors.maxVisitsPerDay],
    ["a day off that is no date", { daysOff: ["2026-02-30"] }, errors.daysOff],
    ["a day off twice", { daysOff: ["2026-12-24", "2026-12-24"] }, errors.daysOff],
  ])("%s is refused with its sentence", (_, changes, message) => {
    expect(check(changes)).toEqual([message]);
  });

  test("a closed day is null, and days off are dates", () => {
    expect(
      check({
        weeklyHours: { ...DEFAULT_AVAILABILITY.weeklyHours, saturday: null },
        daysOff: ["2026-12-24", "2026-12-25"],
      }),
    ).toBe("ok");
  });
});
