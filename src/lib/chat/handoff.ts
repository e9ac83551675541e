/**
 * The chat's hand-off to the team: the model marks a reply that offers the call-back
 * form (CHAT_HANDOFF_MARKER, see the chat prompt), the widget shows the reply without
 * the marker and the form under it, and the lead carries the conversation's last turns.
 */
import { CHAT_HANDOFF_MARKER } from "../../schemas/api.ts";
import { HANDOFF_LIMITS } from "../../schemas/bounds.ts";
import type { TranscriptTurn } from "../../schemas/contact.ts";
import type { ChatMessage } from "./conversation.ts";

/** The reply offers the call-back form. */
export function offersHandoff(content: string): boolean {
  return content.includes(CHAT_HANDOFF_MARKER);
}

/**
 * The reply as the visitor reads it: the marker removed wherever the model put it and,
 * while the reply is still streaming, a half-arrived marker at its end held back, so
 * "[[call" never flashes on screen.
 */
export function visibleReply(content: string, streaming = false): string {
  let text = content.split(CHAT_HANDOFF_MARKER).join("");
  if (streaming) {
    for (let length = Math.min(CHAT_HANDOFF_MARKER.length - 1, text.length); length > 0; length--) {
      if (text.endsWith(CHAT_HANDOFF_MARKER.slice(0, length))) {
        text = text.slice(0, -length);
        break;
      }
    }
  }
  return text.replace(/[ \t]+$/gm, "").trimEnd();
}

/**
 * The last turns of what was said, oldest first, for the owner: error notices are not
 * part of the conversation, markers are removed and each turn is cut to the contract's
 * length.
 */
export function handoffTranscript(messages: readonly ChatMessage[]): TranscriptTurn[] {
  return messages
    .flatMap((message): TranscriptTurn[] => {
      if (message.type === "error") return [];
      const content = (message.type === "bot" ? visibleReply(message.content) : message.content).trim();
      if (!content) return [];
      const cut =
        content.length > HANDOFF_LIMITS.turnChars ? `${content.slice(0, HANDOFF_LIMITS.turnChars - 1)}…` : content;
      return [{ role: message.type === "user" ? "user" : "assistant", content: cut }];
    })
    .slice(-HANDOFF_LIMITS.transcriptTurns);
}
