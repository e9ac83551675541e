import { CONTACT_FIELDS, CONTACT_LIMITS } from "../../src/schemas/bounds.ts";
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  updateDoc,
  type Firestore,
} from "firebase/firestore";
import { CONTACT_ANTI_SPAM } from "../../src/schemas/api.ts";
import { checkRequest } from "../../src/schemas/check.ts";
import * as z from "zod/mini";
import { contactRequestSchema, contactSchema, isSuspectedSpam } from "../../src/schemas/contact.ts";
import { CASE_NAME, useRulesEnv, type RuleCase } from "./support/rules-env.ts";
import { BOOKING_LEADS, MESSAGE_LEADS } from "../../src/schemas/collections.ts";

const check = useRulesEnv();

const good = {
  name: "Ann Visitor",
  email: "ann@example.com",
  phone: "(703) 555-0199",
  message: "A new deck, please.",
};
const stored = { ...good, timestamp: serverTimestamp(), status: "new", source: "contact" };
const send = (data: object) => (db: Firestore) => addDoc(collection(db, MESSAGE_LEADS), data);
const without = (field: string) => Object.fromEntries(Object.entries(good).filter(([key]) => key !== field));
/** A value of the field's length that still passes the field's format check. */
const ofLength = (field: (typeof CONTACT_FIELDS)[number], length: number) =>
  field === "email" ? `${"a".repeat(length - 6)}@b.com` : field === "phone" ? "7".repeat(length) : "x".repeat(length);

/**
 * Forms at, beyond or outside the limits. Since only POST /api/contact stores contact
 * forms, the line between a stored and a refused form is drawn by the function's check
 * (contactRequestSchema, the contact form's contactSchema plus the anti-spam fields): each
 * row runs through it below, and every row sent straight to the database is denied.
 */
const FORMS: { does: string; data: Record<string, unknown>; schema: "accept" | "reject" }[] = [
  { does: "send a valid form", data: good, schema: "accept" },
  // Boundaries come from CONTACT_LIMITS, so the UI's limits are proven to be the server's.
  ...CONTACT_FIELDS.flatMap((field) => [
    {
      does: `send ${field} at its maximum (${CONTACT_LIMITS[field].max})`,
      data: { ...good, [field]: ofLength(field, CONTACT_LIMITS[field].max) },
      schema: "accept" as const,
    },
    {
      does: `send ${field} one over its maximum`,
      data: { ...good, [field]: ofLength(field, CONTACT_LIMITS[field].max + 1) },
      schema: "reject" as const,
    },
    { does: `send without ${field}`, data: without(field), schema: "reject" as const },
    { does: `send ${field} as a number`, data: { ...good, [field]: 12345678 }, schema: "reject" as const },
  ]),
  { does: "send an empty name", data: { ...good, name: "" }, schema: "reject" },
  { does: "send a whitespace-only message", data: { ...good, message: "   " }, schema: "reject" },
  { does: "send an e-mail without a domain", data: { ...good, email: "ann@example" }, schema: "reject" },
  { does: "send a phone with fewer than 7 digits", data: { ...good, phone: "(555) --- 12" }, schema: "reject" },
];

const cases: RuleCase[] = [
  // Creating: nobody, whatever the form holds; the function writes with firebase-admin.
  ...(["anonymous", "alice", "admin"] as const).map((who): RuleCase => ({
    who,
    does: "send a valid form",
    outcome: "deny",
    run: send(stored),
  })),
  ...FORMS.map(({ does, data }): RuleCase => ({ who: "anonymous", does, outcome: "deny", run: send(data) })),
  {
    who: "admin",
    does: "set a submission with a chosen id",
    outcome: "deny",
    run: (db) => setDoc(doc(db, MESSAGE_LEADS, "chosen"), stored),
  },
  // Reading and changing submissions
  { who: "anonymous", does: "get a submission", outcome: "deny", run: (db) => getDoc(doc(db, MESSAGE_LEADS, "sent")) },
  { who: "alice", does: "list submissions", outcome: "deny", run: (db) => getDocs(collection(db, MESSAGE_LEADS)) },
  {
    who: "fakeAdmin",
    does: "list submissions with admin: 'true' (a string)",
    outcome: "deny",
    run: (db) => getDocs(collection(db, MESSAGE_LEADS)),
  },
  { who: "admin", does: "get a submission", outcome: "allow", run: (db) => getDoc(doc(db, MESSAGE_LEADS, "sent")) },
  { who: "admin", does: "list submissions", outcome: "allow", run: (db) => getDocs(collection(db, MESSAGE_LEADS)) },
  {
    who: "anonymous",
    does: "update a submission",
    outcome: "deny",
    run: (db) => updateDoc(doc(db, MESSAGE_LEADS, "sent"), { message: "changed" }),
  },
  // The owner may change only status, note and update time: tests/rules/leads.rules.test.ts.
  {
    who: "admin",
    does: "change a submission's message",
    outcome: "deny",
    run: (db) => updateDoc(doc(db, MESSAGE_LEADS, "sent"), { message: "changed" }),
  },
  {
    who: "anonymous",
    does: "delete a submission",
    outcome: "deny",
    run: (db) => deleteDoc(doc(db, MESSAGE_LEADS, "sent")),
  },
  // Spam: the owner deletes it from the inbox.
  {
    who: "admin",
    does: "delete a submission",
    outcome: "allow",
    run: (db) => deleteDoc(doc(db, MESSAGE_LEADS, "sent")),
  },
  // A booking's lead goes only after its visit is cancelled: the time, the reminder and the visitor's e-mails go with the visit.
  {
    who: "admin",
    does: "delete the lead of a visit still booked",
    outcome: "deny",
    run: (db) => deleteDoc(doc(db, BOOKING_LEADS, "booked-visit")),
  },
  // A visit that has taken place holds nothing: its lead goes without a false cancellation.
  {
    who: "admin",
    does: "delete the lead of a visit that has taken place",
    outcome: "allow",
    run: (db) => deleteDoc(doc(db, BOOKING_LEADS, "past-visit")),
  },
  {
    who: "admin",
    does: "delete the lead of a cancelled visit",
    outcome: "allow",
    run: (db) => deleteDoc(doc(db, BOOKING_LEADS, "cancelled-visit")),
  },
];

describe("contactForms/{formId}", () => {
  test.each(cases)(CASE_NAME, check);
});

describe("the form and the function draw the lines the rules used to", () => {
  const antiSpam = { website: "", elapsedMs: CONTACT_ANTI_SPAM.minElapsedMs };
  test.each(FORMS)("$does → $schema", ({ data, schema }) => {
    // The form's check (contactSchema) and POST /api/contact's (the same plus the anti-spam fields) agree.
    expect(z.safeParse(contactSchema, data).success).toBe(schema === "accept");
    const result = checkRequest(contactRequestSchema, { ...data, ...antiSpam });
    expect(result.ok && !isSuspectedSpam(result.value)).toBe(schema === "accept");
  });
});
