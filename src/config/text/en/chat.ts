import { SITE } from "../../site.ts";
import { OPTION_TEXT } from "./options.ts";

/** The website assistant's panel, its messages and its call-back form. */
export const CHAT_TEXT = {
  /** The spec's own chat texts (section 8; MESSAGES in src/config/text.ts names them too). */
  typing: "Assistant is typing...",
  failure: "Unable to generate response. Please try again later.",
  unavailable: "Chat service is temporarily unavailable. Please contact us directly.",
  /** Too many questions in a minute, when the server's own words cannot be shown (they are English). */
  busy: "You have sent many messages in a row. Please wait a minute and try again.",
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
  /** The call-back form in the panel (the hand-off to the team). Labels avoid the contact form's exact ones. */
  handoff: {
    /** Under a reply that offers the form. */
    offer: "Leave my details",
    /** Always at hand under the question box. */
    prompt: "Prefer a call-back?",
    promptAction: "Leave your number",
    formLabel: "Request a call-back",
    intro:
      "Leave your name and a phone number or e-mail address. Our team will get back to you, usually within one business day, and will see this conversation.",
    labels: {
      name: "Your name",
      phone: "Your phone",
      email: "Your e-mail",
      note: "Anything we should know? (optional)",
    },
    reachRequired: "Please enter a phone number or an e-mail address so we can reach you.",
    submit: "Request call-back",
    sending: "Sending...",
    cancel: "Cancel",
    /** Under the form: the visitor may rather pick a visit's time themselves. */
    book: "Prefer a visit? Book a time",
    sent: (name: string) =>
      `Thanks, ${name}! Our team has your details and this conversation, and will get back to you within one business day.`,
  },
  /** A visit booked in the chat: the card under the reply, drawn from what the server stored. */
  booking: {
    checkTitle: "Please check your site visit",
    labels: {
      when: "When",
      name: "Name",
      phone: "Phone",
      email: "E-mail",
      address: "Address",
      project: "Project",
      note: "Note",
    },
    projectTypes: OPTION_TEXT.projectTypes,
    notYet: "Nothing is booked until you say yes.",
    /** Sends itself as the visitor's answer: it must read as a plain yes (lib/chat/explicitYes.ts). */
    yes: "Yes, book it",
    bookedTitle: "Your site visit is booked",
    cancelledTitle: "This site visit was cancelled",
    mailed: "A confirmation with a calendar invitation is on its way to your e-mail.",
    manage: "See, move or cancel your visit",
  },
};
