import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from "react";
import type { Locale } from "../../config/i18n.ts";
import { CHAT_TEXTS, ChatLocaleContext, ChatTextContext } from "./chatText.ts";
import Icon from "../shared/Icon.tsx";
import ChatLog from "./ChatLog.tsx";
import ChatPanel from "./ChatPanel.tsx";
import { CHAT_IDS } from "../../lib/chat/ids.ts";
import { EARLY_LOG } from "../../lib/chat/shell.ts";
import type { HandoffFormProps } from "./HandoffForm.tsx";
import { useChatPanel } from "./hooks/useChatPanel.ts";
import { useConversation } from "./hooks/useConversation.ts";

interface Props {
  /** The page's language: the panel's texts, and the language the assistant is asked to answer in. */
  locale?: Locale;
  /** Injected by tests; the page uses the browser's fetch. */
  fetchImpl?: typeof fetch;
  /** Injected by tests; the call-back form posts to /api/contact. */
  submitHandoff?: HandoffFormProps["submit"];
}

/**
 * The floating chat on every page: the round button and the panel. The server renders both
 * (the panel hidden) and the page's shell (client:chat, lib/chat/shell.ts) makes them work
 * before this code is fetched, on the visitor's first intent; the conversation lives in
 * sessionStorage so it follows the visitor from page to page.
 */
export default function ChatWidget({ locale = "en", fetchImpl, submitHandoff }: Props) {
  const text = CHAT_TEXTS[locale];
  const launcherRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const { ready, open, early, close, toggle } = useChatPanel(launcherRef, inputRef);
  const { state, restored, send, adopt, handedOff } = useConversation(ready, fetchImpl, locale);
  const [input, setInput] = useState("");
  const [handoffOpen, setHandoffOpen] = useState(false);

  // What was typed into the page's HTML before this code arrived is kept: adopted before the
  // first re-render, which would otherwise write the empty state over it.
  useLayoutEffect(() => {
    const typed = inputRef.current?.value;
    if (typed) setInput(typed);
  }, []);

  // The first question the shell already sent: its reply becomes the widget's, and the shell's
  // copy goes, in the same frame (a layout effect: nothing shown twice, nothing missing).
  const adopted = useRef(false);
  useLayoutEffect(() => {
    if (!restored || !early?.asked || adopted.current) return;
    adopted.current = true;
    adopt(early.asked);
    document.querySelector(`[${EARLY_LOG}]`)?.replaceChildren();
    // Once, when the conversation is back and the shell's state is known.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [restored, early]);

  // What the visitor did there: a question sent goes out with the earlier pages' conversation
  // (hence after it is restored), or after the shell's first reply has finished when it came
  // after that one; a call-back asked for opens its form.
  const sendWhenFree = useRef(false);
  useEffect(() => {
    if (!restored) return;
    if (early?.handoff) setHandoffOpen(true);
    if (early?.send) sendWhenFree.current = true;
    // Once, when the conversation is back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [restored]);
  useEffect(() => {
    if (!restored || state.waiting || !sendWhenFree.current) return;
    // Nothing left to send (the box was emptied): the wish ends here, not with a later reply.
    if (!input.trim()) sendWhenFree.current = false;
    else if (send(input)) {
      sendWhenFree.current = false;
      setInput("");
    }
    // When the conversation is back and no reply is coming.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [restored, state.waiting]);

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
    <ChatLocaleContext.Provider value={locale}>
      <ChatTextContext.Provider value={text}>
        <div
          className="fixed right-4 bottom-[calc(1rem+var(--admin-bar,0px))] z-50 flex flex-col items-end gap-3 print:hidden"
          data-testid="chat-widget"
          data-ready={ready || undefined}
        >
          {/* The panel is in the page's HTML so the shell can open it before this code is here;
          closed, it is hidden from everyone (its labels avoid the page forms' own). */}
          <ChatPanel
            hidden={!open}
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
              onConfirmVisit={() => send(text.booking.yes)}
            />
          </ChatPanel>

          <button
            ref={launcherRef}
            id={CHAT_IDS.launcher}
            type="button"
            onClick={toggle}
            aria-expanded={open}
            aria-controls={CHAT_IDS.panel}
            aria-label={text.launcherLabel}
            className="group grid size-14 place-items-center rounded-full bg-brand-700 text-white shadow-lg transition-colors hover:bg-brand-600"
          >
            {/* Both icons, chosen by aria-expanded, so the shell's open panel shows the right one too. */}
            <Icon name="close" size={24} className="hidden group-aria-expanded:block" />
            <Icon name="chat" size={26} className="group-aria-expanded:hidden" />
          </button>
        </div>
      </ChatTextContext.Provider>
    </ChatLocaleContext.Provider>
  );
}
