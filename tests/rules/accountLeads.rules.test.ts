/**
 * accountLeads: a homeowner reads exactly their own leads on /account: an
 * estimate by their account, anything else by their e-mail once verified (a lead sent
 * before signing up is claimed that way); never another homeowner's, never by an address
 * they have not proved, never the lead itself with the owner's private note.
 */
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
} from "firebase/firestore";
import { CASE_NAME, useRulesEnv, type RuleCase } from "./support/rules-env.ts";
import { ACCOUNT_LEADS, ESTIMATE_LEADS } from "../../src/schemas/collections.ts";

const check = useRulesEnv();

type Db = Parameters<RuleCase["run"]>[0];
const own = (db: Db, id: string) => doc(db, ACCOUNT_LEADS, id);
const byEmail = (db: Db, email: string) => getDocs(query(collection(db, ACCOUNT_LEADS), where("email", "==", email)));
const byUid = (db: Db, uid: string) => getDocs(query(collection(db, ACCOUNT_LEADS), where("uid", "==", uid)));

/** Verified tokens from sign-ins src/server/idToken.ts refuses (GitHub, phone, anonymous, custom). */
const OTHER_SIGN_INS = ["aliceByGithub", "aliceByPhone", "aliceAnonymously", "aliceByCustomToken"] as const;

const cases: RuleCase[] = [
  // Their own.
  {
    who: "alice",
    does: "get her estimate (by her account)",
    outcome: "allow",
    run: (db) => getDoc(own(db, "alice-estimate")),
  },
  { who: "alice", does: "list her estimates (uid == hers)", outcome: "allow", run: (db) => byUid(db, "alice") },
  {
    who: "aliceVerified",
    does: "get a request sent with her e-mail before she signed up, once verified",
    outcome: "allow",
    run: (db) => getDoc(own(db, "alice-contact")),
  },
  {
    who: "aliceVerified",
    does: "list the leads of her verified e-mail",
    outcome: "allow",
    run: (db) => byEmail(db, "alice@example.com"),
  },
  {
    who: "aliceVerified",
    does: "read her view of a lead: no owner's note in it",
    outcome: "allow",
    run: async (db) => {
      const data = (await getDoc(own(db, "alice-contact"))).data() ?? {};
      if ("note" in data) throw new Error("the owner's note reached the homeowner");
    },
  },
  // An unverified e-mail proves nothing.
  {
    who: "alice",
    does: "get a request sent with her e-mail while it is unverified",
    outcome: "deny",
    run: (db) => getDoc(own(db, "alice-contact")),
  },
  {
    who: "alice",
    does: "list the leads of her e-mail while it is unverified",
    outcome: "deny",
    run: (db) => byEmail(db, "alice@example.com"),
  },
  // Only from the sign-ins the site offers: Google vouches for an address as well as the link does.
  {
    who: "aliceByGoogle",
    does: "get a request sent with her e-mail, signed in with Google",
    outcome: "allow",
    run: (db) => getDoc(own(db, "alice-contact")),
  },
  {
    who: "aliceByGoogle",
    does: "list the leads of her e-mail, signed in with Google",
    outcome: "allow",
    run: (db) => byEmail(db, "alice@example.com"),
  },
  // Any other provider's "verified" proves nothing here: the server does not accept it either.
  ...OTHER_SIGN_INS.flatMap((who): RuleCase[] => [
    {
      who,
      does: "get a request sent with her verified e-mail, by a sign-in the site does not offer",
      outcome: "deny",
      run: (db) => getDoc(own(db, "alice-contact")),
    },
    {
      who,
      does: "list the leads of her verified e-mail, by a sign-in the site does not offer",
      outcome: "deny",
      run: (db) => byEmail(db, "alice@example.com"),
    },
  ]),
  // Another homeowner's.
  { who: "bob", does: "get alice's estimate", outcome: "deny", run: (db) => getDoc(own(db, "alice-estimate")) },
  { who: "bob", does: "list alice's estimates", outcome: "deny", run: (db) => byUid(db, "alice") },
  {
    who: "aliceVerified",
    does: "get another homeowner's request",
    outcome: "deny",
    run: (db) => getDoc(own(db, "ann-contact")),
  },
  {
    who: "aliceVerified",
    does: "list another address's leads",
    outcome: "deny",
    run: (db) => byEmail(db, "ann@example.com"),
  },
  {
    who: "aliceVerified",
    does: "list every homeowner's leads",
    outcome: "deny",
    run: (db) => getDocs(collection(db, ACCOUNT_LEADS)),
  },
  { who: "anonymous", does: "get a homeowner's lead", outcome: "deny", run: (db) => getDoc(own(db, "alice-contact")) },
  // The owner's note stays on the lead, which only the owner reads.
  {
    who: "aliceVerified",
    does: "get her estimate's lead itself, where the owner keeps a private note",
    outcome: "deny",
    run: (db) => getDoc(doc(db, ESTIMATE_LEADS, "alice-1")),
  },
  // Writing: the functions create, the owner moves the status and deletes.
  {
    who: "aliceVerified",
    does: "mark her own request won",
    outcome: "deny",
    run: (db) => updateDoc(own(db, "alice-contact"), { status: "won", updatedAt: serverTimestamp() }),
  },
  {
    who: "aliceVerified",
    does: "create a lead view for herself",
    outcome: "deny",
    run: (db) => setDoc(own(db, "mine"), { kind: "contact", email: "alice@example.com", uid: null, status: "won" }),
  },
  {
    who: "admin",
    does: "move a lead view's status with the lead's",
    outcome: "allow",
    run: (db) => updateDoc(own(db, "alice-contact"), { status: "quoted", updatedAt: serverTimestamp() }),
  },
  {
    who: "admin",
    does: "put a note into a homeowner's view",
    outcome: "deny",
    run: (db) => updateDoc(own(db, "alice-contact"), { status: "quoted", note: "x", updatedAt: serverTimestamp() }),
  },
  {
    who: "admin",
    does: "delete a lead view with its lead",
    outcome: "allow",
    run: (db) => deleteDoc(own(db, "alice-contact")),
  },
  {
    who: "aliceVerified",
    does: "delete her lead view",
    outcome: "deny",
    run: (db) => deleteDoc(own(db, "alice-contact")),
  },
];

describe("accountLeads", () => {
  test.each(cases)(CASE_NAME, check);
});
