/**
 * What the chat widget sends: the most recent part of the conversation that fits the
 * request limits. Long conversations keep working; the oldest turns drop off first.
 */
import type { ChatMessage, ChatRequest } from "../../schemas/chat.ts";
import { AI_LIMITS } from "../../schemas/api.ts";

const encoder = new TextEncoder();

function byteLength(value: unknown): number {
  return encoder.encode(JSON.stringify(value)).length;
}

/**
 * The newest messages (at most `AI_LIMITS.maxMessages`) whose JSON body stays within
 * `AI_LIMITS.maxBodyBytes`. Blank messages are skipped and over-long ones cut to the
 * limit, so a request built from the result always passes validation if its last
 * message is the user's (the caller's new message, itself within the limit).
 */
export function fitChatHistory(messages: readonly ChatMessage[]): ChatMessage[] {
  const cleaned = messages
    .map((message) => {
      const limit = message.role === "user" ? AI_LIMITS.maxUserMessageChars : AI_LIMITS.maxAssistantMessageChars;
      return { role: message.role, content: message.content.trim().slice(0, limit).trim() };
    })
    .filter((message) => message.content.length > 0);

  const kept: ChatMessage[] = [];
  // `{"messages":[]}` plus one comma per extra message.
  let bytes = byteLength({ messages: [] });
  for (let index = cleaned.length - 1; index >= 0 && kept.length < AI_LIMITS.maxMessages; index--) {
    const message = cleaned[index];
    const size = byteLength(message) + (kept.length > 0 ? 1 : 0);
    if (bytes + size > AI_LIMITS.maxBodyBytes) break;
    bytes += size;
    kept.unshift(message);
  }
  return kept;
}

/** The body for POST /api/chat. */
export function chatRequestBody(messages: readonly ChatMessage[]): ChatRequest {
  return { messages: fitChatHistory(messages) };
}
