/**
 * The inbox's search index (leadSearch/{collection}/entries/{leadId}): only admins read it;
 * an admin changes an entry's status only together with its lead's, to the lead's new
 * status, and deletes it only with its lead; nobody creates one or changes its terms or time.
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
  Timestamp,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
} from "firebase/firestore";
import { beforeEach, describe, test } from "vitest";
import { leadSearchTerms } from "../../src/schemas/leadSearch.ts";
import { RULES_EMULATOR } from "./support/emulator.ts";
import { CASE_NAME, useRulesEnv, type RuleCase } from "./support/rules-env.ts";
import {
  ESTIMATE_LEADS,
  leadSearchCollection,
  MESSAGE_LEADS,
  type LeadCollection,
} from "../../src/schemas/collections.ts";

const check = useRulesEnv();

/** The fixture leads (support/rules-env.ts) and their entries, written past the rules as storeLead writes them. */
const LEADS = [
  { collection: MESSAGE_LEADS, id: "sent", who: { name: "Ann", email: "ann@example.com", phone: "(703) 555-0199" } },
  {
    collection: ESTIMATE_LEADS,
    id: "alice-1",
    who: { name: "Alice Homeowner", email: "alice@example.com", phone: "(703) 555-0100" },
  },
] as const satisfies readonly { collection: LeadCollection; id: string; who: object }[];

beforeEach(async () => {
  const { host, port, projectId } = RULES_EMULATOR;
  const root = `projects/${projectId}/databases/(default)/documents`;
  const text = (value: string) => ({ stringValue: value });
  const writes = LEADS.flatMap(({ collection, id, who }) => [
    {
      update: { name: `${root}/${collection}/${id}`, fields: { status: text("new") } },
      updateMask: { fieldPaths: ["status"] },
    },
    {
      update: {
        name: `${root}/${leadSearchCollection(collection)}/${id}`,
        fields: {
          search: { arrayValue: { values: leadSearchTerms(who).map(text) } },
          status: text("new"),
          timestamp: { timestampValue: new Date(Date.UTC(2024, 4, 1)).toISOString() },
        },
      },
    },
  ]);
  const res = await fetch(`http://${host}:${port}/v1/${root}:commit`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: "Bearer owner" },
    body: JSON.stringify({ writes }),
  });
  if (!res.ok) throw new Error(`writing the index entries failed: ${res.status} ${await res.text()}`);
});

function casesFor({ collection: name, id }: (typeof LEADS)[number]): RuleCase[] {
  const lead = (db: Firestore) => doc(db, name, id);
  const entry = (db: Firestore) => doc(db, leadSearchCollection(name), id);
  /** What the inbox writes on a status change: the lead and its entry in one batch. */
  const together =
    (leadStatus: string, entryFields: object = {}) =>
    (db: Firestore) => {
      const batch = writeBatch(db);
      batch.update(lead(db), { status: leadStatus, note: "", updatedAt: serverTimestamp() });
      batch.update(entry(db), { status: leadStatus, updatedAt: serverTimestamp(), ...entryFields });
      return batch.commit();
    };
  const bothDeleted = (db: Firestore) => {
    const batch = writeBatch(db);
    batch.delete(lead(db));
    batch.delete(entry(db));
    return batch.commit();
  };
  const search = (db: Firestore) =>
    getDocs(query(collection(db, leadSearchCollection(name)), where("search", "array-contains", "0199")));
  return [
    { who: "admin", does: "read an entry", outcome: "allow", run: (db) => getDoc(entry(db)) },
    { who: "admin", does: "search the entries", outcome: "allow", run: search },
    { who: "alice", does: "read an entry", outcome: "deny", run: (db) => getDoc(entry(db)) },
    { who: "alice", does: "search the entries", outcome: "deny", run: search },
    { who: "fakeAdmin", does: "search the entries", outcome: "deny", run: search },
    { who: "anonymous", does: "read an entry", outcome: "deny", run: (db) => getDoc(entry(db)) },

    { who: "admin", does: "change the status of lead and entry together", outcome: "allow", run: together("won") },
    {
      who: "admin",
      does: "give the entry another status than the lead's",
      outcome: "deny",
      run: together("won", { status: "lost" }),
    },
    {
      who: "admin",
      does: "change the entry's status alone",
      outcome: "deny",
      run: (db) => updateDoc(entry(db), { status: "won", updatedAt: serverTimestamp() }),
    },
    { who: "admin", does: "change the entry's terms", outcome: "deny", run: together("won", { search: ["x"] }) },
    {
      who: "admin",
      does: "change the entry's time",
      outcome: "deny",
      run: together("won", { timestamp: Timestamp.fromMillis(0) }),
    },
    {
      who: "admin",
      does: "a client time on the entry",
      outcome: "deny",
      run: together("won", { updatedAt: Timestamp.now() }),
    },
    {
      who: "admin",
      does: "create an entry",
      outcome: "deny",
      run: (db) => setDoc(doc(db, leadSearchCollection(name), "forged"), { search: ["x"], status: "new" }),
    },
    { who: "admin", does: "delete lead and entry together", outcome: "allow", run: bothDeleted },
    {
      who: "admin",
      does: "delete the entry and keep the lead",
      outcome: "deny",
      run: (db) => deleteDoc(entry(db)),
    },

    { who: "alice", does: "change a status", outcome: "deny", run: together("won") },
    { who: "fakeAdmin", does: "change a status", outcome: "deny", run: together("won") },
    { who: "alice", does: "delete lead and entry", outcome: "deny", run: bothDeleted },
    { who: "anonymous", does: "delete lead and entry", outcome: "deny", run: bothDeleted },
  ];
}

for (const lead of LEADS) {
  describe(`${leadSearchCollection(lead.collection)}: the search index follows its lead`, () => {
    test.each(casesFor(lead))(CASE_NAME, check);
  });
}

describe("entries outside the two lead collections", () => {
  test.each<RuleCase>([
    {
      who: "admin",
      does: "read leadSearch/users/entries/alice",
      outcome: "deny",
      run: (db) => getDoc(doc(db, "leadSearch/users/entries/alice")),
    },
  ])(CASE_NAME, check);
});
