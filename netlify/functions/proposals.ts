/**
 * POST /api/proposals: the owner's proposals, for an account with the admin claim. Body
 * (src/schemas/proposal.ts, proposalOwnerSchema), by `action`:
 *   save              a draft from a lead (`lead`, `draft`, `id` to save one again) → 200 { id, jurisdiction }
 *   send              the law's checks, the company's signature, the homeowner's e-mail → 200 { id, email, expiresAt }
 *                     or 422 proposal_breaks_law with `breaches` [{ rule, message }]
 *   deposit-received  a cheque or a transfer arrived → 200 { id }; the receipts e-mailed
 *   refund            a card deposit paid back in full through Stripe → 200 { id }; recorded by the webhook
 * A signed proposal refuses save and send (409 proposal_signed): nothing changes a contract.
 */
import type { Config } from "@netlify/functions";
import { PROPOSAL_TEXT } from "../../src/config/text/proposal.ts";
import { proposalOwnerSchema } from "../../src/schemas/proposal.ts";
import { deliverAfterAnswer } from "../../src/server/afterAnswer.ts";
import { adminOnly } from "../../src/server/auth.ts";
import type { Rejection } from "../../src/server/http.ts";
import { jsonPost } from "../../src/server/jsonPost.ts";
import { errorCause } from "../../src/server/log.ts";
import { refundCardDeposit } from "../../src/server/proposals/deposit.ts";
import { recordDepositReceived, saveDraft, sendProposal } from "../../src/server/proposals/owner.ts";

const T = PROPOSAL_TEXT.api;

const REFUSALS = {
  not_found: { code: "proposal_not_found", message: T.notFound },
  lead_missing: { code: "lead_not_found", message: T.leadMissing },
  signed: { code: "proposal_signed", message: T.signed },
  not_signed: { code: "deposit_refused", message: T.notSigned },
  already_paid: { code: "deposit_refused", message: T.alreadyPaid },
  not_card: { code: "deposit_refused", message: T.notCard },
  refunded: { code: "deposit_refused", message: T.refunded },
  cards_off: { code: "not_configured", message: T.cardsOff },
} satisfies Record<string, Rejection>;

export default jsonPost(
  { fn: "proposals", authorize: adminOnly("proposals"), body: proposalOwnerSchema },
  async ({ body, reject, answer, waitUntil }) => {
    try {
      if (body.action === "save") {
        const saved = await saveDraft(body);
        return saved.ok
          ? answer(200, { id: saved.id, jurisdiction: saved.jurisdiction })
          : reject(REFUSALS[saved.reason]);
      }
      if (body.action === "send") {
        const sent = await sendProposal(body);
        if (sent.ok) {
          deliverAfterAnswer(waitUntil, { fn: "proposals", status: 200 }, [sent.notificationId]);
          return answer(200, { id: sent.id, email: sent.email, expiresAt: new Date(sent.expiresAt).toISOString() });
        }
        if (sent.reason !== "law") return reject(REFUSALS[sent.reason]);
        return answer(
          422,
          { error: { code: "proposal_breaks_law", message: T.breaksLaw }, breaches: sent.breaches },
          "proposal_breaks_law",
        );
      }
      if (body.action === "refund") {
        const refunded = await refundCardDeposit(body.id);
        return refunded.ok ? answer(200, { id: body.id }) : reject(REFUSALS[refunded.reason]);
      }
      const done = await recordDepositReceived(body);
      if (!done.ok) return reject(REFUSALS[done.reason]);
      deliverAfterAnswer(waitUntil, { fn: "proposals", status: 200 }, done.mailIds);
      return answer(200, { id: body.id });
    } catch (error) {
      return reject({ code: "unavailable", message: T.failed, cause: errorCause(error) });
    }
  },
);

// Literal values only: Netlify reads this object from the source without running it.
export const config: Config = { path: "/api/proposals" };
