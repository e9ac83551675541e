/**
 * POST /api/change-orders: the owner's change orders, for an account with the admin claim.
 * Body (src/schemas/changeOrder.ts, changeOrderOwnerSchema): `{ action: "send", proposalId,
 * draft, signer }` → 200 { id, number, email, expiresAt }: built on the contract as it
 * stands, signed for the company, e-mailed to the homeowner with its private link. 404
 * proposal_not_found, 409 proposal_not_signed, 422 credit_too_large (below a zero price).
 */
import type { Config } from "@netlify/functions";
import { CHANGE_ORDER_TEXT } from "../../src/config/text/changeOrder.ts";
import { changeOrderOwnerSchema } from "../../src/schemas/changeOrder.ts";
import { deliverAfterAnswer } from "../../src/server/afterAnswer.ts";
import { adminOnly } from "../../src/server/auth.ts";
import { jsonPost } from "../../src/server/jsonPost.ts";
import { errorCause } from "../../src/server/log.ts";
import { sendChangeOrder } from "../../src/server/proposals/changeOrders.ts";

const T = CHANGE_ORDER_TEXT.api;

const REFUSALS = {
  not_found: { code: "proposal_not_found", message: T.notFound },
  not_signed: { code: "proposal_not_signed", message: T.notSigned },
  credit: { code: "credit_too_large", message: T.creditTooLarge },
} as const;

export default jsonPost(
  { fn: "change-orders", authorize: adminOnly("changeOrders"), body: changeOrderOwnerSchema },
  async ({ body, reject, answer, waitUntil }) => {
    try {
      const sent = await sendChangeOrder(body);
      if (!sent.ok) return reject(REFUSALS[sent.reason]);
      deliverAfterAnswer(waitUntil, { fn: "change-orders", status: 200 }, sent.mailIds);
      return answer(200, {
        id: sent.id,
        number: sent.number,
        email: sent.email,
        expiresAt: new Date(sent.expiresAt).toISOString(),
      });
    } catch (error) {
      return reject({ code: "unavailable", message: T.failed, cause: errorCause(error) });
    }
  },
);

// Literal values only: Netlify reads this object from the source without running it.
export const config: Config = { path: "/api/change-orders" };
