/**
 * POST /api/proposal: the homeowner's proposal page (/proposal#token), no account needed.
 * Body (src/schemas/proposal.ts, proposalLinkSchema): the private link's `token` and the
 * `action`: view, changes (`message`), decline, sign (`revision`, `ticked`, `name`,
 * `initials`, `signature`, `consent`), pdf (the signed contract, application/pdf), or pay
 * (the deposit: 200 `{ url }`, Stripe's payment page, or 409 deposit_refused).
 * Answers 200 `{ proposal }` (ProposalView), or 404 link_invalid (no such link, or a
 * revised proposal's old one), 410 link_expired, 409 proposal_closed (signed or declined:
 * the link still reads), 409 proposal_revised, 400 initials, 429 change_limit.
 */
import type { Config } from "@netlify/functions";
import { PROPOSAL_TEXT } from "../../src/config/text/proposal.ts";
import { proposalLinkSchema } from "../../src/schemas/proposal.ts";
import { PROPOSAL_LIMITS } from "../../src/schemas/proposalRules.ts";
import { deliverAfterAnswer } from "../../src/server/afterAnswer.ts";
import type { Rejection } from "../../src/server/http.ts";
import { jsonPost } from "../../src/server/jsonPost.ts";
import { proposalRateLimit } from "../../src/server/limits.ts";
import { errorCause, logApiRequest } from "../../src/server/log.ts";
import {
  askForChanges,
  declineProposal,
  signProposal,
  viewProposal,
  type LinkOutcome,
} from "../../src/server/proposals/link.ts";
import { openCardCheckout, type CheckoutOutcome } from "../../src/server/proposals/deposit.ts";
import { linkedPdf } from "../../src/server/proposals/linkedPdf.ts";
import { SITE } from "../../src/config/site.ts";

const T = PROPOSAL_TEXT.api;

const REFUSALS: Record<Extract<LinkOutcome, { ok: false }>["reason"], Rejection> = {
  invalid: { code: "link_invalid", message: T.linkInvalid },
  expired: { code: "link_expired", message: T.linkExpired },
  closed: { code: "proposal_closed", message: T.closed },
  revised: { code: "proposal_revised", message: T.revised },
  initials: { code: "invalid_request", message: T.initials, field: "initials" },
  limit: { code: "change_limit", message: T.changeLimit },
};

const PAY_REFUSALS: Record<Extract<CheckoutOutcome, { ok: false }>["reason"], Rejection> = {
  invalid: REFUSALS.invalid,
  not_payable: { code: "deposit_refused", message: T.notPayable },
  paid: { code: "deposit_paid", message: T.alreadyPaid },
  cards_off: { code: "deposit_refused", message: T.notPayable },
};

export default jsonPost(
  {
    fn: "proposal",
    rateLimit: { limit: proposalRateLimit, message: T.rateLimited },
    body: proposalLinkSchema,
    // A drawn signature is a PNG of some tens of kB, as base64.
    maxBodyBytes: PROPOSAL_LIMITS.signatureMaxChars + 16 * 1024,
  },
  async ({ req, body, address, started, reject, answer, waitUntil }) => {
    let outcome: LinkOutcome;
    try {
      if (body.action === "pdf") {
        const pdf = await linkedPdf(body.token);
        if (!pdf.ok) return reject(REFUSALS[pdf.reason]);
        logApiRequest({ fn: "proposal", status: 200, outcome: "pdf", ms: Math.round(performance.now() - started) });
        return new Response(Buffer.from(pdf.pdf), {
          headers: {
            "Content-Type": "application/pdf",
            "Content-Disposition": 'attachment; filename="signed-contract.pdf"',
            "Cache-Control": "no-store",
          },
        });
      }
      if (body.action === "pay") {
        // jsonPost refused another site's Origin: one present is this site's, and Stripe sends the homeowner back to it.
        const checkout = await openCardCheckout(body.token, req.headers.get("origin") ?? SITE.url);
        return checkout.ok ? answer(200, { url: checkout.url }) : reject(PAY_REFUSALS[checkout.reason]);
      }
      outcome =
        body.action === "view"
          ? await viewProposal(body.token)
          : body.action === "changes"
            ? await askForChanges(body)
            : body.action === "decline"
              ? await declineProposal(body)
              : await signProposal(body, { address, userAgent: req.headers.get("user-agent") ?? "" });
    } catch (error) {
      return reject({ code: "unavailable", message: T.failed, cause: errorCause(error) });
    }
    if (!outcome.ok) return reject(REFUSALS[outcome.reason]);
    deliverAfterAnswer(waitUntil, { fn: "proposal", status: 200 }, outcome.mailIds);
    return answer(200, { proposal: outcome.view });
  },
);

// Literal values only: Netlify reads this object from the source without running it.
// The numbers are PROPOSAL_RATE_LIMIT in src/server/limits.ts.
export const config: Config = {
  path: "/api/proposal",
  rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ["ip", "domain"] },
};
