/** The widget's element ids; ChatLauncher.astro's inline script finds the button by its id too. */
export const CHAT_IDS = { launcher: "chat-launcher", panel: "chat-panel", input: "chat-input" } as const;
