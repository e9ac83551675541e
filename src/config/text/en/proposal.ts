/**
 * The proposal's words a homeowner reads: its page (the contract the page, the PDF and the
 * signature share), the lines on /account, the card payment's name, the link's refusals and
 * the homeowner's e-mails. One file per language (../es/proposal.ts); the owner's builder,
 * refusals and e-mails stay English in ../proposal.ts.
 */
import { ROUTES } from "../../routes.ts";
import { SITE } from "../../site.ts";
import { FRAME_TEXT } from "./frame.ts";

export const PROPOSAL_TEXT = {
  /** /proposal#token: the homeowner's page. */
  page: {
    loading: FRAME_TEXT.loading,
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
  /** The sign form's and the change request's refusals. */
  signErrors: {
    changeMessage: "Please say what you would like changed (at least 5 characters).",
    signerName: "Please type your full name as your signature.",
    signature: "Please draw your signature in the box.",
    consent: "Please agree to sign and receive the documents electronically.",
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
  /** The link's refusals, as the page shows them. */
  api: {
    notFound: "This proposal no longer exists.",
    linkInvalid: "This proposal link is not valid. Please use the link in your latest e-mail from us.",
    linkExpired: `This proposal has expired. Please call us at ${SITE.phone} or write to ${SITE.email} and we will gladly send a new one.`,
    closed: "This proposal has been answered already.",
    revised: "We have revised this proposal since you opened it. Please reload the page to read the new version.",
    initials: "Please type your initials beside the arbitration clause.",
    changeLimit: `You have sent us many change requests on this link. Please call us at ${SITE.phone}.`,
    alreadyPaid: "This deposit is recorded already.",
    notPayable: "This deposit cannot be paid by card. Please pay it by cheque or bank transfer.",
    unverified: "Please confirm your e-mail address first: the contract is shown to the address it was sent to.",
    signInForContract: "Please sign in to download your signed contract.",
    failed: "Something went wrong. Please try again.",
    rateLimited: (seconds: number) => `Too many tries. Please wait ${seconds} seconds and try again.`,
  },
  /** The homeowner's e-mails: the link, the reminders, the signed copy, the receipts. */
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
    methods: { card: "by card", manual: "by cheque or bank transfer" },
    refundSubject: (title: string) => `Refund: your deposit for ${title}`,
    refundClient: (amount: string, title: string) =>
      `We have refunded ${amount} of your deposit for ${title} to the card you paid with. Banks usually show a refund within 5 to 10 business days.`,
    signature: `${SITE.name}, ${SITE.phone}`,
    automatic: "This e-mail was sent automatically; reply to it to reach us.",
  },
  /** The signed contract's PDF: its own words (the contract's come from the document). */
  pdf: {
    title: (title: string) => `Contract: ${title}`,
    revision: (proposalId: string, revision: number) => `Proposal ${proposalId}, revision ${revision}`,
    contractor: "Contractor",
    phone: "Telephone",
    email: "E-mail",
    license: (title: string, number: string) => `Licence: ${title}, no. ${number}`,
    issuer: "Issued by",
    classification: "Classification",
    salesperson: (name: string, license: string) => `Salesperson: ${name}${license ? `, licence ${license}` : ""}`,
    homeowner: "Homeowner",
    projectAddress: "Project address",
    law: (name: string) => `Governing law: ${name}`,
    scope: "Description of the work",
    items: "Line items",
    columns: { description: "Description", quantity: "Quantity", unitPrice: "Unit price", amount: "Amount" },
    included: "(optional, included)",
    notIncluded: "(optional, not included)",
    allowances: "Allowances",
    materials: "Materials",
    exclusions: "Exclusions",
    none: "None.",
    dates: "Dates",
    start: (day: string) => `Approximate start: ${day}`,
    completion: (day: string) => `Approximate substantial completion: ${day}`,
    price: "Price",
    base: "Base price",
    optional: "Optional items",
    allowancesTotal: "Allowances",
    total: "Contract price",
    schedule: "Payment schedule",
    deposit: "Deposit",
    payments: (count: number) => `Number of payments: ${count}`,
    terms: "Terms and notices",
    source: (source: string) => `Source: ${source}`,
    signatures: "Signatures",
    contractorSigned: (name: string, when: string) => `Signed for the contractor by ${name} on ${when}`,
    homeownerSigned: (name: string, when: string) => `Signed electronically by ${name} on ${when}`,
    initials: (initials: string) => `Arbitration clause initialled: ${initials}`,
    record: "Signing record",
    documentHash: "Document SHA-256 (of the contract's canonical JSON)",
    signedAt: "Signed at",
    contractorSignedAt: "Signed for the contractor at",
    addressHash: "Signer's IP address, SHA-256",
    userAgent: "Browser (user agent)",
    consent: "Consent to electronic records and signatures, as accepted",
    footer: (page: number, pages: number, hash: string) => `Page ${page} of ${pages} · Document SHA-256 ${hash}…`,
    subject: "Signed home improvement contract",
    /**
     * The Notice of Cancellation (16 CFR 429.1(b)), in the rule's words and order, printed twice after the
     * signing record: one copy to send, one to keep. Maryland's longer periods replace the rule's three days.
     */
    cancellation: {
      title: "NOTICE OF CANCELLATION",
      copy: (copy: number) => `Copy ${copy} of 2: one to send, one to keep.`,
      transactionDate: (day: string) => `Date of transaction: ${day}`,
      period: {
        standard: "THREE BUSINESS DAYS",
        maryland: "FIVE BUSINESS DAYS (SEVEN BUSINESS DAYS if you are 65 years of age or older)",
      },
      cancel: (period: string) =>
        `You may CANCEL this transaction, without any penalty or obligation, within ${period} from the above date.`,
      refund:
        "If you cancel, any property traded in, any payments made by you under the contract or sale, and any negotiable instrument executed by you will be returned within TEN BUSINESS DAYS following receipt by the seller of your cancellation notice, and any security interest arising out of the transaction will be cancelled.",
      goods:
        "If you cancel, you must make available to the seller at your residence, in substantially as good condition as when received, any goods delivered to you under this contract or sale, or you may, if you wish, comply with the instructions of the seller regarding the return shipment of the goods at the seller's expense and risk.",
      pickup:
        "If you do make the goods available to the seller and the seller does not pick them up within 20 days of the date of your notice of cancellation, you may retain or dispose of the goods without any further obligation. If you fail to make the goods available to the seller, or if you agree to return the goods to the seller and fail to do so, then you remain liable for performance of all obligations under the contract.",
      seniorDeadline: (fifth: string, seventh: string) => `${fifth} (${seventh} if you are 65 years of age or older)`,
      howTo: (seller: string, address: string, deadline: string) =>
        `To cancel this transaction, mail or deliver a signed and dated copy of this cancellation notice, or any other written notice, or send a telegram, to ${seller}, at ${address}, not later than midnight of ${deadline}.`,
      statement: "I HEREBY CANCEL THIS TRANSACTION.",
      date: "Date",
      signature: "Buyer's signature",
    },
  },
} as const;
