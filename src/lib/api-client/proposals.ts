/**
 * The browser side of the owner's POST /api/proposals (an admin's ID token): save a
 * draft, send it, record a deposit received by cheque or transfer, refund one paid by
 * card. The answers the builder acts on are values (a sending the law refuses lists each
 * rule broken); anything else rejects with an ApiRequestError whose sentence
 * proposalFailureText finds.
 */
import { API_ROUTES } from "../../config/routes.ts";
import { PROPOSAL_TEXT } from "../../config/text/proposal.ts";
import { API_ERROR_CODES } from "../../schemas/api.ts";
import type { ProposalOwnerRequest } from "../../schemas/proposal.ts";
import type { Jurisdiction } from "../../schemas/proposalRules.ts";
import { rateLimitMessage } from "./failures.ts";
import { ApiRequestError, httpFailure, isApiRequestError, postJsonWithin } from "./request.ts";

/** Sending queues an e-mail in a transaction; a network that neither answers nor fails gets this long. */
const PROPOSALS_TIMEOUT_MS = 20_000;

type Request<A> = Extract<ProposalOwnerRequest, { action: A }>;
export type SaveRequest = Omit<Request<"save">, "action">;
type SendRequest = Omit<Request<"send">, "action">;

interface SaveAnswer {
  id: string;
  jurisdiction: Jurisdiction | null;
}

/** A rule the proposal breaks, as the server words it (src/lib/proposal/law.ts). */
interface Breach {
  rule: string;
  message: string;
}

export type SendAnswer =
  { kind: "sent"; id: string; email: string; expiresAt: string } | { kind: "law"; message: string; breaches: Breach[] };

/** The owner's calls, bound to the signed-in admin's ID token. */
export interface ProposalCalls {
  save: (request: SaveRequest) => Promise<SaveAnswer>;
  send: (request: SendRequest) => Promise<SendAnswer>;
  depositReceived: (id: string) => Promise<void>;
  refundDeposit: (id: string) => Promise<void>;
}

const route = API_ROUTES.proposals;

async function post(body: ProposalOwnerRequest, getIdToken: () => Promise<string>, fetchImpl: typeof fetch) {
  return postJsonWithin(route, body, PROPOSALS_TIMEOUT_MS, fetchImpl, {
    authorization: `Bearer ${await getIdToken()}`,
  });
}

async function answerOf(response: Response): Promise<Record<string, unknown>> {
  const answer = (await response.json().catch(() => null)) as unknown;
  if (typeof answer !== "object" || answer === null) throw new ApiRequestError({ kind: "empty" }, route);
  return answer as Record<string, unknown>;
}

function breachesOf(value: unknown): Breach[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    const { rule, message } = (item ?? {}) as Record<string, unknown>;
    return typeof message === "string" ? [{ rule: typeof rule === "string" ? rule : "", message }] : [];
  });
}

export function proposalCalls(getIdToken: () => Promise<string>, fetchImpl: typeof fetch = fetch): ProposalCalls {
  return {
    save: async (request) => {
      const response = await post({ action: "save", ...request }, getIdToken, fetchImpl);
      if (!response.ok) throw new ApiRequestError(await httpFailure(response), route);
      const answer = await answerOf(response);
      if (typeof answer.id !== "string") throw new ApiRequestError({ kind: "empty" }, route);
      const jurisdiction = answer.jurisdiction;
      return {
        id: answer.id,
        jurisdiction: jurisdiction === "MD" || jurisdiction === "VA" || jurisdiction === "DC" ? jurisdiction : null,
      };
    },
    send: async (request) => {
      const response = await post({ action: "send", ...request }, getIdToken, fetchImpl);
      if (response.status === 422) {
        const answer = await answerOf(response.clone()).catch(() => null);
        const error = answer?.error as { code?: unknown; message?: unknown } | undefined;
        if (error?.code === API_ERROR_CODES.proposalBreaksLaw)
          return {
            kind: "law",
            message: typeof error.message === "string" ? error.message : PROPOSAL_TEXT.api.breaksLaw,
            breaches: breachesOf(answer?.breaches),
          };
      }
      if (!response.ok) throw new ApiRequestError(await httpFailure(response), route);
      const answer = await answerOf(response);
      if (typeof answer.id !== "string" || typeof answer.email !== "string")
        throw new ApiRequestError({ kind: "empty" }, route);
      return {
        kind: "sent",
        id: answer.id,
        email: answer.email,
        expiresAt: typeof answer.expiresAt === "string" ? answer.expiresAt : "",
      };
    },
    depositReceived: async (id) => {
      const response = await post({ action: "deposit-received", id }, getIdToken, fetchImpl);
      if (!response.ok) throw new ApiRequestError(await httpFailure(response), route);
    },
    refundDeposit: async (id) => {
      const response = await post({ action: "refund", id }, getIdToken, fetchImpl);
      if (!response.ok) throw new ApiRequestError(await httpFailure(response), route);
    },
  };
}

/**
 * The server's own sentence for its refusals (signed, gone, deposit refused, cards not set
 * up, a limit); `fallback` otherwise.
 */
export function proposalFailureText(error: unknown, fallback: string): string {
  if (!isApiRequestError(error)) return fallback;
  const known = [
    API_ERROR_CODES.proposalNotFound,
    API_ERROR_CODES.proposalSigned,
    API_ERROR_CODES.leadNotFound,
    API_ERROR_CODES.depositRefused,
    API_ERROR_CODES.notConfigured,
    API_ERROR_CODES.invalidRequest,
  ] as string[];
  const { failure } = error;
  if (failure.kind === "http" && known.includes(failure.code ?? "") && failure.message) return failure.message;
  return rateLimitMessage(failure) ?? fallback;
}
