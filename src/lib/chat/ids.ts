/** The widget's element ids, shared by the React widget and the page's shell script (shell.ts). */
export const CHAT_IDS = { launcher: "chat-launcher", panel: "chat-panel", input: "chat-input" } as const;

/** Elements of the panel the shell answers before the widget's code is there. */
export const CHAT_HOOKS = { close: "data-chat-close", handoff: "data-chat-handoff" } as const;
