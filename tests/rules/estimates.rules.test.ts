import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  updateDoc,
  type Firestore,
} from "firebase/firestore";
import { CASE_NAME, CALLERS, useRulesEnv, type RuleCase } from "./support/rules-env.ts";
import { ESTIMATE_LEADS } from "../../src/schemas/collections.ts";

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
const save = (data: object) => (db: Firestore) => addDoc(collection(db, ESTIMATE_LEADS), data);
const cases: RuleCase[] = [
  // Only /api/estimate writes estimates (firebase-admin): no client may, however valid the document.
  { who: "alice", does: "save own estimate directly", outcome: "deny", run: save(good) },
  { who: "anonymous", does: "save an estimate", outcome: "deny", run: save(good) },
  { who: "bob", does: "save an estimate in alice's name", outcome: "deny", run: save(good) },
  {
    who: "admin",
    does: "create an estimate",
    outcome: "deny",
    run: save({ ...good, userId: CALLERS.admin.uid, email: CALLERS.admin.token.email }),
  },
  // Reading and changing estimates
  {
    who: "alice",
    does: "get own saved estimate (admins only)",
    outcome: "deny",
    run: (db) => getDoc(doc(db, ESTIMATE_LEADS, "alice-1")),
  },
  { who: "anonymous", does: "list estimates", outcome: "deny", run: (db) => getDocs(collection(db, ESTIMATE_LEADS)) },
  {
    who: "fakeAdmin",
    does: "list estimates with admin: 'true' (a string)",
    outcome: "deny",
    run: (db) => getDocs(collection(db, ESTIMATE_LEADS)),
  },
  { who: "admin", does: "get an estimate", outcome: "allow", run: (db) => getDoc(doc(db, ESTIMATE_LEADS, "alice-1")) },
  { who: "admin", does: "list estimates", outcome: "allow", run: (db) => getDocs(collection(db, ESTIMATE_LEADS)) },
  {
    who: "alice",
    does: "update own estimate",
    outcome: "deny",
    run: (db) => updateDoc(doc(db, ESTIMATE_LEADS, "alice-1"), { ballparkHigh: 1 }),
  },
  // The owner may change only status, note and update time: tests/rules/leads.rules.test.ts.
  {
    who: "admin",
    does: "change an estimate's ballpark",
    outcome: "deny",
    run: (db) => updateDoc(doc(db, ESTIMATE_LEADS, "alice-1"), { ballparkHigh: 1 }),
  },
  {
    who: "alice",
    does: "delete own estimate",
    outcome: "deny",
    run: (db) => deleteDoc(doc(db, ESTIMATE_LEADS, "alice-1")),
  },
  {
    who: "admin",
    does: "delete an estimate",
    outcome: "allow",
    run: (db) => deleteDoc(doc(db, ESTIMATE_LEADS, "alice-1")),
  },
];

describe("estimates/{estimateId}", () => {
  test.each(cases)(CASE_NAME, check);
});
