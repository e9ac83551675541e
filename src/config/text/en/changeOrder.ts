/**
 * A change order's words a homeowner reads: its page, its own terms, its PDF, its refusals
 * and the homeowner's e-mails. One file per language (../es/changeOrder.ts); the owner's
 * e-mails stay English in ../changeOrder.ts, the builder's words in ../proposalAdmin.ts.
 */
import { SITE } from "../../site.ts";
import { FRAME_TEXT } from "./frame.ts";

export const CHANGE_ORDER_TEXT = {
  /** The homeowner's page. */
  page: {
    loading: FRAME_TEXT.loading,
    title: "Change order",
    description: `A change to your signed contract with ${SITE.name}: read it, then sign or decline it.`,
    pageHeading: "Your change order",
    linkMissing: "This page opens from the link in our e-mail. Please use that link.",
    heading: (number: number, title: string) => `Change order ${number}: ${title}`,
    states: {
      sent: "Waiting for your signature",
      viewed: "Waiting for your signature",
      signed: "Signed: part of your contract",
      declined: "Declined",
      expired: "Expired",
    },
    contract: (title: string, date: string) => `It changes your contract "${title}", signed on ${date}.`,
    reason: "What changes, and why",
    items: "The change",
    line: "Work",
    amount: "Amount",
    each: (quantity: string, unit: string, price: string) => `${quantity} ${unit} × ${price}`,
    credit: "Credit",
    change: "Change to the price",
    previousTotal: "Contract price before this change",
    newTotal: "Contract price with this change",
    completion: "Substantial completion",
    completionMoves: (from: string, to: string) => `Moves from ${from} to ${to}.`,
    completionStays: (date: string) => `Stays ${date}.`,
    contractorSigned: (name: string, date: string) => `Signed for the company by ${name} on ${date}.`,
    validUntil: (date: string) => `Please answer by ${date}.`,
    sign: "Accept and sign the change",
    submitSign: (total: string) => `Sign the change: the contract price becomes ${total}`,
    decline: "Decline the change",
    declineConfirm: "Decline this change order? The contract stays as it was signed.",
    declined: "You declined this change. Your contract stays as it was signed.",
    signed: (name: string, date: string) => `Signed by ${name} on ${date}.`,
    hash: "Document fingerprint (SHA-256)",
    download: "Download the signed change order (PDF)",
    downloading: "Preparing the PDF…",
  },
  /** The functions' refusals, as the page shows them. */
  api: {
    linkInvalid: "This change order link is not valid. Please use the link in your latest e-mail from us.",
    linkExpired: `This change order has expired. Please call us at ${SITE.phone} and we will gladly write it again.`,
    closed: "This change order has been answered already.",
    revised: `Another change to your contract was signed after this one was written, so its prices are out of date. Please call us at ${SITE.phone} for a new one.`,
    notSigned: "A change order can only change a signed contract.",
    creditTooLarge: "The credits would take the contract price below zero.",
    notFound: "This proposal no longer exists.",
    failed: "Something went wrong. Please try again.",
    rateLimited: (seconds: number) => `Too many tries. Please wait ${seconds} seconds and try again.`,
  },
  /** The homeowner's e-mails: the link and the signed copy. */
  mail: {
    sentSubject: (number: number, title: string) => `Change order ${number} to your contract: ${title}`,
    sentIntro: (title: string, change: string, total: string) =>
      `We have written a change to your contract for ${title}: ${change}, which makes the contract price ${total}. It takes effect once you sign it.`,
    sentLink: "Read and sign it, or decline it, here",
    sentExpires: (date: string) => `The link works until ${date}; it is yours alone, so please do not forward it.`,
    signedSubject: (number: number, title: string) => `Signed: change order ${number}, ${title}`,
    signedClient: (total: string) =>
      `Thank you: the change is signed and part of your contract, whose price is now ${total}. The signed change order is attached as a PDF; please keep it.`,
  },
  /** The change order's own terms, printed under it and signed with it. */
  terms: {
    paymentTitle: "Payment of the change",
    paymentAdded:
      "The change is added to the final payment of the contract's payment schedule; the other payments stay as they are.",
    paymentCredit:
      "The credit is taken off the final payment of the contract's payment schedule; the other payments stay as they are.",
    contractTitle: "The rest of the contract",
    contractText:
      "Every other term of the signed contract stays as it is. This change order becomes part of it once signed by both parties.",
  },
  /** Its PDF's own words (the contract's PDF words are the proposal's). */
  pdf: {
    title: (number: number, title: string) => `Change order ${number}: ${title}`,
    contract: (title: string, when: string) => `Changes the contract "${title}", signed on ${when}.`,
    contractHash: "The contract's document SHA-256",
    reason: "What changes, and why",
    items: "The change",
    credit: "(credit)",
    previousTotal: "Contract price before this change",
    change: "This change",
    newTotal: "Contract price with this change",
    completionStays: (day: string) => `Approximate substantial completion: ${day} (unchanged)`,
    completionMoves: (from: string, to: string) => `Approximate substantial completion: ${to} (was ${from})`,
    subject: "Signed change order to a home improvement contract",
  },
} as const;
