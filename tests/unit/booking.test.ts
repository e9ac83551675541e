import { describe, expect, test } from "vitest";
import { config as bookingsConfig } from "../../netlify/functions/bookings.ts";
import { config as likesConfig } from "../../netlify/functions/likes.ts";
import { config as slotsConfig } from "../../netlify/functions/slots.ts";
import { config as visitConfig } from "../../netlify/functions/visit.ts";
import { BOOKING_TEXT } from "../../src/config/text.ts";
import { bookingPrefill } from "../../src/lib/booking/prefill.ts";
import { afterTaken, dayToShow, slotDays } from "../../src/lib/booking/slotDays.ts";
import { isOutsideArea } from "../../src/lib/booking/zipCheck.ts";
import { visitDay, visitTime, visitWhen } from "../../src/lib/format/visitTime.ts";
import { bookingRequestSchema, EMPTY_BOOKING, isServedZip, validateBooking } from "../../src/schemas/booking.ts";
import { checkRequest } from "../../src/schemas/check.ts";
import {
  BOOKING_RATE_LIMIT,
  LIKE_RATE_LIMIT,
  bookingRateLimit,
  SLOTS_RATE_LIMIT,
  slotsRateLimit,
  VISIT_RATE_LIMIT,
  visitRateLimit,
} from "../../src/server/limits.ts";

const slot = (day: string, start: string) => ({
  day,
  start,
  end: start.replace(/T(\d\d)/, (_, h: string) => `T${String(Number(h) + 1).padStart(2, "0")}`),
});

describe("the visit's time in words, in New York whatever the machine's zone", () => {
  test.each([
    ["2026-12-01T14:00:00.000Z", "Tuesday, December 1, 2026 at 9:00 AM", "9:00 AM"],
    ["2026-07-01T13:30:00.000Z", "Wednesday, July 1, 2026 at 9:30 AM", "9:30 AM"],
    ["2026-11-01T14:00:00.000Z", "Sunday, November 1, 2026 at 9:00 AM", "9:00 AM"],
  ])("%s", (start, when, time) => {
    expect(visitWhen(start)).toBe(when);
    expect(visitTime(start)).toBe(time);
  });

  test("a day key reads as its own date", () => {
    expect([visitDay("2026-12-01"), visitDay("2026-12-01", true)]).toEqual(["Tue, Dec 1", "Tuesday, December 1"]);
  });
});

describe("the form's days and times", () => {
  const slots = [
    slot("2026-12-02", "2026-12-02T15:00:00.000Z"),
    slot("2026-12-01", "2026-12-01T14:30:00.000Z"),
    slot("2026-12-01", "2026-12-01T14:00:00.000Z"),
  ];

  test("grouped by day, in order", () => {
    expect(slotDays(slots).map(({ day, slots: list }) => [day, list.map((item) => item.start)])).toEqual([
      ["2026-12-01", ["2026-12-01T14:00:00.000Z", "2026-12-01T14:30:00.000Z"]],
      ["2026-12-02", ["2026-12-02T15:00:00.000Z"]],
    ]);
  });

  test("the chosen day while it has times, else the first", () => {
    const days = slotDays(slots);
    expect([dayToShow(days, "2026-12-02"), dayToShow(days, "2026-12-09"), dayToShow([], undefined)]).toEqual([
      "2026-12-02",
      "2026-12-01",
      undefined,
    ]);
  });

  test("after a 409 the taken time goes and the offered ones join, once each", () => {
    const offered = [slot("2026-12-02", "2026-12-02T15:00:00.000Z"), slot("2026-12-03", "2026-12-03T15:00:00.000Z")];
    expect(
      afterTaken(slots, "2026-12-01T14:00:00.000Z", offered)
        .map((item) => item.start)
        .sort(),
    ).toEqual(["2026-12-01T14:30:00.000Z", "2026-12-02T15:00:00.000Z", "2026-12-03T15:00:00.000Z"]);
  });
});

describe("the booking's fields", () => {
  const valid = {
    ...EMPTY_BOOKING,
    name: "Jo",
    phone: "202 555 0100",
    email: "jo@example.com",
    street: "1 Main St",
    zip: "20001",
    projectType: "repair" as const,
  };

  test.each([
    ["20001", true],
    ["22201", true],
    ["20814", true],
    ["20910-1234", true],
    ["10001", false],
    ["21201", false],
    ["23220", false],
  ])("ZIP %s served: %s", (zip, served) => {
    expect(isServedZip(zip)).toBe(served);
  });

  test("a ZIP outside the area is refused with the sentence the form shows; an incomplete one is not yet outside", () => {
    expect(validateBooking({ ...valid, zip: "10001" })).toEqual({
      ok: false,
      errors: { zip: BOOKING_TEXT.outsideArea },
    });
    expect(validateBooking({ ...valid, zip: "2000" })).toEqual({ ok: false, errors: { zip: BOOKING_TEXT.zipInvalid } });
    expect([isOutsideArea("10001"), isOutsideArea("100"), isOutsideArea("22201")]).toEqual([true, false, false]);
  });

  test("every required field says what is missing; the note is optional", () => {
    const checked = validateBooking(EMPTY_BOOKING);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(Object.keys(checked.errors).sort()).toEqual(["email", "name", "phone", "projectType", "street", "zip"]);
    expect(validateBooking(valid).ok).toBe(true);
  });

  test("the request needs a UTC instant as its start", () => {
    const body = { ...valid, website: "", elapsedMs: 5000 };
    expect(checkRequest(bookingRequestSchema, { ...body, start: "2026-12-01T14:00:00.000Z" }).ok).toBe(true);
    expect(checkRequest(bookingRequestSchema, { ...body, start: "2026-12-01 09:00" })).toMatchObject({
      ok: false,
      field: "start",
    });
  });

  test("a signed-in homeowner's name and e-mail fill only empty fields", () => {
    const user = { displayName: "Dana Homeowner", email: "dana@example.com" };
    expect(bookingPrefill(EMPTY_BOOKING, user)).toMatchObject({ name: "Dana Homeowner", email: "dana@example.com" });
    const typed = { ...EMPTY_BOOKING, name: "Dana H." };
    expect(bookingPrefill(typed, user)).toMatchObject({ name: "Dana H.", email: "dana@example.com" });
    expect(bookingPrefill(typed, null)).toBe(typed);
  });
});

test("Netlify's rate limits are the in-code ones; the variables raise only the in-code ones", () => {
  for (const [config, limit] of [
    [bookingsConfig, BOOKING_RATE_LIMIT],
    [slotsConfig, SLOTS_RATE_LIMIT],
    [visitConfig, VISIT_RATE_LIMIT],
    [likesConfig, LIKE_RATE_LIMIT],
  ] as const) {
    expect(config.rateLimit).toEqual({
      windowLimit: limit.windowLimit,
      windowSize: limit.windowSizeSeconds,
      aggregateBy: ["ip", "domain"],
    });
  }
  expect(bookingRateLimit({ BOOKING_RATE_LIMIT: "1000" }).windowLimit).toBe(1000);
  expect(slotsRateLimit({}).windowLimit).toBe(SLOTS_RATE_LIMIT.windowLimit);
  expect(visitRateLimit({ VISIT_RATE_LIMIT: "0" }).windowLimit).toBe(VISIT_RATE_LIMIT.windowLimit);
});
