/**
 * The pricing guide (`pricingGuide/{projectType}`, four documents) and its history
 * (`pricingGuideHistory`). Readers that only need the figures (the estimator's instant
 * ballpark, the cost guide pages at build time) use one REST GET of the public
 * collection: no Firebase code, no sign-in. The /admin editor reads and saves with
 * Firestore Lite: all four documents and the history entry in one transaction, as
 * firestore.rules requires.
 */
import type { Timestamp } from "firebase/firestore/lite";
import { firebaseWebConfig } from "../../config/firebase.ts";
import {
  pricingGuideDocument,
  pricingHistoryDocument,
  ratesFromDocuments,
  type PricingChange,
  type PricingHistoryEntry,
  type PricingRates,
} from "../../schemas/pricing.ts";
import { firestore, getFirebaseApp } from "./app.ts";
import { firestoreOrigin } from "./projects.ts";
import { decodeValue } from "./restQuery.ts";
import { PRICING_RATES, PRICING_HISTORY } from "../../schemas/collections.ts";

/** The guide as stored; `changeId` names the history entry of the last save (null: never saved since the seed). */
export interface StoredPricingGuide {
  rates: PricingRates;
  /** Milliseconds since the epoch of the last save; null for the seeded figures. */
  savedAt: number | null;
  changeId: string | null;
}

function collectionUrl(): string {
  const { projectId, apiKey } = firebaseWebConfig();
  const url = `${firestoreOrigin()}/v1/projects/${encodeURIComponent(projectId)}/databases/(default)/documents/${PRICING_RATES}?pageSize=10`;
  return apiKey ? `${url}&key=${encodeURIComponent(apiKey)}` : url;
}

/** The four documents as one guide; every document carries the same stamp, the first one's is taken. */
function storedFrom(docs: readonly { id: string; data: Record<string, unknown> }[]): StoredPricingGuide {
  const rates = ratesFromDocuments(docs);
  if (!rates) throw new Error("The stored pricing guide does not pass the schema");
  const stamp = docs[0]?.data ?? {};
  return {
    rates,
    savedAt: typeof stamp.updatedAt === "number" ? stamp.updatedAt : null,
    changeId: typeof stamp.changeId === "string" ? stamp.changeId : null,
  };
}

type RestFields = Record<string, Parameters<typeof decodeValue>[0]>;

/**
 * One GET of the public collection. Null when it is empty (a project never seeded or
 * saved); throws when Firestore cannot be reached, answers an error, or the guide does
 * not pass the schema, so each caller decides what a failure means for it.
 */
export async function fetchPricingGuide(
  timeoutMs: number,
  fetchImpl: typeof fetch = fetch,
): Promise<StoredPricingGuide | null> {
  // A plain GET with no custom headers: a simple CORS request, no preflight.
  const response = await fetchImpl(collectionUrl(), { signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new Error(`Firestore answered ${response.status} for the pricing guide`);
  const body = (await response.json()) as { documents?: { name: string; fields?: RestFields }[] };
  const docs = (body.documents ?? []).map((document) => ({
    id: document.name.split("/").pop() ?? "",
    data: decodeValue({ mapValue: { fields: document.fields ?? {} } }) as Record<string, unknown>,
  }));
  return docs.length === 0 ? null : storedFrom(docs);
}

const millisOf = (value: unknown) => (value as Timestamp | undefined)?.toMillis?.();

/** The editor's read: the same documents through the SDK (the save's transaction compares changeId). */
async function loadGuide(): Promise<StoredPricingGuide | null> {
  const [db, { collection, getDocs }] = await firestore();
  const snapshot = await getDocs(collection(db, PRICING_RATES));
  if (snapshot.empty) return null;
  return storedFrom(
    snapshot.docs.map((doc) => ({ id: doc.id, data: { ...doc.data(), updatedAt: millisOf(doc.data().updatedAt) } })),
  );
}

const HISTORY_SHOWN = 10;

function toHistoryEntry(id: string, data: Record<string, unknown>): PricingHistoryEntry {
  return {
    id,
    at: millisOf(data.at) ?? null,
    uid: typeof data.uid === "string" ? data.uid : "",
    email: typeof data.email === "string" ? data.email : "",
    changes: Array.isArray(data.changes) ? (data.changes as PricingChange[]) : [],
  };
}

/** The newest saves first, at most ten: what the editor shows under the table. */
async function recentChanges(): Promise<PricingHistoryEntry[]> {
  const [db, { collection, getDocs, limit, orderBy, query }] = await firestore();
  const snapshot = await getDocs(query(collection(db, PRICING_HISTORY), orderBy("at", "desc"), limit(HISTORY_SHOWN)));
  return snapshot.docs.map((entry) => toHistoryEntry(entry.id, entry.data()));
}

/** Saved, with the new entry's id (the next save's `expectedChangeId`), or refused as a conflict. */
type SaveOutcome = { saved: true; changeId: string } | { saved: false; conflict: true };

/**
 * Writes the four documents of the new figures and the history entry of `changes` in one
 * transaction. Every document names the entry (`changeId`); who saved is in the entry
 * alone, which only admins read. The rules accept the writes only all together. A
 * conflict: someone saved since `expectedChangeId` was read; nothing is written.
 */
async function saveGuide(
  rates: PricingRates,
  changes: PricingChange[],
  expectedChangeId: string | null,
): Promise<SaveOutcome> {
  const [[db, { collection, doc, runTransaction, serverTimestamp }], app, { getAuth }] = await Promise.all([
    firestore(),
    getFirebaseApp(),
    import("firebase/auth"),
  ]);
  const user = getAuth(app).currentUser;
  if (!user) throw new Error("No signed-in user");
  const author = { uid: user.uid, email: user.email ?? "" };
  const entryRef = doc(collection(db, PRICING_HISTORY));
  const rows = Object.entries(rates).map(([projectType, rooms]) => ({
    ref: doc(db, PRICING_RATES, projectType),
    rooms,
  }));
  return runTransaction(db, async (transaction): Promise<SaveOutcome> => {
    const current = await Promise.all(rows.map(({ ref }) => transaction.get(ref)));
    const stored = current.map((snapshot) => (snapshot.data()?.changeId as string | undefined) ?? null);
    if (stored.some((changeId) => changeId !== expectedChangeId)) return { saved: false, conflict: true };
    for (const { ref, rooms } of rows)
      transaction.set(ref, pricingGuideDocument(rooms, entryRef.id, serverTimestamp()));
    transaction.set(entryRef, pricingHistoryDocument(author, changes, serverTimestamp()));
    return { saved: true, changeId: entryRef.id };
  });
}

/** What the editor needs from the database; component tests hand it a stand-in. */
export interface PricingAdminApi {
  load(): Promise<StoredPricingGuide | null>;
  history(): Promise<PricingHistoryEntry[]>;
  save(rates: PricingRates, changes: PricingChange[], expectedChangeId: string | null): Promise<SaveOutcome>;
}

export const pricingAdminApi: PricingAdminApi = { load: loadGuide, history: recentChanges, save: saveGuide };
