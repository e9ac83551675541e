/**
 * This tab's conversation id: random, made once and kept beside the conversation, so the chat
 * can book at most one visit per conversation (src/server/ai/chatBooking.ts) and a repeated
 * yes finds the visit the first one booked. Random rather than derived from what was said:
 * two visitors who say the same words must not share a booking, nor see each other's.
 */
import { CONVERSATION_ID_PATTERN } from "../../schemas/api.ts";
import { session } from "./panelState.ts";

export const CONVERSATION_ID_KEY = "chatConversationId";

/** Where storage is blocked: the id lives as long as the page, as the conversation does. */
let pageOnly: string | undefined;

function newConversationId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

export function conversationId(storage: Storage | undefined = session()): string {
  try {
    const kept = storage?.getItem(CONVERSATION_ID_KEY);
    if (kept && CONVERSATION_ID_PATTERN.test(kept)) return kept;
    const made = newConversationId();
    if (!storage) return (pageOnly ??= made);
    storage.setItem(CONVERSATION_ID_KEY, made);
    return made;
  } catch {
    return (pageOnly ??= newConversationId());
  }
}
