import { describe, expect, test } from "vitest";
import { ADMIN_TEXT } from "../../src/config/text.ts";
import { checkFollowUpDraft, followUpDraft } from "../../src/lib/admin/followUpForm.ts";
import { DEFAULT_FOLLOW_UP, followUpOf } from "../../src/schemas/followUp.ts";

const T = ADMIN_TEXT.followUp;
const draft = (minutes: string[], alsoTo = "", instantReply = true) => ({ instantReply, minutes, alsoTo });

describe("the follow-up form", () => {
  test("the defaults fill two of the three boxes", () => {
    expect(followUpDraft(DEFAULT_FOLLOW_UP)).toEqual(draft(["5", "15", ""]));
  });

  test.each([
    ["5 and 15", ["5", "15", ""], { ok: true, value: { ...DEFAULT_FOLLOW_UP } }],
    ["an empty box between is skipped", ["5", "", "15"], { ok: true, value: { ...DEFAULT_FOLLOW_UP } }],
    ["all empty: no reminders", ["", "", ""], { ok: true, value: { ...DEFAULT_FOLLOW_UP, reminderMinutes: [] } }],
    ["out of order", ["15", "5", ""], { ok: false, errors: { reminderMinutes: T.remindersOrder } }],
    ["not a number", ["soon", "", ""], { ok: false, errors: { reminderMinutes: T.minutesInvalid } }],
    ["a fraction", ["2.5", "", ""], { ok: false, errors: { reminderMinutes: T.minutesInvalid } }],
    ["past a working day", ["601", "", ""], { ok: false, errors: { reminderMinutes: T.minutesInvalid } }],
  ])("%s", (_, minutes, expected) => {
    expect(checkFollowUpDraft(draft(minutes))).toEqual(expected);
  });

  test("the second address is trimmed, and must be one", () => {
    expect(checkFollowUpDraft(draft(["5"], "  office@example.com "))).toMatchObject({
      ok: true,
      value: { reminderAlsoTo: "office@example.com" },
    });
    expect(checkFollowUpDraft(draft(["5"], "office"))).toEqual({
      ok: false,
      errors: { reminderAlsoTo: T.alsoToInvalid },
    });
  });

  test("a stored document the schema refuses reads as the defaults: a lead is never held up by it", () => {
    expect(followUpOf({ instantReply: "no", reminderMinutes: [5], reminderAlsoTo: "" })).toEqual(DEFAULT_FOLLOW_UP);
    expect(followUpOf(undefined)).toEqual(DEFAULT_FOLLOW_UP);
  });
});
