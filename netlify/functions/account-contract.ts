/**
 * POST /api/account-contract: a signed-in homeowner's signed contract, as a PDF, from
 * /account. Body `{ id }` (the proposal, as /account's row names it), Authorization: the
 * account's ID token with a verified e-mail. 200 application/pdf; 401 without a valid token;
 * 403 unverified; 404 proposal_not_found for a contract that is not signed or not theirs.
 */
import type { Config } from "@netlify/functions";
import { PROPOSAL_TEXT } from "../../src/config/text/proposal.ts";
import { accountContractSchema } from "../../src/schemas/proposal.ts";
import { resolveCaller } from "../../src/server/auth.ts";
import { jsonPost } from "../../src/server/jsonPost.ts";
import { errorCause, logApiRequest } from "../../src/server/log.ts";
import { accountContractPdf } from "../../src/server/proposals/accountContract.ts";

const T = PROPOSAL_TEXT.api;

export default jsonPost(
  {
    fn: "account-contract",
    authorize: async (req) => {
      const resolved = await resolveCaller(req, "accountContract", T.unverified);
      if (!resolved.ok) return resolved;
      return resolved.caller.kind === "visitor"
        ? { ok: false as const, code: "unauthorized", message: T.signInForContract, cause: "no_token" }
        : resolved;
    },
    body: accountContractSchema,
  },
  async ({ body, caller, started, reject }) => {
    try {
      const found = await accountContractPdf(body.id, caller.caller);
      if (!found.ok) return reject({ code: "proposal_not_found", message: T.notFound });
      logApiRequest({
        fn: "account-contract",
        status: 200,
        outcome: "pdf",
        ms: Math.round(performance.now() - started),
      });
      return new Response(Buffer.from(found.pdf), {
        headers: {
          "Content-Type": "application/pdf",
          "Content-Disposition": 'attachment; filename="signed-contract.pdf"',
          "Cache-Control": "no-store",
        },
      });
    } catch (error) {
      return reject({ code: "unavailable", message: T.failed, cause: errorCause(error) });
    }
  },
);

// Literal values only: Netlify reads this object from the source without running it.
export const config: Config = { path: "/api/account-contract" };
