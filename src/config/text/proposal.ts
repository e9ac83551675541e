/**
 * The proposal's texts: the owner's builder in /admin, the homeowner's /proposal page, its
 * e-mails and the refusals of its functions. The first feature with its own text file:
 * the per-language catalogues (design.md, Languages) split src/config/text.ts the same way.
 * The law's own words (notices, rule sentences) are src/lib/proposal/law.ts's.
 */

import { SITE } from "../site.ts";

export const PROPOSAL_TEXT = {
  errors: {
    title: "Please give the proposal a title.",
    scope: "Please describe the work (at least 10 characters).",
    noItems: "Please add at least one line item.",
    itemId: "Each line item needs its own short id.",
    description: "Please describe each line (2 to 300 characters).",
    quantity: "Please enter a quantity above 0 with at most two decimals.",
    unit: "Please give each line a unit (each, sq ft, hour...).",
    unitPrice: "Please enter a unit price between $0 and $1,000,000.",
    allowance: "Please enter an allowance between $0 and $1,000,000.",
    deposit: "Please enter a deposit of $0 or more.",
    milestone: "Please give each payment a share between 0.01 % and 100 %.",
    milestoneLabel: "Please name each payment (2 to 80 characters).",
    line: "Please keep each line between 2 and 300 characters.",
    tooMany: (max: number) => `Please keep this list to ${max} entries.`,
    date: "Please enter a date as YYYY-MM-DD.",
    clientName: "Please enter the homeowner's name.",
    street: "Please enter the project's street address.",
    city: "Please enter the project's city.",
    zip: "Please enter the project's 5-digit ZIP code.",
    signer: "Please type the name of who signs for the company.",
    changeMessage: "Please say what you would like changed (at least 5 characters).",
    signerName: "Please type your full name as your signature.",
    signature: "Please draw your signature in the box.",
    consent: "Please agree to sign and receive the documents electronically.",
  },
  /** The functions' refusals, as the pages show them. */
  api: {
    notFound: "This proposal no longer exists.",
    leadMissing: "This lead no longer exists.",
    signed: "This proposal is signed: it cannot change. Changes to a signed contract are change orders.",
    breaksLaw: "The proposal cannot be sent yet:",
    linkInvalid: "This proposal link is not valid. Please use the link in your latest e-mail from us.",
    linkExpired: `This proposal has expired. Please call us at ${SITE.phone} or write to ${SITE.email} and we will gladly send a new one.`,
    closed: "This proposal has been answered already.",
    revised: "We have revised this proposal since you opened it. Please reload the page to read the new version.",
    initials: "Please type your initials beside the arbitration clause.",
    changeLimit: `You have sent us many change requests on this link. Please call us at ${SITE.phone}.`,
    notSigned: "The deposit can be recorded once the contract is signed.",
    alreadyPaid: "This deposit is recorded already.",
    failed: "Something went wrong. Please try again.",
    rateLimited: (seconds: number) => `Too many tries. Please wait ${seconds} seconds and try again.`,
  },
  /** The e-mails: the homeowner's link and signed copy, the owner's news of an answer. */
  mail: {
    greeting: (name: string) => (name ? `Hello ${name},` : "Hello,"),
    sentSubject: (title: string) => `Your proposal from ${SITE.name}: ${title}`,
    sentIntro: (title: string, total: string) =>
      `Here is our written proposal for ${title}, ${total} for the work as described. It lists every item, the dates, the payment schedule and the notices the law asks for.`,
    sentLink: "Read it, choose any optional items, ask for changes or sign it here",
    sentExpires: (date: string) => `The link works until ${date}; it is yours alone, so please do not forward it.`,
    signedSubject: (title: string) => `Signed: ${title}`,
    signedClient: (title: string) =>
      `Thank you: you signed the contract for ${title}. The signed contract is attached as a PDF; please keep it. You can also read it again from the link in our first e-mail.`,
    signedOwner: (name: string, title: string, total: string) =>
      `${name} signed the contract for ${title}, ${total}. The signed PDF is attached and in /admin.`,
    depositDue: (amount: string) => `The deposit of ${amount} is due now; the proposal's page shows how to pay it.`,
    changesSubject: (name: string) => `Changes asked: ${name}'s proposal`,
    changesOwner: (name: string, title: string) => `${name} asked for changes to the proposal for ${title}:`,
    declinedSubject: (name: string) => `Declined: ${name}'s proposal`,
    declinedOwner: (name: string, title: string) => `${name} declined the proposal for ${title}.`,
    ownerOpen: "Open the proposal in /admin",
    signature: `${SITE.name}, ${SITE.phone}`,
    automatic: "This e-mail was sent automatically; reply to it to reach us.",
  },
} as const;
