/**
 * Whether the chat panel was open when the visitor left the previous page, so it is open
 * again on the next one. Kept apart from the conversation: the page's up-front loader
 * reads it and must stay tiny.
 */
export const PANEL_OPEN_KEY = "chatOpen";

/** The conversation itself (conversation.ts); here, beside the panel's key, so the page's loader can tell one was kept without loading the chat. */
export const CONVERSATION_KEY = "chatConversation";

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

/**
 * Whether an earlier page left a conversation or an open panel: the widget is then needed
 * at once. An empty list is no conversation (a widget that woke and was never used saves one).
 */
export function hasKeptChat(storage: Storage | undefined = session()): boolean {
  return loadPanelOpen(storage) || hasKeptConversation(storage);
}

/** Whether an earlier page left a conversation (an empty list is none). */
export function hasKeptConversation(storage: Storage | undefined = session()): boolean {
  try {
    const kept = storage?.getItem(CONVERSATION_KEY);
    return kept !== null && kept !== undefined && kept !== "[]";
  } catch {
    return false;
  }
}
