/**
 * The proposal's texts: the homeowner's words (en/proposal.ts, one file per language) and
 * the owner's, which stay English: the builder's refusals, the functions' refusals to the
 * owner and the owner's e-mails. PROPOSAL_TEXT joins both in English, for the owner's
 * screens, the server and the tests. The law's own words are src/lib/proposal/law.ts's.
 */
import { PROPOSAL_TEXT as HOMEOWNER } from "./en/proposal.ts";

/** The owner's words. */
const OWNER = {
  /** The builder's refusals. */
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
  },
  /** The functions' refusals to the owner. */
  api: {
    leadMissing: "This lead no longer exists.",
    signed: "This proposal is signed: it cannot change. Changes to a signed contract are change orders.",
    breaksLaw: "The proposal cannot be sent yet:",
    notSigned: "The deposit can be recorded once the contract is signed.",
    notCard: "Only a deposit paid by card can be refunded here; a cheque or a transfer is paid back by you.",
    refunded: "This deposit has been refunded already.",
    cardsOff: "Card payments are not set up (STRIPE_SECRET_KEY).",
  },
  /** The owner's e-mails: what the homeowner answered, paid or was refunded. */
  mail: {
    signedOwner: (name: string, title: string, total: string) =>
      `${name} signed the contract for ${title}, ${total}. The signed PDF is attached and in /admin.`,
    receiptOwnerSubject: (name: string) => `Deposit paid: ${name}`,
    receiptOwner: (name: string, amount: string, title: string, method: string) =>
      `${name} paid the deposit of ${amount} for ${title}, ${method}. The homeowner has been sent a receipt.`,
    refundOwnerSubject: (name: string) => `Deposit refunded: ${name}`,
    refundOwner: (name: string, amount: string, title: string) =>
      `${amount} of ${name}'s deposit for ${title} has been refunded to their card.`,
    changesSubject: (name: string) => `Changes asked: ${name}'s proposal`,
    changesOwner: (name: string, title: string) => `${name} asked for changes to the proposal for ${title}:`,
    declinedSubject: (name: string) => `Declined: ${name}'s proposal`,
    declinedOwner: (name: string, title: string) => `${name} declined the proposal for ${title}.`,
    ownerOpen: "Open the proposal in /admin",
  },
} as const;

export const PROPOSAL_TEXT = {
  ...HOMEOWNER,
  errors: { ...OWNER.errors, ...HOMEOWNER.signErrors },
  api: { ...HOMEOWNER.api, ...OWNER.api },
  mail: { ...HOMEOWNER.mail, ...OWNER.mail },
} as const;
