import { SITE } from "../../site.ts";

/** A client's review: the form at /review#token, its refusals, and the e-mail that asks for it. */
export const REVIEW_FORM_TEXT = {
  form: {
    title: "Review Your Project",
    description: `Tell other homeowners how your project with ${SITE.name} went.`,
    heading: "How did we do?",
    intro:
      "Thank you for working with us. Your review helps neighbors choose a contractor. We publish it with the first name and town you give here, once the owner has read it; we never change what you write.",
    rating: "Your rating",
    stars: (count: number) => `${count} star${count === 1 ? "" : "s"}`,
    text: "Your review",
    textHint: "What did we do, how did it go, would you hire us again?",
    name: "First name, as it should be shown",
    town: "Town, as it should be shown",
    project: "The project",
    projectHint: "For example: Kitchen remodel",
    submit: "Send my review",
    sending: "Sending…",
    doneHeading: "Thank you for your review",
    done: "It appears on our site once the owner has read it. If you have a moment, you can share it on Google too.",
    linkMissing: "This page opens from the link in your review e-mail. Please use that link.",
    failed: "Your review could not be sent. Please try again.",
  },
  errors: {
    rating: "Choose a rating from 1 to 5 stars.",
    text: (min: number) => `Please write a few words about the job (at least ${min} characters).`,
    name: "Please enter the first name to show.",
    town: "Please enter your town.",
    project: "Please say what we built or fixed.",
  },
  /** The functions' refusals of a link, as the form shows them. */
  api: {
    linkInvalid: "This review link is not valid. Please use the link in your latest e-mail from us.",
    linkUsed: "This link has been used already: we have your review. Thank you!",
    linkExpired: `This review link has expired. Please call us at ${SITE.phone} or write to ${SITE.email} and we will gladly send a new one.`,
    rateLimited: (seconds: number) => `Too many tries. Please wait ${seconds} seconds and send again.`,
  },
  /** The client's e-mail asking for the review, in the language their request was sent in. */
  mail: {
    subject: `How did we do? A short review of your project with ${SITE.name}`,
    greeting: (name: string) => (name ? `Hello ${name},` : "Hello,"),
    intro: `Thank you for choosing ${SITE.name}. Would you tell other homeowners how your project went? It takes two minutes, and we publish what you write with the first name and town you choose.`,
    link: "Write your review",
    expires: (date: string) => `The link is yours alone, works once and until ${date}.`,
    google: "You can also review us on Google",
    signature: SITE.name,
    automatic: "This is an automatic message; you can reply to it.",
  },
} as const;
