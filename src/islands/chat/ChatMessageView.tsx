import { useChatText } from "./chatText.ts";
import type { ChatMessage } from "../../lib/chat/conversation.ts";
import { visibleReply } from "../../lib/chat/handoff.ts";
import RichText from "../shared/RichText.tsx";
import ChatVisitCard from "./ChatVisitCard.tsx";
import { MESSAGE_CLASSES } from "../../lib/chat/messageStyles.ts";

interface Props {
  message: ChatMessage;
  /** The reply that is still arriving. */
  streaming?: boolean;
  /** Under the newest reply showing a visit to confirm: the visitor's yes. */
  onConfirmVisit?: () => void;
}

/**
 * One message: the visitor's text as typed, the assistant's as safe light Markdown (the
 * hand-off marker left out), an error as a notice.
 */
export default function ChatMessageView({ message, streaming = false, onConfirmVisit }: Props) {
  const CHAT_TEXT = useChatText();
  return (
    <li
      className={MESSAGE_CLASSES[message.type]}
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
