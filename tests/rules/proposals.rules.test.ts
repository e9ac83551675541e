/**
 * proposals and proposalFiles: the owner reads, nobody writes (the functions do, with
 * firebase-admin). A signed proposal and its record cannot be changed by anyone through
 * the client, the owner included; nor can a homeowner read one without the link's function.
 */
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from "firebase/firestore";
import { CHANGE_ORDER_FILES, CHANGE_ORDERS, PROPOSAL_FILES, PROPOSALS } from "../../src/schemas/collections.ts";
import { CASE_NAME, useRulesEnv, type RuleCase } from "./support/rules-env.ts";

const check = useRulesEnv();

const cases: RuleCase[] = [
  { who: "admin", does: "read a proposal", outcome: "allow", run: (db) => getDoc(doc(db, PROPOSALS, "signed")) },
  { who: "admin", does: "list proposals", outcome: "allow", run: (db) => getDocs(collection(db, PROPOSALS)) },
  { who: "admin", does: "read a signed PDF", outcome: "allow", run: (db) => getDoc(doc(db, PROPOSAL_FILES, "signed")) },
  {
    who: "admin",
    does: "change a signed proposal's price",
    outcome: "deny",
    run: (db) => updateDoc(doc(db, PROPOSALS, "signed"), { "draft.title": "Cheaper" }),
  },
  {
    who: "admin",
    does: "rewrite a signing record",
    outcome: "deny",
    run: (db) => updateDoc(doc(db, PROPOSALS, "signed"), { "signed.documentHash": "b".repeat(64) }),
  },
  {
    who: "admin",
    does: "delete a signed proposal",
    outcome: "deny",
    run: (db) => deleteDoc(doc(db, PROPOSALS, "signed")),
  },
  {
    who: "admin",
    does: "create a proposal directly",
    outcome: "deny",
    run: (db) => setDoc(doc(db, PROPOSALS, "new"), { state: "draft" }),
  },
  {
    who: "admin",
    does: "replace a signed PDF",
    outcome: "deny",
    run: (db) => setDoc(doc(db, PROPOSAL_FILES, "signed"), { bytes: 4 }),
  },
  { who: "admin", does: "list signed PDFs", outcome: "deny", run: (db) => getDocs(collection(db, PROPOSAL_FILES)) },
  { who: "alice", does: "read a proposal", outcome: "deny", run: (db) => getDoc(doc(db, PROPOSALS, "signed")) },
  { who: "alice", does: "list proposals", outcome: "deny", run: (db) => getDocs(collection(db, PROPOSALS)) },
  { who: "alice", does: "read a signed PDF", outcome: "deny", run: (db) => getDoc(doc(db, PROPOSAL_FILES, "signed")) },
  {
    who: "alice",
    does: "mark a proposal paid",
    outcome: "deny",
    run: (db) => updateDoc(doc(db, PROPOSALS, "signed"), { state: "paid" }),
  },
  { who: "anonymous", does: "read a proposal", outcome: "deny", run: (db) => getDoc(doc(db, PROPOSALS, "signed")) },
  {
    who: "anonymous",
    does: "sign a proposal",
    outcome: "deny",
    run: (db) => updateDoc(doc(db, PROPOSALS, "signed"), { state: "signed" }),
  },
  // Change orders: part of the contract once signed, so the same: the owner reads, nobody writes.
  { who: "admin", does: "list change orders", outcome: "allow", run: (db) => getDocs(collection(db, CHANGE_ORDERS)) },
  {
    who: "admin",
    does: "change a signed change order's price",
    outcome: "deny",
    run: (db) => updateDoc(doc(db, CHANGE_ORDERS, "signed"), { "document.changeCents": 0 }),
  },
  {
    who: "admin",
    does: "write a change order directly",
    outcome: "deny",
    run: (db) => setDoc(doc(db, CHANGE_ORDERS, "new"), { proposalId: "signed", state: "signed" }),
  },
  {
    who: "admin",
    does: "read a signed change order's PDF",
    outcome: "allow",
    run: (db) => getDoc(doc(db, CHANGE_ORDER_FILES, "signed")),
  },
  {
    who: "alice",
    does: "read a change order",
    outcome: "deny",
    run: (db) => getDoc(doc(db, CHANGE_ORDERS, "signed")),
  },
  {
    who: "anonymous",
    does: "sign a change order",
    outcome: "deny",
    run: (db) => updateDoc(doc(db, CHANGE_ORDERS, "signed"), { state: "signed" }),
  },
];

describe("proposals, change orders and their PDFs", () => {
  test.each(cases)(CASE_NAME, check);
});
