/**
 * Writes the inbox's search terms (`search`, src/schemas/leadSearch.ts) on every lead:
 * the leads stored before search existed have none and the inbox cannot find them, and an
 * estimate's terms hold its asker's profile name and phone as they were when it was saved.
 * Safe to run again at any time: it rewrites only the leads whose terms differ, a page of
 * 300 at a time (ordered by document id, so it never holds the whole collection), and
 * touches nothing else (not status, note or updatedAt).
 *
 *   npm run leads:reindex [-- --emulators] [--dry-run]
 *
 * Target: the Firestore emulator when FIRESTORE_EMULATOR_HOST is set or with --emulators;
 * otherwise the real project of GOOGLE_APPLICATION_CREDENTIALS (and GOOGLE_CLOUD_PROJECT
 * if set), like scripts/admin-role.ts.
 */
import { parseArgs } from "node:util";
import { applicationDefault, deleteApp, initializeApp } from "firebase-admin/app";
import { FieldPath, getFirestore, type Firestore } from "firebase-admin/firestore";
import { PROJECT_ID, useEmulatorEnv } from "./emulators.ts";
import { LEAD_SEARCH_FIELD, leadSearchTerms, searchableOf, type SearchableLead } from "../src/schemas/leadSearch.ts";

const PAGE = 300;
const COLLECTIONS = ["contactForms", "estimates"] as const;

export interface ReindexCount {
  collection: (typeof COLLECTIONS)[number];
  scanned: number;
  updated: number;
}

const sameTerms = (a: unknown, b: readonly string[]) =>
  Array.isArray(a) && a.length === b.length && a.every((term, index) => term === b[index]);

/** The asker's profile name and phone by uid, each profile read once per run; "" when there is none. */
function profileReader(db: Firestore) {
  const cache = new Map<string, Promise<Pick<SearchableLead, "name" | "phone">>>();
  return (uid: string) => {
    if (!uid) return Promise.resolve({ name: "", phone: "" });
    let profile = cache.get(uid);
    if (!profile) {
      profile = db
        .collection("users")
        .doc(uid)
        .get()
        .then((doc) => searchableOf({ name: doc.get("fullName") as unknown, phone: doc.get("phone") as unknown }));
      cache.set(uid, profile);
    }
    return profile;
  };
}

/** Rewrites the terms of every lead whose terms differ from what the builder makes now. */
export async function reindexLeads(db: Firestore, options: { dryRun?: boolean } = {}): Promise<ReindexCount[]> {
  const profile = profileReader(db);
  const counts: ReindexCount[] = [];
  for (const collection of COLLECTIONS) {
    const count: ReindexCount = { collection, scanned: 0, updated: 0 };
    let after: string | undefined;
    for (;;) {
      let page = db.collection(collection).orderBy(FieldPath.documentId()).limit(PAGE);
      if (after !== undefined) page = page.startAfter(after);
      const snapshot = await page.get();
      if (snapshot.empty) break;
      const batch = db.batch();
      let writes = 0;
      for (const doc of snapshot.docs) {
        const data = doc.data();
        const own = searchableOf(data);
        const searchable =
          collection === "estimates"
            ? { ...own, ...(await profile(typeof data.userId === "string" ? data.userId : "")) }
            : own;
        const terms = leadSearchTerms(searchable);
        if (sameTerms(data[LEAD_SEARCH_FIELD], terms)) continue;
        batch.update(doc.ref, { [LEAD_SEARCH_FIELD]: terms });
        writes += 1;
      }
      if (writes > 0 && !options.dryRun) await batch.commit();
      count.scanned += snapshot.size;
      count.updated += writes;
      after = snapshot.docs[snapshot.docs.length - 1].id;
      if (snapshot.size < PAGE) break;
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
    const verb = values["dry-run"] ? "would update" : "updated";
    for (const { collection, scanned, updated } of counts)
      console.log(`${collection}: ${scanned} leads read, ${verb} the search terms of ${updated} (${target}).`);
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
