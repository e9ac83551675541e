/**
 * The inbox's own queries (src/lib/firebase/adminData.ts, Firestore Lite) against the
 * rules emulator as an admin: paging, the status filter, the search (through the index
 * entries), the count, the profile lookup, update and delete all pass firestore.rules,
 * return what the dashboard expects and keep the index in step with the leads.
 */
import { initializeApp, deleteApp, type FirebaseApp } from "firebase/app";
import * as lite from "firebase/firestore/lite";
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { LEAD_PAGE_SIZE } from "../../src/schemas/lead.ts";
import { leadSearchEntry, searchQuery } from "../../src/schemas/leadSearch.ts";
import { PUBLISH_HOOK_MAX_ATTEMPTS } from "../../src/schemas/publish.ts";
import { RULES_EMULATOR } from "./support/emulator.ts";
import { deleteFixtures, FIXTURES, useRulesEnv } from "./support/rules-env.ts";
import { LEAD_STATS, leadSearchCollection, MESSAGE_LEADS, PUBLISH_DOC } from "../../src/schemas/collections.ts";

let app: FirebaseApp;
let db: lite.Firestore;
vi.mock("../../src/lib/firebase/app.ts", () => ({ firestore: async () => [db, lite] }));
const { createAdminLeadsApi } = await import("../../src/lib/firebase/adminData.ts");
const { statsDelta } = await import("../../src/lib/leads/stats.ts");
const { businessDay } = await import("../../src/lib/format/businessDay.ts");
const adminDataApi = createAdminLeadsApi(statsDelta);

// Loads the rules and empties the emulator before each case (its fixtures land too).
useRulesEnv();

const { host, port, projectId } = RULES_EMULATOR;
const ROOT = `projects/${projectId}/databases/(default)/documents`;
const HOUR = 3_600_000;
const BASE = Date.UTC(2025, 0, 1);

/** Writes documents past the rules, like the functions do with firebase-admin. */
type Value = string | number | Date | string[];

async function put(docs: Record<string, Record<string, Value>>): Promise<void> {
  const value = (v: Value): object =>
    Array.isArray(v)
      ? { arrayValue: { values: v.map(value) } }
      : v instanceof Date
        ? { timestampValue: v.toISOString() }
        : typeof v === "number"
          ? { integerValue: String(v) }
          : { stringValue: v };
  const writes = Object.entries(docs).map(([path, data]) => ({
    update: {
      name: `${ROOT}/${path}`,
      fields: Object.fromEntries(Object.entries(data).map(([key, v]) => [key, value(v)])),
    },
  }));
  const res = await fetch(`http://${host}:${port}/v1/${ROOT}:commit`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: "Bearer owner" },
    body: JSON.stringify({ writes }),
  });
  if (!res.ok) throw new Error(`writing fixtures failed: ${res.status}`);
}

/** 30 contact forms, one an hour; every third is contacted, the rest new; every fifth (from c1) sent in Spanish. */
const contact = (index: number) => ({
  name: `Visitor ${index}`,
  email: `v${index}@example.com`,
  phone: `(703) 555-01${String(index).padStart(2, "0")}`,
  message: `Message ${index}`,
  timestamp: new Date(BASE + index * HOUR),
  status: index % 3 === 0 ? "contacted" : "new",
  language: index % 5 === 1 ? "es" : "en",
  source: "contact",
});

/** Each with its index entry, as storeLead writes them. */
function withEntries(count: number): Record<string, Record<string, Value>> {
  const docs: Record<string, Record<string, Value>> = {};
  for (let i = 0; i < count; i++) {
    const lead = contact(i);
    docs[`${MESSAGE_LEADS}/c${i}`] = lead;
    docs[`${leadSearchCollection(MESSAGE_LEADS)}/c${i}`] = leadSearchEntry(lead, lead);
  }
  return docs;
}

const searchIds = async (typed: string, status?: "contacted" | "won") => {
  const query = searchQuery(typed);
  if (query.kind !== "term") throw new Error(`not a search: ${typed}`);
  const page = await adminDataApi.contactForms({ search: query.term, ...(status ? { status } : {}) });
  return page.rows.map((row) => row.id);
};

beforeAll(() => {
  app = initializeApp({ projectId, apiKey: "demo-key" }, "admin-data-test");
  db = lite.getFirestore(app);
  lite.connectFirestoreEmulator(db, host, port, { mockUserToken: { sub: "owner", admin: true } });
});

afterAll(async () => {
  await deleteApp(app);
});

