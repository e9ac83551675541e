import { describe, expect, it } from "vitest";
import { reminderTimes } from "../../src/lib/proposal/reminders.ts";

const HOUR = 60 * 60_000;
const SENT = Date.UTC(2026, 11, 1, 15);

describe("a sent proposal's reminders", () => {
  it("valid 30 days: unopened after 48 hours, and 48 hours before the link ends", () => {
    expect(reminderTimes(SENT, SENT + 720 * HOUR)).toEqual([
      { event: "remind-unopened", at: SENT + 48 * HOUR },
      { event: "remind-expiring", at: SENT + 672 * HOUR },
    ]);
  });

  it("valid 3 days: only the unopened one (the other would come first)", () => {
    expect(reminderTimes(SENT, SENT + 72 * HOUR)).toEqual([{ event: "remind-unopened", at: SENT + 48 * HOUR }]);
  });

  it("valid 2 days or less: none, the link ends before there is anything to remind", () => {
    expect(reminderTimes(SENT, SENT + 48 * HOUR)).toEqual([]);
    expect(reminderTimes(SENT, SENT + 12 * HOUR)).toEqual([]);
  });
});
