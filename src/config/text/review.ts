import { REVIEW_FORM_TEXT as VISITOR_REVIEW_TEXT } from "./en/review.ts";
import { REVIEW_LIST_TEXT } from "./en/reviews.ts";

/**
 * Reviews from the company's own clients. The owner asks from a won lead in
 * /admin, the client writes on /review from the e-mail's private link, the owner publishes
 * (or hides for a stated reason) and /reviews lists every published one.
 */
export const REVIEW_TEXT = {
  /** /reviews: every published review. */
  list: REVIEW_LIST_TEXT,
  /** /review#token: the form a client opens from the e-mail (./text/{en,es}/review.ts). */
  form: VISITOR_REVIEW_TEXT.form,
  errors: VISITOR_REVIEW_TEXT.errors,
  /** The functions' refusals, as the form shows them. */
  api: {
    ...VISITOR_REVIEW_TEXT.api,
    notWon: "Ask for a review once the job is won.",
    noEmail: "This lead has no e-mail address to send the request to.",
    reviewed: "This client has already written their review.",
    leadMissing: "This lead no longer exists.",
  },
  /** /admin: asking on a won lead, and the reviews waiting. */
  admin: {
    ask: "Ask for a review",
    askAgain: "Ask again",
    /** The buttons' names: their visible words first (axe: label-content-name-mismatch), then whose lead. */
    askLabel: (who: string) => `Ask for a review from ${who}`,
    askAgainLabel: (who: string) => `Ask again for a review from ${who}`,
    asking: "Sending…",
    asked: (date: string) => `Review asked for on ${date}`,
    received: (date: string) => `Review received on ${date}`,
    sent: (email: string) => `Review request sent to ${email}`,
    askFailed: "The review request could not be sent. Please try again.",
    notDelivered: "The last request could not be delivered to this address.",
    heading: "Reviews",
    intro:
      "Reviews your clients sent from the link in their e-mail. Publish each one as written; hide one only when it breaks the policy on /reviews, and say which rule. Published reviews show on the site after the next build, which publishing starts.",
    empty: "No reviews yet. Ask a client from a won lead above.",
    statusLabels: { submitted: "Waiting", published: "Published", hidden: "Hidden" },
    from: (name: string, town: string) => `${name}, ${town}`,
    submitted: (date: string) => `Sent ${date}`,
    service: "Show on the service page",
    area: "Show on the area page",
    none: "None",
    reply: "Your public reply (optional)",
    hideReason: "Reason to hide",
    hideReasonPick: "Choose a reason",
    hideReasons: {
      personal_data: "Personal data",
      profanity: "Profanity",
      not_about_a_job: "Not about a job",
    },
    hideReasonRequired: "Choose why the review breaks the policy.",
    publish: "Publish",
    saveChanges: "Save changes",
    hide: "Hide",
    published: "Review published. The site shows it after the build that has started.",
    saved: "Review saved.",
    hidden: "Review hidden. The reason is recorded.",
    saveFailed: "The review could not be saved. Please try again.",
    replyTooLong: (max: number) => `A reply is at most ${max} characters.`,
    hiddenBecause: (reason: string) => `Hidden: ${reason}`,
  },
  /** The e-mails: the client's request, the owner's note of a review received. */
  mail: {
    ...VISITOR_REVIEW_TEXT.mail,
    ownerSubject: (name: string, rating: number) => `New review from ${name}: ${rating} of 5 stars, waiting in /admin`,
    ownerIntro: "A client sent a review from their link. Read it and publish it in the dashboard.",
    ownerOpen: "Open the reviews",
  },
} as const;
