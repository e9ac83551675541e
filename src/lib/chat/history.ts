/**
 * What the chat widget sends: the most recent part of the conversation that fits the
 * request contract (src/schemas/chat.ts). Whatever the stored conversation holds (a
 * question whose reply failed, so two user turns in a row; a tampered log with replies in
 * a row or a reply last; over-long or blank entries), the result is a request the server
 * accepts.
 * Long conversations keep working; the oldest turns drop off first.
 */
import type { ChatMessage, ChatRequest } from "../../schemas/chat.ts";
import { AI_LIMITS, MAX_BODY_BYTES } from "../../schemas/api.ts";
import type { Locale } from "../../config/i18n.ts";

const encoder = new TextEncoder();

function byteLength(value: unknown): number {
  return encoder.encode(JSON.stringify(value)).length;
}

function maxChars(role: ChatMessage["role"]): number {
  return role === "user" ? AI_LIMITS.maxUserMessageChars : AI_LIMITS.maxAssistantMessageChars;
}

/** Between turns of one role that are merged into one. */
const MERGED_TURN_SEPARATOR = "\n\n";

/**
 * One turn per run of same-role turns. A question whose reply failed is followed by the
 * visitor's next one: both are merged (oldest first), so the model sees what the visitor
 * asked, as long as the merged text fits the role's limit; older turns of the run that do
 * not fit are left out.
 */
function mergeRuns(turns: readonly ChatMessage[]): ChatMessage[] {
  const merged: ChatMessage[] = [];
  for (let index = turns.length - 1; index >= 0; index--) {
    const turn = turns[index];
    const newer = merged[0];
    if (newer?.role !== turn.role) {
      merged.unshift({ ...turn });
      continue;
    }
    const joined = `${turn.content}${MERGED_TURN_SEPARATOR}${newer.content}`;
    if (joined.length <= maxChars(turn.role)) newer.content = joined;
  }
  return merged;
}

/**
 * The newest turns that make a valid request: blank ones skipped, over-long ones cut to
 * their limit, runs of one role merged, ending with the user's, at most
 * `AI_LIMITS.maxMessages` turns, `AI_LIMITS.maxConversationChars` characters and a JSON
 * body of `MAX_BODY_BYTES`. Empty when the conversation holds no user turn.
 */
export function fitChatHistory(messages: readonly ChatMessage[], reservedBytes = 0): ChatMessage[] {
  const cleaned = messages
    .map((message) => ({ role: message.role, content: message.content.trim().slice(0, maxChars(message.role)).trim() }))
    .filter((message) => message.content.length > 0);
  const turns = mergeRuns(cleaned);
  // A reply after the last question (never sent by the widget) cannot be the request's end.
  while (turns.at(-1)?.role === "assistant") turns.pop();

  const kept: ChatMessage[] = [];
  // `{"messages":[]}` plus one comma per extra message.
  let bytes = byteLength({ messages: [] }) + reservedBytes;
  let chars = 0;
  for (let index = turns.length - 1; index >= 0 && kept.length < AI_LIMITS.maxMessages; index--) {
    const turn = turns[index];
    const size = byteLength(turn) + (kept.length > 0 ? 1 : 0);
    if (bytes + size > MAX_BODY_BYTES || chars + turn.content.length > AI_LIMITS.maxConversationChars) break;
    bytes += size;
    chars += turn.content.length;
    kept.unshift(turn);
  }
  return kept;
}

/** What a request carries beside the turns: the conversation's id, and where the visitor came from. */
export interface ChatRequestExtras {
  conversation?: string;
  /** Read only when the chat books a visit (its lead's origin, src/lib/leadOrigin/send.ts). */
  origin?: Record<string, unknown>;
}

/** The body for POST /api/chat: the extras first, the turns in what is left of the body's size. */
export function chatRequestBody(
  messages: readonly ChatMessage[],
  language: Locale = "en",
  extras: ChatRequestExtras = {},
): ChatRequest & ChatRequestExtras {
  const fields = { ...(language === "en" ? {} : { language }), ...extras };
  return { messages: fitChatHistory(messages, byteLength(fields)), ...fields };
}
