import { SITE } from "../../site.ts";

/** /account: a signed-in homeowner's requests, each with where it stands. */
export const ACCOUNT_TEXT = {
  title: "My Account",
  description: `Your estimates, requests and site visit with ${SITE.name}, and where each one stands.`,
  heading: "My requests",
  intro: "Everything you have asked us, in one place, with where it stands. We update it as we work on it.",
  /** Each status the owner sets, in the homeowner's words. */
  status: {
    new: "We received it",
    contacted: "We are in touch",
    quoted: "Quote sent",
    won: "Job agreed",
    lost: "Closed",
  },
  statusLabel: "Where it stands",
  estimates: "Your estimates",
  requests: "Your messages and call-back requests",
  visits: "Your site visit",
  noEstimates: "No estimates yet.",
  noRequests: "No messages yet.",
  noVisits: "No site visit booked.",
  newEstimate: "Get an estimate",
  bookVisit: "Book a site visit",
  contact: "Send us a message",
  kinds: { contact: "Message", chat: "Call-back request from the chat", booking: "Site visit", estimate: "Estimate" },
  sent: (date: string) => `Sent ${date}`,
  /** A lead not sent from this account (a form sent signed out, or by anyone who typed the address). */
  sentWithAddress: (date: string) => `Sent ${date} with your e-mail address`,
  ballpark: "Ballpark",
  estimateText: "The estimate",
  visitWhen: (when: string) => `Visit on ${when}`,
  visitCancelled: (when: string) => `Cancelled: the visit on ${when}`,
  manageVisit: "Move or cancel the visit",
  closeVisit: "Close",
  verify: {
    text: "Messages and visits you sent with your e-mail address before you had an account appear here once you confirm the address is yours.",
    send: "Send the confirmation e-mail",
    sending: "Sending…",
    sent: "Sent. Open the link in the e-mail, then come back to this page.",
    failed: "The e-mail could not be sent. Please try again.",
  },
  loadFailed: "Your requests could not be loaded. Please reload the page.",
} as const;
