import { useEffect, useLayoutEffect, useReducer, useRef, useState } from "react";
import type { Locale } from "../../../config/i18n.ts";
import { askAssistant } from "../../../lib/chat/askAssistant.ts";
import { chatFailureLog } from "../../../lib/chat/chatErrors.ts";
import { chatReducer, initialChatState } from "../../../lib/chat/chatState.ts";
import { loadConversation, saveConversation, userMessage } from "../../../lib/chat/conversation.ts";
import { CHAT_TEXTS } from "../chatText.ts";

/**
 * The conversation: what was said on earlier pages (sessionStorage, read once mounted and
 * saved on every change after that), the visitor's questions, and each reply as it streams.
 * One question at a time.
 */
export function useConversation(ready: boolean, fetchImpl: typeof fetch | undefined, language: Locale = "en") {
  const texts = CHAT_TEXTS[language];
  const [state, dispatch] = useReducer(chatReducer, [], initialChatState);
  const waiting = useRef(false);
  // Once true, `send` carries the earlier pages' conversation with the new question.
  const [restored, setRestored] = useState(false);

  // In the same synchronous re-render as the takeover (useChatPanel): no render has the
  // widget ready without the earlier pages' conversation, which a question sent at that
  // moment would leave out and the save below would overwrite.
  useLayoutEffect(() => {
    dispatch({ type: "restored", messages: loadConversation() });
    setRestored(true);
  }, []);

  useEffect(() => {
    if (ready && restored) saveConversation(state.messages);
  }, [state.messages, ready, restored]);

  /** Sends the visitor's text; false when it was not sent (blank, or a reply is still coming). */
  const send = (text: string): boolean => {
    if (waiting.current) return false;
    const message = userMessage(text);
    if (!message) return false; // Empty or whitespace-only: ignored (spec section 2).
    waiting.current = true;
    dispatch({ type: "sent", message });
    void askAssistant([...state.messages, message], {
      fetchImpl,
      language,
      failureText: texts,
      onText: (streamed) => dispatch({ type: "streamed", text: streamed }),
    }).then((answer) => {
      waiting.current = false;
      if (answer.ok) dispatch({ type: "replied", text: answer.text, card: answer.card, timestamp: Date.now() });
      else {
        // What went wrong, never what was asked.
        console.error("Chat reply failed", chatFailureLog(answer.failure));
        dispatch({ type: "failed", error: answer.error, timestamp: Date.now() });
      }
    });
    return true;
  };

  /** The call-back request was stored: the widget's own reply thanks the visitor by name. */
  const handedOff = (name: string) =>
    dispatch({ type: "handedOff", text: texts.handoff.sent(name), timestamp: Date.now() });

  return { state, restored, send, handedOff };
}
