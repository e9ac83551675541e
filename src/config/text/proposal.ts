/**
 * The proposal's texts: the owner's builder in /admin, the homeowner's /proposal page, its
 * e-mails and the refusals of its functions. The first feature with its own text file:
 * the per-language catalogues (design.md, Languages) split src/config/text.ts the same way.
 * The law's own words (notices, rule sentences) are src/lib/proposal/law.ts's.
 */

import { ROUTES } from "../routes.ts";
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
  /** /proposal#token: the homeowner's page. */
  page: {
    title: "Your Proposal",
    description: `A written proposal from ${SITE.name}: read it, choose options, ask for changes or sign it.`,
    heading: "Your proposal",
    linkMissing: "This page opens from the link in your proposal e-mail. Please use that link.",
    from: (name: string) => `From ${name}`,
    for: "For",
    project: "Project address",
    law: (name: string) => `Governed by the law of ${name}.`,
    scope: "The work",
    items: "Line items",
    optionalHint: "Optional items are not in the price until you tick them.",
    addOption: (description: string, amount: string) => `Add ${description} (${amount})`,
    each: (quantity: string, unit: string, price: string) => `${quantity} ${unit} × ${price}`,
    allowances: "Allowances",
    allowancesHint: "Sums in the price for things you choose later, settled against their real cost.",
    materials: "Materials",
    exclusions: "Not included",
    dates: "Dates",
    start: "Approximate start",
    completion: "Approximate substantial completion",
    validUntil: (date: string) => `This proposal is valid until ${date}.`,
    price: "Price",
    base: "Work",
    optional: "Options you chose",
    allowancesTotal: "Allowances",
    total: "Contract price",
    payments: "Payment schedule",
    deposit: "Deposit, due at signing",
    terms: "Terms and notices",
    lawyerNote: "These are the notices the law of the project's state asks for.",
    contractorSigned: (name: string, date: string) => `Signed for the contractor by ${name} on ${date}.`,
    states: {
      draft: "Draft",
      sent: "Waiting for your answer",
      viewed: "Waiting for your answer",
      changes: "Changes asked",
      signed: "Signed",
      paid: "Signed, deposit paid",
      declined: "Declined",
      expired: "Expired",
    },
    actions: "Your answer",
    sign: "Accept and sign",
    askChanges: "Ask for changes",
    decline: "Decline",
    changesLabel: "What would you like changed?",
    sendChanges: "Send my request",
    changesSent: "Thank you: we have your request and will send a revised proposal.",
    declineConfirm: "Decline this proposal? You can still call us if you change your mind.",
    declineYes: "Yes, decline",
    cancel: "Cancel",
    declined: "You declined this proposal. Thank you for considering us.",
    signHeading: "Sign the contract",
    consent: "I agree to sign electronically and to receive the documents electronically:",
    name: "Your full name",
    nameHint: "Typing your name is part of your signature.",
    initials: "Your initials beside the arbitration clause",
    signatureLabel: "Draw your signature",
    signaturePad: "Signature pad: draw your signature with a finger or the mouse.",
    clear: "Clear",
    typedSignature: "Use my typed name as my signature",
    signing: "Signing…",
    submitSign: (total: string) => `Sign the contract for ${total}`,
    signed: (name: string, date: string) => `Signed by ${name} on ${date}.`,
    hash: "Document fingerprint (SHA-256)",
    download: "Download the signed contract (PDF)",
    downloading: "Preparing the PDF…",
    depositHeading: "Deposit",
    depositDue: (amount: string) => `Deposit due: ${amount}.`,
    depositInstructions: `Please pay it by cheque to ${SITE.legalName} or by bank transfer; call us at ${SITE.phone} for the transfer details. We confirm it by e-mail when it arrives.`,
    depositPaid: (amount: string, date: string) => `Deposit of ${amount} received on ${date}. Thank you.`,
    noDeposit: "No deposit is due.",
    payByCard: (amount: string) => `Pay the ${amount} deposit by card`,
    payOpening: "Opening the payment page…",
    payNote: "You pay on Stripe's secure page; your card number never reaches our site.",
    payOtherwise: "Or pay it by cheque or bank transfer:",
    paidReturn: "Thank you for your payment. We are confirming it with Stripe; this page shows it as soon as it is.",
    paidPending:
      "Stripe has not confirmed the payment yet. Reload this page in a minute; we also e-mail you a receipt.",
    payCancelled: "No payment was made. You can pay the deposit whenever you are ready.",
    returnedWithoutLink:
      "Thank you. We e-mail you a receipt once Stripe confirms your payment. To read your signed contract again, open the link in our e-mail.",
    depositRefunded: (amount: string) => `${amount} of the deposit has been refunded to your card.`,
    changesHeading: "Change orders",
    changeLine: (number: number, title: string, change: string, date: string) =>
      `Change order ${number}: ${title}, ${change}, signed on ${date}.`,
    currentTotal: (amount: string) => `Contract price with the signed change orders: ${amount}.`,
  },
  /** A lead's proposal on /account: where it stands and which e-mail holds it, never its link. */
  account: {
    heading: (title: string) => `Proposal: ${title}`,
    price: (amount: string) => `Price: ${amount}`,
    sentOn: (date: string) => `Sent on ${date}.`,
    open: (subject: string) => `Read it, ask for changes or sign it from the link in our e-mail "${subject}".`,
    expired: `Its link has expired. Call us at ${SITE.phone} and we will gladly send a new one.`,
    signedOn: (date: string, subject: string) =>
      `Signed on ${date}. The signed contract (PDF) is attached to our e-mail "${subject}".`,
    depositDue: (amount: string) => `Deposit due: ${amount}. The proposal's page shows how to pay it.`,
    depositPaid: (amount: string, date: string) => `Deposit of ${amount} paid on ${date}.`,
    refunded: (amount: string) => `${amount} of the deposit has been refunded.`,
    /** A change order to the signed contract, one line each; `change` is signed ("+$1,200.00"). */
    changeOrder: {
      open: (number: number, change: string, subject: string) =>
        `Change order ${number} (${change}) waits for your answer: sign or decline it from the link in our e-mail "${subject}".`,
      signed: (number: number, change: string, date: string, subject: string) =>
        `Change order ${number} (${change}) signed on ${date}. The signed copy (PDF) is attached to our e-mail "${subject}".`,
      declined: (number: number, change: string, date: string) =>
        `Change order ${number} (${change}) declined on ${date}: the contract stays as it was.`,
      expired: (number: number, change: string) =>
        `Change order ${number} (${change}) expired unanswered. Call us at ${SITE.phone} if you still want the change.`,
    },
  },
  /** The deposit's card payment: what Stripe's page and the bank statement call it. */
  payment: {
    item: (title: string) => `Deposit: ${title}`.slice(0, 250),
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
    notPayable: "This deposit cannot be paid by card. Please pay it by cheque or bank transfer.",
    unverified: "Please confirm your e-mail address first: the contract is shown to the address it was sent to.",
    signInForContract: "Please sign in to download your signed contract.",
    notCard: "Only a deposit paid by card can be refunded here; a cheque or a transfer is paid back by you.",
    refunded: "This deposit has been refunded already.",
    cardsOff: "Card payments are not set up (STRIPE_SECRET_KEY).",
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
    reminderSubject: (title: string) => `Reminder: your proposal from ${SITE.name}: ${title}`,
    remindUnopened: (title: string, sentOn: string) =>
      `We sent you our written proposal for ${title} on ${sentOn}, and it has not been opened yet.`,
    remindExpiring: (title: string, until: string) => `Our proposal for ${title} is valid until ${until}.`,
    remindWhere: (subject: string) =>
      `It is in our e-mail "${subject}": its private link opens it, to read, ask for changes or sign. We do not repeat the link here, so that it stays in one e-mail only.`,
    remindLost: "If you cannot find that e-mail, reply to this one and we will send it again.",
    /** In the visit's e-mails and the estimate's acknowledgement: where the written proposal will be. */
    whereToFollow: `Your written proposal comes by e-mail with its own private link. Signed in at ${SITE.url}${ROUTES.account} with this e-mail address, you can follow where it stands.`,
    receiptSubject: (title: string) => `Receipt: your deposit for ${title}`,
    receiptClient: (amount: string, date: string, method: string, title: string) =>
      `We received your deposit of ${amount} on ${date}, ${method}, for ${title}. Thank you.`,
    receiptBalance: (total: string, rest: string) =>
      `The contract price is ${total}; ${rest} is left to pay, as the contract's payment schedule sets out.`,
    receiptBy: `Received by ${SITE.legalName}. Please keep this e-mail as your receipt.`,
    receiptOwnerSubject: (name: string) => `Deposit paid: ${name}`,
    receiptOwner: (name: string, amount: string, title: string, method: string) =>
      `${name} paid the deposit of ${amount} for ${title}, ${method}. The homeowner has been sent a receipt.`,
    methods: { card: "by card", manual: "by cheque or bank transfer" },
    refundSubject: (title: string) => `Refund: your deposit for ${title}`,
    refundClient: (amount: string, title: string) =>
      `We have refunded ${amount} of your deposit for ${title} to the card you paid with. Banks usually show a refund within 5 to 10 business days.`,
    refundOwnerSubject: (name: string) => `Deposit refunded: ${name}`,
    refundOwner: (name: string, amount: string, title: string) =>
      `${amount} of ${name}'s deposit for ${title} has been refunded to their card.`,
    changesSubject: (name: string) => `Changes asked: ${name}'s proposal`,
    changesOwner: (name: string, title: string) => `${name} asked for changes to the proposal for ${title}:`,
    declinedSubject: (name: string) => `Declined: ${name}'s proposal`,
    declinedOwner: (name: string, title: string) => `${name} declined the proposal for ${title}.`,
    ownerOpen: "Open the proposal in /admin",
    signature: `${SITE.name}, ${SITE.phone}`,
    automatic: "This e-mail was sent automatically; reply to it to reach us.",
  },
} as const;
