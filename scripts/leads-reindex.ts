/**
 * Writes the inbox's search index (`leadSearch/{collection}/entries/{leadId}`,
 * src/schemas/leadSearch.ts) for every lead, and migrates leads stored while the terms
 * rode on the lead itself: their `search` field is removed in the same write. Leads stored
 * before search existed get their entry; an estimate's terms take its asker's profile
 * name and phone as they are now; an entry whose status, channel, language or time differs from its lead's is
 * put right; an entry whose lead is gone is deleted. A lead stored before leads kept their
 * language is marked English ("en"), as the inbox already reads it, so the language filter
 * finds it. Safe to run again at any time: it writes only what differs, a page of 150 leads
 * at a time (ordered by document id, so it never holds the whole collection), and touches
 * nothing else on a lead (not status, note or updatedAt). A lead stored before homeowners had /account gets its
 * homeowner's view (`accountLeads/{leadId}`, src/schemas/accountLead.ts) with its status;
 * an existing view is left alone.
 *
 *   npm run leads:reindex [-- --emulators] [--dry-run]
 *
 * Target: the Firestore emulator when FIRESTORE_EMULATOR_HOST is set or with --emulators;
 * otherwise the real project of GOOGLE_APPLICATION_CREDENTIALS (and GOOGLE_CLOUD_PROJECT
 * if set), like scripts/admin-role.ts.
 */
import { parseArgs } from "node:util";
import { applicationDefault, deleteApp, initializeApp } from "firebase-admin/app";
import {
  FieldPath,
  FieldValue,
  getFirestore,
  type DocumentSnapshot,
  type Firestore,
  type WriteBatch,
} from "firebase-admin/firestore";
import { PROJECT_ID, useEmulatorEnv } from "./emulators.ts";
import { LEAD_SEARCH_FIELD, leadSearchEntry, searchableOf, type SearchableLead } from "../src/schemas/leadSearch.ts";
import { accountLeadOf } from "../src/schemas/accountLead.ts";
import { leadSourceOf, leadStatusOf } from "../src/schemas/lead.ts";
import {
  leadSearchCollection,
  type LeadCollection,
  ACCOUNT_LEADS,
  ESTIMATE_LEADS,
  LEAD_COLLECTIONS,
  USERS,
} from "../src/schemas/collections.ts";

/** Three writes a lead at most (entry, lead, homeowner's view): 450 stay within a batch's 500. */
const PAGE = 150;

export interface ReindexCount {
  collection: LeadCollection;
  scanned: number;
  /** Entries written (new or put right). */
  updated: number;
  /** Leads whose old `search` field was removed. */
  migrated: number;
  /** Leads stored before leads kept their language, now marked English (as the inbox reads them). */
  languages: number;
  /** Entries deleted because their lead is gone. */
  orphans: number;
  /** Homeowner's views written for leads that had none. */
  views: number;
}

const sameEntry = (stored: DocumentSnapshot, wanted: ReturnType<typeof leadSearchEntry<unknown>>) => {
  if (!stored.exists) return false;
  const data = stored.data() ?? {};
  const terms = data[LEAD_SEARCH_FIELD] as unknown;
  const time = data.timestamp as { isEqual?: (other: unknown) => boolean } | undefined;
  return (
    Array.isArray(terms) &&
    terms.length === wanted.search.length &&
    terms.every((term, index) => term === wanted.search[index]) &&
    data.status === wanted.status &&
    data.channel === wanted.channel &&
    data.language === wanted.language &&
    (time === undefined ? wanted.timestamp === undefined : time.isEqual?.(wanted.timestamp) === true)
  );
};

/** The asker's profile name and phone by uid, each profile read once per run; "" when there is none. */
function profileReader(db: Firestore) {
  const cache = new Map<string, Promise<Pick<SearchableLead, "name" | "phone">>>();
  return (uid: string) => {
    if (!uid) return Promise.resolve({ name: "", phone: "" });
    let profile = cache.get(uid);
    if (!profile) {
      profile = db
        .collection(USERS)
        .doc(uid)
        .get()
        .then((doc) => searchableOf({ name: doc.get("fullName") as unknown, phone: doc.get("phone") as unknown }));
      cache.set(uid, profile);
    }
    return profile;
  };
}

/** Every document of `path`, a page at a time by document id. */
async function* pages(db: Firestore, path: string) {
  let after: string | undefined;
  for (;;) {
    let page = db.collection(path).orderBy(FieldPath.documentId()).limit(PAGE);
    if (after !== undefined) page = page.startAfter(after);
    const snapshot = await page.get();
    if (snapshot.empty) return;
    yield snapshot.docs;
    after = snapshot.docs[snapshot.docs.length - 1].id;
    if (snapshot.size < PAGE) return;
  }
}

