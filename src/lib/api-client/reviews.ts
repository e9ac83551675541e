/**
 * The browser side of a client's review from /review (POST /api/reviews); the owner's "Ask
 * for a review" is reviewAsk.ts. The answers the page acts on are values; anything else
 * rejects with an ApiRequestError.
 */
import { API_ROUTES } from "../../config/routes.ts";
import { REVIEW_FORM_TEXT } from "../../config/text/en/review.ts";
import type { Translation } from "../../config/text/translation.ts";
import { API_ERROR_CODES } from "../../schemas/api.ts";
import type { ReviewForm } from "../../schemas/review.ts";
import { linkFailureText } from "./failures.ts";
import type { Locale } from "../../config/i18n.ts";
import { ApiRequestError, httpFailure, postJsonWithin } from "./request.ts";

/** A network that neither answers nor fails gets this long. */
export const REVIEW_TIMEOUT_MS = 15_000;

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
 * server), in `text`'s words, those of the page's `locale`: a limit with its wait, or the
 * server's own sentence on an English page.
 */
export const reviewFailureText = (
  error: unknown,
  text: ReviewFormText = REVIEW_FORM_TEXT,
  locale: Locale = "en",
): string => linkFailureText(error, { failed: text.form.failed, rateLimited: text.api.rateLimited }, locale === "en");
