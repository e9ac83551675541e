import { MESSAGES, CHAT_TEXT } from "../../config/text.ts";
import { lazy, Suspense, useEffect, useLayoutEffect, useReducer, useRef, useState, type FormEvent } from "react";
import { AI_LIMITS } from "../../schemas/api.ts";
import { askAssistant } from "../../lib/chat/askAssistant.ts";
import { chatReducer, initialChatState } from "../../lib/chat/chatState.ts";
import { loadConversation, saveConversation, userMessage } from "../../lib/chat/conversation.ts";
import { handoffTranscript, offersHandoff } from "../../lib/chat/handoff.ts";
import { loadPanelOpen, savePanelOpen, takeEarlyPress } from "../../lib/chat/panelState.ts";
import Icon from "../shared/Icon.tsx";
import ChatMessageView from "./ChatMessageView.tsx";
import type { HandoffFormProps } from "./HandoffForm.tsx";

// The call-back form brings the schema library: fetched when first opened, not with every page.
const HandoffForm = lazy(() => import("./HandoffForm.tsx"));

interface Props {
  /** Injected by tests; the page uses the browser's fetch. */
  fetchImpl?: typeof fetch;
  /** Injected by tests; the call-back form posts to /api/contact. */
  submitHandoff?: HandoffFormProps["submit"];
}

const CHAT_IDS = { launcher: "chat-launcher", panel: "chat-panel", input: "chat-input" } as const;

/**
 * The floating chat on every page: the round button and the panel. Astro renders the
 * button as plain HTML and hydrates this island when the browser is idle; the
 * conversation lives in sessionStorage so it follows the visitor from page to page.
 */
export default function ChatWidget({ fetchImpl, submitHandoff }: Props) {
  // The first render matches the server's HTML (closed, empty); storage is read after.
  const [ready, setReady] = useState(false);
  const [open, setOpen] = useState(false);
  const [state, dispatch] = useReducer(chatReducer, [], initialChatState);
  const [input, setInput] = useState("");
  const [handoffOpen, setHandoffOpen] = useState(false);
  const focusInput = useRef(false);
  const waitingRef = useRef(false);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const logRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    dispatch({ type: "restored", messages: loadConversation() });
    const pressed = takeEarlyPress();
    if (pressed || loadPanelOpen()) {
      focusInput.current = pressed;
      setOpen(true);
    }
    setReady(true);
  }, []);

  useLayoutEffect(() => {
    if (!ready) return;
    launcherRef.current?.removeAttribute("aria-busy"); // Set by the early-press script in ChatLauncher.astro.
    savePanelOpen(open);
    if (open && focusInput.current) inputRef.current?.focus();
    focusInput.current = false;
  }, [open, ready]);

  useEffect(() => {
    if (ready) saveConversation(state.messages);
  }, [state.messages, ready]);

  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [state.messages, state.streaming, state.waiting, open]);

  const close = () => {
    setOpen(false);
    launcherRef.current?.focus();
  };

  // Escape closes the panel when focus is in it, on its button, or nowhere in particular;
  // elsewhere on the page the key belongs to whatever has focus.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      const active = document.activeElement;
      const inside =
        active === document.body ||
        active === launcherRef.current ||
        document.getElementById(CHAT_IDS.panel)?.contains(active);
      if (active && !inside) return;
      event.preventDefault();
      close();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  });

  const closeHandoff = () => {
    setHandoffOpen(false);
    inputRef.current?.focus();
  };

  const onHandedOff = (name: string) => {
    dispatch({ type: "handedOff", text: CHAT_TEXT.handoff.sent(name), timestamp: Date.now() });
    closeHandoff();
  };

  const lastMessage = state.messages.at(-1);
  const offered = !handoffOpen && !state.waiting && lastMessage?.type === "bot" && offersHandoff(lastMessage.content);

  const toggle = () => {
    focusInput.current = !open;
    setOpen(!open);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (waitingRef.current) return;
    const message = userMessage(input);
    if (!message) return; // Empty or whitespace-only: ignored (spec section 2).
    waitingRef.current = true;
    setInput("");
    inputRef.current?.focus(); // Send is about to be disabled; the visitor keeps typing here.
    dispatch({ type: "sent", message });
    const answer = await askAssistant([...state.messages, message], {
      fetchImpl,
      onText: (text) => dispatch({ type: "streamed", text }),
    });
    waitingRef.current = false;
    if (answer.ok) dispatch({ type: "replied", text: answer.text, timestamp: Date.now() });
    else {
      // What went wrong, never what was asked.
      console.error(
        "Chat reply failed",
        answer.failure.kind === "http"
          ? `HTTP ${answer.failure.status} ${answer.failure.code ?? ""}`
          : answer.failure.kind,
      );
      dispatch({ type: "failed", error: answer.error, timestamp: Date.now() });
    }
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
        <section
          id={CHAT_IDS.panel}
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
              onClick={close}
              aria-label={CHAT_TEXT.closeLabel}
              className="grid size-9 shrink-0 place-items-center rounded-full hover:bg-white/10"
            >
              <Icon name="close" size={18} />
            </button>
          </header>

          <div ref={logRef} className="flex-1 space-y-3 overflow-y-auto px-4 py-4">
            <p className="rounded-2xl rounded-tl-sm bg-slate-100 px-3 py-2 text-sm text-ink-700">
              {CHAT_TEXT.greeting}
            </p>
            <ol aria-label={CHAT_TEXT.conversationLabel} className="space-y-3">
              {state.messages.map((message, index) => (
                <ChatMessageView key={`${message.timestamp}-${index}`} message={message} />
              ))}
              {state.streaming !== null && (
                <ChatMessageView message={{ type: "bot", content: state.streaming, timestamp: 0 }} streaming />
              )}
            </ol>
            {state.waiting && (
              <p role="status" className="text-sm text-ink-600 italic" data-testid="chat-typing">
                {MESSAGES.chatTyping}
              </p>
            )}
            {offered && (
              <button type="button" className="btn-primary px-4 text-sm" onClick={() => setHandoffOpen(true)}>
                {CHAT_TEXT.handoff.offer}
              </button>
            )}
            {handoffOpen && (
              <Suspense fallback={null}>
                <HandoffForm
                  transcript={() => handoffTranscript(state.messages)}
                  onSent={onHandedOff}
                  onCancel={closeHandoff}
                  submit={submitHandoff}
                />
              </Suspense>
            )}
          </div>

          {/* Screen readers hear each finished reply or error once, not every streamed chunk. */}
          <div aria-live="polite" aria-atomic="true" className="sr-only" data-testid="chat-announcer">
            {state.announcement}
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
              onChange={(event) => setInput(event.target.value)}
              maxLength={AI_LIMITS.maxUserMessageChars}
              autoComplete="off"
              placeholder={CHAT_TEXT.placeholder}
              className="field-input flex-1 py-2"
            />
            <button type="submit" className="btn-primary px-4" disabled={state.waiting}>
              {CHAT_TEXT.send}
            </button>
          </form>
          {!handoffOpen && (
            <p className="-mt-1 px-3 pb-3 text-xs text-ink-600">
              {CHAT_TEXT.handoff.prompt}{" "}
              <button
                type="button"
                className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-600"
                onClick={() => setHandoffOpen(true)}
              >
                {CHAT_TEXT.handoff.promptAction}
              </button>
            </p>
          )}
        </section>
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
