/**
 * POST /api/change-order: the homeowner's change-order page (/change-order#token), no
 * account needed. Body (src/schemas/changeOrder.ts, changeOrderLinkSchema): the link's
 * `token` and the `action`: view, sign (`name`, `signature`, `consent`), decline, or pdf
 * (the signed change order, application/pdf). Answers 200 `{ changeOrder }`
 * (ChangeOrderView), or 404 link_invalid, 410 link_expired, 409 proposal_closed (answered;
 * the link still reads), 409 proposal_revised (another change signed since it was written).
 */
import type { Config } from "@netlify/functions";
import { CHANGE_ORDER_TEXT } from "../../src/config/text/changeOrder.ts";
import { PROPOSAL_LIMITS } from "../../src/schemas/proposalRules.ts";
import { changeOrderLinkSchema } from "../../src/schemas/changeOrder.ts";
import { deliverAfterAnswer } from "../../src/server/afterAnswer.ts";
import type { Rejection } from "../../src/server/http.ts";
import { jsonPost } from "../../src/server/jsonPost.ts";
import { proposalRateLimit } from "../../src/server/limits.ts";
import { errorCause, logApiRequest } from "../../src/server/log.ts";
import {
  declineChangeOrder,
  linkedChangeOrderPdf,
  signChangeOrder,
  viewChangeOrder,
  type ChangeLinkOutcome,
} from "../../src/server/proposals/changeOrders.ts";

const T = CHANGE_ORDER_TEXT.api;

const REFUSALS: Record<Extract<ChangeLinkOutcome, { ok: false }>["reason"], Rejection> = {
  invalid: { code: "link_invalid", message: T.linkInvalid },
  expired: { code: "link_expired", message: T.linkExpired },
  closed: { code: "proposal_closed", message: T.closed },
  revised: { code: "proposal_revised", message: T.revised },
};

export default jsonPost(
  {
    fn: "change-order",
    // The proposal page's limit: the same homeowner, the same few calls.
    rateLimit: { limit: proposalRateLimit, message: T.rateLimited },
    body: changeOrderLinkSchema,
    maxBodyBytes: PROPOSAL_LIMITS.signatureMaxChars + 16 * 1024,
  },
  async ({ req, body, address, started, reject, answer, waitUntil }) => {
    let outcome: ChangeLinkOutcome;
    try {
      if (body.action === "pdf") {
        const pdf = await linkedChangeOrderPdf(body.token);
        if (!pdf.ok) return reject(REFUSALS[pdf.reason]);
        logApiRequest({ fn: "change-order", status: 200, outcome: "pdf", ms: Math.round(performance.now() - started) });
        return new Response(Buffer.from(pdf.pdf), {
          headers: {
            "Content-Type": "application/pdf",
            "Content-Disposition": 'attachment; filename="signed-change-order.pdf"',
            "Cache-Control": "no-store",
          },
        });
      }
      outcome =
        body.action === "view"
          ? await viewChangeOrder(body.token)
          : body.action === "decline"
            ? await declineChangeOrder(body)
            : await signChangeOrder(body, { address, userAgent: req.headers.get("user-agent") ?? "" });
    } catch (error) {
      return reject({ code: "unavailable", message: T.failed, cause: errorCause(error) });
    }
    if (!outcome.ok) return reject(REFUSALS[outcome.reason]);
    deliverAfterAnswer(waitUntil, { fn: "change-order", status: 200 }, outcome.mailIds);
    return answer(200, { changeOrder: outcome.view });
  },
);

// Literal values only: Netlify reads this object from the source without running it.
// The numbers are PROPOSAL_RATE_LIMIT in src/server/limits.ts.
export const config: Config = {
  path: "/api/change-order",
  rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ["ip", "domain"] },
};
