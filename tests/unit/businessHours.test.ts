/**
 * Office hours as instants (src/lib/leads/businessHours.ts): Mon–Fri 7:00–18:00 and Sat
 * 8:00–14:00 in New York (OPENING_HOURS), across the clock changes.
 */
import { describe, expect, test } from "vitest";
import { TZDate } from "@date-fns/tz/date";
import {
  addBusinessMinutes,
  BUSINESS_DAY_MINUTES,
  nextOpen,
  reminderTimes,
  withinBusinessDay,
} from "../../src/lib/leads/businessHours.ts";

/** A New York wall-clock time as a Date. */
const ny = (year: number, month: number, day: number, hours: number, minutes = 0) =>
  new Date(new TZDate(year, month - 1, day, hours, minutes, "America/New_York").getTime());

describe("nextOpen", () => {
  test.each([
    ["a Wednesday at 10:00 is open", ny(2026, 12, 2, 10), ny(2026, 12, 2, 10)],
    ["a Wednesday at 6:59 waits for 7:00", ny(2026, 12, 2, 6, 59), ny(2026, 12, 2, 7)],
    ["a Wednesday at 18:00 waits for Thursday 7:00", ny(2026, 12, 2, 18), ny(2026, 12, 3, 7)],
    ["a Saturday at 15:00 waits for Monday 7:00", ny(2026, 12, 5, 15), ny(2026, 12, 7, 7)],
    ["a Friday night waits for Saturday 8:00", ny(2026, 12, 4, 22), ny(2026, 12, 5, 8)],
    ["the spring change's Sunday waits for Monday 7:00 EDT", ny(2027, 3, 14, 3), ny(2027, 3, 15, 7)],
  ])("%s", (_, at, expected) => {
    expect(nextOpen(at).toISOString()).toBe(expected.toISOString());
  });
});

describe("reminderTimes (5 and 15 minutes)", () => {
  test.each([
    [
      "inside hours: the arrival plus the minutes",
      ny(2026, 12, 2, 10),
      [ny(2026, 12, 2, 10, 5), ny(2026, 12, 2, 10, 15)],
    ],
    [
      "near closing: counted on in the next morning",
      ny(2026, 12, 2, 17, 58),
      [ny(2026, 12, 3, 7, 3), ny(2026, 12, 3, 7, 13)],
    ],
    [
      "after hours: at the opening, the second 10 minutes after",
      ny(2026, 12, 2, 21),
      [ny(2026, 12, 3, 7), ny(2026, 12, 3, 7, 10)],
    ],
    ["Saturday afternoon: Monday's opening", ny(2026, 12, 5, 14, 30), [ny(2026, 12, 7, 7), ny(2026, 12, 7, 7, 10)]],
    [
      "the Saturday of the autumn change, after hours",
      ny(2026, 10, 31, 20),
      [ny(2026, 11, 2, 7), ny(2026, 11, 2, 7, 10)],
    ],
  ])("%s", (_, arrival, expected) => {
    expect(reminderTimes(arrival, [5, 15]).map((date) => date.toISOString())).toEqual(
      expected.map((date) => date.toISOString()),
    );
  });

  test("no minutes, no reminders", () => {
    expect(reminderTimes(ny(2026, 12, 2, 10), [])).toEqual([]);
  });
});

describe("addBusinessMinutes and withinBusinessDay", () => {
  test("one business day is the longest day's hours (11)", () => {
    expect(BUSINESS_DAY_MINUTES).toBe(11 * 60);
  });

  test("a Monday 10:00 lead has until Tuesday 10:00; a Friday 10:00 one until Saturday 11:00", () => {
    expect(addBusinessMinutes(ny(2026, 11, 30, 10), BUSINESS_DAY_MINUTES).toISOString()).toBe(
      ny(2026, 12, 1, 10).toISOString(),
    );
    expect(addBusinessMinutes(ny(2026, 12, 4, 10), BUSINESS_DAY_MINUTES).toISOString()).toBe(
      ny(2026, 12, 5, 11).toISOString(),
    );
  });

  test("a lead on Saturday night answered Monday at 17:59 was answered within a business day; at 18:01 it was not", () => {
    const arrival = ny(2026, 12, 5, 21);
    expect(withinBusinessDay(arrival, ny(2026, 12, 7, 17, 59))).toBe(true);
    expect(withinBusinessDay(arrival, ny(2026, 12, 7, 18, 1))).toBe(false);
  });
});
