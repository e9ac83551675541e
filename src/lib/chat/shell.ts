import { CHAT_HOOKS, CHAT_IDS } from "./ids.ts";
import { loadPanelOpen, savePanelOpen, session } from "./panelState.ts";

/**
 * What the visitor did in the chat's HTML before the widget's code arrived, handed to the
 * widget when it takes over: a question sent (its text is still in the input) or the
 * call-back form asked for.
 */
export interface EarlyChat {
  send: boolean;
  handoff: boolean;
  /** The widget has taken over: the shell no longer answers anything. */
  taken: boolean;
}

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

  const answer = (event: Event) => {
    if (early.taken || !(event.target instanceof Element)) return;
    const target = event.target;
    if (event.type === "submit") {
      early.send = true;
      root.dataset[SENDING_EARLY] = "";
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
