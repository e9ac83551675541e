import { deleteDoc, doc, serverTimestamp, Timestamp, updateDoc, type Firestore } from "firebase/firestore";
import { describe, expect, test } from "vitest";
import { LEAD_NOTE_MAX_CHARS, LEAD_STATUSES } from "../../src/schemas/lead.ts";
import { CASE_NAME, useRulesEnv, type RuleCase } from "./support/rules-env.ts";
import { ruleList, ruleTextBounds } from "./support/rules-text.ts";
import { ESTIMATE_LEADS, MESSAGE_LEADS } from "../../src/schemas/collections.ts";

const check = useRulesEnv();

/** The owner working a lead in /admin: contactForms and estimates follow the same rules. */
const LEADS = [
  { path: `${MESSAGE_LEADS}/sent`, visitorField: { message: "changed" }, label: "contact form" },
  { path: `${ESTIMATE_LEADS}/alice-1`, visitorField: { result: "changed" }, label: "estimate" },
] as const;

const mark = (path: string, fields: object) => (db: Firestore) => updateDoc(doc(db, path), fields);
const stamped = (fields: object) => ({
  status: "contacted",
  note: "Called back",
  updatedAt: serverTimestamp(),
  ...fields,
});

function casesFor({ path, visitorField, label }: (typeof LEADS)[number]): RuleCase[] {
  const update = (fields: object = {}) => mark(path, stamped(fields));
  return [
    { who: "admin", does: `set a ${label}'s status and note`, outcome: "allow", run: update() },
    ...LEAD_STATUSES.map((status): RuleCase => ({
      who: "admin",
      does: `set status ${status}`,
      outcome: "allow",
      run: update({ status }),
    })),
    {
      who: "admin",
      does: `a ${LEAD_NOTE_MAX_CHARS}-character note`,
      outcome: "allow",
      run: update({ note: "n".repeat(LEAD_NOTE_MAX_CHARS) }),
    },
    { who: "admin", does: "an empty note", outcome: "allow", run: update({ note: "" }) },
    {
      who: "admin",
      does: "only the status (no note yet) with the time",
      outcome: "allow",
      run: mark(path, { status: "won", updatedAt: serverTimestamp() }),
    },
    { who: "admin", does: "delete a " + label, outcome: "allow", run: (db) => deleteDoc(doc(db, path)) },

    { who: "admin", does: "status 'spam'", outcome: "deny", run: update({ status: "spam" }) },
    { who: "admin", does: "status 'New' (a label)", outcome: "deny", run: update({ status: "New" }) },
    { who: "admin", does: "status 1 (a number)", outcome: "deny", run: update({ status: 1 }) },
    {
      who: "admin",
      does: `a ${LEAD_NOTE_MAX_CHARS + 1}-character note`,
      outcome: "deny",
      run: update({ note: "n".repeat(LEAD_NOTE_MAX_CHARS + 1) }),
    },
    { who: "admin", does: "a note that is a number", outcome: "deny", run: update({ note: 7 }) },
    { who: "admin", does: "change the visitor's text with the status", outcome: "deny", run: update(visitorField) },
    { who: "admin", does: "change the name or e-mail", outcome: "deny", run: update({ email: "x@example.com" }) },
    {
      who: "admin",
      does: "change the lead's timestamp",
      outcome: "deny",
      run: update({ timestamp: Timestamp.fromMillis(0) }),
    },
    { who: "admin", does: "change the source", outcome: "deny", run: update({ source: "chat" }) },
    { who: "admin", does: "add another field", outcome: "deny", run: update({ priority: "high" }) },
    { who: "admin", does: "a client time as updatedAt", outcome: "deny", run: update({ updatedAt: Timestamp.now() }) },
    {
      who: "admin",
      does: "status and note without updatedAt",
      outcome: "deny",
      run: mark(path, { status: "won", note: "" }),
    },

    {
      who: "admin",
      does: "the first answer, stamped with the server's time",
      outcome: "allow",
      run: update({ firstResponseAt: serverTimestamp() }),
    },
    {
      who: "admin",
      does: "the first answer stamped with a time of the browser's choosing",
      outcome: "deny",
      run: update({ firstResponseAt: Timestamp.fromMillis(Date.now() + 3_600_000) }),
    },
    {
      who: "admin",
      does: "a first-answer time while the lead stays new",
      outcome: "deny",
      run: update({ status: "new", firstResponseAt: serverTimestamp() }),
    },

    { who: "alice", does: `mark a ${label}`, outcome: "deny", run: update() },
    { who: "fakeAdmin", does: `mark a ${label} with admin: 'true'`, outcome: "deny", run: update() },
    { who: "anonymous", does: `mark a ${label}`, outcome: "deny", run: update() },
    { who: "alice", does: `delete a ${label}`, outcome: "deny", run: (db) => deleteDoc(doc(db, path)) },
    { who: "fakeAdmin", does: `delete a ${label}`, outcome: "deny", run: (db) => deleteDoc(doc(db, path)) },
    { who: "anonymous", does: `delete a ${label}`, outcome: "deny", run: (db) => deleteDoc(doc(db, path)) },
  ];
}

for (const lead of LEADS) {
  describe(`${lead.path.split("/")[0]}: the owner works a lead`, () => {
    test.each(casesFor(lead))(CASE_NAME, check);
  });
}

/** A lead answered before: its first-answer time stays as it was stamped. */
const ANSWERED = `${MESSAGE_LEADS}/answered`;
const firstResponseCases: RuleCase[] = [
  {
    who: "admin",
    does: "change an answered lead's status again, its first answer kept",
    outcome: "allow",
    run: mark(ANSWERED, stamped({ status: "won" })),
  },
  {
    who: "admin",
    does: "set an answered lead back to new, its first answer kept",
    outcome: "allow",
    run: mark(ANSWERED, stamped({ status: "new" })),
  },
  {
    who: "admin",
    does: "stamp the first answer a second time",
    outcome: "deny",
    run: mark(ANSWERED, stamped({ firstResponseAt: serverTimestamp() })),
  },
  {
    who: "admin",
    does: "remove the first-answer time",
    outcome: "deny",
    run: mark(ANSWERED, stamped({ firstResponseAt: null })),
  },
];

describe("contactForms: the first answer is stamped once", () => {
  test.each(firstResponseCases)(CASE_NAME, check);
});

describe("lead rules and src/schemas/lead.ts", () => {
  test("the statuses are LEAD_STATUSES", () => {
    expect(ruleList("leadStatuses")).toEqual([...LEAD_STATUSES]);
  });

  test("the note limit is LEAD_NOTE_MAX_CHARS", () => {
    expect(ruleTextBounds("isLeadUpdate", "after.get('note', '')")).toEqual([{ min: 0, max: LEAD_NOTE_MAX_CHARS }]);
  });
});
