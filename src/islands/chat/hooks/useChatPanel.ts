import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from "react";
import { CHAT_IDS } from "../../../lib/chat/ids.ts";
import { loadPanelOpen, savePanelOpen } from "../../../lib/chat/panelState.ts";
import { takeEarlyChat, type EarlyChat } from "../../../lib/chat/shell.ts";

/** Whether the page's shell (lib/chat/shell.ts) has the panel open: the DOM says, before and at takeover. */
function shellOpen(): boolean {
  return typeof document !== "undefined" && document.getElementById(CHAT_IDS.panel)?.hidden === false;
}

/**
 * Whether the chat panel is open. The page's shell opened and closed it until now (and
 * reopened one left open on the previous page); the first render matches the DOM it left,
 * and at takeover the widget adopts the shell's state and what it remembered (`early`).
 * Without a shell (tests), a panel left open on the previous page opens again. Escape and
 * the close button give focus back to the round button.
 */
export function useChatPanel(
  launcherRef: RefObject<HTMLButtonElement | null>,
  inputRef: RefObject<HTMLInputElement | null>,
) {
  const [ready, setReady] = useState(false);
  const [open, setOpen] = useState(shellOpen);
  const [early, setEarly] = useState<EarlyChat | undefined>();
  const focusInput = useRef(false);

  // Before paint, so a click between hydration and this point cannot be answered twice.
  useLayoutEffect(() => {
    const taken = takeEarlyChat(launcherRef.current);
    setOpen(taken ? shellOpen() : loadPanelOpen());
    setEarly(taken);
    setReady(true);
  }, []);

  useLayoutEffect(() => {
    if (!ready) return;
    savePanelOpen(open);
    if (open && focusInput.current) inputRef.current?.focus();
    focusInput.current = false;
  }, [open, ready, inputRef]);

  const close = () => {
    setOpen(false);
    launcherRef.current?.focus();
  };

  // Escape closes the panel when focus is in it, on its button, or nowhere in particular;
  // elsewhere on the page the key belongs to whatever has focus.
  useEffect(() => {
    if (!open || !ready) return;
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

  const toggle = () => {
    focusInput.current = !open;
    setOpen(!open);
  };

  return { ready, open, early, close, toggle };
}
