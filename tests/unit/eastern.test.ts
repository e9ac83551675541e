import { describe, expect, test } from "vitest";
import { BUSINESS_TIME_ZONE } from "../../src/config/site.ts";
import { businessDay, longBusinessDay } from "../../src/lib/format/businessDay.ts";
import { visitTime } from "../../src/lib/format/visitTime.ts";

// The oracle: Intl, with the zone's data, as the formatters were written before.
const zone = { timeZone: BUSINESS_TIME_ZONE } as const;
const intlDay = new Intl.DateTimeFormat("en-CA", { ...zone, year: "numeric", month: "2-digit", day: "2-digit" });
const intlLong = new Intl.DateTimeFormat("en-US", { ...zone, dateStyle: "long" });
const intlTime = new Intl.DateTimeFormat("en-US", { ...zone, hour: "numeric", minute: "2-digit" });

describe("the business's day and time, written without Intl", () => {
  test("every quarter hour from 2024 to 2031 reads as Intl reads it", () => {
    expect(BUSINESS_TIME_ZONE).toBe("America/New_York");
    const step = 15 * 60_000;
    for (let millis = Date.UTC(2024, 0, 1); millis < Date.UTC(2031, 0, 1); millis += step) {
      expect(businessDay(millis)).toBe(intlDay.format(millis));
      expect(longBusinessDay(millis)).toBe(intlLong.format(millis));
      expect(visitTime(millis)).toBe(intlTime.format(millis).replace(/\u202f/g, " "));
    }
  });

  test("the minutes around each change of clock, and instants before 2007 through Intl", () => {
    for (const iso of [
      "2026-03-08T06:59:00Z",
      "2026-03-08T07:00:00Z",
      "2026-11-01T05:59:00Z",
      "2026-11-01T06:00:00Z",
    ]) {
      const millis = Date.parse(iso);
      expect(visitTime(millis), iso).toBe(intlTime.format(millis).replace(/\u202f/g, " "));
      expect(businessDay(millis), iso).toBe(intlDay.format(millis));
    }
    const old = Date.UTC(2005, 3, 3, 6, 30);
    expect(businessDay(old)).toBe(intlDay.format(old));
    expect(visitTime(old)).toBe(intlTime.format(old).replace(/\u202f/g, " "));
  });
});
