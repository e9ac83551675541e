import { SITE } from "../../site.ts";
import { PROPOSAL_TEXT } from "./proposal.ts";

/**
 * The visitor's instant reply to a message, a call-back request or an estimate, in the
 * language of the page they sent it from. Fixed words only: nothing the visitor typed goes
 * back out to the address they gave.
 */
export const ACK_MAIL_TEXT = {
  subject: `We received your request: ${SITE.name}`,
  greeting: "Hello,",
  body: `Thank you for contacting ${SITE.name}. We have received your request.`,
  /** What happens next, per kind of lead (a booked visit has its own confirmation). */
  next: {
    contact:
      "What happens next: one of our project managers reads it and calls or e-mails you, usually within one business day, to talk through your project and set up a visit if it helps.",
    chat: "What happens next: one of our project managers calls or e-mails you, usually within one business day, and already has your conversation with our assistant.",
    estimate:
      "What happens next: one of our project managers looks over your estimate and contacts you, usually within one business day, to firm it up. A site visit turns the ballpark into a fixed quote.",
  },
  whereToFollow: PROPOSAL_TEXT.mail.whereToFollow,
  estimateTitle: "Your estimate",
  /** The estimate's figures the visitor chose, by field. */
  estimateFields: {
    projectType: "Project type",
    roomType: "Room",
    squareFootage: "Square footage",
    timeline: "Timeline",
    ballpark: "Ballpark",
  },
  hours: `Our office hours: ${SITE.hours} (Eastern Time).`,
  urgent: `If it is urgent, call us at ${SITE.phone}.`,
  automatic: "This is an automatic confirmation; you can reply to it.",
} as const;
