import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from "firebase/firestore";
import { CASE_NAME, useRulesEnv, type RuleCase } from "./support/rules-env.ts";

const check = useRulesEnv();

const carol = {
  fullName: "Carol Builder",
  email: "carol@example.com",
  phone: "(301) 555-0123",
  createdAt: "2024-07-01T09:15:00.000Z",
};
const carolGoogle = { ...carol, phone: "", authProvider: "google" };
const createCarol = (data: object) => (db: Parameters<RuleCase["run"]>[0]) => setDoc(doc(db, "users/carol"), data);
const { createdAt: _createdAt, ...carolWithoutCreatedAt } = carol;

const cases: RuleCase[] = [
  // Reading
  { who: "alice", does: "get own profile", outcome: "allow", run: (db) => getDoc(doc(db, "users/alice")) },
  {
    who: "carol",
    does: "get own, not yet existing profile",
    outcome: "allow",
    run: (db) => getDoc(doc(db, "users/carol")),
  },
  { who: "alice", does: "get another user's profile", outcome: "deny", run: (db) => getDoc(doc(db, "users/bob")) },
  { who: "anonymous", does: "get a profile", outcome: "deny", run: (db) => getDoc(doc(db, "users/alice")) },
  { who: "alice", does: "list all profiles", outcome: "deny", run: (db) => getDocs(collection(db, "users")) },
  { who: "anonymous", does: "list all profiles", outcome: "deny", run: (db) => getDocs(collection(db, "users")) },
  { who: "admin", does: "get any profile", outcome: "allow", run: (db) => getDoc(doc(db, "users/bob")) },
  { who: "admin", does: "list all profiles", outcome: "allow", run: (db) => getDocs(collection(db, "users")) },
  {
    who: "fakeAdmin",
    does: "list all profiles with admin: 'true' (a string)",
    outcome: "deny",
    run: (db) => getDocs(collection(db, "users")),
  },

  // Creating one's own profile (email signup, Google signup)
  { who: "carol", does: "create own profile (email signup)", outcome: "allow", run: createCarol(carol) },
  {
    who: "carol",
    does: "create own profile (Google: phone '', authProvider google)",
    outcome: "allow",
    run: createCarol(carolGoogle),
  },
  {
    who: "carol",
    does: "create own profile with authProvider password",
    outcome: "allow",
    run: createCarol({ ...carol, authProvider: "password" }),
  },
  {
    who: "carol",
    does: "create own profile with the e-mail as typed (Carol@Example.com)",
    outcome: "allow",
    run: createCarol({ ...carol, email: "Carol@Example.com" }),
  },
  {
    who: "carol",
    does: "create own profile with the longest name (100)",
    outcome: "allow",
    run: createCarol({ ...carol, fullName: "n".repeat(100) }),
  },
  {
    who: "carol",
    does: "create own profile with a +offset createdAt",
    outcome: "allow",
    run: createCarol({ ...carol, createdAt: "2024-07-01T09:15:00+02:00" }),
  },
  {
    who: "noEmail",
    does: "create own profile when the token has no e-mail",
    outcome: "allow",
    run: (db) => setDoc(doc(db, "users/no-email"), { ...carol, email: "" }),
  },
  {
    who: "noEmail",
    does: "create own profile with a numeric e-mail",
    outcome: "deny",
    run: (db) => setDoc(doc(db, "users/no-email"), { ...carol, email: 42 }),
  },
  {
    who: "noEmail",
    does: "create own profile with a 255-character e-mail",
    outcome: "deny",
    run: (db) => setDoc(doc(db, "users/no-email"), { ...carol, email: `${"e".repeat(243)}@example.com` }),
  },
  {
    who: "carol",
    does: "create a profile under another uid",
    outcome: "deny",
    run: (db) => setDoc(doc(db, "users/dave"), carol),
  },
  { who: "anonymous", does: "create a profile", outcome: "deny", run: (db) => setDoc(doc(db, "users/carol"), carol) },
  {
    who: "admin",
    does: "create a profile for someone else",
    outcome: "deny",
    run: (db) => setDoc(doc(db, "users/carol"), carol),
  },
  {
    who: "carol",
    does: "create own profile with another e-mail than the token's",
    outcome: "deny",
    run: createCarol({ ...carol, email: "boss@example.com" }),
  },
  {
    who: "carol",
    does: "create own profile with an empty name",
    outcome: "deny",
    run: createCarol({ ...carol, fullName: "" }),
  },
  {
    who: "carol",
    does: "create own profile with a 101-character name",
    outcome: "deny",
    run: createCarol({ ...carol, fullName: "n".repeat(101) }),
  },
  {
    who: "carol",
    does: "create own profile with a 31-character phone",
    outcome: "deny",
    run: createCarol({ ...carol, phone: "1".repeat(31) }),
  },
  {
    who: "carol",
    does: "create own profile with a numeric phone",
    outcome: "deny",
    run: createCarol({ ...carol, phone: 7035550123 }),
  },
  {
    who: "carol",
    does: "create own profile with createdAt not an ISO time",
    outcome: "deny",
    run: createCarol({ ...carol, createdAt: "yesterday" }),
  },
  {
    who: "carol",
    does: "create own profile with createdAt a timestamp",
    outcome: "deny",
    run: createCarol({ ...carol, createdAt: new Date() }),
  },
  {
    who: "carol",
    does: "create own profile without createdAt",
    outcome: "deny",
    run: createCarol(carolWithoutCreatedAt),
  },
  {
    who: "carol",
    does: "create own profile with authProvider facebook",
    outcome: "deny",
    run: createCarol({ ...carol, authProvider: "facebook" }),
  },
  {
    who: "carol",
    does: "create own profile granting itself admin: true",
    outcome: "deny",
    run: createCarol({ ...carol, admin: true }),
  },

  // Updating and deleting
  {
    who: "alice",
    does: "update own phone",
    outcome: "allow",
    run: (db) => updateDoc(doc(db, "users/alice"), { phone: "(703) 555-0111" }),
  },
  {
    who: "alice",
    does: "update own profile to an invalid name",
    outcome: "deny",
    run: (db) => updateDoc(doc(db, "users/alice"), { fullName: "" }),
  },
  {
    who: "alice",
    does: "update own e-mail to someone else's",
    outcome: "deny",
    run: (db) => updateDoc(doc(db, "users/alice"), { email: "bob@example.com" }),
  },
  {
    who: "alice",
    does: "add role: 'admin' to own profile",
    outcome: "deny",
    run: (db) => updateDoc(doc(db, "users/alice"), { role: "admin" }),
  },
  {
    who: "alice",
    does: "update another user's profile",
    outcome: "deny",
    run: (db) => updateDoc(doc(db, "users/bob"), { phone: "" }),
  },
  {
    who: "anonymous",
    does: "update a profile",
    outcome: "deny",
    run: (db) => updateDoc(doc(db, "users/alice"), { phone: "" }),
  },
  {
    who: "admin",
    does: "update another user's profile",
    outcome: "deny",
    run: (db) => updateDoc(doc(db, "users/alice"), { phone: "" }),
  },
  { who: "alice", does: "delete own profile", outcome: "deny", run: (db) => deleteDoc(doc(db, "users/alice")) },
  {
    who: "alice",
    does: "delete another user's profile",
    outcome: "deny",
    run: (db) => deleteDoc(doc(db, "users/bob")),
  },
  { who: "admin", does: "delete a profile", outcome: "deny", run: (db) => deleteDoc(doc(db, "users/alice")) },
];

describe("users/{uid}", () => {
  test.each(cases)(CASE_NAME, check);
});
