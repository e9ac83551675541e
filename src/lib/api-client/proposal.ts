/**
 * The browser side of the homeowner's proposal page (POST /api/proposal): read, ask for
 * changes, decline, sign, download the signed PDF. The link's own refusals are answers
 * the page shows in place of the proposal; anything else rejects with an ApiRequestError.
 */
import { API_ROUTES } from "../../config/routes.ts";
import { PROPOSAL_TEXT } from "../../config/text/proposal.ts";
import { API_ERROR_CODES } from "../../schemas/api.ts";
import type { ProposalLinkRequest } from "../../schemas/proposal.ts";
import type { ProposalView } from "../proposal/view.ts";
import { rateLimitMessage } from "./failures.ts";
import { ApiRequestError, httpFailure, isApiRequestError, postJsonWithin, postLinkRequest } from "./request.ts";

/** A phone on a slow network still gets its answer; a hung one gets a message. */
const PROPOSAL_TIMEOUT_MS = 20_000;

export type ProposalAnswer =
  | { kind: "proposal"; proposal: ProposalView }
  /** The link cannot be used for this (not valid, expired, answered, revised): said instead of the page. */
  | { kind: "refused"; code: string; message: string }
  /** A field the homeowner can correct (the initials). */
  | { kind: "field"; field: string; message: string };

const T = PROPOSAL_TEXT.api;

const REFUSALS: Record<string, string> = {
  [API_ERROR_CODES.linkInvalid]: T.linkInvalid,
  [API_ERROR_CODES.linkExpired]: T.linkExpired,
  [API_ERROR_CODES.proposalClosed]: T.closed,
  [API_ERROR_CODES.proposalRevised]: T.revised,
  [API_ERROR_CODES.changeLimit]: T.changeLimit,
};

export async function proposalAction(
  request: ProposalLinkRequest,
  fetchImpl: typeof fetch = fetch,
): Promise<ProposalAnswer> {
  const response = await postLinkRequest(API_ROUTES.proposal, request, PROPOSAL_TIMEOUT_MS, fetchImpl);
  if (response.ok) {
    const body = (await response.json().catch(() => null)) as { proposal?: ProposalView } | null;
    if (!body?.proposal) throw new ApiRequestError({ kind: "empty" }, API_ROUTES.proposal);
    return { kind: "proposal", proposal: body.proposal };
  }
  const failure = await httpFailure(response);
  if (failure.kind === "http" && failure.code && REFUSALS[failure.code])
    return { kind: "refused", code: failure.code, message: REFUSALS[failure.code] };
  if (failure.kind === "http" && failure.code === API_ERROR_CODES.invalidRequest && failure.field && failure.message)
    return { kind: "field", field: failure.field, message: failure.message };
  throw new ApiRequestError(failure, API_ROUTES.proposal);
}

/** The signed contract as a file; rejects when the link cannot give it. */
export async function signedPdf(token: string, fetchImpl: typeof fetch = fetch): Promise<Blob> {
  const response = await postJsonWithin(API_ROUTES.proposal, { action: "pdf", token }, PROPOSAL_TIMEOUT_MS, fetchImpl);
  if (!response.ok) throw new ApiRequestError(await httpFailure(response), API_ROUTES.proposal);
  return response.blob();
}

/** What the page says when a call failed for another reason (the network, a limit, the server). */
export function proposalFailureText(error: unknown): string {
  return (isApiRequestError(error) && rateLimitMessage(error.failure)) || T.failed;
}

export type CheckoutAnswer = { kind: "checkout"; url: string } | { kind: "refused"; message: string };

/** Stripe's payment page for the deposit: its address, or why the link cannot pay by card. */
export async function depositCheckout(token: string, fetchImpl: typeof fetch = fetch): Promise<CheckoutAnswer> {
  const request: ProposalLinkRequest = { action: "pay", token };
  const response = await postJsonWithin(API_ROUTES.proposal, request, PROPOSAL_TIMEOUT_MS, fetchImpl);
  if (response.ok) {
    const body = (await response.json().catch(() => null)) as { url?: unknown } | null;
    if (typeof body?.url !== "string") throw new ApiRequestError({ kind: "empty" }, API_ROUTES.proposal);
    return { kind: "checkout", url: body.url };
  }
  const failure = await httpFailure(response);
  if (failure.kind === "http" && failure.code === API_ERROR_CODES.depositRefused && failure.message)
    return { kind: "refused", message: failure.message };
  if (failure.kind === "http" && failure.code && REFUSALS[failure.code])
    return { kind: "refused", message: REFUSALS[failure.code] };
  throw new ApiRequestError(failure, API_ROUTES.proposal);
}
