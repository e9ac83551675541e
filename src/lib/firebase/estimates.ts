import type { EstimateRecord } from "../estimator/estimateRecord.ts";
import { abandonPendingWrites, getDb } from "./app.ts";
import { SendTimeoutError } from "./contact.ts";

/**
 * Offline, the Firestore SDK queues a write and never rejects. After this long the save
 * counts as failed and the queued write is dropped, so the visitor's retry cannot
 * produce a second copy later.
 */
export const ESTIMATE_SAVE_TIMEOUT_MS = 10_000;

/** Adds the estimate to `estimates` with the server's timestamp; resolves with the new id. */
export async function saveEstimate(record: EstimateRecord, timeoutMs = ESTIMATE_SAVE_TIMEOUT_MS): Promise<string> {
  const [db, { addDoc, collection, serverTimestamp }] = await Promise.all([getDb(), import("firebase/firestore")]);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new SendTimeoutError()), timeoutMs);
  });
  try {
    const ref = await Promise.race([addDoc(collection(db, "estimates"), { ...record, timestamp: serverTimestamp() }), timeout]);
    return ref.id;
  } catch (error) {
    if (error instanceof SendTimeoutError) await abandonPendingWrites();
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
