import { MESSAGES } from "../../config/text.ts";
import type { ApiFailure } from "../api-client/request.ts";
import { isEmptyReply, isUnavailable, rateLimitMessage } from "../api-client/failures.ts";

/**
 * The estimator's error banner text (spec section 8): unavailable with no AI provider,
 * "try again" for an empty answer, the server's words for the daily cap, the generic
 * failure for everything else.
 */
export function estimatorErrorMessage(failure: ApiFailure): string {
  if (isUnavailable(failure)) return MESSAGES.estimatorUnavailable;
  if (isEmptyReply(failure)) return MESSAGES.estimatorEmpty;
  return rateLimitMessage(failure) ?? MESSAGES.estimatorFailure;
}
