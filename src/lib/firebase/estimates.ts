import { withTimeout } from "../../utils/withTimeout.ts";
import type { EstimateRecord } from "../../schemas/estimate.ts";
import { firestore } from "./app.ts";

/** A network that neither answers nor fails gets this long before the save counts as failed. */
const ESTIMATE_SAVE_TIMEOUT_MS = 10_000;

/** Adds the estimate to `estimates` with the server's timestamp; resolves with the new id. */
export async function saveEstimate(record: EstimateRecord, timeoutMs = ESTIMATE_SAVE_TIMEOUT_MS): Promise<string> {
  const [db, { addDoc, collection, serverTimestamp }] = await firestore();
  const ref = await withTimeout(
    addDoc(collection(db, "estimates"), { ...record, timestamp: serverTimestamp() }),
    timeoutMs,
    "Saving the estimate",
  );
  return ref.id;
}