/** Writes the entry of every lead whose entry is missing or differs, and removes the leads' old terms. */
export async function reindexLeads(db: Firestore, options: { dryRun?: boolean } = {}): Promise<ReindexCount[]> {
  const profile = profileReader(db);
  const commit = async (batch: WriteBatch, writes: number) => {
    if (writes > 0 && !options.dryRun) await batch.commit();
  };
  const counts: ReindexCount[] = [];
  for (const collection of LEAD_COLLECTIONS) {
    const count: ReindexCount = {
      collection,
      scanned: 0,
      updated: 0,
      migrated: 0,
      languages: 0,
      orphans: 0,
      views: 0,
    };
    const index = db.collection(leadSearchCollection(collection));
    for await (const leads of pages(db, collection)) {
      const entries = await db.getAll(...leads.map((lead) => index.doc(lead.id)));
      const views = await db.getAll(...leads.map((lead) => db.collection(ACCOUNT_LEADS).doc(lead.id)));
      const batch = db.batch();
      let writes = 0;
      for (const [i, lead] of leads.entries()) {
        const data = lead.data();
        const own = searchableOf(data);
        const searchable =
          collection === ESTIMATE_LEADS
            ? { ...own, ...(await profile(typeof data.userId === "string" ? data.userId : "")) }
            : own;
        const entry = leadSearchEntry(searchable, {
          status: data.status,
          timestamp: data.timestamp as unknown,
          channel: data.channel,
          language: data.language,
        });
        if (!sameEntry(entries[i], entry)) {
          batch.set(entries[i].ref, entry);
          count.updated += 1;
          writes += 1;
        }
        if (!views[i].exists) {
          const source = collection === ESTIMATE_LEADS ? "estimate" : leadSourceOf(data.source);
          batch.create(views[i].ref, {
            ...accountLeadOf(source, data),
            status: leadStatusOf(data.status),
            ...(data.timestamp === undefined ? {} : { timestamp: data.timestamp as unknown }),
          });
          count.views += 1;
          writes += 1;
        }
        // One update per lead: the old terms off it, and the language it is read in (English) onto it.
        const fix = {
          ...(LEAD_SEARCH_FIELD in data ? { [LEAD_SEARCH_FIELD]: FieldValue.delete() } : {}),
          ...(data.language === entry.language ? {} : { language: entry.language }),
        };
        if (LEAD_SEARCH_FIELD in data) count.migrated += 1;
        if ("language" in fix) count.languages += 1;
        if (Object.keys(fix).length > 0) {
          batch.update(lead.ref, fix);
          writes += 1;
        }
      }
      await commit(batch, writes);
      count.scanned += leads.length;
    }
    // Entries of leads deleted past the inbox (the console, a script): a search would name a lead that is gone.
    for await (const entries of pages(db, leadSearchCollection(collection))) {
      const leads = await db.getAll(...entries.map((entry) => db.collection(collection).doc(entry.id)));
      const batch = db.batch();
      let writes = 0;
      for (const [i, lead] of leads.entries()) {
        if (lead.exists) continue;
        batch.delete(entries[i].ref);
        writes += 1;
      }
      await commit(batch, writes);
      count.orphans += writes;
    }
    counts.push(count);
  }
  return counts;
}

async function main(argv: readonly string[]): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: { emulators: { type: "boolean", default: false }, "dry-run": { type: "boolean", default: false } },
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\nusage: node scripts/leads-reindex.ts [--emulators] [--dry-run]`);
    return 2;
  }
  const env = process.env;
  if (values.emulators) useEmulatorEnv(env);
  const emulatorHost = env.FIRESTORE_EMULATOR_HOST;
  if (emulatorHost) env.METADATA_SERVER_DETECTION ??= "none";
  const projectId = env.GOOGLE_CLOUD_PROJECT ?? env.GCLOUD_PROJECT ?? (emulatorHost ? PROJECT_ID : undefined);
  const app = initializeApp(
    emulatorHost ? { projectId } : { credential: applicationDefault(), ...(projectId ? { projectId } : {}) },
    `leads-reindex-${process.pid}`,
  );
  const target = emulatorHost
    ? `the Firestore emulator at ${emulatorHost}`
    : `project ${projectId ?? "(the credentials' project)"}`;
  try {
    const counts = await reindexLeads(getFirestore(app), { dryRun: values["dry-run"] });
    const verb = values["dry-run"] ? "would change" : "changed";
    for (const { collection, scanned, updated, migrated, languages, orphans } of counts)
      console.log(
        `${collection}: ${scanned} leads read; ${verb}: ${updated} index entries written, ${migrated} leads' old terms removed, ${languages} leads marked English, ${orphans} entries without a lead deleted (${target}).`,
      );
    return 0;
  } catch (error) {
    const hint = emulatorHost
      ? "Is the Firestore emulator running? (npm run emulators)"
      : "For a real project set GOOGLE_APPLICATION_CREDENTIALS to a service-account key file; for the local stack add --emulators.";
    console.error(`Reindexing the leads in ${target} failed: ${(error as Error).message}\n${hint}`);
    return 1;
  } finally {
    await deleteApp(app);
  }
}

if (import.meta.main) {
  process.exitCode = await main(process.argv.slice(2));
}
