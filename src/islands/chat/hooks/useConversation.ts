import { useEffect, useLayoutEffect, useReducer, useRef, useState } from "react";
import type { Locale } from "../../../config/i18n.ts";
import { askAssistant } from "../../../lib/chat/askAssistant.ts";
import { chatFailureLog } from "../../../lib/chat/chatErrors.ts";
import { chatReducer, initialChatState } from "../../../lib/chat/chatState.ts";
import { loadConversation, saveConversation, userMessage, type ChatMessage } from "../../../lib/chat/conversation.ts";
import type { EarlyQuestion } from "../../../lib/chat/shell.ts";
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

  /** Asks for the reply to `message` (or reads the one the shell asked for) and streams it in. */
  const follow = (message: ChatMessage, early?: EarlyQuestion) => {
    waiting.current = true;
    dispatch({ type: "sent", message });
    // The shell's text stays on screen: the full answer is read again from its start, and
    // shows only once it has caught up, so nothing shrinks or flickers at the takeover.
    const floor = early?.shown.length ?? 0;
    if (early) dispatch({ type: "streamed", text: early.shown });
    void askAssistant([...state.messages, message], {
      fetchImpl,
      language,
      failureText: texts,
      started: early?.response,
      onText: (streamed) => {
        if (streamed.length >= floor) dispatch({ type: "streamed", text: streamed });
      },
    }).then((answer) => {
      waiting.current = false;
      if (answer.ok) dispatch({ type: "replied", text: answer.text, card: answer.card, timestamp: Date.now() });
      else {
        // What went wrong, never what was asked.
        console.error("Chat reply failed", chatFailureLog(answer.failure));
        dispatch({ type: "failed", error: answer.error, timestamp: Date.now() });
      }
    });
  };

  /** Sends the visitor's text; false when it was not sent (blank, or a reply is still coming). */
  const send = (text: string): boolean => {
    if (waiting.current) return false;
    const message = userMessage(text);
    if (!message) return false; // Empty or whitespace-only: ignored (spec section 2).
    follow(message);
    return true;
  };

  /** The first question the page's shell sent before this code arrived: its reply becomes the widget's. */
  const adopt = (early: EarlyQuestion) => follow(early.message, early);

  /** The call-back request was stored: the widget's own reply thanks the visitor by name. */
  const handedOff = (name: string) =>
    dispatch({ type: "handedOff", text: texts.handoff.sent(name), timestamp: Date.now() });

  return { state, restored, send, adopt, handedOff };
}
