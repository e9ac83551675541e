import type { ChatMessage } from "./conversation.ts";
import type { ChatCard } from "../../schemas/chatCard.ts";
import { visibleReply } from "./handoff.ts";

/**
 * The widget's conversation states (spec section 4): idle, waiting for a reply (with the
 * reply growing as it streams), reply shown, or failure (an error notice, no bot message).
 */
export interface ChatState {
  messages: ChatMessage[];
  waiting: boolean;
  /** The reply so far while it streams; null when no reply is in progress. */
  streaming: string | null;
  /** The latest finished reply or error, for screen readers (announced once, not per chunk). */
  announcement: string;
}

export type ChatAction =
  | { type: "restored"; messages: ChatMessage[] }
  | { type: "sent"; message: ChatMessage }
  | { type: "streamed"; text: string }
  | { type: "replied"; text: string; timestamp: number; card?: ChatCard | null }
  | { type: "failed"; error: string; timestamp: number }
  /** The call-back request was stored: the widget's own reply thanks the visitor. */
  | { type: "handedOff"; text: string; timestamp: number };

export function initialChatState(messages: ChatMessage[] = []): ChatState {
  return { messages, waiting: false, streaming: null, announcement: "" };
}

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case "restored":
      // The conversation from earlier pages goes before anything said on this one.
      return { ...state, messages: [...action.messages, ...state.messages] };
    case "sent":
      return { ...state, messages: [...state.messages, action.message], waiting: true, streaming: null };
    case "streamed":
      return state.waiting ? { ...state, streaming: action.text } : state;
    case "replied":
      return {
        messages: [
          ...state.messages,
          {
            type: "bot",
            content: action.text,
            timestamp: action.timestamp,
            ...(action.card ? { card: action.card } : {}),
          },
        ],
        waiting: false,
        streaming: null,
        announcement: visibleReply(action.text),
      };
    case "handedOff":
      return {
        ...state,
        messages: [...state.messages, { type: "bot", content: action.text, timestamp: action.timestamp }],
        announcement: action.text,
      };
    case "failed":
      // Whatever streamed before the failure is dropped: no bot message on failure.
      return {
        messages: [...state.messages, { type: "error", content: action.error, timestamp: action.timestamp }],
        waiting: false,
        streaming: null,
        announcement: action.error,
      };
  }
}
