import { API_ROUTES } from "../../config/routes.ts";
import { isApiRequestError, postForStreamedText, type ApiFailure } from "../api-client/request.ts";
import type { Locale } from "../../config/i18n.ts";
import { chatErrorMessage, type ChatFailureText } from "./chatErrors.ts";
import { toChatRequest, type ChatMessage } from "./conversation.ts";
import { conversationId } from "./conversationId.ts";
import { leadOriginForSend } from "../leadOrigin/send.ts";
import { splitChatCard, type ChatCard } from "../../schemas/chatCard.ts";

export type AssistantAnswer =
  { ok: true; text: string; card: ChatCard | null } | { ok: false; error: string; failure: ApiFailure };

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
    /** The answer to this question the page's shell already asked for (lib/chat/shell.ts). */
    started?: Promise<Response>;
  },
): Promise<AssistantAnswer> {
  const { language, failureText, onText, ...request } = options;
  // The id keys the one visit this conversation may book. Where the visitor came from is sent only with the
  // answer to a visit shown to confirm, the one message that can book (the privacy page: only with a request).
  const canBook = [...conversation].reverse().find((message) => message.type === "bot")?.card?.kind === "confirm";
  const body = toChatRequest(conversation, language, {
    conversation: conversationId(),
    ...(canBook ? { origin: leadOriginForSend() } : {}),
  });
  try {
    const { text } = await postForStreamedText(API_ROUTES.chat, body, {
      ...request,
      // The card arrives last, behind the separator: never shown as text.
      onText: onText && ((soFar) => onText(splitChatCard(soFar).text)),
    });
    return { ok: true, ...splitChatCard(text) };
  } catch (error) {
    const failure: ApiFailure = isApiRequestError(error) ? error.failure : { kind: "network" };
    return { ok: false, error: chatErrorMessage(failure, failureText, language === "en"), failure };
  }
}
