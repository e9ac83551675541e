import { describe, expect, test } from "vitest";
import { calendarAddressToSave } from "../../src/lib/admin/calendarAddress.ts";
import { CALENDAR_FEED_URL_LIMITS } from "../../src/schemas/availability.ts";

describe("the owner's calendar address before it is saved", () => {
  test.each([
    [
      "an https address, trimmed",
      "  https://calendar.google.com/ical/x/basic.ics ",
      "https://calendar.google.com/ical/x/basic.ics",
    ],
    [
      "Apple's webcal://",
      "webcal://p01-caldav.icloud.com/published/2/abc",
      "webcal://p01-caldav.icloud.com/published/2/abc",
    ],
    ["empty: removes the address", "   ", ""],
    ["no scheme", "calendar.google.com/secret", undefined],
    ["a space inside", "https://calendar.google.com/a b", undefined],
    ["too short", "https://a", undefined],
    ["too long", `https://${"a".repeat(CALENDAR_FEED_URL_LIMITS.max)}`, undefined],
  ])("%s", (_name, typed, toSave) => {
    expect(calendarAddressToSave(typed)).toBe(toSave);
  });
});
