import { describe, expect, it } from "vitest";
import { BUSINESS_TIME_ZONE } from "../../src/config/site.ts";
import { INSTANT_FORMAT, longDay, longInstant, quantityText } from "../../src/lib/proposal/display.ts";

// Days and quantities are written out (no ICU at a page's load); Intl is the oracle they must match.
const intlDay = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });
const intlQuantity = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });

describe("a proposal's days, instants and quantities", () => {
  it("writes every day from 2020 to 2040 as Intl's long en-US date", () => {
    for (let millis = Date.UTC(2020, 0, 1); millis <= Date.UTC(2040, 11, 31); millis += 86_400_000) {
      const day = new Date(millis).toISOString().slice(0, 10);
      expect(longDay(day), day).toBe(intlDay.format(millis));
    }
  });

  it("in Spanish, writes every day from 2020 to 2040 as Intl's long es-US date", () => {
    const intlSpanishDay = new Intl.DateTimeFormat("es-US", { dateStyle: "long", timeZone: "UTC" });
    for (let millis = Date.UTC(2020, 0, 1); millis <= Date.UTC(2040, 11, 31); millis += 86_400_000) {
      const day = new Date(millis).toISOString().slice(0, 10);
      expect(longDay(day, "es"), day).toBe(intlSpanishDay.format(millis));
    }
  });

  it('in Spanish, writes every hour and half hour of 2026 as Intl\'s es-US day and clock, spaced "p. m.", with the zone', () => {
    const { timeZoneName: _, ...noZone } = INSTANT_FORMAT;
    const day = new Intl.DateTimeFormat("es-US", { ...noZone, hour: undefined, minute: undefined });
    const clock = new Intl.DateTimeFormat("es-US", {
      hour: "numeric",
      minute: "2-digit",
      timeZone: BUSINESS_TIME_ZONE,
    });
    const zone = new Intl.DateTimeFormat("en-US", { timeZone: BUSINESS_TIME_ZONE, timeZoneName: "short" });
    for (let millis = Date.UTC(2026, 0, 1); millis < Date.UTC(2027, 0, 1); millis += 1_800_000) {
      const iso = new Date(millis).toISOString();
      const time = clock
        .format(millis)
        .replace(/\u202f/g, " ")
        .replace(/([ap])\.\s?m\./, "$1. m.");
      const zoneName = zone.formatToParts(millis).find((part) => part.type === "timeZoneName")?.value;
      expect(longInstant(iso, "es"), iso).toBe(`${day.format(millis)}, ${time} ${zoneName}`);
    }
    expect(longInstant("2026-12-01T20:04:00.000Z", "es")).toBe("1 de diciembre de 2026, 3:04 p. m. EST");
  });

  it.each(["2027-02-30", "2027-13-01", "next spring", "2027-1-4", ""])("writes %j, not a real day, as it is", (day) =>
    expect(longDay(day)).toBe(day),
  );

  it("writes quantities as Intl does: at most two decimals, halves rounded away from zero, separators", () => {
    const quantities = [
      0, 1, 22.5, 1200, 1_234_567.891, 0.125, 0.135, 1.005, 2.675, 0.994, 0.995, 999.995, -3.5, 0.001,
    ];
    for (let hundredth = 0; hundredth < 200_000; hundredth += 7) quantities.push(hundredth / 1000);
    for (const quantity of quantities)
      expect(quantityText(quantity), String(quantity)).toBe(intlQuantity.format(quantity));
  });

  it("writes every hour and half hour from 2025 to 2035 as Intl does in the business's zone, DST changes included", () => {
    const intlInstant = new Intl.DateTimeFormat("en-US", INSTANT_FORMAT);
    for (let millis = Date.UTC(2025, 0, 1); millis < Date.UTC(2035, 0, 1); millis += 1_800_000) {
      const iso = new Date(millis).toISOString();
      expect(longInstant(iso), iso).toBe(intlInstant.format(millis).replace(/\u202f/g, " "));
    }
  });

  it("writes an instant in the business's zone with the zone's name", () => {
    expect(BUSINESS_TIME_ZONE).toBe("America/New_York");
    expect(longInstant("2026-12-01T20:04:00.000Z")).toBe("December 1, 2026 at 3:04 PM EST");
    expect(longInstant("2026-07-01T20:04:00.000Z")).toBe("July 1, 2026 at 4:04 PM EDT");
    expect(longInstant("2026-03-08T06:59:00.000Z")).toBe("March 8, 2026 at 1:59 AM EST");
    expect(longInstant("2026-03-08T07:00:00.000Z")).toBe("March 8, 2026 at 3:00 AM EDT");
    expect(longInstant("2026-11-01T05:59:00.000Z")).toBe("November 1, 2026 at 1:59 AM EDT");
    expect(longInstant("2026-11-01T06:00:00.000Z")).toBe("November 1, 2026 at 1:00 AM EST");
    expect(longInstant("2026-12-01T05:00:00.000Z")).toBe("December 1, 2026 at 12:00 AM EST");
    expect(longInstant("2026-12-01T17:00:00.000Z")).toBe("December 1, 2026 at 12:00 PM EST");
    expect(longInstant("not a time")).toBe("not a time");
  });
});
