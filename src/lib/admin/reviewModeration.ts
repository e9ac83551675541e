/**
 * The owner's decisions on the clients' reviews in /admin: what the card's
 * fields hold, the decision each button makes of them, and the list's order.
 */
import { checkForm, type FormCheck } from "../../schemas/check.ts";
import { reviewModerationSchema, type ReviewModeration, type StoredReview } from "../../schemas/review.ts";

/** The card's fields: "" is no choice. */
export interface ReviewDraft {
  reply: string;
  service: string;
  area: string;
  hiddenReason: string;
}

export type ReviewAction = "publish" | "hide" | "save";

export function draftOf(review: StoredReview): ReviewDraft {
  return {
    reply: review.reply,
    service: review.service ?? "",
    area: review.area ?? "",
    hiddenReason: review.hiddenReason ?? "",
  };
}

/** Publish or hide changes where it stands; save keeps it and writes the reply and pages. Hiding needs a reason of the policy. */
export function decisionFor(
  action: ReviewAction,
  review: StoredReview,
  draft: ReviewDraft,
): FormCheck<ReviewModeration, keyof ReviewModeration> {
  const status = action === "publish" ? "published" : action === "hide" ? "hidden" : review.status;
  return checkForm(reviewModerationSchema, {
    status,
    reply: draft.reply,
    hiddenReason: status === "hidden" ? draft.hiddenReason || undefined : null,
    service: draft.service || null,
    area: draft.area || null,
  });
}

/** The review as it stands after a saved decision (the first publish's time is the server's; this is close). */
export function afterDecision(review: StoredReview, decision: ReviewModeration, now = Date.now()): StoredReview {
  const publishedAt = review.publishedAt ?? (decision.status === "published" ? now : null);
  return { ...review, ...decision, publishedAt };
}

/** Waiting ones first, then newest first. */
export function waitingFirst(reviews: readonly StoredReview[]): StoredReview[] {
  return [...reviews].sort(
    (a, b) => Number(b.status === "submitted") - Number(a.status === "submitted") || b.submittedAt - a.submittedAt,
  );
}
