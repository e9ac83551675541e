import type { ApiFailure } from "../api-client/request.ts";
import type { CHAT_TEXT } from "../../config/text/en/chat.ts";
import { isUnavailable, rateLimitMessage } from "../api-client/failures.ts";

/** The chat's failure texts, in the page's language (src/config/text/<language>/chat.ts). */
export type ChatFailureText = Pick<typeof CHAT_TEXT, "unavailable" | "failure" | "busy">;

/**
 * The text the chat shows for a failed reply (spec section 8): "unavailable" when no AI
 * provider is configured, the server's words for a rate limit (English: on another
 * language's page, the catalogue's own), the generic failure for everything else
 * (network, broken stream, empty reply, provider error).
 */
export function chatErrorMessage(failure: ApiFailure, text: ChatFailureText, serverWords = true): string {
  if (isUnavailable(failure)) return text.unavailable;
  const limited = rateLimitMessage(failure);
  if (limited) return serverWords ? limited : text.busy;
  return text.failure;
}

/** The console's line for a failed reply: what went wrong, never what was asked nor the server's words. */
export function chatFailureLog(failure: ApiFailure): string {
  return failure.kind === "http" ? `HTTP ${failure.status} ${failure.code ?? ""}` : failure.kind;
}
