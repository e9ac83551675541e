import { SITE } from "../../site.ts";

/** /contact: the page and its form (spec: the form's labels, button and toasts, word for word). */
export const CONTACT_TEXT = {
  title: "Contact Us",
  description: `Request a free quote from ${SITE.name}. Call ${SITE.phone}, email ${SITE.email}, or send us a message. Serving Virginia, Maryland and DC.`,
  intro: "Tell us about your project and we will get back to you within one business day.",
  formHeading: "Send us a message",
  detailsLabel: "Contact details",
  bookPrompt: "Prefer we come to you?",
  phoneHeading: "Phone",
  emailHeading: "Email",
  areasHeading: "Service Areas",
  including: "Including:",
  hoursHeading: "Hours",
  formLabel: "Contact form",
  labels: { name: "Name", email: "Email", phone: "Phone", message: "Message" },
  placeholders: {
    name: "Jane Smith",
    email: "jane@example.com",
    phone: "(703) 555-0100",
    message: "Tell us about your project: what, where and when.",
  },
  submit: "Send Message",
  sending: "Sending...",
  success: "Message sent successfully! We will contact you soon.",
  failure: "Failed to send message. Please try again.",
  /** The honeypot's label: hidden from people and screen readers, read only by bots filling every field. */
  honeypotLabel: "Leave this field empty",
  /** /api/contact's 429 sentence; the form says it in the page's language from the answer's Retry-After. */
  rateLimited: (seconds: number) =>
    `Too many messages from your connection. Please wait ${seconds} seconds and try again.`,
} as const;
