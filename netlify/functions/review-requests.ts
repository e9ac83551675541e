/**
 * POST /api/review-requests: "Ask for a review" on a won lead in /admin, for an
 * account with the admin claim. Body (src/schemas/review.ts, reviewAskSchema): the lead's
 * `collection` and `leadId`. Queues the client's e-mail with a new private link in the
 * outbox and tries to send it at once; answers 201 `{ email, expiresAt }` (ISO), or 404
 * lead_not_found, 409 not_won, 422 no_email, 409 already_reviewed (one review per job).
 */
import type { Config } from "@netlify/functions";
import { adminOnly } from "../../src/server/auth.ts";
import { REVIEW_TEXT } from "../../src/config/text.ts";
import { reviewAskSchema } from "../../src/schemas/review.ts";
import { jsonPost } from "../../src/server/jsonPost.ts";
import { deliverAfterAnswer } from "../../src/server/afterAnswer.ts";
import { errorCause } from "../../src/server/log.ts";
import { askForReview, type AskOutcome } from "../../src/server/reviews/reviews.ts";
import type { Rejection } from "../../src/server/http.ts";

const T = REVIEW_TEXT.api;

const REFUSALS: Record<Extract<AskOutcome, { ok: false }>["reason"], Rejection> = {
  lead_missing: { code: "lead_not_found", message: T.leadMissing },
  not_won: { code: "not_won", message: T.notWon },
  no_email: { code: "no_email", message: T.noEmail },
  reviewed: { code: "already_reviewed", message: T.reviewed },
};

export default jsonPost(
  { fn: "review-requests", authorize: adminOnly("reviewRequests"), body: reviewAskSchema },
  async ({ body, reject, answer, waitUntil }) => {
    let outcome: AskOutcome;
    try {
      outcome = await askForReview(body);
    } catch (error) {
      return reject({ code: "unavailable", message: REVIEW_TEXT.admin.askFailed, cause: errorCause(error) });
    }
    if (!outcome.ok) return reject(REFUSALS[outcome.reason]);
    deliverAfterAnswer(waitUntil, { fn: "review-requests", status: 201 }, [outcome.notificationId]);
    return answer(201, { email: outcome.email, expiresAt: new Date(outcome.expiresAt).toISOString() });
  },
);

// Literal values only: Netlify reads this object from the source without running it.
export const config: Config = { path: "/api/review-requests" };
