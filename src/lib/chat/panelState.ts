/**
 * Whether the chat panel was open when the visitor left the previous page, so it is open
 * again on the next one. Kept apart from the conversation: the page's up-front loader
 * reads it and must stay tiny.
 */
export const PANEL_OPEN_KEY = "chatOpen";

/** This tab's sessionStorage, or undefined where storage is blocked (the chat then simply forgets). */
export function session(): Storage | undefined {
  try {
    return sessionStorage;
  } catch {
    return undefined;
  }
}

export function loadPanelOpen(storage: Storage | undefined = session()): boolean {
  try {
    return storage?.getItem(PANEL_OPEN_KEY) === "1";
  } catch {
    return false;
  }
}

export function savePanelOpen(open: boolean, storage: Storage | undefined = session()): void {
  try {
    if (open) storage?.setItem(PANEL_OPEN_KEY, "1");
    else storage?.removeItem(PANEL_OPEN_KEY);
  } catch {
    // Quota or blocked storage: only the convenience is lost.
  }
}

declare global {
  interface Window {
    /** Set by ChatLauncher.astro's inline script when the button is pressed before the widget has loaded. */
    chatLauncherPressed?: boolean;
  }
}

/** Whether the visitor pressed the chat button before the widget was ready (and so wants it open). */
export function takeEarlyPress(): boolean {
  if (typeof window === "undefined" || !window.chatLauncherPressed) return false;
  window.chatLauncherPressed = false;
  return true;
}
