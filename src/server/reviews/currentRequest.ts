import { getFirestore } from "firebase-admin/firestore";
import { adminApp } from "../firebaseAdmin.ts";
import { hashToken } from "../privateLink.ts";
import { REVIEW_REQUESTS, reviewRequestId } from "../../schemas/review.ts";

/**
 * The outbox's check before it sends (or records the failure of) a client's request: the
 * link it carries is still the job's current one and unused. Asked again since, or the
 * review already in: the older e-mail would carry a dead link.
 */
export async function isCurrentRequest(leadPath: string, token: string): Promise<boolean> {
  const [collection, leadId] = leadPath.split("/");
  if ((collection !== "contactForms" && collection !== "estimates") || !leadId) return false;
  const request = await getFirestore(adminApp())
    .collection(REVIEW_REQUESTS)
    .doc(reviewRequestId(collection, leadId))
    .get();
  return request.get("tokenHash") === hashToken(token) && !request.get("usedAt");
}
