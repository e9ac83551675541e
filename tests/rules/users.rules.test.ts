import { collection, deleteDoc, deleteField, doc, getDoc, getDocs, setDoc, updateDoc } from "firebase/firestore";
import { CASE_NAME, useRulesEnv, type RuleCase } from "./support/rules-env.ts";
import { USERS } from "../../src/schemas/collections.ts";

const check = useRulesEnv();

const carol = {
  fullName: "Carol Builder",
  email: "carol@example.com",
  phone: "(301) 555-0123",
  createdAt: "2024-07-01T09:15:00.000Z",
};
/** What Google signup writes (dana signed in with Google). */
const dana = { ...carol, fullName: "Dana Google", email: "dana@example.com", phone: "", authProvider: "google" };
const createCarol = (data: object) => (db: Parameters<RuleCase["run"]>[0]) => setDoc(doc(db, USERS, "carol"), data);
const createDana = (data: object) => (db: Parameters<RuleCase["run"]>[0]) => setDoc(doc(db, USERS, "dana"), data);
const { authProvider: _authProvider, ...danaWithoutProvider } = dana;
const { createdAt: _createdAt, ...carolWithoutCreatedAt } = carol;
const { email: _email, ...carolWithoutEmail } = carol;

const cases: RuleCase[] = [
  // Reading
  { who: "alice", does: "get own profile", outcome: "allow", run: (db) => getDoc(doc(db, USERS, "alice")) },
  {
    who: "carol",
    does: "get own, not yet existing profile",
    outcome: "allow",
    run: (db) => getDoc(doc(db, USERS, "carol")),
  },
  { who: "alice", does: "get another user's profile", outcome: "deny", run: (db) => getDoc(doc(db, USERS, "bob")) },
  { who: "anonymous", does: "get a profile", outcome: "deny", run: (db) => getDoc(doc(db, USERS, "alice")) },
  { who: "alice", does: "list all profiles", outcome: "deny", run: (db) => getDocs(collection(db, USERS)) },
  { who: "anonymous", does: "list all profiles", outcome: "deny", run: (db) => getDocs(collection(db, USERS)) },
  { who: "admin", does: "get any profile", outcome: "allow", run: (db) => getDoc(doc(db, USERS, "bob")) },
  { who: "admin", does: "list all profiles", outcome: "allow", run: (db) => getDocs(collection(db, USERS)) },
  {
    who: "fakeAdmin",
    does: "list all profiles with admin: 'true' (a string)",
    outcome: "deny",
    run: (db) => getDocs(collection(db, USERS)),
  },

  // Creating one's own profile (email signup, Google signup)
  { who: "carol", does: "create own profile (email signup)", outcome: "allow", run: createCarol(carol) },
  {
    who: "dana",
    does: "create own profile (Google signup: phone '', authProvider google)",
    outcome: "allow",
    run: createDana(dana),
  },
  // authProvider follows how the token signed in (firebase.sign_in_provider).
  {
    who: "dana",
    does: "create own profile after Google sign-in without authProvider",
    outcome: "deny",
    run: createDana(danaWithoutProvider),
  },
  {
    who: "dana",
    does: "create own profile after Google sign-in with authProvider password",
    outcome: "deny",
    run: createDana({ ...dana, authProvider: "password" }),
  },
  {
    who: "carol",
    does: "create own profile after password sign-in claiming authProvider google",
    outcome: "deny",
    run: createCarol({ ...carol, authProvider: "google" }),
  },
  {
    who: "carol",
    does: "create own profile after password sign-in with authProvider password (the spec stores none)",
    outcome: "deny",
    run: createCarol({ ...carol, authProvider: "password" }),
  },
  {
    who: "phone",
    does: "create own profile after a phone sign-in (not offered by the site)",
    outcome: "deny",
    run: (db) => setDoc(doc(db, USERS, "phone"), { ...carol, email: "" }),
  },
  {
    who: "custom",
    does: "create own profile with a custom token",
    outcome: "deny",
    run: (db) => setDoc(doc(db, USERS, "custom"), { ...carol, email: "custom@example.com" }),
  },
  // The e-mail is exactly the token's.
  {
    who: "carol",
    does: "create own profile with the e-mail in other letter case (Carol@Example.com)",
    outcome: "deny",
    run: createCarol({ ...carol, email: "Carol@Example.com" }),
  },
  {
    who: "carol",
    does: "create own profile with an empty e-mail while the token has one",
    outcome: "deny",
    run: createCarol({ ...carol, email: "" }),
  },
  {
    who: "carol",
    does: "create own profile without the email field",
    outcome: "deny",
    run: createCarol(carolWithoutEmail),
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
    does: "create own profile with email '' when the token has no e-mail",
    outcome: "allow",
    run: (db) => setDoc(doc(db, USERS, "no-email"), { ...dana, email: "" }),
  },
  {
    who: "noEmail",
    does: "create own profile with any address when the token has no e-mail",
    outcome: "deny",
    run: (db) => setDoc(doc(db, USERS, "no-email"), { ...dana, email: "boss@example.com" }),
  },
  {
    who: "noEmail",
    does: "create own profile with a numeric e-mail",
    outcome: "deny",
    run: (db) => setDoc(doc(db, USERS, "no-email"), { ...dana, email: 42 }),
  },
  {
    who: "noEmail",
    does: "create own profile with a 255-character e-mail",
    outcome: "deny",
    run: (db) => setDoc(doc(db, USERS, "no-email"), { ...dana, email: `${"e".repeat(243)}@example.com` }),
  },
  {
    who: "carol",
    does: "create a profile under another uid",
    outcome: "deny",
    run: (db) => setDoc(doc(db, USERS, "dave"), carol),
  },
  { who: "anonymous", does: "create a profile", outcome: "deny", run: (db) => setDoc(doc(db, USERS, "carol"), carol) },
  {
    who: "admin",
    does: "create a profile for someone else",
    outcome: "deny",
    run: (db) => setDoc(doc(db, USERS, "carol"), carol),
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
    run: (db) => updateDoc(doc(db, USERS, "alice"), { phone: "(703) 555-0111" }),
  },
  {
    who: "alice",
    does: "update own profile to an invalid name",
    outcome: "deny",
    run: (db) => updateDoc(doc(db, USERS, "alice"), { fullName: "" }),
  },
  {
    who: "alice",
    does: "update own e-mail to someone else's",
    outcome: "deny",
    run: (db) => updateDoc(doc(db, USERS, "alice"), { email: "bob@example.com" }),
  },
  {
    who: "alice",
    does: "update own e-mail to '' while the token has one",
    outcome: "deny",
    run: (db) => updateDoc(doc(db, USERS, "alice"), { email: "" }),
  },
  // createdAt and authProvider are fixed at signup.
  {
    who: "alice",
    does: "update own createdAt",
    outcome: "deny",
    run: (db) => updateDoc(doc(db, USERS, "alice"), { createdAt: "2020-01-01T00:00:00.000Z" }),
  },
  {
    who: "alice",
    does: "add authProvider google to own profile (signed up with a password)",
    outcome: "deny",
    run: (db) => updateDoc(doc(db, USERS, "alice"), { authProvider: "google" }),
  },
  {
    who: "bob",
    does: "update own phone (Google profile keeps authProvider)",
    outcome: "allow",
    run: (db) => updateDoc(doc(db, USERS, "bob"), { phone: "(202) 555-0142" }),
  },
  {
    who: "bob",
    does: "remove authProvider from own Google profile",
    outcome: "deny",
    run: (db) => updateDoc(doc(db, USERS, "bob"), { authProvider: deleteField() }),
  },
  {
    who: "bob",
    does: "rewrite own whole profile with another createdAt",
    outcome: "deny",
    run: (db) =>
      setDoc(doc(db, USERS, "bob"), {
        fullName: "Bob Neighbour",
        email: "bob@example.com",
        phone: "",
        createdAt: "2025-01-01T00:00:00.000Z",
        authProvider: "google",
      }),
  },
  {
    who: "alice",
    does: "add role: 'admin' to own profile",
    outcome: "deny",
    run: (db) => updateDoc(doc(db, USERS, "alice"), { role: "admin" }),
  },
  {
    who: "alice",
    does: "update another user's profile",
    outcome: "deny",
    run: (db) => updateDoc(doc(db, USERS, "bob"), { phone: "" }),
  },
  {
    who: "anonymous",
    does: "update a profile",
    outcome: "deny",
    run: (db) => updateDoc(doc(db, USERS, "alice"), { phone: "" }),
  },
  {
    who: "admin",
    does: "update another user's profile",
    outcome: "deny",
    run: (db) => updateDoc(doc(db, USERS, "alice"), { phone: "" }),
  },
  { who: "alice", does: "delete own profile", outcome: "deny", run: (db) => deleteDoc(doc(db, USERS, "alice")) },
  {
    who: "alice",
    does: "delete another user's profile",
    outcome: "deny",
    run: (db) => deleteDoc(doc(db, USERS, "bob")),
  },
  { who: "admin", does: "delete a profile", outcome: "deny", run: (db) => deleteDoc(doc(db, USERS, "alice")) },
];

describe("users/{uid}", () => {
  test.each(cases)(CASE_NAME, check);
});
