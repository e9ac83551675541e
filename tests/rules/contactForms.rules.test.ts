import { CONTACT_FIELDS, CONTACT_LIMITS } from "../../src/schemas/bounds.ts";
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  Timestamp,
  updateDoc,
  type Firestore,
} from "firebase/firestore";
import * as z from "zod/mini";
import { contactSchema } from "../../src/schemas/contact.ts";
import { CASE_NAME, useRulesEnv, type RuleCase } from "./support/rules-env.ts";

const check = useRulesEnv();

const good = {
  name: "Ann Visitor",
  email: "ann@example.com",
  phone: "(703) 555-0199",
  message: "A new deck, please.",
  timestamp: serverTimestamp(),
};
const send = (data: object) => (db: Firestore) => addDoc(collection(db, "contactForms"), data);
const without = (field: string) => Object.fromEntries(Object.entries(good).filter(([key]) => key !== field));
/** A value of the field's length that still passes the field's format check. */
const ofLength = (field: (typeof CONTACT_FIELDS)[number], length: number) =>
  field === "email" ? `${"a".repeat(length - 6)}@b.com` : field === "phone" ? "7".repeat(length) : "x".repeat(length);

/**
 * Forms whose fields are at, beyond or outside the limits. Each row runs twice: against
 * the emulator's rules (below) and through contactSchema, the check the contact form and
 * the functions use, so the browser and the database are proven to draw the same lines.
 */
const FORMS: { does: string; data: Record<string, unknown>; outcome: "allow" | "deny" }[] = [
  { does: "send a valid form", data: good, outcome: "allow" },
  // Boundaries come from CONTACT_LIMITS, so the UI's limits are proven to be the server's.
  ...CONTACT_FIELDS.flatMap((field) => [
    {
      does: `send ${field} at its maximum (${CONTACT_LIMITS[field].max})`,
      data: { ...good, [field]: ofLength(field, CONTACT_LIMITS[field].max) },
      outcome: "allow" as const,
    },
    {
      does: `send ${field} one over its maximum`,
      data: { ...good, [field]: ofLength(field, CONTACT_LIMITS[field].max + 1) },
      outcome: "deny" as const,
    },
    { does: `send without ${field}`, data: without(field), outcome: "deny" as const },
    { does: `send ${field} as a number`, data: { ...good, [field]: 12345678 }, outcome: "deny" as const },
  ]),
  { does: "send an empty name", data: { ...good, name: "" }, outcome: "deny" },
  { does: "send an empty message", data: { ...good, message: "" }, outcome: "deny" },
  { does: "send an e-mail without a domain", data: { ...good, email: "ann@example" }, outcome: "deny" },
  { does: "send a phone with fewer than 7 digits", data: { ...good, phone: "(555) --- 12" }, outcome: "deny" },
];

const cases: RuleCase[] = [
  { who: "alice", does: "send a valid form", outcome: "allow", run: send(good) },
  ...FORMS.map(({ does, data, outcome }): RuleCase => ({ who: "anonymous", does, outcome, run: send(data) })),
  { who: "anonymous", does: "send without a timestamp", outcome: "deny", run: send(without("timestamp")) },
  {
    who: "anonymous",
    does: "send a client timestamp (now)",
    outcome: "deny",
    run: send({ ...good, timestamp: Timestamp.now() }),
  },
  {
    who: "anonymous",
    does: "send a backdated timestamp",
    outcome: "deny",
    run: send({ ...good, timestamp: Timestamp.fromMillis(0) }),
  },
  { who: "anonymous", does: "send an extra field", outcome: "deny", run: send({ ...good, status: "read" }) },
  // Reading and changing submissions
  { who: "anonymous", does: "get a submission", outcome: "deny", run: (db) => getDoc(doc(db, "contactForms/sent")) },
  { who: "alice", does: "list submissions", outcome: "deny", run: (db) => getDocs(collection(db, "contactForms")) },
  {
    who: "fakeAdmin",
    does: "list submissions with admin: 'true' (a string)",
    outcome: "deny",
    run: (db) => getDocs(collection(db, "contactForms")),
  },
  { who: "admin", does: "get a submission", outcome: "allow", run: (db) => getDoc(doc(db, "contactForms/sent")) },
  { who: "admin", does: "list submissions", outcome: "allow", run: (db) => getDocs(collection(db, "contactForms")) },
  {
    who: "anonymous",
    does: "update a submission",
    outcome: "deny",
    run: (db) => updateDoc(doc(db, "contactForms/sent"), { message: "changed" }),
  },
  {
    who: "admin",
    does: "update a submission",
    outcome: "deny",
    run: (db) => updateDoc(doc(db, "contactForms/sent"), { message: "changed" }),
  },
  {
    who: "anonymous",
    does: "delete a submission",
    outcome: "deny",
    run: (db) => deleteDoc(doc(db, "contactForms/sent")),
  },
  { who: "admin", does: "delete a submission", outcome: "deny", run: (db) => deleteDoc(doc(db, "contactForms/sent")) },
];

describe("contactForms/{formId}", () => {
  test.each(cases)(CASE_NAME, check);
});

describe("contactSchema draws the rules' lines", () => {
  test.each(FORMS)("$does → $outcome", ({ data, outcome }) => {
    const { timestamp: _serverTime, ...fields } = data;
    expect(z.safeParse(contactSchema, fields).success).toBe(outcome === "allow");
  });
});
