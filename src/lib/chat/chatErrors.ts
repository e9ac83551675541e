import { MESSAGES } from "../../config/text.ts";
import type { ApiFailure } from "../api-client/request.ts";
import { isUnavailable, rateLimitMessage } from "../api-client/failures.ts";

/**
 * The text the chat shows for a failed reply (spec section 8): "unavailable" when no AI
 * provider is configured, the server's words for a rate limit, the generic failure for
 * everything else (network, broken stream, empty reply, provider error).
 */
export function chatErrorMessage(failure: ApiFailure): string {
  if (isUnavailable(failure)) return MESSAGES.chatUnavailable;
  return rateLimitMessage(failure) ?? MESSAGES.chatFailure;
}

/** The console's line for a failed reply: what went wrong, never what was asked nor the server's words. */
export function chatFailureLog(failure: ApiFailure): string {
  return failure.kind === "http" ? `HTTP ${failure.status} ${failure.code ?? ""}` : failure.kind;
}
