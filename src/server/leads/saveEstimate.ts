/**
 * Saves an estimate once its reply has streamed completely: the record holds the text the
 * model produced, as the visitor read it, never text a browser sends back. The estimate
 * becomes a lead (source "estimate") with its alert and its search index entry in the same
 * write, searchable in the inbox by the e-mail and by the name and phone of the asker's profile.
 */
import { getFirestore } from "firebase-admin/firestore";
import type { EstimateRecord, EstimateReceipt } from "../../schemas/estimate.ts";
import type { SearchableLead } from "../../schemas/leadSearch.ts";
import type { LeadOrigin } from "../../schemas/leadOrigin.ts";
import { adminApp, isAlreadyExists } from "../firebaseAdmin.ts";
import { errorCause } from "../log.ts";
import { withTimeout } from "../withTimeout.ts";
import { notificationRef } from "../outbox/queue.ts";
import { storeLead } from "./store.ts";
import { ESTIMATE_LEADS, USERS } from "../../schemas/collections.ts";

/** Per attempt; the reply has used at most 50 s of the function's 60 (src/server/ai/settings.ts). */
const SAVE_TIMEOUT_MS = 3_000;
/** One retry: a passing Firestore hiccup should not cost a saved estimate, and two tries fit the time left. */
const ATTEMPTS = 2;
/** The profile only adds search terms: it gets a short wait, and 1 + 2 × 3 s still fit the 10 s left. */
const PROFILE_TIMEOUT_MS = 1_000;

export interface SavedEstimate {
  receipt: EstimateReceipt;
  /** The alert to send, when saved. */
  notificationId?: string;
  /** Why it was not saved, for the log line. */
  cause?: string;
}

/**
 * The asker's name and phone (users/{uid}: fullName, phone) with the estimate's e-mail,
 * for the search terms. Never throws: without the profile (none, unreadable, slow) the
 * estimate is still saved, searchable by its e-mail; leads:reindex adds the rest later.
 */
async function searchableAsker(record: EstimateRecord): Promise<SearchableLead> {
  const searchable = { name: "", email: record.email, phone: "" };
  if (!record.userId) return searchable;
  try {
    const profile = await withTimeout(
      getFirestore(adminApp()).collection(USERS).doc(record.userId).get(),
      PROFILE_TIMEOUT_MS,
      "Reading the asker's profile",
    );
    const text = (value: unknown) => (typeof value === "string" ? value : "");
    return { ...searchable, name: text(profile.get("fullName")), phone: text(profile.get("phone")) };
  } catch (error) {
    console.warn(`[estimate] profile not read for the search terms: ${errorCause(error)}`);
    return searchable;
  }
}

/**
 * Never throws: an estimate that could not be saved is still the visitor's to read, and the
 * receipt says so. The ids are chosen once, before the first try: a try that timed out after
 * its commit landed makes the retry find its documents (ALREADY_EXISTS), so the estimate is
 * stored and its owner alert queued once, never twice.
 */
export async function saveEstimate(record: EstimateRecord, origin: LeadOrigin | null = null): Promise<SavedEstimate> {
  const searchable = await searchableAsker(record);
  const firestore = getFirestore(adminApp());
  const ids = {
    leadId: firestore.collection(ESTIMATE_LEADS).doc().id,
    notificationId: notificationRef().id,
  };
  const saved = { receipt: { saved: true, id: ids.leadId }, notificationId: ids.notificationId };
  let cause = "";
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    try {
      await withTimeout(
        storeLead({ collection: ESTIMATE_LEADS, data: { ...record }, source: "estimate", searchable, ids, origin }),
        SAVE_TIMEOUT_MS,
        "Saving the estimate",
      );
      return saved;
    } catch (error) {
      // An earlier try's commit landed after all: the same lead and alert are stored.
      if (attempt > 1 && isAlreadyExists(error)) return saved;
      cause = errorCause(error);
    }
  }
  return { receipt: { saved: false }, cause: `save:${cause}` };
}
