/**
 * The search index entries every lead writer stores (src/schemas/leadSearch.ts) against the
 * Firestore emulator: storeLead from a lead's own fields, saveEstimate from the asker's
 * profile, and leads:reindex for leads stored before search existed or while the terms
 * rode on the lead. Each test marks its leads with names of its own: the emulator is
 * shared with other suites.
 */
import { getFirestore, Timestamp } from "firebase-admin/firestore";
import { beforeEach, expect, test, vi } from "vitest";
import { reindexLeads } from "../../scripts/leads-reindex.ts";
import { adminApp } from "../../src/server/firebaseAdmin.ts";
import { storeLead } from "../../src/server/leads/store.ts";
import { saveEstimate } from "../../src/server/leads/saveEstimate.ts";
import type { EstimateRecord } from "../../src/schemas/estimate.ts";
import { leadSearchTerms, searchQuery } from "../../src/schemas/leadSearch.ts";
import {
  leadSearchCollection,
  type LeadCollection,
  ACCOUNT_LEADS,
  ESTIMATE_LEADS,
  MESSAGE_LEADS,
  USERS,
} from "../../src/schemas/collections.ts";

const db = () => getFirestore(adminApp());
const tag = () => crypto.randomUUID().slice(0, 8);

beforeEach(() => {
  // No SMTP here: storeLead only queues alerts, and nothing in this file sends them.
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

/** The ids of the leads in `collection` the inbox's query for `typed` finds in the index, newest first. */
async function found(collection: LeadCollection, typed: string, status?: string, language?: string): Promise<string[]> {
  const query = searchQuery(typed);
  if (query.kind !== "term") throw new Error(`not a search: ${typed}`);
  let index = db().collection(leadSearchCollection(collection)).where("search", "array-contains", query.term);
  if (language) index = index.where("language", "==", language);
  if (status) index = index.where("status", "==", status);
  const snapshot = await index.orderBy("timestamp", "desc").get();
  return snapshot.docs.map((doc) => doc.id);
}

const entryOf = (collection: LeadCollection, id: string) => db().collection(leadSearchCollection(collection)).doc(id);

const estimate = (userId: string, email: string): EstimateRecord => ({
  projectType: "remodel",
  squareFootage: 180,
  roomType: "kitchen",
  timeline: "1-3months",
  scope: "New cabinets",
  language: "en",
  ballparkLow: 25_000,
  ballparkHigh: 40_000,
  result: "Estimated cost: $28,000 to $38,000.",
  userId,
  email,
});

test("storeLead stores the lead's index entry in the same write, and a payload cannot forge terms on the lead", async () => {
  const name = `Searchable ${tag()}`;
  const email = `${name.split(" ")[1]}@example.org`;
  const { leadId } = await storeLead({
    collection: MESSAGE_LEADS,
    data: { name, email, phone: "(703) 555-0177", message: "Hi", search: ["x"] },
    source: "contact",
  });
  const stored = (await db().collection(MESSAGE_LEADS).doc(leadId).get()).data()!;
  expect(stored).not.toHaveProperty("search");
  const entry = (await entryOf(MESSAGE_LEADS, leadId).get()).data()!;
  expect(entry).toEqual({
    search: leadSearchTerms({ name, email, phone: "(703) 555-0177" }),
    status: "new",
    timestamp: stored.timestamp as Timestamp,
    // Where it came from, so a search can be narrowed by it: none was sent.
    channel: "unknown",
    // The payload named no language: English, on the lead and its entry, so the "English" filter finds it.
    language: "en",
  });
  expect(stored.language).toBe("en");
  expect(await found(MESSAGE_LEADS, name, "new")).toEqual([leadId]);
  expect(await found(MESSAGE_LEADS, email)).toEqual([leadId]);
  expect(await found(MESSAGE_LEADS, name, undefined, "es")).toEqual([]);
});

test("a lead sent from a Spanish page is found by the language filter, its search narrowed by it too", async () => {
  const name = `Hablante ${tag()}`;
  const { leadId } = await storeLead({
    collection: MESSAGE_LEADS,
    data: { name, email: "", phone: "(202) 555-0190", message: "Hola", language: "es" },
    source: "contact",
  });
  expect((await db().collection(MESSAGE_LEADS).doc(leadId).get()).get("language")).toBe("es");
  expect(await found(MESSAGE_LEADS, name, "new", "es")).toEqual([leadId]);
  expect(await found(MESSAGE_LEADS, name, undefined, "en")).toEqual([]);
});

test("a chat hand-off with only a phone is found by its phone's last digits", async () => {
  const name = `Chatter ${tag()}`;
  const digits = String(Math.floor(Math.random() * 9000) + 1000);
  const { leadId } = await storeLead({
    collection: MESSAGE_LEADS,
    data: { name, email: "", phone: `(240) 55${digits}`, message: "", transcript: [{ role: "user", content: "Hi" }] },
    source: "chat",
  });
  expect(await found(MESSAGE_LEADS, name)).toEqual([leadId]);
  expect(await found(MESSAGE_LEADS, `55${digits}`)).toContain(leadId);
});

test("saveEstimate adds the asker's profile name and phone; without a profile it still saves, found by e-mail", async () => {
  const uid = `asker-${tag()}`;
  const fullName = `Dana ${tag()}`;
  await db()
    .collection(USERS)
    .doc(uid)
    .set({ fullName, phone: "(703) 555-0142", email: `${uid}@example.org` });
  const saved = await saveEstimate(estimate(uid, `${uid}@example.org`));
  expect(saved.receipt.saved).toBe(true);
  const id = saved.receipt.saved ? saved.receipt.id : "";
  expect(await found(ESTIMATE_LEADS, fullName)).toEqual([id]);
  expect(await found(ESTIMATE_LEADS, `${uid}@example.org`)).toEqual([id]);
  expect(await found(ESTIMATE_LEADS, "555-0142")).toContain(id);

  const orphan = `nobody-${tag()}`;
  const unsaved = await saveEstimate(estimate(orphan, `${orphan}@example.org`));
  expect(unsaved.receipt.saved).toBe(true);
  expect(await found(ESTIMATE_LEADS, `${orphan}@example.org`)).toHaveLength(1);
});

test("leads:reindex gives old leads their entries, moves terms off the lead, follows status and profile, and changes nothing else", async () => {
  const name = `Old Lead ${tag()}`;
  const migratedName = `Carried ${tag()}`;
  const uid = `old-asker-${tag()}`;
  const fullName = `Morgan ${tag()}`;
  await db().collection(USERS).doc(uid).set({ fullName, phone: "(301) 555-0188" });
  const contactRef = db().collection(MESSAGE_LEADS).doc();
  const carriedRef = db().collection(MESSAGE_LEADS).doc();
  const estimateRef = db().collection(ESTIMATE_LEADS).doc();
  const goneRef = db().collection(MESSAGE_LEADS).doc();
  const when = Timestamp.fromDate(new Date());
  // Before search: no terms, no status.
  await contactRef.set({ name, email: "old@example.org", phone: "(703) 555-0101", message: "Hi", timestamp: when });
  // While the terms rode on the lead, and the owner has since marked it.
  await carriedRef.set({
    name: migratedName,
    email: "",
    phone: "",
    message: "Hi",
    timestamp: when,
    status: "won",
    search: leadSearchTerms({ name: migratedName, email: "", phone: "" }),
  });
  await estimateRef.set({
    ...estimate(uid, `${uid}@example.org`),
    timestamp: when,
    status: "quoted",
    note: "Call back",
  });
  // An entry whose lead was deleted past the inbox.
  await entryOf(MESSAGE_LEADS, goneRef.id).set({ search: ["ghost"], status: "new", timestamp: when });

  const dry = await reindexLeads(db(), { dryRun: true });
  expect(dry.every((count) => count.updated >= 1)).toBe(true);
  expect((await entryOf(MESSAGE_LEADS, contactRef.id).get()).exists).toBe(false);
  expect((await carriedRef.get()).get("search")).toBeDefined();
  expect((await contactRef.get()).get("language")).toBeUndefined();

  await reindexLeads(db());
  expect(await found(MESSAGE_LEADS, name)).toEqual([contactRef.id]);
  expect(await found(MESSAGE_LEADS, migratedName, "won")).toEqual([carriedRef.id]);
  // Stored before leads kept their language: read as English, and now marked so, on the lead and its entry.
  expect(await found(MESSAGE_LEADS, name, undefined, "en")).toEqual([contactRef.id]);
  expect((await contactRef.get()).get("language")).toBe("en");
  expect(await found(ESTIMATE_LEADS, fullName, "quoted")).toEqual([estimateRef.id]);
  expect((await carriedRef.get()).data()).toEqual({
    name: migratedName,
    email: "",
    phone: "",
    message: "Hi",
    timestamp: when,
    status: "won",
    language: "en",
  });
  expect((await entryOf(MESSAGE_LEADS, goneRef.id).get()).exists).toBe(false);
  expect((await estimateRef.get()).data()).toMatchObject({
    status: "quoted",
    note: "Call back",
    scope: "New cabinets",
  });
  expect((await contactRef.get()).get("status")).toBeUndefined();
  // Each gets its homeowner's view, with the status and never the owner's note.
  const view = async (id: string) => (await db().collection(ACCOUNT_LEADS).doc(id).get()).data();
  expect(await view(contactRef.id)).toMatchObject({ kind: "contact", email: "old@example.org", status: "new" });
  const estimateView = await view(estimateRef.id);
  expect(estimateView).toMatchObject({ kind: "estimate", uid, status: "quoted" });
  expect(estimateView?.result).toBe(estimate(uid, "").result);
  expect(estimateView).not.toHaveProperty("note");

  // A second run leaves them alone: their entries are already what the builder makes.
  const refs = [contactRef, carriedRef, estimateRef];
  const times = async () =>
    Promise.all(
      refs.flatMap((ref) => [
        ref.get().then((doc) => doc.updateTime),
        entryOf(ref.parent.id as LeadCollection, ref.id)
          .get()
          .then((doc) => doc.updateTime),
      ]),
    );
  const before = await times();
  await reindexLeads(db());
  expect(await times()).toEqual(before);
});
