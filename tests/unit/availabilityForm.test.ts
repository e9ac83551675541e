import { describe, expect, test } from "vitest";
import { BOOKING_TEXT } from "../../src/config/text.ts";
import { availabilityDraft, checkAvailabilityDraft, withDayOff } from "../../src/lib/admin/availabilityForm.ts";
import { agendaGroups } from "../../src/lib/admin/visitAgenda.ts";
import { DEFAULT_AVAILABILITY } from "../../src/schemas/availability.ts";

describe("the /admin hours form", () => {
  test("the stored hours round-trip through the form unchanged", () => {
    expect(checkAvailabilityDraft(availabilityDraft(DEFAULT_AVAILABILITY))).toEqual({
      ok: true,
      value: DEFAULT_AVAILABILITY,
    });
  });

  test("a closed day keeps hours to offer when it is opened again; closing one stores null", () => {
    const draft = availabilityDraft(DEFAULT_AVAILABILITY);
    expect(draft.weeklyHours.sunday).toEqual({ open: false, start: "09:00", end: "17:00" });
    const closed = checkAvailabilityDraft({
      ...draft,
      weeklyHours: { ...draft.weeklyHours, saturday: { ...draft.weeklyHours.saturday, open: false } },
    });
    expect(closed.ok && closed.value.weeklyHours.saturday).toBeNull();
  });

  test.each([
    ["visitMinutes", "50", BOOKING_TEXT.availabilityErrors.visitMinutes],
    ["bufferMinutes", "", BOOKING_TEXT.availabilityErrors.bufferMinutes],
    ["noticeHours", "1.5", BOOKING_TEXT.availabilityErrors.noticeHours],
    ["horizonDays", "91", BOOKING_TEXT.availabilityErrors.horizonDays],
    ["maxVisitsPerDay", "0", BOOKING_TEXT.availabilityErrors.maxVisitsPerDay],
  ] as const)("%s typed as %j says what is allowed", (field, typed, message) => {
    const checked = checkAvailabilityDraft({ ...availabilityDraft(DEFAULT_AVAILABILITY), [field]: typed });
    expect(checked).toEqual({ ok: false, errors: { [field]: message } });
  });

  test("a day that ends before it starts is refused with the hours' sentence", () => {
    const draft = availabilityDraft(DEFAULT_AVAILABILITY);
    const checked = checkAvailabilityDraft({
      ...draft,
      weeklyHours: { ...draft.weeklyHours, monday: { open: true, start: "17:00", end: "08:00" } },
    });
    expect(checked.ok).toBe(false);
  });

  test("days off are added once, in date order", () => {
    expect(withDayOff(["2026-12-31"], "2026-12-24")).toEqual(["2026-12-24", "2026-12-31"]);
    expect(withDayOff(["2026-12-24"], "2026-12-24")).toEqual(["2026-12-24"]);
    expect(withDayOff(["2026-12-24"], "")).toEqual(["2026-12-24"]);
  });
});

test("the agenda's today is New York's today, also late in the evening when UTC is on the next day", () => {
  // 11:30 PM on Monday, November 30 in New York is 04:30 UTC on December 1.
  const now = Date.parse("2026-12-01T04:30:00Z");
  const monday = { start: Date.parse("2026-11-30T23:00:00Z") };
  const tuesday = { start: Date.parse("2026-12-01T14:00:00Z") };
  expect(agendaGroups([tuesday, monday], now)).toEqual({ today: [monday], week: [tuesday] });
});
