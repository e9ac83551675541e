/**
 * The right to cancel's business days: every day but Sunday and the federal holidays, with
 * a weekend holiday's observed Friday or Monday skipped too. Each case is a calendar a
 * person can check against the year's OPM holiday list.
 */
import { describe, expect, it } from "vitest";
import { businessDaysAfter, federalHolidays, isBusinessDay } from "../../src/lib/proposal/businessDays.ts";

describe("federal holidays", () => {
  it("2026: the eleven, with Independence Day (a Saturday) observed on Friday July 3", () => {
    expect([...federalHolidays(2026)].sort()).toEqual([
      "2026-01-01",
      "2026-01-19",
      "2026-02-16",
      "2026-05-25",
      "2026-06-19",
      "2026-07-03",
      "2026-07-04",
      "2026-09-07",
      "2026-10-12",
      "2026-11-11",
      "2026-11-26",
      "2026-12-25",
    ]);
  });

  it("2027: weekend holidays move to Friday or Monday, and 2028's New Year (a Saturday) to December 31", () => {
    const days = federalHolidays(2027);
    for (const day of ["2027-06-18", "2027-07-05", "2027-12-24", "2027-12-31", "2027-11-25", "2027-05-31"])
      expect(days.has(day), day).toBe(true);
    expect(days.has("2027-12-30")).toBe(false);
  });
});

describe("counting business days after a transaction", () => {
  it.each([
    // [signed on, days, last day to cancel, why]
    ["2026-12-07", 3, "2026-12-10", "a plain week, Monday to Thursday"],
    ["2026-12-10", 3, "2026-12-14", "Saturday counts, Sunday does not"],
    ["2026-11-25", 3, "2026-11-30", "Thanksgiving and Sunday skipped"],
    ["2026-07-02", 3, "2026-07-08", "Independence Day's observed Friday and the Saturday itself skipped"],
    ["2026-12-22", 5, "2026-12-29", "Maryland's five: Christmas and Sunday skipped"],
    ["2026-12-22", 7, "2026-12-31", "Maryland's seven at 65 or older"],
    ["2026-12-29", 3, "2027-01-02", "across the new year, New Year's Day skipped"],
  ])("signed %s, %i days: midnight of %s (%s)", (day, count, last) => {
    expect(businessDaysAfter(day, count)).toBe(last);
  });

  it("the transaction's own day never counts, and the last day is always a business day", () => {
    for (let offset = 0; offset < 800; offset++) {
      const day = new Date(Date.UTC(2026, 0, 1) + offset * 86_400_000).toISOString().slice(0, 10);
      const last = businessDaysAfter(day, 3);
      expect(last > day).toBe(true);
      expect(isBusinessDay(last), `${day} → ${last}`).toBe(true);
    }
  });
});
