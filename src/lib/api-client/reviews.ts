/**
 * The browser side of the review functions: a client's review from /review
 * (POST /api/reviews) and the owner's "Ask for a review" (POST /api/review-requests).
 * The answers the pages act on are values; anything else rejects with an ApiRequestError.
 */
import { API_ROUTES } from "../../config/routes.ts";
import { REVIEW_TEXT } from "../../config/text.ts";
import { REVIEW_FORM_TEXT } from "../../config/text/en/review.ts";
import type { Translation } from "../../config/text/translation.ts";
import { API_ERROR_CODES } from "../../schemas/api.ts";
import type { ReviewAsk, ReviewForm } from "../../schemas/review.ts";
import { linkFailureText } from "./failures.ts";
import { ApiRequestError, httpFailure, isApiRequestError, postJsonWithin } from "./request.ts";

/** A network that neither answers nor fails gets this long. */
const REVIEW_TIMEOUT_MS = 15_000;

const postJson = (url: string, body: unknown, fetchImpl: typeof fetch, headers: Record<string, string> = {}) =>
  postJsonWithin(url, body, REVIEW_TIMEOUT_MS, fetchImpl, headers);

/** The link's own refusals end the form: the client cannot fix them by sending again. */
export type ReviewAnswer =
  { kind: "sent" } | { kind: "refused"; message: string } | { kind: "field"; field: string; message: string };

/** The form's words, in the page's language. */
export type ReviewFormText = Translation<typeof REVIEW_FORM_TEXT>;

const linkRefusals = (api: ReviewFormText["api"]): Record<string, string> => ({
  [API_ERROR_CODES.linkInvalid]: api.linkInvalid,
  [API_ERROR_CODES.linkUsed]: api.linkUsed,
  [API_ERROR_CODES.linkExpired]: api.linkExpired,
});

/**
 * Sends the review; a link's refusal comes back in `text`'s words. A field's refusal is the
 * server's (English): the form checks the same fields first, in its own language, so only a
 * tampered request meets one.
 */
export async function sendReview(
  token: string,
  review: ReviewForm,
  text: ReviewFormText = REVIEW_FORM_TEXT,
  fetchImpl: typeof fetch = fetch,
): Promise<ReviewAnswer> {
  const response = await postJson(API_ROUTES.reviews, { token, ...review }, fetchImpl);
  if (response.ok) return { kind: "sent" };
  const failure = await httpFailure(response);
  const refusals = linkRefusals(text.api);
  if (failure.kind === "http" && failure.code && Object.hasOwn(refusals, failure.code))
    return { kind: "refused", message: refusals[failure.code] };
  if (failure.kind === "http" && failure.code === API_ERROR_CODES.invalidRequest && failure.field && failure.message)
    return { kind: "field", field: failure.field, message: failure.message };
  throw new ApiRequestError(failure, API_ROUTES.reviews);
}

/**
 * What the form says when sending failed for another reason (the network, a limit, the
 * server), in `text`'s words: a limit with its wait, or the server's own sentence on an English page.
 */
export const reviewFailureText = (error: unknown, text: ReviewFormText = REVIEW_FORM_TEXT): string =>
  linkFailureText(error, { failed: text.form.failed, rateLimited: text.api.rateLimited }, text === REVIEW_FORM_TEXT);

/** The owner's request: resolves with where it went, or rejects with the server's refusal. */
export async function askForReview(
  ask: ReviewAsk,
  getIdToken: () => Promise<string>,
  fetchImpl: typeof fetch = fetch,
): Promise<{ email: string }> {
  const response = await postJson(API_ROUTES.reviewRequests, ask, fetchImpl, {
    authorization: `Bearer ${await getIdToken()}`,
  });
  if (!response.ok) throw new ApiRequestError(await httpFailure(response), API_ROUTES.reviewRequests);
  const answer = (await response.json().catch(() => null)) as { email?: unknown } | null;
  if (typeof answer?.email !== "string") throw new ApiRequestError({ kind: "empty" }, API_ROUTES.reviewRequests);
  return { email: answer.email };
}

/** The owner's toast for a refused request: the server's sentence for its own refusals. */
export function askFailureText(error: unknown): string {
  const known = [
    API_ERROR_CODES.notWon,
    API_ERROR_CODES.noEmail,
    API_ERROR_CODES.alreadyReviewed,
    API_ERROR_CODES.leadNotFound,
  ] as string[];
  if (isApiRequestError(error) && error.failure.kind === "http" && known.includes(error.failure.code ?? ""))
    return error.failure.message ?? REVIEW_TEXT.admin.askFailed;
  return REVIEW_TEXT.admin.askFailed;
}
