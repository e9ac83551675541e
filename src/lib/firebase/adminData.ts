import {
  isFirstAnswer,
  LEAD_PAGE_SIZE,
  type ContactLead,
  type EstimateLead,
  type LeadUpdate,
} from "../../schemas/lead.ts";
import { publishFailureOf, type PublishFailure } from "../../schemas/publish.ts";
import type { DocumentSnapshot } from "firebase/firestore/lite";
import { statsLeadOf, toContactFormRow, toEstimateRow, toStatsSummary } from "./decode.ts";
import { nestedCounters, type StatsLead, type StatsSummary } from "../../schemas/leadStats.ts";

/**
 * How a lead's change moves the response figures (src/lib/leads/stats.ts's statsDelta),
 * handed in by the dashboard: this layer talks to Firestore and computes nothing of its own.
 */
export type StatsMove = (before: StatsLead | null, after: StatsLead | null) => Map<string, Record<string, number>>;
import { firestore } from "./app.ts";
import type { ReviewsApi } from "./reviews.ts";
import type { ProposalsApi } from "./proposals.ts";
import type { ChangeOrdersApi } from "./changeOrders.ts";
import { leadPageQuery, type LeadQuery } from "./leadQuery.ts";
import {
  leadSearchCollection,
  type LeadCollection,
  ACCOUNT_LEADS,
  ESTIMATE_LEADS,
  LEAD_STATS,
  LEAD_STATS_SUMMARY_DOC,
  MESSAGE_LEADS,
  PUBLISH_DOC,
  USERS,
} from "../../schemas/collections.ts";

/*
 * The owner's lead inbox reads with the same Firestore Lite instance as the showcase:
 * one-shot reads that fail at once when offline (the dashboard logs the error and stays
 * usable). firestore.rules lets only accounts with the admin claim read, update (status,
 * note and update time only) and delete these. Every read is one page: a collection of
 * 50,000 leads costs the dashboard 25 documents and one count. A search reads a page of
 * the lead collection's index entries (src/schemas/leadSearch.ts), then those leads.
 */

/** Where the next page starts: the last document read. Opaque to callers (a Firestore snapshot). */
export interface PageCursor {
  readonly __pageCursor: unique symbol;
}

export interface PageRequest extends LeadQuery {
  /** The previous page's cursor; the first page when absent. */
  after?: PageCursor;
}

export interface LeadPage<Row> {
  rows: Row[];
  /** Where the next page starts; null when this page was the last. */
  next: PageCursor | null;
}

type Decode<Row> = (id: string, data: Record<string, unknown>) => Row;

/**
 * The leads of these ids, in the ids' order (a page: at most 25), read one by one in
 * parallel; a lead gone is left out. One document read each, as a query would cost; the
 * Firestore emulator answers each lookup by id at once, where an `in` query on the ids
 * took ~0.3 s more per id over 50,000 leads (docs/decisions/admin.md).
 */
async function leadsById(
  name: LeadCollection,
  ids: string[],
): Promise<{ id: string; data: Record<string, unknown> }[]> {
  const [db, { doc, getDoc }] = await firestore();
  const snapshots = await Promise.all(ids.map((id) => getDoc(doc(db, name, id))));
  return snapshots.flatMap((snapshot) => {
    const data = snapshot.data();
    return data ? [{ id: snapshot.id, data }] : [];
  });
}

/**
 * Newest first, one page, narrowed by status and search term (leadQuery.ts). It asks for
 * one document more than a page to know whether a next page exists, so "Load more" never
 * leads to an empty page. A search pages through the index entries (the cursor is an
 * entry) and reads the leads they name.
 */
async function listPage<Row>(name: LeadCollection, toRow: Decode<Row>, request: PageRequest): Promise<LeadPage<Row>> {
  const [db, { collection, getDocs, limit, orderBy, query, startAfter, where }] = await firestore();
  const plan = leadPageQuery(request);
  const constraints = [
    ...plan.where.map(([field, op, value]) => where(field, op, value)),
    orderBy(...plan.orderBy),
    ...(request.after ? [startAfter(request.after as unknown as DocumentSnapshot)] : []),
    limit(plan.limit),
  ];
  const from = collection(db, plan.from === "index" ? leadSearchCollection(name) : name);
  const snapshot = await getDocs(query(from, ...constraints));
  const docs = snapshot.docs.slice(0, LEAD_PAGE_SIZE);
  const more = snapshot.docs.length > LEAD_PAGE_SIZE;
  const leads =
    plan.from === "index"
      ? await leadsById(
          name,
          docs.map((doc) => doc.id),
        )
      : docs.map((doc) => ({ id: doc.id, data: doc.data() }));
  return {
    rows: leads.map((lead) => toRow(lead.id, lead.data)),
    next: more ? (docs[docs.length - 1] as unknown as PageCursor) : null,
  };
}

