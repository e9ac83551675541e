/**
 * settings/followUp (src/schemas/followUp.ts): admins set the visitor's instant reply and
 * their own reminders; nobody else reads or writes them.
 */
import { deleteDoc, doc, getDoc, serverTimestamp, setDoc, Timestamp } from "firebase/firestore";
import { describe, expect, test } from "vitest";
import { DEFAULT_FOLLOW_UP, REMINDER_LIMITS } from "../../src/schemas/followUp.ts";
import { CASE_NAME, useRulesEnv, type RuleCase } from "./support/rules-env.ts";
import { ruleCallArgs } from "./support/rules-text.ts";
import { FOLLOW_UP_DOC } from "../../src/schemas/collections.ts";

const check = useRulesEnv();

const save =
  (changes: Record<string, unknown> = {}) =>
  (db: Parameters<RuleCase["run"]>[0]) =>
    setDoc(doc(db, FOLLOW_UP_DOC), { ...DEFAULT_FOLLOW_UP, updatedAt: serverTimestamp(), ...changes });

const adminSaves: RuleCase[] = (
  [
    ["save the defaults", {}, "allow"],
    ["turn the instant reply off and the reminders off", { instantReply: false, reminderMinutes: [] }, "allow"],
    [
      "remind at 5, 15 and 60 minutes, also to the office",
      { reminderMinutes: [5, 15, 60], reminderAlsoTo: "office@example.com" },
      "allow",
    ],
    ["four reminders", { reminderMinutes: [5, 10, 15, 20] }, "deny"],
    ["reminders out of order", { reminderMinutes: [15, 5] }, "deny"],
    ["the same reminder twice", { reminderMinutes: [5, 5] }, "deny"],
    ["a reminder at 0 minutes", { reminderMinutes: [0] }, "deny"],
    ["a reminder at 601 minutes", { reminderMinutes: [601] }, "deny"],
    ["a reminder at 2.5 minutes", { reminderMinutes: [2.5] }, "deny"],
    ["a second address that is not one", { reminderAlsoTo: "office manager" }, "deny"],
    ["an instant reply that is text", { instantReply: "yes" }, "deny"],
    ["a time of the browser's choosing", { updatedAt: Timestamp.fromMillis(0) }, "deny"],
    ["another field", { webhook: "https://hooks.example.com" }, "deny"],
  ] as const
).map(([does, changes, outcome]) => ({ who: "admin", does, outcome, run: save(changes) }));

const cases: RuleCase[] = [
  ...adminSaves,
  { who: "admin", does: "read the settings", outcome: "allow", run: (db) => getDoc(doc(db, FOLLOW_UP_DOC)) },
  { who: "admin", does: "delete the settings", outcome: "deny", run: (db) => deleteDoc(doc(db, FOLLOW_UP_DOC)) },
  { who: "alice", does: "read the settings", outcome: "deny", run: (db) => getDoc(doc(db, FOLLOW_UP_DOC)) },
  { who: "alice", does: "save the defaults", outcome: "deny", run: save() },
  { who: "fakeAdmin", does: "save the defaults", outcome: "deny", run: save() },
  { who: "anonymous", does: "read the settings", outcome: "deny", run: (db) => getDoc(doc(db, FOLLOW_UP_DOC)) },
];

describe("settings/followUp", () => {
  test.each(cases)(CASE_NAME, check);

  test("the rules' bounds are REMINDER_LIMITS", () => {
    const bounds = ruleCallArgs("isFollowUp", "isWholeStep").map(([, min, max]) => [Number(min), Number(max)]);
    expect(bounds).toHaveLength(REMINDER_LIMITS.count);
    for (const bound of bounds) expect(bound).toEqual([REMINDER_LIMITS.min, REMINDER_LIMITS.max]);
  });
});
