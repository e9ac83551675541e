import { lazy, Suspense, useEffect, useRef } from "react";
import { useChatText } from "./chatText.ts";
import type { ChatState } from "../../lib/chat/chatState.ts";
import { handoffTranscript, offersHandoff } from "../../lib/chat/handoff.ts";
import ChatMessageView from "./ChatMessageView.tsx";
import { EARLY_LOG } from "../../lib/chat/shell.ts";
import { MESSAGE_CLASSES } from "../../lib/chat/messageStyles.ts";
import type { HandoffFormProps } from "./HandoffForm.tsx";

/** The shell's list's server HTML: nothing, set once so React never writes it again. */
const NOTHING = { __html: "" };

// The call-back form brings the schema library: fetched when first opened, not with every page.
const HandoffForm = lazy(() => import("./HandoffForm.tsx"));

interface Props {
  state: ChatState;
  handoffOpen: boolean;
  onOpenHandoff: () => void;
  onHandedOff: (name: string) => void;
  onCancelHandoff: () => void;
  submitHandoff?: HandoffFormProps["submit"];
  /** The visitor's yes to the visit the newest reply shows. */
  onConfirmVisit: () => void;
}

/**
 * The panel's scrolling part: the greeting, the messages with the reply that is streaming,
 * the typing indicator, and the call-back offer or form. Kept scrolled to the newest line.
 */
export default function ChatLog({
  state,
  handoffOpen,
  onOpenHandoff,
  onHandedOff,
  onCancelHandoff,
  submitHandoff,
  onConfirmVisit,
}: Props) {
  const CHAT_TEXT = useChatText();
  const logRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [state.messages, state.streaming, state.waiting]);

  const lastMessage = state.messages.at(-1);
  const offered = !handoffOpen && !state.waiting && lastMessage?.type === "bot" && offersHandoff(lastMessage.content);

  return (
    <div ref={logRef} className="flex-1 space-y-3 overflow-y-auto px-4 py-4">
      <p className="rounded-2xl rounded-tl-sm bg-slate-100 px-3 py-2 text-sm text-ink-700">{CHAT_TEXT.greeting}</p>
      {/* Hidden while empty, as the shell's list below: one "Conversation" list at a time, never an empty twin. */}
      <ol aria-label={CHAT_TEXT.conversationLabel} className="space-y-3 empty:hidden">
        {state.messages.map((message, index) => (
          <ChatMessageView
            key={`${message.timestamp}-${index}`}
            message={message}
            onConfirmVisit={
              message === lastMessage && message.card?.kind === "confirm" && !state.waiting ? onConfirmVisit : undefined
            }
          />
        ))}
        {state.streaming !== null && (
          <ChatMessageView message={{ type: "bot", content: state.streaming, timestamp: 0 }} streaming />
        )}
      </ol>
      {/* The page's shell draws the first question and its reply here before this code arrives
      (lib/chat/shell.ts); React never fills it, and empties it when the widget takes the reply over. */}
      <ol
        {...{ [EARLY_LOG]: "" }}
        aria-label={CHAT_TEXT.conversationLabel}
        className="space-y-3 empty:hidden"
        data-user={MESSAGE_CLASSES.user}
        data-bot={MESSAGE_CLASSES.bot}
        data-user-label={CHAT_TEXT.you}
        data-bot-label={CHAT_TEXT.assistant}
        dangerouslySetInnerHTML={NOTHING}
        suppressHydrationWarning
      />
      {state.waiting && (
        <p role="status" className="text-sm text-ink-600 italic" data-testid="chat-typing">
          {CHAT_TEXT.typing}
        </p>
      )}
      {offered && (
        <button type="button" className="btn-primary px-4 text-sm" onClick={onOpenHandoff}>
          {CHAT_TEXT.handoff.offer}
        </button>
      )}
      {handoffOpen && (
        <Suspense fallback={null}>
          <HandoffForm
            transcript={() => handoffTranscript(state.messages)}
            onSent={onHandedOff}
            onCancel={onCancelHandoff}
            submit={submitHandoff}
          />
        </Suspense>
      )}
    </div>
  );
}
