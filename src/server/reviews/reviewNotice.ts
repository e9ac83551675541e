/**
 * A review's e-mails (reviews.ts queues them): the client's request, sent only while its
 * link is still the job's current one and unused (asked again since, or the review already
 * in: the older e-mail would carry a dead link), and the owner's note of a review received.
 */
import { getFirestore } from "firebase-admin/firestore";
import { LEAD_COLLECTIONS, REVIEW_REQUESTS, type LeadCollection } from "../../schemas/collections.ts";
import { reviewRequestId } from "../../schemas/review.ts";
import { adminApp } from "../firebaseAdmin.ts";
import { buildReviewMail, type ReviewNotice } from "../mail/reviewMail.ts";
import { mailDelivery, visitorMailDelivery, type NotificationHandler } from "../outbox/deliver.ts";
import { hashToken } from "../privateLink.ts";

const isLeadCollection = (name: string | undefined): name is LeadCollection =>
  LEAD_COLLECTIONS.some((collection) => collection === name);

/** The request's link is still the job's current one and unused. */
async function isCurrentRequest(leadPath: string, token: string): Promise<boolean> {
  const [collection, leadId] = leadPath.split("/");
  if (!isLeadCollection(collection) || !leadId) return false;
  const request = await getFirestore(adminApp())
    .collection(REVIEW_REQUESTS)
    .doc(reviewRequestId(collection, leadId))
    .get();
  return request.get("tokenHash") === hashToken(token) && !request.get("usedAt");
}

export const reviewNotice: NotificationHandler = {
  group: "visitors",
  deliver: async (claimed) => {
    const notice = claimed.data as unknown as ReviewNotice;
    if (notice.audience === "owner") return mailDelivery(buildReviewMail(notice));
    if (!(await isCurrentRequest(claimed.lead, notice.token))) return { skip: "link_replaced" };
    return visitorMailDelivery(buildReviewMail(notice), claimed.id);
  },
  // A request that never arrived shows on its lead, where the owner can ask again; only the
  // current request's failure is the lead's news (the token is still in `data`).
  givenUp: async (claimed, _record, at) => {
    const notice = claimed.data as unknown as ReviewNotice;
    if (notice.audience === "client" && (await isCurrentRequest(claimed.lead, notice.token)))
      await getFirestore(adminApp()).doc(claimed.lead).update({ "review.failedAt": at });
  },
};
