import { API_ROUTES } from "../../config/routes.ts";
import { isApiRequestError, postForStreamedText, type ApiFailure } from "../api-client/request.ts";
import type { Locale } from "../../config/i18n.ts";
import { chatErrorMessage, type ChatFailureText } from "./chatErrors.ts";
import { toChatRequest, type ChatMessage } from "./conversation.ts";

export type AssistantAnswer = { ok: true; text: string } | { ok: false; error: string; failure: ApiFailure };

/**
 * Sends the conversation (ending with the visitor's new question) to /api/chat and
 * streams the answer through onText. Never rejects: a failure comes back as the text
 * the widget shows.
 */
export async function askAssistant(
  conversation: readonly ChatMessage[],
  options: {
    /** The page's language: the assistant answers in it, and a failure is said in it. */
    language: Locale;
    failureText: ChatFailureText;
    onText?: (textSoFar: string) => void;
    fetchImpl?: typeof fetch;
    signal?: AbortSignal;
  },
): Promise<AssistantAnswer> {
  const { language, failureText, ...request } = options;
  try {
    const { text } = await postForStreamedText(API_ROUTES.chat, toChatRequest(conversation, language), request);
    return { ok: true, text };
  } catch (error) {
    const failure: ApiFailure = isApiRequestError(error) ? error.failure : { kind: "network" };
    return { ok: false, error: chatErrorMessage(failure, failureText, language === "en"), failure };
  }
}
