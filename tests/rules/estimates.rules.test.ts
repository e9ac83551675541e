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
import { CASE_NAME, CALLERS, useRulesEnv, type RuleCase } from "./support/rules-env.ts";

const check = useRulesEnv();

const good = {
  projectType: "remodel",
  squareFootage: 250,
  roomType: "kitchen",
  timeline: "1-3months",
  scope: "New cabinets, quartz counters and an island.",
  ballparkLow: 25000,
  ballparkHigh: 45000,
  result: "A kitchen remodel of this size usually costs $25,000 to $45,000.",
  userId: CALLERS.alice.uid,
  email: CALLERS.alice.token.email,
  timestamp: serverTimestamp(),
};
const save = (data: object) => (db: Firestore) => addDoc(collection(db, "estimates"), data);
const without = (field: string) => Object.fromEntries(Object.entries(good).filter(([key]) => key !== field));
/** What alice may not send: [what, the changed fields]. */
const invalid: [string, object][] = [
  ["projectType 'demolition'", { projectType: "demolition" }],
  ["projectType 'Remodel' (a label, not a value)", { projectType: "Remodel" }],
  ["roomType 'garage'", { roomType: "garage" }],
  ["timeline 'someday'", { timeline: "someday" }],
  ["squareFootage 0", { squareFootage: 0 }],
  ["squareFootage -10", { squareFootage: -10 }],
  ["squareFootage 100001", { squareFootage: 100_001 }],
  ["squareFootage '250' (a string)", { squareFootage: "250" }],
  ["an empty scope", { scope: "" }],
  ["a 2001-character scope", { scope: "s".repeat(2001) }],
  ["an empty result", { result: "" }],
  ["a 20001-character result", { result: "r".repeat(20_001) }],
  ["ballparkLow -1", { ballparkLow: -1 }],
  ["ballparkLow above ballparkHigh", { ballparkLow: 50000, ballparkHigh: 40000 }],
  ["ballparkHigh Infinity", { ballparkHigh: Infinity }],
  ["ballparkHigh over $1,000,000,000", { ballparkHigh: 1_000_000_001 }],
  ["ballparkLow '1000' (a string)", { ballparkLow: "1000" }],
  ["another user's userId", { userId: CALLERS.bob.uid }],
  ["another e-mail than the token's", { email: CALLERS.bob.token.email }],
  ["a client timestamp (now)", { timestamp: Timestamp.now() }],
  ["an extra field", { status: "approved" }],
];

const cases: RuleCase[] = [
  { who: "alice", does: "save own estimate", outcome: "allow", run: save(good) },
  {
    who: "alice",
    does: "save own estimate of 0.5 sq ft with low = high = 0",
    outcome: "allow",
    run: save({ ...good, squareFootage: 0.5, ballparkLow: 0, ballparkHigh: 0 }),
  },
  {
    who: "alice",
    does: "save own estimate at the largest squareFootage",
    outcome: "allow",
    run: save({ ...good, squareFootage: 100_000 }),
  },
  {
    who: "alice",
    does: "save own estimate with the longest scope and result",
    outcome: "allow",
    run: save({ ...good, scope: "s".repeat(2000), result: "r".repeat(20_000) }),
  },
  { who: "anonymous", does: "save an estimate", outcome: "deny", run: save(good) },
  { who: "bob", does: "save an estimate in alice's name", outcome: "deny", run: save(good) },
  {
    who: "noEmail",
    does: "save an estimate without an e-mail in the token",
    outcome: "deny",
    run: save({ ...good, userId: CALLERS.noEmail.uid, email: "" }),
  },
  ...Object.keys(good).map((field): RuleCase => ({
    who: "alice",
    does: `save without ${field}`,
    outcome: "deny",
    run: save(without(field)),
  })),
  ...invalid.map(([what, change]): RuleCase => ({
    who: "alice",
    does: `save with ${what}`,
    outcome: "deny",
    run: save({ ...good, ...change }),
  })),
  // Reading and changing estimates
  {
    who: "alice",
    does: "get own saved estimate (admins only)",
    outcome: "deny",
    run: (db) => getDoc(doc(db, "estimates/alice-1")),
  },
  { who: "anonymous", does: "list estimates", outcome: "deny", run: (db) => getDocs(collection(db, "estimates")) },
  {
    who: "fakeAdmin",
    does: "list estimates with admin: 'true' (a string)",
    outcome: "deny",
    run: (db) => getDocs(collection(db, "estimates")),
  },
  { who: "admin", does: "get an estimate", outcome: "allow", run: (db) => getDoc(doc(db, "estimates/alice-1")) },
  { who: "admin", does: "list estimates", outcome: "allow", run: (db) => getDocs(collection(db, "estimates")) },
  {
    who: "alice",
    does: "update own estimate",
    outcome: "deny",
    run: (db) => updateDoc(doc(db, "estimates/alice-1"), { ballparkHigh: 1 }),
  },
  // The owner may change only status, note and update time: tests/rules/leads.rules.test.ts.
  {
    who: "admin",
    does: "change an estimate's ballpark",
    outcome: "deny",
    run: (db) => updateDoc(doc(db, "estimates/alice-1"), { ballparkHigh: 1 }),
  },
  { who: "alice", does: "delete own estimate", outcome: "deny", run: (db) => deleteDoc(doc(db, "estimates/alice-1")) },
  { who: "admin", does: "delete an estimate", outcome: "allow", run: (db) => deleteDoc(doc(db, "estimates/alice-1")) },
];

describe("estimates/{estimateId}", () => {
  test.each(cases)(CASE_NAME, check);
});
