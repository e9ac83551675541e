import { collection, doc, getDoc, getDocs, setDoc } from "firebase/firestore";
import { CASE_NAME, useRulesEnv, type RuleCase } from "./support/rules-env.ts";
import { CHAT_BOOKINGS, PROJECTS, RATE_LIMITS, STRIPE_EVENTS, USERS } from "../../src/schemas/collections.ts";

const check = useRulesEnv();

/** Server-only and unknown paths: closed to every client, admins included. */
const cases: RuleCase[] = [
  {
    who: "alice",
    does: "get own rate-limit counter",
    outcome: "deny",
    run: (db) => getDoc(doc(db, RATE_LIMITS, "alice")),
  },
  {
    who: "alice",
    does: "reset own rate-limit counter",
    outcome: "deny",
    run: (db) => setDoc(doc(db, RATE_LIMITS, "alice"), { day: "2024-05-01", count: 0 }),
  },
  {
    who: "anonymous",
    does: "write a rate-limit counter below rateLimits",
    outcome: "deny",
    run: (db) => setDoc(doc(db, RATE_LIMITS, "alice", "days", "2024-05-01"), { count: 0 }),
  },
  {
    who: "admin",
    does: "list rate-limit counters",
    outcome: "deny",
    run: (db) => getDocs(collection(db, RATE_LIMITS)),
  },
  {
    who: "admin",
    does: "write a rate-limit counter",
    outcome: "deny",
    run: (db) => setDoc(doc(db, RATE_LIMITS, "alice"), { count: 0 }),
  },
  {
    who: "admin",
    does: "read the Stripe events the webhook processed",
    outcome: "deny",
    run: (db) => getDocs(collection(db, STRIPE_EVENTS)),
  },
  {
    who: "admin",
    does: "mark a Stripe event processed (which would make a real one do nothing)",
    outcome: "deny",
    run: (db) => setDoc(doc(db, STRIPE_EVENTS, "evt_1"), { type: "checkout.session.completed", outcome: "recorded" }),
  },
  {
    who: "anonymous",
    does: "read the details a chat showed for a yes",
    outcome: "deny",
    run: (db) => getDocs(collection(db, CHAT_BOOKINGS)),
  },
  {
    who: "alice",
    does: "write a chat's details to be booked on the next yes",
    outcome: "deny",
    run: (db) => setDoc(doc(db, CHAT_BOOKINGS, "x"), { pending: { start: "2030-01-01T14:00:00.000Z" } }),
  },
  {
    who: "admin",
    does: "get a document of an unknown collection",
    outcome: "deny",
    run: (db) => getDoc(doc(db, "secrets/x")),
  },
  {
    who: "alice",
    does: "create a document in an unknown collection",
    outcome: "deny",
    run: (db) => setDoc(doc(db, "notes/x"), { text: "hi" }),
  },
  {
    who: "anonymous",
    does: "list an unknown collection",
    outcome: "deny",
    run: (db) => getDocs(collection(db, "orders")),
  },
  {
    who: "alice",
    does: "write a subcollection of own profile",
    outcome: "deny",
    run: (db) => setDoc(doc(db, USERS, "alice", "private", "x"), { a: 1 }),
  },
  {
    who: "anonymous",
    does: "write a subcollection of a project",
    outcome: "deny",
    run: (db) => setDoc(doc(db, PROJECTS, "kitchen", "comments", "x"), { text: "spam" }),
  },
];

describe("rateLimits, stripeEvents and everything else", () => {
  test.each(cases)(CASE_NAME, check);
});