/**
 * The estimates' askers' names and phones from their profiles, in one query for the whole
 * page (at most 25 ids; Firestore's "in" takes 30). Estimates store only the uid and
 * e-mail: the profile is where the name and phone are kept up to date. A failed lookup
 * leaves them empty rather than losing the page.
 */
async function withProfiles(page: LeadPage<EstimateLead>): Promise<LeadPage<EstimateLead>> {
  const ids = [...new Set(page.rows.map((row) => row.userId).filter((id) => id !== ""))];
  if (ids.length === 0) return page;
  try {
    const [db, { collection, documentId, getDocs, query, where }] = await firestore();
    const snapshot = await getDocs(query(collection(db, USERS), where(documentId(), "in", ids)));
    const profiles = new Map(snapshot.docs.map((doc) => [doc.id, doc.data()]));
    const text = (value: unknown) => (typeof value === "string" ? value : "");
    return {
      ...page,
      rows: page.rows.map((row) => {
        const profile = profiles.get(row.userId);
        return profile ? { ...row, userName: text(profile.fullName), userPhone: text(profile.phone) } : row;
      }),
    };
  } catch (error) {
    console.error("Reading the estimates' profiles failed", error);
    return page;
  }
}

/** The number of leads still marked new: an aggregation query, billed as one read per 1,000 documents. */
async function countNew(name: LeadCollection): Promise<number> {
  const [db, { collection, getCount, query, where }] = await firestore();
  const snapshot = await getCount(query(collection(db, name), where("status", "==", "new")));
  return snapshot.data().count;
}

type Lite = Awaited<ReturnType<typeof firestore>>;
type Txn = Parameters<Parameters<Lite[1]["runTransaction"]>[1]>[0];

/**
 * Moves a lead's contribution to the owner's response figures (src/lib/leads/stats.ts)
 * inside the transaction that changes or deletes it: `received.ads: -1` as nested
 * increments on its arrival day's counters.
 */
function writeStatsDelta(
  [db, { doc, increment, serverTimestamp }]: Lite,
  txn: Txn,
  delta: Map<string, Record<string, number>>,
) {
  for (const [day, fields] of delta) {
    const nested = { ...nestedCounters(fields, increment), updatedAt: serverTimestamp() };
    txn.set(doc(db, LEAD_STATS, day), nested, { merge: true });
  }
}

/**
 * Status and note together, with the server's time: the rules allow exactly these fields
 * and, on the lead's first change away from "new", its first-answer time, once.
 * One transaction reads the lead as it is now (another tab may have answered it), writes
 * it, its index entry (the same status, so a search with a status filter finds it where the
 * listing does; a lead stored before the index has none) and its move in the response
 * figures.
 */
async function updateLead(statsDelta: StatsMove, name: LeadCollection, id: string, update: LeadUpdate): Promise<void> {
  const lite = await firestore();
  const [db, { doc, runTransaction, serverTimestamp }] = lite;
  await runTransaction(db, async (txn) => {
    const lead = doc(db, name, id);
    const entry = doc(db, leadSearchCollection(name), id);
    const ownView = doc(db, ACCOUNT_LEADS, id);
    const [stored, indexed, own] = await Promise.all([txn.get(lead), txn.get(entry), txn.get(ownView)]);
    const data = stored.data();
    if (!data) throw new Error("lead_missing");
    const before = statsLeadOf(data);
    const firstAnswer = isFirstAnswer(before.firstResponseAt, update.status);
    const updatedAt = serverTimestamp();
    txn.update(lead, {
      status: update.status,
      note: update.note,
      updatedAt,
      ...(firstAnswer ? { firstResponseAt: updatedAt } : {}),
    });
    if (indexed.exists()) txn.update(entry, { status: update.status, updatedAt });
    // The homeowner's /account shows the status in words; never the note.
    if (own.exists()) txn.update(ownView, { status: update.status, updatedAt });
    // The answer's time is the server's; the figures take this browser's clock, seconds apart.
    const after = {
      ...before,
      status: update.status,
      firstResponseAt: firstAnswer ? Date.now() : before.firstResponseAt,
    };
    writeStatsDelta(lite, txn, statsDelta(before, after));
  });
}

