import type { ApiFailure } from "../api-client/request.ts";
import { isEmptyReply, isUnavailable, rateLimitMessage } from "../api-client/failures.ts";
import { ESTIMATOR_WORDS, type EstimatorText } from "./estimatorWords.ts";

/**
 * The estimator's error banner text (spec section 8), in the page's language: unavailable
 * with no AI provider, "try again" for an empty answer, the server's words for the daily
 * cap (said in the language the request named), the generic failure for everything else.
 */
export function estimatorErrorMessage(
  failure: ApiFailure,
  toasts: EstimatorText["toasts"] = ESTIMATOR_WORDS.en.text.toasts,
): string {
  if (isUnavailable(failure)) return toasts.unavailable;
  if (isEmptyReply(failure)) return toasts.empty;
  return rateLimitMessage(failure) ?? toasts.failure;
}
