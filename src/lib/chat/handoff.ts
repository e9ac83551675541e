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
 * The owner's transcript from turns already cleaned of markers: those with words, the last
 * ones, oldest first, each cut to the contract's length. The widget's hand-off and the chat
 * function's booking lead both keep it this way.
 */
export function lastTurns(turns: readonly TranscriptTurn[]): TranscriptTurn[] {
  return turns
    .flatMap(({ role, content }): TranscriptTurn[] => {
      const text = content.trim();
      if (!text) return [];
      const cut = text.length > HANDOFF_LIMITS.turnChars ? `${text.slice(0, HANDOFF_LIMITS.turnChars - 1)}…` : text;
      return [{ role, content: cut }];
    })
    .slice(-HANDOFF_LIMITS.transcriptTurns);
}

/** The conversation for the owner: error notices are not part of it, markers are removed (lastTurns). */
export function handoffTranscript(messages: readonly ChatMessage[]): TranscriptTurn[] {
  return lastTurns(
    messages.flatMap((message): TranscriptTurn[] =>
      message.type === "error"
        ? []
        : [
            {
              role: message.type === "user" ? "user" : "assistant",
              content: message.type === "bot" ? visibleReply(message.content) : message.content,
            },
          ],
    ),
  );
}
