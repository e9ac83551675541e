/**
 * settings/proposalNotices: the owner's words for the contract notices, in English and in
 * Spanish, by notice id, each 1 to 4,000 characters; only admins read or write them. The
 * rules name every id the editor offers (EDITABLE_NOTICES), no more, in either language.
 */
import { deleteDoc, doc, getDoc, serverTimestamp, setDoc, Timestamp } from "firebase/firestore";
import { describe, expect, test } from "vitest";
import { EDITABLE_NOTICES } from "../../src/lib/proposal/law.ts";
import { PROPOSAL_NOTICES_DOC } from "../../src/schemas/collections.ts";
import { PROPOSAL_LIMITS } from "../../src/schemas/proposalRules.ts";
import { CASE_NAME, useRulesEnv, type RuleCase } from "./support/rules-env.ts";
import { ruleCallArgs } from "./support/rules-text.ts";

const check = useRulesEnv();

const save =
  (notices: Record<string, unknown>, changes: Record<string, unknown> = {}) =>
  (db: Parameters<RuleCase["run"]>[0]) =>
    setDoc(doc(db, PROPOSAL_NOTICES_DOC), { notices, updatedAt: serverTimestamp(), ...changes });

const adminSaves: RuleCase[] = (
  [
    ["keep every default (no edits)", {}, {}, "allow"],
    ["the lawyer's words for the MHIC notice", { "md-commission": "Our lawyer's words." }, {}, "allow"],
    ["a notice at 4,000 characters", { "va-delays": "x".repeat(PROPOSAL_LIMITS.noticeMaxChars) }, {}, "allow"],
    ["a notice at 4,001 characters", { "va-delays": "x".repeat(PROPOSAL_LIMITS.noticeMaxChars + 1) }, {}, "deny"],
    ["an empty notice", { "md-guaranty-fund": "" }, {}, "deny"],
    ["a notice that is not text", { "md-guaranty-fund": 5 }, {}, "deny"],
    ["a notice the editor does not offer", { "md-secret-clause": "Pay twice." }, {}, "deny"],
    ["a time of the browser's choosing", {}, { updatedAt: Timestamp.fromMillis(0) }, "deny"],
    ["another field", {}, { webhook: "https://hooks.example.com" }, "deny"],
    [
      "Spanish words for the right to cancel",
      {},
      { noticesEs: { "md-cancellation": "Usted puede cancelar este contrato." } },
      "allow",
    ],
    ["no Spanish edits", {}, { noticesEs: {} }, "allow"],
    ["an empty Spanish notice", {}, { noticesEs: { "va-delays": "" } }, "deny"],
    [
      "a Spanish notice at 4,001 characters",
      {},
      { noticesEs: { "va-delays": "x".repeat(PROPOSAL_LIMITS.noticeMaxChars + 1) } },
      "deny",
    ],
    [
      "a Spanish notice the editor does not offer",
      {},
      { noticesEs: { "md-secret-clause": "Pague dos veces." } },
      "deny",
    ],
    ["Spanish words that are not a map", {}, { noticesEs: "Todo." }, "deny"],
  ] as const
).map(([does, notices, changes, outcome]) => ({ who: "admin", does, outcome, run: save(notices, changes) }));

const cases: RuleCase[] = [
  ...adminSaves,
  { who: "admin", does: "read the notices", outcome: "allow", run: (db) => getDoc(doc(db, PROPOSAL_NOTICES_DOC)) },
  { who: "admin", does: "delete the notices", outcome: "deny", run: (db) => deleteDoc(doc(db, PROPOSAL_NOTICES_DOC)) },
  { who: "alice", does: "read the notices", outcome: "deny", run: (db) => getDoc(doc(db, PROPOSAL_NOTICES_DOC)) },
  { who: "alice", does: "rewrite a notice", outcome: "deny", run: save({ "md-commission": "Nothing to see." }) },
  { who: "fakeAdmin", does: "rewrite a notice", outcome: "deny", run: save({ "md-commission": "Nothing to see." }) },
  { who: "anonymous", does: "read the notices", outcome: "deny", run: (db) => getDoc(doc(db, PROPOSAL_NOTICES_DOC)) },
];

describe("settings/proposalNotices", () => {
  test.each(cases)(CASE_NAME, check);

  test("the rules check every notice the editor offers, and no other, in both languages", () => {
    const ids = ruleCallArgs("isNoticeTexts", "isNoticeText").map(([, id]) => id.replace(/'/g, ""));
    expect(ids).toEqual(EDITABLE_NOTICES.map((notice) => notice.id));
    expect(ruleCallArgs("isProposalNotices", "isNoticeTexts")).toEqual([["data.notices"], ["data.noticesEs"]]);
  });
});
