/**
 * POST /api/reviews: a client's review from the private link in their e-mail,
 * no account needed. Body (src/schemas/review.ts, reviewSubmitSchema): the link's `token`
 * and the review. Answers 201 `{ id }` once it is stored for the owner to read, or 404
 * link_invalid (no such link, or one replaced by a newer e-mail's), 409 link_used (a link
 * works once), 410 link_expired. The link reads nothing: the answer never carries stored data.
 */
import type { Config } from "@netlify/functions";
import { REVIEW_TEXT } from "../../src/config/text.ts";
import { reviewSubmitSchema } from "../../src/schemas/review.ts";
import { jsonPost } from "../../src/server/jsonPost.ts";
import { deliverAfterAnswer } from "../../src/server/afterAnswer.ts";
import { reviewRateLimit } from "../../src/server/limits.ts";
import { errorCause } from "../../src/server/log.ts";
import { submitReview, type SubmitOutcome } from "../../src/server/reviews/reviews.ts";
import type { Rejection } from "../../src/server/http.ts";

const T = REVIEW_TEXT.api;

const REFUSALS: Record<Extract<SubmitOutcome, { ok: false }>["reason"], Rejection> = {
  invalid: { code: "link_invalid", message: T.linkInvalid },
  used: { code: "link_used", message: T.linkUsed },
  expired: { code: "link_expired", message: T.linkExpired },
};

export default jsonPost(
  {
    fn: "reviews",
    rateLimit: { limit: reviewRateLimit, message: T.rateLimited },
    body: reviewSubmitSchema,
  },
  async ({ body, reject, answer, waitUntil }) => {
    const { token, ...review } = body;
    let outcome: SubmitOutcome;
    try {
      outcome = await submitReview(token, review);
    } catch (error) {
      return reject({ code: "unavailable", message: REVIEW_TEXT.form.failed, cause: errorCause(error) });
    }
    if (!outcome.ok) return reject(REFUSALS[outcome.reason]);
    deliverAfterAnswer(waitUntil, { fn: "reviews", status: 201 }, [outcome.notificationId]);
    return answer(201, { id: outcome.reviewId });
  },
);

// Literal values only: Netlify reads this object from the source without running it.
// The numbers are REVIEW_RATE_LIMIT in src/server/limits.ts.
export const config: Config = {
  path: "/api/reviews",
  rateLimit: { windowLimit: 10, windowSize: 60, aggregateBy: ["ip", "domain"] },
};
