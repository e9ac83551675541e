/**
 * settings/publish (src/schemas/publish.ts): the functions record each build request and a
 * publish whose build hook kept failing; /admin reads it to say so. Admins may read that one
 * document, nobody may write it (the functions write with firebase-admin).
 */
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc } from "firebase/firestore";
import { CASE_NAME, useRulesEnv, type RuleCase } from "./support/rules-env.ts";
import { PUBLISH_DOC } from "../../src/schemas/collections.ts";

const check = useRulesEnv();

const cases: RuleCase[] = [
  { who: "admin", does: "get the publish record", outcome: "allow", run: (db) => getDoc(doc(db, PUBLISH_DOC)) },
  { who: "alice", does: "get the publish record", outcome: "deny", run: (db) => getDoc(doc(db, PUBLISH_DOC)) },
  { who: "anonymous", does: "get the publish record", outcome: "deny", run: (db) => getDoc(doc(db, PUBLISH_DOC)) },
  {
    who: "fakeAdmin",
    does: "get the publish record with a claim that only looks like admin",
    outcome: "deny",
    run: (db) => getDoc(doc(db, PUBLISH_DOC)),
  },
  {
    who: "admin",
    does: "clear a recorded failure by writing the publish record",
    outcome: "deny",
    run: (db) => setDoc(doc(db, PUBLISH_DOC), { pendingSince: null }),
  },
  { who: "admin", does: "delete the publish record", outcome: "deny", run: (db) => deleteDoc(doc(db, PUBLISH_DOC)) },
  { who: "admin", does: "list the settings", outcome: "deny", run: (db) => getDocs(collection(db, "settings")) },
  { who: "admin", does: "get another settings document", outcome: "deny", run: (db) => getDoc(doc(db, "settings/x")) },
];

describe("settings/publish", () => {
  test.each(cases)(CASE_NAME, check);
});
