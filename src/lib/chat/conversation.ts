import type { ChatMessage as ChatTurn, ChatRequest } from "../../schemas/chat.ts";
import { AI_LIMITS } from "../../schemas/api.ts";
import { chatRequestBody, type ChatRequestExtras } from "./history.ts";
import { readChatCard, type ChatCard } from "../../schemas/chatCard.ts";
import { CONVERSATION_KEY, session } from "./panelState.ts";
import type { Locale } from "../../config/i18n.ts";

/**
 * The chat conversation as the widget shows it (spec section 3: type user, bot or
 * error; content; timestamp), kept in sessionStorage so it survives navigating to
 * another page of the site and ends with the tab.
 */
export type ChatMessageType = "user" | "bot" | "error";

export interface ChatMessage {
  type: ChatMessageType;
  content: string;
  /** Milliseconds since the epoch. */
  timestamp: number;
  /** A reply's visit, as the server showed or booked it (schemas/chatCard.ts). */
  card?: ChatCard;
}

/** Older messages scroll off: the page keeps a bounded log; the model sees the newest AI_LIMITS.maxMessages. */
export const STORED_MESSAGES_MAX = 100;

const TYPES: readonly ChatMessageType[] = ["user", "bot", "error"];

/** A stored message as the widget can show it: a bad card is dropped, the message kept. */
function chatMessageOf(value: unknown): ChatMessage | null {
  if (typeof value !== "object" || value === null) return null;
  const { type, content, timestamp, card } = value as Record<string, unknown>;
  const valid =
    TYPES.includes(type as ChatMessageType) &&
    typeof content === "string" &&
    content.length > 0 &&
    typeof timestamp === "number" &&
    Number.isFinite(timestamp);
  if (!valid) return null;
  const message: ChatMessage = {
    type: type as ChatMessageType,
    content: content,
    timestamp: timestamp,
  };
  const shown = type === "bot" ? readChatCard(card) : null;
  return shown ? { ...message, card: shown } : message;
}

export function loadConversation(storage: Storage | undefined = session()): ChatMessage[] {
  try {
    const raw = storage?.getItem(CONVERSATION_KEY);
    if (!raw) return [];
    const parsed: unknown = JSON.parse(raw);
    // A tampered or outdated entry loses only its bad messages, never the page.
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((value) => chatMessageOf(value) ?? []).slice(-STORED_MESSAGES_MAX);
  } catch {
    return [];
  }
}

export function saveConversation(messages: readonly ChatMessage[], storage: Storage | undefined = session()): void {
  try {
    storage?.setItem(CONVERSATION_KEY, JSON.stringify(messages.slice(-STORED_MESSAGES_MAX)));
  } catch {
    // Quota or blocked storage: the conversation still works on this page.
  }
}

/**
 * The /api/chat body for the conversation so far (ending with the new question): error
 * notices are not part of what was said; the contract's window and lengths are applied
 * by chatRequestBody.
 */
export function toChatRequest(
  messages: readonly ChatMessage[],
  language: Locale = "en",
  extras: ChatRequestExtras = {},
): ChatRequest {
  const turns: ChatTurn[] = messages
    .filter((message) => message.type !== "error")
    .map((message) => ({ role: message.type === "user" ? "user" : "assistant", content: message.content }));
  return chatRequestBody(turns, language, extras);
}

/** The visitor's input as a message, or null when it is empty or only whitespace (ignored, spec section 2). */
export function userMessage(input: string, now: number = Date.now()): ChatMessage | null {
  const content = input.trim().slice(0, AI_LIMITS.maxUserMessageChars);
  return content ? { type: "user", content, timestamp: now } : null;
}
