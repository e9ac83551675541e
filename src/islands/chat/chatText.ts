import { createContext, useContext } from "react";
import type { Locale } from "../../config/i18n.ts";
import { CHAT_TEXT as en } from "../../config/text/en/chat.ts";
import { CHAT_TEXT as es } from "../../config/text/es/chat.ts";

/**
 * The chat's texts in both languages. The widget is told its page's language and gives its
 * parts that language's texts; both come with the chat's code (a few kB, after intent).
 */
export type ChatText = typeof en;

export const CHAT_TEXTS: Record<Locale, ChatText> = { en, es };

export const ChatTextContext = createContext<ChatText>(en);

/** The chat's texts in the page's language. */
export function useChatText(): ChatText {
  return useContext(ChatTextContext);
}

/** The page's language, for what the chat sends (the call-back request's instant reply) and its form's checks. */
export const ChatLocaleContext = createContext<Locale>("en");

export function useChatLocale(): Locale {
  return useContext(ChatLocaleContext);
}