beforeEach(async () => {
  // The other rules files' leads: this file counts and pages only its own.
  await deleteFixtures(Object.keys(FIXTURES).filter((path) => path.startsWith(`${MESSAGE_LEADS}/`)));
  await put(withEntries(30));
});

describe("adminDataApi against the rules", () => {
  test("pages of 25, newest first, then the rest after the cursor", async () => {
    const first = await adminDataApi.contactForms({});
    expect(first.rows).toHaveLength(LEAD_PAGE_SIZE);
    expect(first.rows[0]).toMatchObject({ id: "c29", name: "Visitor 29", status: "new", note: "" });
    expect(first.next).not.toBeNull();
    const second = await adminDataApi.contactForms({ after: first.next! });
    expect(second.rows.map((row) => row.id)).toEqual(["c4", "c3", "c2", "c1", "c0"]);
    expect(second.next).toBeNull();
  });

  test("the status filter and the new count", async () => {
    const contacted = await adminDataApi.contactForms({ status: "contacted" });
    expect(contacted.rows.map((row) => row.id)).toEqual([
      "c27",
      "c24",
      "c21",
      "c18",
      "c15",
      "c12",
      "c9",
      "c6",
      "c3",
      "c0",
    ]);
    expect(contacted.next).toBeNull();
    expect(await adminDataApi.countNew(MESSAGE_LEADS)).toBe(20);
  });

  test("the language filter: alone, with a status, with a search and with both", async () => {
    const ids = async (request: Parameters<typeof adminDataApi.contactForms>[0]) =>
      (await adminDataApi.contactForms(request)).rows.map((row) => row.id);
    expect(await ids({ language: "es" })).toEqual(["c26", "c21", "c16", "c11", "c6", "c1"]);
    expect((await adminDataApi.contactForms({ language: "es" })).rows[0]).toMatchObject({ language: "es" });
    expect(await ids({ language: "es", status: "contacted" })).toEqual(["c21", "c6"]);
    const term = (typed: string) => {
      const query = searchQuery(typed);
      if (query.kind !== "term") throw new Error(`not a search: ${typed}`);
      return query.term;
    };
    expect(await ids({ language: "es", search: term("visitor 2") })).toEqual(["c26", "c21"]);
    expect(await ids({ language: "es", status: "contacted", search: term("visitor 2") })).toEqual(["c21"]);
    expect(await ids({ language: "en", status: "contacted" })).toEqual([
      "c27",
      "c24",
      "c18",
      "c15",
      "c12",
      "c9",
      "c3",
      "c0",
    ]);
  });

  test("search by e-mail, part of a name or a phone's last digits, alone and with a status", async () => {
    expect(await searchIds("V7@example.com")).toEqual(["c7"]);
    expect(await searchIds("visitor 2")).toEqual([
      "c29",
      "c28",
      "c27",
      "c26",
      "c25",
      "c24",
      "c23",
      "c22",
      "c21",
      "c20",
      "c2",
    ]);
    expect(await searchIds("visitor 2", "contacted")).toEqual(["c27", "c24", "c21"]);
    expect(await searchIds("555-0112")).toEqual(["c12"]);
    expect(await searchIds("nobody")).toEqual([]);
  });

  test("a search pages through its matches with the cursor, and shows each lead as stored", async () => {
    // "visitor" starts every name: 30 matches, more than a page.
    const first = await adminDataApi.contactForms({ search: "visitor" });
    expect(first.rows).toHaveLength(LEAD_PAGE_SIZE);
    expect(first.rows[0]).toMatchObject({ id: "c29", name: "Visitor 29", message: "Message 29", status: "new" });
    const second = await adminDataApi.contactForms({ search: "visitor", after: first.next! });
    expect(second.rows.map((row) => row.id)).toEqual(["c4", "c3", "c2", "c1", "c0"]);
    expect(second.next).toBeNull();
  });

  test("a status and note change is stored with the server's time; delete removes the lead", async () => {
    await adminDataApi.updateLead(MESSAGE_LEADS, "c29", { status: "won", note: "Signed" });
    const stored = (await lite.getDoc(lite.doc(db, MESSAGE_LEADS, "c29"))).data()!;
    expect(stored).toMatchObject({ status: "won", note: "Signed", name: "Visitor 29" });
    expect(stored.updatedAt).toBeInstanceOf(lite.Timestamp);
    expect(await adminDataApi.countNew(MESSAGE_LEADS)).toBe(19);

    await adminDataApi.deleteLead(MESSAGE_LEADS, "c28");
    expect((await lite.getDoc(lite.doc(db, MESSAGE_LEADS, "c28"))).exists()).toBe(false);
  });

  test("a status change and a delete move the lead's response figures on its arrival day, in the same transaction", async () => {
    const dayOf = (index: number) => businessDay(contact(index).timestamp);
    const stats = async (day: string) => (await lite.getDoc(lite.doc(db, LEAD_STATS, day))).data();
    // Left by an earlier test of this file: this one counts from nothing (admins cannot delete counters; past the rules).
    const writes = [dayOf(29), dayOf(28)].map((day) => ({ delete: `${ROOT}/leadStats/${day}` }));
    const cleared = await fetch(`http://${host}:${port}/v1/${ROOT}:commit`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: "Bearer owner" },
      body: JSON.stringify({ writes }),
    });
    expect(cleared.ok).toBe(true);

    await adminDataApi.updateLead(MESSAGE_LEADS, "c29", { status: "won", note: "Signed" });
    const answered = (await lite.getDoc(lite.doc(db, MESSAGE_LEADS, "c29"))).data()!;
    expect(answered.firstResponseAt).toEqual(answered.updatedAt);
    // Answered long after it arrived: the last bucket, none of the "within" counts.
    expect(await stats(dayOf(29))).toMatchObject({ won: { unknown: 1 }, answered: 1, buckets: { "15": 1 } });
    expect((await stats(dayOf(29)))?.within).toBeUndefined();

    // A second change keeps the first answer: only won moves to lost.
    await adminDataApi.updateLead(MESSAGE_LEADS, "c29", { status: "lost", note: "Went elsewhere" });
    expect(await stats(dayOf(29))).toMatchObject({ won: { unknown: 0 }, lost: { unknown: 1 }, answered: 1 });

    await adminDataApi.deleteLead(MESSAGE_LEADS, "c28");
    expect(await stats(dayOf(28))).toMatchObject({ received: { unknown: -1 } });
  });

  test("the search follows a status change and a delete: filtered by the new status, never naming a deleted lead", async () => {
    await adminDataApi.updateLead(MESSAGE_LEADS, "c29", { status: "won", note: "" });
    expect(await searchIds("visitor 29", "won")).toEqual(["c29"]);
    expect(await searchIds("visitor 2", "contacted")).toEqual(["c27", "c24", "c21"]);

    await adminDataApi.deleteLead(MESSAGE_LEADS, "c27");
    expect((await lite.getDoc(lite.doc(db, `${leadSearchCollection(MESSAGE_LEADS)}/c27`))).exists()).toBe(false);
    expect(await searchIds("visitor 2", "contacted")).toEqual(["c24", "c21"]);
  });

  test("a lead stored before the index (no entry yet) can still be marked and deleted", async () => {
    await put({
      [`${MESSAGE_LEADS}/old`]: {
        name: "Old Lead",
        email: "old@example.com",
        message: "Hi",
        timestamp: new Date(BASE),
      },
    });
    await adminDataApi.updateLead(MESSAGE_LEADS, "old", { status: "contacted", note: "Called" });
    expect((await lite.getDoc(lite.doc(db, MESSAGE_LEADS, "old"))).data()).toMatchObject({
      status: "contacted",
      note: "Called",
    });
    await adminDataApi.deleteLead(MESSAGE_LEADS, "old");
    expect((await lite.getDoc(lite.doc(db, MESSAGE_LEADS, "old"))).exists()).toBe(false);
  });

  test("estimates carry the asker's name and phone from the profile", async () => {
    const page = await adminDataApi.estimates({});
    expect(page.rows).toEqual([
      expect.objectContaining({
        id: "alice-1",
        userName: "Alice Homeowner",
        userPhone: "(703) 555-0100",
        status: "new",
      }),
    ]);
  });

  test("a publish whose build hook kept failing is read for the dashboard; none recorded reads as none", async () => {
    expect(await adminDataApi.publishFailure()).toBeNull();
    const failedAt = new Date(BASE + 5 * HOUR);
    await put({ [PUBLISH_DOC]: { failedAt, failedStatus: 500, failedAttempts: PUBLISH_HOOK_MAX_ATTEMPTS } });
    expect(await adminDataApi.publishFailure()).toEqual({
      at: failedAt.getTime(),
      status: 500,
      attempts: PUBLISH_HOOK_MAX_ATTEMPTS,
    });
  });
});
