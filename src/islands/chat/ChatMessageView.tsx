import { useChatText } from "./chatText.ts";
import type { ChatMessage } from "../../lib/chat/conversation.ts";
import { visibleReply } from "../../lib/chat/handoff.ts";
import RichText from "../shared/RichText.tsx";
import ChatVisitCard from "./ChatVisitCard.tsx";

interface Props {
  message: ChatMessage;
  /** The reply that is still arriving. */
  streaming?: boolean;
  /** Under the newest reply showing a visit to confirm: the visitor's yes. */
  onConfirmVisit?: () => void;
}

const STYLES = {
  user: "ml-auto rounded-2xl rounded-tr-sm bg-brand-700 text-white",
  bot: "mr-auto rounded-2xl rounded-tl-sm bg-slate-100 text-ink-900",
  error: "mr-auto rounded-xl border border-red-200 bg-red-50 text-red-800",
} as const;

/**
 * One message: the visitor's text as typed, the assistant's as safe light Markdown (the
 * hand-off marker left out), an error as a notice.
 */
export default function ChatMessageView({ message, streaming = false, onConfirmVisit }: Props) {
  const CHAT_TEXT = useChatText();
  return (
    <li
      className={`max-w-[85%] px-3 py-2 text-sm break-words ${STYLES[message.type]}`}
      data-testid="chat-message"
      data-type={message.type}
      data-streaming={streaming || undefined}
    >
      <span className="sr-only">
        {message.type === "user" ? `${CHAT_TEXT.you}: ` : message.type === "bot" ? `${CHAT_TEXT.assistant}: ` : ""}
      </span>
      {message.type === "bot" ? (
        <>
          <RichText text={visibleReply(message.content, streaming)} />
          {message.card && <ChatVisitCard card={message.card} onConfirm={onConfirmVisit} />}
        </>
      ) : (
        <p className="whitespace-pre-wrap">{message.content}</p>
      )}
    </li>
  );
}
