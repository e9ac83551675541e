import { CHAT_HOOKS, CHAT_IDS } from "./ids.ts";
import { hasKeptConversation, loadPanelOpen, savePanelOpen, session } from "./panelState.ts";
import { conversationId } from "./conversationId.ts";
import { CHAT_HANDOFF_MARKER, TRAILER_SEPARATOR } from "../../schemas/api.ts";

/** The visitor's first question, sent by the shell before the widget's code arrived (issue 35). */
export interface EarlyQuestion {
  message: { type: "user"; content: string; timestamp: number };
  /** The chat's answer; its body is the widget's to read in full (the shell reads a copy). */
  response: Promise<Response>;
  /** The reply as the shell shows it so far (no marker, no card). */
  shown: string;
}

/**
 * What the visitor did in the chat's HTML before the widget's code arrived, handed to the
 * widget when it takes over: the first question, already sent and streaming into the panel;
 * a question sent after an earlier page's conversation (its text is still in the input),
 * which the widget sends with that conversation; or the call-back form asked for.
 */
export interface EarlyChat {
  send: boolean;
  handoff: boolean;
  /** The widget has taken over: the shell no longer answers anything. */
  taken: boolean;
  asked?: EarlyQuestion;
}

/** The server-rendered list the shell writes its messages into (ChatLog renders it empty, React never fills it). */
export const EARLY_LOG = "data-chat-early";

/** Set on the island while a question waits for the widget: the Send button looks busy. */
const SENDING_EARLY = "chatSendingEarly";

declare global {
  interface Window {
    chatEarly?: EarlyChat;
  }
}

/**
 * The chat before its code: the server renders the round button and the panel (hidden),
 * and this makes them work at once. The button opens the panel with focus in the question
 * box (typing is plain HTML), the close button and Escape close it, a panel left open on
 * the previous page is open again from the first paint. Sending and the call-back link are
 * remembered for the widget. Runs from the page's inline loader (client:chat), so it adds no
 * request; the widget's own handlers take over when it calls takeEarlyChat().
 */
export function wireChatShell(root: HTMLElement, storage: Storage | undefined = session()): void {
  const early: EarlyChat = { send: false, handoff: false, taken: false };
  window.chatEarly = early;
  const byId = (id: string) => document.getElementById(id);
  const panel = byId(CHAT_IDS.panel);
  const launcher = byId(CHAT_IDS.launcher);
  if (!panel || !launcher) return;

  const setOpen = (open: boolean, moveFocus: boolean) => {
    panel.hidden = !open;
    launcher.setAttribute("aria-expanded", String(open));
    savePanelOpen(open, storage);
    if (moveFocus) (open ? byId(CHAT_IDS.input) : launcher)?.focus();
  };
  if (loadPanelOpen(storage)) setOpen(true, false);

  const input = byId(CHAT_IDS.input) as HTMLInputElement | null;
  const log = root.querySelector<HTMLElement>(`[${EARLY_LOG}]`);
  /** A message as the widget draws it (the same classes, the same hidden "You:"/"Assistant:"). */
  const say = (type: "user" | "bot", text: string) => {
    const item = document.createElement("li");
    item.className = log?.dataset[type] ?? "";
    item.dataset.testid = "chat-message";
    item.dataset.type = type;
    const who = item.appendChild(document.createElement("span"));
    who.className = "sr-only";
    who.textContent = `${log?.dataset[`${type}Label`] ?? ""}: `;
    const words = item.appendChild(document.createElement("p"));
    words.className = "whitespace-pre-wrap";
    words.textContent = text;
    log?.append(item);
    return words;
  };

  /**
   * The first question goes out now, not when the widget's code has arrived: its reply streams
   * into the panel as plain text, and the widget, when it takes over, reads the same answer in
   * full (a tee of its body) and draws it as its own. After an earlier page's conversation the
   * widget is loading already; that question waits for it.
   */
  const ask = (content: string) => {
    const message = { type: "user" as const, content, timestamp: Date.now() };
    say("user", content);
    const words = say("bot", "");
    // Streaming until the reply has ended, as the widget marks its own (tests and benches wait on it).
    const bot = words.parentElement;
    if (bot) bot.dataset.streaming = "true";
    const language = document.documentElement.lang.startsWith("es") ? { language: "es" } : {};
    const response = fetch("/api/chat", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        messages: [{ role: "user", content }],
        ...language,
        conversation: conversationId(storage),
      }),
    }).then((answer) => {
      if (!answer.ok || !answer.body) return answer;
      const [mine, theirs] = answer.body.tee();
      void show(mine.getReader(), words);
      return new Response(theirs, { status: answer.status, headers: answer.headers });
    });
    // No reply to show (an error, no network): the widget will say why when it takes over.
    const unsaid = () => !early.taken && words.parentElement?.remove();
    response.then((answer) => answer.ok || unsaid(), unsaid);
    early.asked = { message, shown: "", response };
  };
  /** The shell's copy of the first reply, into the panel, until the widget takes over. */
  const show = async (reader: ReadableStreamDefaultReader<Uint8Array>, words: HTMLElement) => {
    const decoder = new TextDecoder();
    let text = "";
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done || early.taken) {
        delete words.parentElement?.dataset.streaming;
        return void reader.cancel().catch(() => {});
      }
      text += decoder.decode(value, { stream: true });
      const shown = text.split(TRAILER_SEPARATOR)[0].split(CHAT_HANDOFF_MARKER).join("").trimEnd();
      if (early.asked) early.asked.shown = shown;
      words.textContent = shown;
    }
  };

  const answer = (event: Event) => {
    if (early.taken || !(event.target instanceof Element)) return;
    const target = event.target;
    if (event.type === "submit") {
      // The box's maxlength keeps it within the chat's limit.
      const question = input?.value.trim();
      if (!question) {
        // An empty box sends nothing, now or later (spec: whitespace is ignored).
      } else if (!early.asked && log && !hasKeptConversation(storage)) {
        ask(question);
        if (input) input.value = "";
        root.dataset[SENDING_EARLY] = "";
      } else {
        early.send = true;
        root.dataset[SENDING_EARLY] = "";
      }
    } else if (target.closest(`#${CHAT_IDS.launcher}`)) setOpen(panel.hidden, true);
    else if (target.closest(`[${CHAT_HOOKS.close}]`)) setOpen(false, true);
    else if (target.closest(`[${CHAT_HOOKS.handoff}]`)) early.handoff = true;
    else return;
    // Answered here: React (which may be hydrating this very moment) must not answer it again.
    event.preventDefault();
    event.stopImmediatePropagation();
  };
  root.addEventListener("click", answer, true);
  root.addEventListener("submit", answer, true);
  document.addEventListener("keydown", (event) => {
    if (early.taken || event.key !== "Escape" || panel.hidden) return;
    const active = document.activeElement;
    if (active && active !== document.body && !root.contains(active)) return;
    setOpen(false, true);
  });
}

/** Called once by the widget as it takes over; what the shell remembered (nothing without a shell). */
export function takeEarlyChat(widget: Element | null): EarlyChat | undefined {
  const early = typeof window === "undefined" ? undefined : window.chatEarly;
  if (early) early.taken = true;
  const island = widget?.closest("astro-island");
  if (island instanceof HTMLElement) delete island.dataset[SENDING_EARLY];
  return early;
}
