/**
 * The browser side of the homeowner's proposal page (POST /api/proposal): read, ask for
 * changes, decline, sign, download the signed PDF. The link's own refusals are answers
 * the page shows in place of the proposal; anything else rejects with an ApiRequestError.
 */
import { API_ROUTES } from "../../config/routes.ts";
import type { Locale } from "../../config/i18n.ts";
import { API_ERROR_CODES } from "../../schemas/api.ts";
import type { ProposalLinkRequest } from "../../schemas/proposal.ts";
import { PROPOSAL_WORDS, type ProposalWords } from "../proposal/proposalWords.ts";
import type { ProposalView } from "../proposal/view.ts";
import { linkFailureText, refusalIn } from "./failures.ts";
import { ApiRequestError, httpFailure, postJsonWithin, postLinkRequest } from "./request.ts";

/** A phone on a slow network still gets its answer; a hung one gets a message. */
const PROPOSAL_TIMEOUT_MS = 20_000;

export type ProposalAnswer =
  | { kind: "proposal"; proposal: ProposalView }
  /** The link cannot be used for this (not valid, expired, answered, revised): said instead of the page. */
  | { kind: "refused"; code: string; message: string }
  /** A field the homeowner can correct (the initials). */
  | { kind: "field"; field: string; message: string };

type ApiWords = ProposalWords["api"];

/** The link's refusals the page words itself, by the server's code. */
const REFUSALS: Record<string, keyof ApiWords> = {
  [API_ERROR_CODES.linkInvalid]: "linkInvalid",
  [API_ERROR_CODES.linkExpired]: "linkExpired",
  [API_ERROR_CODES.proposalClosed]: "closed",
  [API_ERROR_CODES.proposalRevised]: "revised",
  [API_ERROR_CODES.changeLimit]: "changeLimit",
  [API_ERROR_CODES.depositPaid]: "alreadyPaid",
  [API_ERROR_CODES.depositRefused]: "notPayable",
};

/** A refusal's sentence in `words`' language (a refusal carries its code; its message is English). */
export const refusalText = (refusal: { code: string; message: string }, words: ApiWords): string =>
  refusalIn(refusal, REFUSALS, words);

const english = PROPOSAL_WORDS.en.api;
const refusalOf = (code: string) => ({ kind: "refused" as const, code, message: english[REFUSALS[code]] as string });

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
  if (failure.kind === "http" && failure.code && REFUSALS[failure.code]) return refusalOf(failure.code);
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
export const proposalFailureText = (error: unknown, language: Locale = "en"): string =>
  linkFailureText(error, PROPOSAL_WORDS[language].api, language === "en");

export type CheckoutAnswer = { kind: "checkout"; url: string } | { kind: "refused"; code: string; message: string };

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
  if (failure.kind === "http" && failure.code && REFUSALS[failure.code]) return refusalOf(failure.code);
  throw new ApiRequestError(failure, API_ROUTES.proposal);
}
