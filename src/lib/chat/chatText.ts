import { SITE } from "../../config/site.ts";

/** Interface texts of the chat widget (the spec's messages are in src/config/messages.ts). */
export const CHAT_TEXT = {
  /** The round button; aria-expanded says whether the panel is open. */
  launcherLabel: "Chat with our assistant",
  closeLabel: "Close chat",
  title: `Ask ${SITE.name}`,
  subtitle: "Our AI assistant answers questions about our services. For pricing, our team will help directly.",
  /** Must not contain another form's label ("Message", "Name", "Email"...): tests find fields by label text. */
  inputLabel: "Your question",
  placeholder: "Ask about remodels, repairs, timelines...",
  send: "Send",
  conversationLabel: "Conversation",
  you: "You",
  assistant: "Assistant",
  greeting: "Hi! I can tell you about our services in Virginia, Maryland and DC. What are you planning?",
} as const;
