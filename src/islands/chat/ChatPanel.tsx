import type { FormEvent, ReactNode, RefObject } from "react";
import { useChatText } from "./chatText.ts";
import { AI_LIMITS } from "../../schemas/api.ts";
import Icon from "../shared/Icon.tsx";
import { CHAT_HOOKS, CHAT_IDS } from "../../lib/chat/ids.ts";

interface Props {
  /** Closed: in the page, hidden from everyone. */
  hidden: boolean;
  /** The scrolling conversation (ChatLog). */
  children: ReactNode;
  /** The latest finished reply or error, for screen readers. */
  announcement: string;
  input: string;
  onInput: (text: string) => void;
  inputRef: RefObject<HTMLInputElement | null>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** A reply is on its way: Send waits. */
  waiting: boolean;
  /** The call-back form is open: its link below the question box is not needed. */
  handoffOpen: boolean;
  onOpenHandoff: () => void;
  onClose: () => void;
}

/** The open chat: title and close button, the conversation, the question box, the call-back link. */
export default function ChatPanel({
  hidden,
  children,
  announcement,
  input,
  onInput,
  inputRef,
  onSubmit,
  waiting,
  handoffOpen,
  onOpenHandoff,
  onClose,
}: Props) {
  const CHAT_TEXT = useChatText();
  return (
    <section
      id={CHAT_IDS.panel}
      hidden={hidden}
      role="dialog"
      aria-labelledby="chat-title"
      data-testid="chat-panel"
      className="flex max-h-[min(36rem,calc(100dvh-7rem))] w-[min(24rem,calc(100vw-2rem))] flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-2xl"
    >
      <header className="flex items-start justify-between gap-3 bg-ink-900 px-4 py-3 text-white">
        <div>
          <h2 id="chat-title" className="font-semibold">
            {CHAT_TEXT.title}
          </h2>
          <p className="text-xs text-slate-300">{CHAT_TEXT.subtitle}</p>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label={CHAT_TEXT.closeLabel}
          {...{ [CHAT_HOOKS.close]: "" }}
          className="grid size-9 shrink-0 place-items-center rounded-full hover:bg-white/10"
        >
          <Icon name="close" size={18} />
        </button>
      </header>

      {children}

      {/* Screen readers hear each finished reply or error once, not every streamed chunk. */}
      <div aria-live="polite" aria-atomic="true" className="sr-only" data-testid="chat-announcer">
        {announcement}
      </div>

      <form onSubmit={onSubmit} className="flex items-end gap-2 border-t border-slate-200 p-3">
        <label htmlFor={CHAT_IDS.input} className="sr-only">
          {CHAT_TEXT.inputLabel}
        </label>
        <input
          ref={inputRef}
          id={CHAT_IDS.input}
          type="text"
          value={input}
          onChange={(event) => onInput(event.target.value)}
          maxLength={AI_LIMITS.maxUserMessageChars}
          autoComplete="off"
          placeholder={CHAT_TEXT.placeholder}
          className="field-input flex-1 py-2"
        />
        {/* Busy while a question sent before the widget's code waits for it (shell.ts's SENDING_EARLY on the island). */}
        <button
          type="submit"
          className="btn-primary px-4 in-data-chat-sending-early:cursor-wait in-data-chat-sending-early:opacity-60"
          disabled={waiting}
        >
          {CHAT_TEXT.send}
        </button>
      </form>
      {!handoffOpen && (
        <p className="-mt-1 px-3 pb-3 text-xs text-ink-600">
          {CHAT_TEXT.handoff.prompt}{" "}
          <button
            type="button"
            className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-600"
            onClick={onOpenHandoff}
            {...{ [CHAT_HOOKS.handoff]: "" }}
          >
            {CHAT_TEXT.handoff.promptAction}
          </button>
        </p>
      )}
    </section>
  );
}
