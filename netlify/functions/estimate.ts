/**
 * POST /api/estimate: the AI estimator, for signed-in users only
 * (`Authorization: Bearer <Firebase ID token>`). Body: the estimator fields
 * (src/schemas/estimate.ts). Answers with the estimate streamed as plain text and the
 * pricing guide's range in X-Ballpark-Low / X-Ballpark-High, or a JSON error. Once the
 * reply is complete the function saves it (with its owner alert) and ends the body with
 * a receipt saying whether it was saved (RECEIPT_SEPARATOR).
 */
import type { Config, Context } from "@netlify/functions";
import { BALLPARK_HEADERS } from "../../src/schemas/api.ts";
import { estimateRecord, receiptTrailer } from "../../src/schemas/estimate.ts";
import { deliverAlert } from "../../src/server/leads/outbox.ts";
import { saveEstimate } from "../../src/server/leads/saveEstimate.ts";
import { logAiRequest } from "../../src/server/log.ts";
import { ballparkFor } from "../../src/lib/pricing/pricingGuide.ts";
import { buildEstimateMessages } from "../../src/server/ai/prompts.ts";
import { readPricingGuide } from "../../src/server/ai/pricingGuide.ts";
import { readAiSettings } from "../../src/server/ai/settings.ts";
import { validateEstimateRequest } from "../../src/server/validation.ts";
import { streamReply } from "../../src/server/ai/reply.ts";
import { dailyCapRejection, takeDailyEstimate, type QuotaResult } from "../../src/server/quota.ts";
import {
  declaredTooLarge,
  FORBIDDEN_ORIGIN,
  guarded,
  isCrossSiteRequest,
  isJsonContentType,
  METHOD_NOT_ALLOWED,
  payloadTooLarge,
  readJsonBody,
  rejecter,
  UNSUPPORTED_MEDIA_TYPE,
} from "../../src/server/http.ts";
import { SITE } from "../../src/config/site.ts";
import { verifyRequestUser } from "../../src/server/idToken.ts";
import { estimatesPerDay, estimatesPerDayFor } from "../../src/server/limits.ts";
import { errorCause } from "../../src/server/log.ts";

async function estimate(req: Request, context?: Pick<Context, "waitUntil">): Promise<Response> {
  const started = performance.now();
  const reject = rejecter("estimate", started);
  if (req.method !== "POST") return reject(METHOD_NOT_ALLOWED);

  // From the headers alone, no work: another site's page, a body that is not JSON, one too
  // large; then who is asking, before their data is parsed.
  if (isCrossSiteRequest(req, SITE.url)) return reject(FORBIDDEN_ORIGIN);
  if (!isJsonContentType(req)) return reject(UNSUPPORTED_MEDIA_TYPE);
  if (declaredTooLarge(req)) return reject(payloadTooLarge());
  const user = await verifyRequestUser(req);
  if (!user.ok && user.unavailable)
    return reject({
      code: "ai_unavailable",
      message: "The AI estimator is temporarily unavailable.",
      cause: user.cause,
    });
  if (!user.ok) return reject({ code: "unauthorized", message: "Sign in to use the AI estimator.", cause: user.cause });

  const body = await readJsonBody(req);
  if (!body.ok) return reject(body);
  const request = validateEstimateRequest(body.value);
  if (!request.ok) return reject({ code: "invalid_request", message: request.message, field: request.field });

  const settings = readAiSettings();
  if (!settings)
    return reject({ code: "ai_unavailable", message: "The AI estimator is not configured on this server." });

  // The guide as the owner last saved it, read beside the daily counter; never rejects
  // (its own fallbacks), so an unused read on a refusal below is harmless.
  const pricing = readPricingGuide();
  const perDay = estimatesPerDayFor(user.user.emailVerified);
  let quota: QuotaResult;
  try {
    quota = await takeDailyEstimate(user.user.uid, perDay);
  } catch (error) {
    // Without the counter the cap cannot be enforced: refuse rather than run unmetered.
    return reject({
      code: "ai_unavailable",
      message: "The AI estimator is temporarily unavailable.",
      cause: `quota-store:${errorCause(error)}`,
    });
  }
  if (!quota.ok) {
    const caps = { perDay, verifiedPerDay: estimatesPerDay(), emailVerified: user.user.emailVerified };
    return reject(dailyCapRejection(caps, quota.retryAfterSeconds));
  }

  const ballpark = ballparkFor(request.value, (await pricing).rates);
  return streamReply({
    fn: "estimate",
    started,
    settings,
    messages: buildEstimateMessages(request.value, ballpark),
    signal: req.signal,
    // A failed or empty reply (or the day's AI budget used up) gives the daily slot back.
    onFailure: quota.release,
    headers: { [BALLPARK_HEADERS.low]: String(ballpark.low), [BALLPARK_HEADERS.high]: String(ballpark.high) },
    finish: async (text) => {
      const saved = await saveEstimate(estimateRecord(request.value, ballpark, text, user.user));
      if (saved.notificationId) {
        // The alert goes out after the visitor has the receipt; the scheduled retry covers a failure.
        // deliverAlert never throws by contract; the catch keeps a broken promise from going unhandled.
        const alert = deliverAlert(saved.notificationId).catch(() => {});
        if (context?.waitUntil) context.waitUntil(alert);
        else void alert;
      }
      if (saved.cause)
        logAiRequest({
          fn: "estimate",
          status: 200,
          outcome: "save_failed",
          ms: Math.round(performance.now() - started),
          cause: saved.cause,
        });
      return receiptTrailer(saved.receipt);
    },
  });
}

export default guarded("estimate", estimate);

// Literal values only: Netlify reads this object from the source without running it.
// The numbers are ESTIMATE_RATE_LIMIT in src/server/limits.ts (a unit test keeps them equal).
export const config: Config = {
  path: "/api/estimate",
  rateLimit: { windowLimit: 10, windowSize: 60, aggregateBy: ["ip", "domain"] },
};
