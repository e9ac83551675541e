/**
 * POST /api/estimate: the AI estimator, for signed-in users only
 * (`Authorization: Bearer <Firebase ID token>`). Body: the estimator fields
 * (src/schemas/estimate.ts). Answers with the estimate streamed as plain text and the
 * pricing guide's range in X-Ballpark-Low / X-Ballpark-High, or a JSON error. Once the
 * reply is complete the function saves it (with its owner alert) and ends the body with
 * a receipt saying whether it was saved (RECEIPT_SEPARATOR).
 */
import type { Config } from "@netlify/functions";
import { BALLPARK_HEADERS } from "../../src/schemas/api.ts";
import { estimateRecord, estimateRequestSchema, receiptTrailer } from "../../src/schemas/estimate.ts";
import { ballparkFor } from "../../src/lib/pricing/defaultGuide.ts";
import { readPricingGuide } from "../../src/server/ai/estimatePricing.ts";
import { buildEstimateMessages } from "../../src/server/ai/prompts.ts";
import { streamReply } from "../../src/server/ai/reply.ts";
import { readAiSettings } from "../../src/server/ai/settings.ts";
import { verifyRequestUser, type TokenResult } from "../../src/server/idToken.ts";
import { checkBody, jsonPost, type Refusal } from "../../src/server/jsonPost.ts";
import { withLeadOrigin } from "../../src/server/leads/origin.ts";
import { deliverAfterAnswer } from "../../src/server/afterAnswer.ts";
import { leadNoticeIds } from "../../src/server/noticeRegistry.ts";
import { saveEstimate } from "../../src/server/leads/saveEstimate.ts";
import { estimatesPerDay, estimatesPerDayFor } from "../../src/server/limits.ts";
import { errorCause, logApiRequest } from "../../src/server/log.ts";
import { dailyCapRejection, takeDailyEstimate, type QuotaResult } from "../../src/server/quota.ts";

const UNAVAILABLE = "The AI estimator is temporarily unavailable.";

/** A Firebase that cannot say who asks is our failure (503), not the caller's (401). */
async function signedInUser(req: Request): Promise<Extract<TokenResult, { ok: true }> | Refusal> {
  const verified = await verifyRequestUser(req);
  if (verified.ok) return verified;
  if (verified.unavailable) return { ok: false, code: "ai_unavailable", message: UNAVAILABLE, cause: verified.cause };
  return { ok: false, code: "unauthorized", message: "Sign in to use the AI estimator.", cause: verified.cause };
}

export default jsonPost(
  {
    fn: "estimate",
    authorize: signedInUser,
    body: withLeadOrigin((body) => checkBody(estimateRequestSchema, body)),
  },
  async ({ req, body: request, caller: { user }, started, reject, waitUntil }) => {
    const settings = readAiSettings();
    if (!settings)
      return reject({ code: "ai_unavailable", message: "The AI estimator is not configured on this server." });

    // The guide as the owner last saved it, read beside the daily counter; never rejects
    // (its own fallbacks), so an unused read on a refusal below is harmless.
    const pricing = readPricingGuide();
    const perDay = estimatesPerDayFor(user.emailVerified);
    let quota: QuotaResult;
    try {
      quota = await takeDailyEstimate(user.uid, perDay);
    } catch (error) {
      // Without the counter the cap cannot be enforced: refuse rather than run unmetered.
      return reject({ code: "ai_unavailable", message: UNAVAILABLE, cause: `quota-store:${errorCause(error)}` });
    }
    if (!quota.ok) {
      const caps = { perDay, verifiedPerDay: estimatesPerDay(), emailVerified: user.emailVerified };
      return reject(dailyCapRejection(caps, quota.retryAfterSeconds, request.language));
    }

    const ballpark = ballparkFor(request, (await pricing).rates);
    return streamReply({
      fn: "estimate",
      started,
      settings,
      messages: buildEstimateMessages(request, ballpark),
      signal: req.signal,
      // A failed or empty reply (or the day's AI budget used up) gives the daily slot back.
      onFailure: quota.release,
      headers: { [BALLPARK_HEADERS.low]: String(ballpark.low), [BALLPARK_HEADERS.high]: String(ballpark.high) },
      finish: async (text) => {
        const saved = await saveEstimate(estimateRecord(request, ballpark, text, user), request.origin);
        // The alert goes out after the visitor has the receipt; the scheduled retry covers a failure.
        if (saved.notificationId)
          deliverAfterAnswer(waitUntil, { fn: "estimate", status: 200 }, leadNoticeIds(saved.notificationId));
        if (saved.cause)
          logApiRequest({
            fn: "estimate",
            status: 200,
            outcome: "save_failed",
            ms: Math.round(performance.now() - started),
            cause: saved.cause,
          });
        return receiptTrailer(saved.receipt);
      },
    });
  },
);

// Literal values only: Netlify reads this object from the source without running it.
// The numbers are ESTIMATE_RATE_LIMIT in src/server/limits.ts (a unit test keeps them equal).
export const config: Config = {
  path: "/api/estimate",
  rateLimit: { windowLimit: 10, windowSize: 60, aggregateBy: ["ip", "domain"] },
};