/** The lead and its index entry together, so a search never names a deleted lead; its figures leave with it. */
async function deleteLead(statsDelta: StatsMove, name: LeadCollection, id: string): Promise<void> {
  const lite = await firestore();
  const [db, { doc, runTransaction }] = lite;
  await runTransaction(db, async (txn) => {
    const lead = doc(db, name, id);
    const data = (await txn.get(lead)).data();
    txn.delete(lead);
    txn.delete(doc(db, leadSearchCollection(name), id));
    txn.delete(doc(db, ACCOUNT_LEADS, id));
    if (data) writeStatsDelta(lite, txn, statsDelta(statsLeadOf(data), null));
  });
}

/** The response figures' summary (settings/leadStats): one document, whatever the number of leads. */
export async function leadStats(): Promise<StatsSummary | null> {
  const [db, { doc, getDoc }] = await firestore();
  const data = (await getDoc(doc(db, LEAD_STATS_SUMMARY_DOC))).data();
  return data ? toStatsSummary(data) : null;
}

/** A lead's own page (/admin/lead?id=<id>, an alert's link): looked for among the contact forms, then the estimates. */
async function leadById(id: string): Promise<LinkedLead | null> {
  const [db, { doc, getDoc }] = await firestore();
  const contact = await getDoc(doc(db, MESSAGE_LEADS, id));
  const contactData = contact.data();
  if (contactData) return { collection: MESSAGE_LEADS, row: toContactFormRow(id, contactData) };
  const estimate = await getDoc(doc(db, ESTIMATE_LEADS, id));
  const estimateData = estimate.data();
  if (!estimateData) return null;
  const page = await withProfiles({ rows: [toEstimateRow(id, estimateData)], next: null });
  return { collection: ESTIMATE_LEADS, row: page.rows[0] };
}

export type LinkedLead =
  { collection: typeof MESSAGE_LEADS; row: ContactLead } | { collection: typeof ESTIMATE_LEADS; row: EstimateLead };

/** The last publish, if its build hook kept failing: one document read, allowed to admins by firestore.rules. */
export async function publishFailure(): Promise<PublishFailure | null> {
  const [db, { doc, getDoc }] = await firestore();
  const snapshot = await getDoc(doc(db, PUBLISH_DOC));
  const data = snapshot.data();
  return data ? publishFailureOf(data) : null;
}

/** The owner's reads and writes of the leads: the inbox, a lead's page, "Now" and the figures. */
export interface AdminLeadsApi {
  /** Spec: contactForms ordered by timestamp descending (admin), one page at a time. */
  contactForms(request: PageRequest): Promise<LeadPage<ContactLead>>;
  /** Spec: estimates ordered by timestamp descending (admin), one page at a time. */
  estimates(request: PageRequest): Promise<LeadPage<EstimateLead>>;
  countNew(name: LeadCollection): Promise<number>;
  updateLead(name: LeadCollection, id: string, update: LeadUpdate): Promise<void>;
  /** The owner's response figures; null before the first summary. */
  leadStats(): Promise<StatsSummary | null>;
  deleteLead(name: LeadCollection, id: string): Promise<void>;
  /** One lead by id, for the link in an alert; null when it is gone. */
  leadById(id: string): Promise<LinkedLead | null>;
  /** settings/publish: a publish whose build hook failed every retry, or null. */
  publishFailure: () => Promise<PublishFailure | null>;
}

/**
 * Everything the /admin pages read and write. A type only: each page's island imports the
 * parts it uses (src/islands/admin/pages/), so /admin/leads does not load the proposals'
 * code and schemas, nor /admin/reviews the leads'.
 */
export interface AdminDataApi extends AdminLeadsApi {
  /** The clients' reviews and the owner's decisions on them. */
  reviews: ReviewsApi;
  /** The owner's proposals, their signed PDFs, and the lead a new one starts from. */
  proposals: ProposalsApi;
  /** A signed contract's change orders, listed under its proposal. */
  changeOrders: ChangeOrdersApi;
}

/** The leads' reads and writes; `statsDelta` moves a changed or deleted lead's response figures. */
export function createAdminLeadsApi(statsDelta: StatsMove): AdminLeadsApi {
  return {
    contactForms: (request) => listPage(MESSAGE_LEADS, toContactFormRow, request),
    estimates: async (request) => withProfiles(await listPage(ESTIMATE_LEADS, toEstimateRow, request)),
    countNew,
    updateLead: (name, id, update) => updateLead(statsDelta, name, id, update),
    deleteLead: (name, id) => deleteLead(statsDelta, name, id),
    leadById,
    leadStats,
    publishFailure,
  };
}
