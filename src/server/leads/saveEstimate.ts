/**
 * Saves an estimate once its reply has streamed completely: the record holds the text the
 * model produced, as the visitor read it, never text a browser sends back. The estimate
 * becomes a lead (source "estimate") with its alert queued in the same write.
 */
import type { EstimateRecord, EstimateReceipt } from "../../schemas/estimate.ts";
import { errorCause } from "../log.ts";
import { withTimeout } from "../../utils/withTimeout.ts";
import { storeLead } from "./outbox.ts";

/** Per attempt; the reply has used at most 50 s of the function's 60 (src/server/ai/settings.ts). */
const SAVE_TIMEOUT_MS = 3_000;
/** One retry: a passing Firestore hiccup should not cost a saved estimate, and two tries fit the time left. */
const ATTEMPTS = 2;

export interface SavedEstimate {
  receipt: EstimateReceipt;
  /** The alert to send, when saved. */
  notificationId?: string;
  /** Why it was not saved, for the log line. */
  cause?: string;
}

/** Never throws: an estimate that could not be saved is still the visitor's to read, and the receipt says so. */
export async function saveEstimate(record: EstimateRecord): Promise<SavedEstimate> {
  let cause = "";
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    try {
      const { leadId, notificationId } = await withTimeout(
        storeLead({ collection: "estimates", data: { ...record }, source: "estimate" }),
        SAVE_TIMEOUT_MS,
        "Saving the estimate",
      );
      return { receipt: { saved: true, id: leadId }, notificationId };
    } catch (error) {
      cause = errorCause(error);
    }
  }
  return { receipt: { saved: false }, cause: `save:${cause}` };
}
