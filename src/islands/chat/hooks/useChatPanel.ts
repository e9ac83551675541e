import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from "react";
import { loadPanelOpen, savePanelOpen, takeEarlyPress } from "../../../lib/chat/panelState.ts";
import { CHAT_IDS } from "../chatIds.ts";

/**
 * Whether the chat panel is open: as on the previous page (sessionStorage), or opened with
 * focus in it when the button was pressed before the widget had loaded. Escape and the
 * close button give focus back to the round button. `ready` turns true once storage is read:
 * the first render matches the server's HTML (closed).
 */
export function useChatPanel(
  launcherRef: RefObject<HTMLButtonElement | null>,
  inputRef: RefObject<HTMLInputElement | null>,
) {
  const [ready, setReady] = useState(false);
  const [open, setOpen] = useState(false);
  const focusInput = useRef(false);

  useEffect(() => {
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
  }, [open, ready, launcherRef, inputRef]);

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

  const toggle = () => {
    focusInput.current = !open;
    setOpen(!open);
  };

  return { ready, open, close, toggle };
}
