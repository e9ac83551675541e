import { useRef, useState, type FormEvent } from "react";
import { CHAT_TEXT } from "../../config/text.ts";
import Icon from "../shared/Icon.tsx";
import ChatLog from "./ChatLog.tsx";
import ChatPanel from "./ChatPanel.tsx";
import { CHAT_IDS } from "./chatIds.ts";
import type { HandoffFormProps } from "./HandoffForm.tsx";
import { useChatPanel } from "./hooks/useChatPanel.ts";
import { useConversation } from "./hooks/useConversation.ts";

interface Props {
  /** Injected by tests; the page uses the browser's fetch. */
  fetchImpl?: typeof fetch;
  /** Injected by tests; the call-back form posts to /api/contact. */
  submitHandoff?: HandoffFormProps["submit"];
}

/**
 * The floating chat on every page: the round button and the panel. Astro renders the
 * button as plain HTML and hydrates this island when the browser is idle; the
 * conversation lives in sessionStorage so it follows the visitor from page to page.
 * Closed, the panel leaves the page; what was typed, said and opened stays here.
 */
export default function ChatWidget({ fetchImpl, submitHandoff }: Props) {
  const launcherRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const { ready, open, close, toggle } = useChatPanel(launcherRef, inputRef);
  const { state, send, handedOff } = useConversation(ready, fetchImpl);
  const [input, setInput] = useState("");
  const [handoffOpen, setHandoffOpen] = useState(false);

  const closeHandoff = () => {
    setHandoffOpen(false);
    inputRef.current?.focus();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!send(input)) return;
    setInput("");
    inputRef.current?.focus(); // Send is about to be disabled; the visitor keeps typing here.
  };

  return (
    <div
      className="fixed right-4 bottom-4 z-50 flex flex-col items-end gap-3 print:hidden"
      data-testid="chat-widget"
      data-ready={ready || undefined}
    >
      {/* Closed, the panel leaves the page (its state stays here): nothing hidden lingers
          for assistive technology or for other forms' label lookups. */}
      {open && (
        <ChatPanel
          announcement={state.announcement}
          input={input}
          onInput={setInput}
          inputRef={inputRef}
          onSubmit={onSubmit}
          waiting={state.waiting}
          handoffOpen={handoffOpen}
          onOpenHandoff={() => setHandoffOpen(true)}
          onClose={close}
        >
          <ChatLog
            state={state}
            handoffOpen={handoffOpen}
            onOpenHandoff={() => setHandoffOpen(true)}
            onHandedOff={(name) => {
              handedOff(name);
              closeHandoff();
            }}
            onCancelHandoff={closeHandoff}
            submitHandoff={submitHandoff}
          />
        </ChatPanel>
      )}

      <button
        ref={launcherRef}
        id={CHAT_IDS.launcher}
        type="button"
        onClick={toggle}
        aria-expanded={open}
        aria-controls={open ? CHAT_IDS.panel : undefined}
        aria-label={CHAT_TEXT.launcherLabel}
        className="grid size-14 place-items-center rounded-full bg-brand-700 text-white shadow-lg transition-colors hover:bg-brand-600"
      >
        {open ? <Icon name="close" size={24} /> : <Icon name="chat" size={26} />}
      </button>
    </div>
  );
}
