import { MESSAGES } from "../../config/messages.ts";
import type { AiFailure } from "../chat/aiRequest.ts";
import { isEmptyReply, isUnavailable, rateLimitMessage } from "../chat/aiFailures.ts";

/**
 * The estimator's error banner text (spec section 8): unavailable with no AI provider,
 * "try again" for an empty answer, the server's words for the daily cap, the generic
 * failure for everything else.
 */
export function estimatorErrorMessage(failure: AiFailure): string {
  if (isUnavailable(failure)) return MESSAGES.estimatorUnavailable;
  if (isEmptyReply(failure)) return MESSAGES.estimatorEmpty;
  return rateLimitMessage(failure) ?? MESSAGES.estimatorFailure;
}
