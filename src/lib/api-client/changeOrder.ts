/**
 * The browser side of the homeowner's change-order page (POST /api/change-order): read,
 * decline, sign, download the signed PDF. As for the proposal (proposal.ts), the link's own
 * refusals are answers the page shows in place of the change order; anything else rejects
 * with an ApiRequestError.
 */
import { API_ROUTES } from "../../config/routes.ts";
import type { Locale } from "../../config/i18n.ts";
import { API_ERROR_CODES } from "../../schemas/api.ts";
import type { ChangeOrderLinkRequest } from "../../schemas/changeOrder.ts";
import type { ChangeOrderView } from "../proposal/changeOrder.ts";
import { CHANGE_ORDER_WORDS, type ChangeOrderWords } from "../proposal/changeOrderWords.ts";
import { linkFailureText, refusalIn } from "./failures.ts";
import { ApiRequestError, httpFailure, postJsonWithin, postLinkRequest } from "./request.ts";

/** A phone on a slow network still gets its answer; a hung one gets a message. */
const CHANGE_ORDER_TIMEOUT_MS = 20_000;

export type ChangeOrderAnswer =
  | { kind: "changeOrder"; changeOrder: ChangeOrderView }
  /** The link cannot be used for this (not valid, expired, answered, out of date): said instead of the page. */
  | { kind: "refused"; code: string; message: string }
  /** A sign field the homeowner can correct. */
  | { kind: "field"; field: string; message: string };

type ApiWords = ChangeOrderWords["api"];

/** The link's refusals the page words itself, by the server's code. */
const REFUSALS: Record<string, keyof ApiWords> = {
  [API_ERROR_CODES.linkInvalid]: "linkInvalid",
  [API_ERROR_CODES.linkExpired]: "linkExpired",
  [API_ERROR_CODES.proposalClosed]: "closed",
  [API_ERROR_CODES.proposalRevised]: "revised",
};

/** A refusal's sentence in `words`' language (a refusal carries its code; its message is English). */
export const changeOrderRefusalText = (refusal: { code: string; message: string }, words: ApiWords): string =>
  refusalIn(refusal, REFUSALS, words);

export async function changeOrderAction(
  request: ChangeOrderLinkRequest,
  fetchImpl: typeof fetch = fetch,
): Promise<ChangeOrderAnswer> {
  const response = await postLinkRequest(API_ROUTES.changeOrder, request, CHANGE_ORDER_TIMEOUT_MS, fetchImpl);
  if (response.ok) {
    const body = (await response.json().catch(() => null)) as { changeOrder?: ChangeOrderView } | null;
    if (!body?.changeOrder) throw new ApiRequestError({ kind: "empty" }, API_ROUTES.changeOrder);
    return { kind: "changeOrder", changeOrder: body.changeOrder };
  }
  const failure = await httpFailure(response);
  if (failure.kind === "http" && failure.code && REFUSALS[failure.code])
    return {
      kind: "refused",
      code: failure.code,
      message: CHANGE_ORDER_WORDS.en.api[REFUSALS[failure.code]] as string,
    };
  if (failure.kind === "http" && failure.code === API_ERROR_CODES.invalidRequest && failure.field && failure.message)
    return { kind: "field", field: failure.field, message: failure.message };
  throw new ApiRequestError(failure, API_ROUTES.changeOrder);
}

/** The signed change order as a file; rejects when the link cannot give it. */
export async function signedChangeOrderPdf(token: string, fetchImpl: typeof fetch = fetch): Promise<Blob> {
  const request: ChangeOrderLinkRequest = { action: "pdf", token };
  const response = await postJsonWithin(API_ROUTES.changeOrder, request, CHANGE_ORDER_TIMEOUT_MS, fetchImpl);
  if (!response.ok) throw new ApiRequestError(await httpFailure(response), API_ROUTES.changeOrder);
  return response.blob();
}

/** What the page says when a call failed for another reason (the network, a limit, the server). */
export const changeOrderFailureText = (error: unknown, language: Locale = "en"): string =>
  linkFailureText(error, CHANGE_ORDER_WORDS[language].api, language === "en");
