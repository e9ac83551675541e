/**
 * The deposit by card (Stripe Checkout): the payment page opened for a signed proposal,
 * Stripe's news of the payment and of refunds recorded on it, and the owner's refund.
 *
 * A webhook event is only news that something changed: what gets recorded is read back
 * from Stripe's API (the payment, its charge's refunds), and checked against the signed
 * contract (the proposal it names, the signed document's hash, the deposit to the cent).
 * So a replayed, duplicated or reordered event converges on the same state, an event for
 * something else records nothing, and each event id is processed once
 * (`stripeEvents/{id}`, written in the same transaction as what it changed).
 */
import { FieldValue, Timestamp } from "firebase-admin/firestore";
import type Stripe from "stripe";
import { DEPOSIT_RETURN, localizedPath, ROUTES } from "../../config/routes.ts";
import { contractLanguage } from "../../lib/proposal/contract.ts";
import { exceedsDepositLimit } from "../../lib/proposal/law.ts";
import { PROPOSAL_WORDS } from "../../lib/proposal/proposalWords.ts";
import { STRIPE_EVENTS } from "../../schemas/collections.ts";
import { stripeClient } from "../payments/stripe.ts";
import { accountRowOf, mirrorToAccount } from "./accountMirror.ts";
import { mailAbout, type ProposalMailNotice } from "./proposalMail.ts";
import { queueProposalMail } from "./queueMail.ts";
import { byToken, db, proposalRef, storedProposal, type Deposit, type StoredProposal } from "./proposalDoc.ts";

/**
 * Stripe takes no card payment under $0.50, and no Checkout Session above $999,999.99: a deposit
 * outside them is paid by cheque or transfer (found by bench:proposal's generated contracts).
 */
const CARD_MINIMUM_CENTS = 50;
const CARD_MAXIMUM_CENTS = 99_999_999;
/** A session still this far from its end is reused; an older one is replaced (Stripe's default life is 24 h). */
const REUSE_MARGIN_MS = 10 * 60_000;

/** The deposit the signed contract asks for, in cents. */
export const depositDue = (proposal: Pick<StoredProposal, "signed">): number =>
  proposal.signed?.document.payments[0]?.cents ?? 0;

/** The deposit can be paid by card now: signed, not paid, within Stripe's amounts, and Stripe configured. */
export function payableByCard(proposal: Pick<StoredProposal, "signed" | "deposit">, cardsOn: boolean): boolean {
  const due = depositDue(proposal);
  return (
    cardsOn &&
    proposal.signed !== null &&
    proposal.deposit === null &&
    due >= CARD_MINIMUM_CENTS &&
    due <= CARD_MAXIMUM_CENTS
  );
}

export type CheckoutOutcome =
  { ok: true; url: string } | { ok: false; reason: "invalid" | "not_payable" | "paid" | "cards_off" };

/** What Stripe is told, and gives back, about whose deposit a payment is. */
const paymentMetadata = (proposalId: string, proposal: Pick<StoredProposal, "signed">) => ({
  proposalId,
  documentHash: proposal.signed!.documentHash,
});

/**
 * The Checkout Session of a signed proposal's deposit: one line, the signed contract's first
 * payment to the cent (depositDue), so Stripe charges the number the page, the PDF and the
 * e-mails print (bench:proposal checks it through the Stripe stand-in).
 */
export function checkoutParams(
  proposalId: string,
  proposal: Pick<StoredProposal, "signed" | "draft">,
  returnTo: string,
): Stripe.Checkout.SessionCreateParams {
  const document = proposal.signed!.document;
  const metadata = paymentMetadata(proposalId, proposal);
  const language = contractLanguage(document);
  const item = PROPOSAL_WORDS[language].payment.item(document.title);
  // Back to the page in the contract's language, and Stripe's page in it too (Latin American Spanish, the area's).
  const back = `${returnTo}${localizedPath(ROUTES.proposal, language)}?${DEPOSIT_RETURN.param}=`;
  return {
    mode: "payment",
    ...(language === "es" ? { locale: "es-419" as const } : {}),
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: "usd",
          unit_amount: depositDue(proposal),
          product_data: { name: item },
        },
      },
    ],
    customer_email: proposal.draft.client.email,
    client_reference_id: proposalId,
    metadata,
    payment_intent_data: { metadata, description: item },
    success_url: back + DEPOSIT_RETURN.paid,
    cancel_url: back + DEPOSIT_RETURN.cancelled,
  };
}

/**
 * The deposit's Stripe payment page for the link's signed proposal: the open one again, or a
 * new one. Concurrent clicks share one idempotency key, so they get the same session.
 * `returnTo` is the site's origin the homeowner came from; the token is never in a URL Stripe keeps.
 */
export async function openCardCheckout(token: string, returnTo: string, now = Date.now()): Promise<CheckoutOutcome> {
  const stripe = stripeClient();
  if (!stripe) return { ok: false, reason: "cards_off" };
  const found = await byToken(token);
  if (!found) return { ok: false, reason: "invalid" };
  const { ref, proposal } = found;
  if (proposal.deposit) return { ok: false, reason: "paid" };
  const cents = depositDue(proposal);
  const document = proposal.signed?.document;
  // Signing refused a deposit over the limit; a payment page is refused it again, whatever changed since.
  if (
    !document ||
    !payableByCard(proposal, true) ||
    exceedsDepositLimit(document.jurisdiction, cents, document.totalCents)
  )
    return { ok: false, reason: "not_payable" };

  const open = proposal.checkout;
  if (open && open.expiresAt.toMillis() - now > REUSE_MARGIN_MS) {
    const session = await stripe.checkout.sessions.retrieve(open.sessionId);
    if (session.status === "open" && session.url) return { ok: true, url: session.url };
    // Paid a moment ago, and the webhook not heard yet: the page will show it once it is.
    if (session.status === "complete") return { ok: false, reason: "paid" };
  }
  const attempt = (open?.attempt ?? 0) + 1;
  const session = await stripe.checkout.sessions.create(checkoutParams(ref.id, proposal, returnTo), {
    idempotencyKey: `proposal-${ref.id}-deposit-${attempt}`,
  });
  if (!session.url) throw new Error("Stripe gave a Checkout Session without a URL");
  await db().runTransaction(async (transaction) => {
    const current = storedProposal((await transaction.get(ref)).data());
    if ((current?.checkout?.attempt ?? 0) >= attempt) return;
    transaction.update(ref, {
      checkout: {
        sessionId: session.id,
        url: session.url,
        expiresAt: Timestamp.fromMillis(session.expires_at * 1000),
        attempt,
      },
    });
  });
  return { ok: true, url: session.url };
}

/**
 * recorded   the deposit is on the proposal now, or a refund of it
 * unchanged  Stripe says nothing the proposal does not already say
 * duplicate  this event id was processed before
 * ignored    not a paid deposit of a signed proposal of ours
 * mismatch   names a proposal, but not its signed contract or its deposit to the cent
 * second     a second payment for a deposit already paid: refunded
 */
type SyncOutcome = "recorded" | "unchanged" | "duplicate" | "ignored" | "mismatch" | "second";

interface Truth {
  intent: Stripe.PaymentIntent;
  /** What the charge has paid back so far. */
  refunded: number;
}

async function truthOf(stripe: Stripe, paymentIntentId: string): Promise<Truth | null> {
  let intent: Stripe.PaymentIntent;
  try {
    intent = await stripe.paymentIntents.retrieve(paymentIntentId);
  } catch (error) {
    // An id Stripe does not know (another account's, made up) is nothing of ours; anything else is retried.
    if ((error as { code?: string }).code === "resource_missing") return null;
    throw error;
  }
  const chargeId = typeof intent.latest_charge === "string" ? intent.latest_charge : intent.latest_charge?.id;
  const charge = chargeId ? await stripe.charges.retrieve(chargeId) : null;
  return { intent, refunded: charge?.amount_refunded ?? 0 };
}

type Verdict = { outcome: SyncOutcome; fields?: Partial<StoredProposal>; notices?: ProposalMailNotice[] };

/** What the proposal becomes, given what Stripe says of one payment. */
function verdict(proposal: StoredProposal | undefined, truth: Truth, now: number): Verdict {
  const { intent, refunded } = truth;
  if (!proposal?.signed || intent.status !== "succeeded") return { outcome: "ignored" };
  const due = depositDue(proposal);
  if (
    intent.metadata.documentHash !== proposal.signed.documentHash ||
    intent.currency !== "usd" ||
    intent.amount_received !== due
  )
    return { outcome: "mismatch" };
  const about = mailAbout(proposal.draft, proposal.signed.document.totalCents);
  const known = proposal.deposit;
  if (known && known.paymentIntent !== intent.id) return { outcome: "second" };
  if (known && refunded <= known.refundedCents) return { outcome: "unchanged" };
  const deposit: Deposit = known
    ? { ...known, refundedCents: refunded }
    : {
        cents: due,
        method: "card",
        paidAt: Timestamp.fromMillis(now),
        refundedCents: refunded,
        paymentIntent: intent.id,
      };
  const notices: ProposalMailNotice[] = [];
  if (!known) notices.push(...receipts(about, deposit));
  if (refunded > (known?.refundedCents ?? 0))
    notices.push(...refundNotices(about, refunded - (known?.refundedCents ?? 0)));
  // A deposit paid back in full leaves the contract signed and owing its deposit no more (the owner decides what next).
  return {
    outcome: "recorded",
    fields: { deposit, state: refunded >= due ? "signed" : "paid", checkout: null },
    notices,
  };
}

/** The receipt for a deposit (DC 16 DCMR § 810.1: a receipt for every payment), to the homeowner and the owner. */
export function receipts(about: ReturnType<typeof mailAbout>, deposit: Deposit): ProposalMailNotice[] {
  const paid = {
    event: "deposit-paid" as const,
    depositCents: deposit.cents,
    method: deposit.method,
    paidOn: deposit.paidAt.toMillis(),
    ...about,
  };
  return [
    { ...paid, audience: "client" },
    { ...paid, audience: "owner" },
  ];
}

const refundNotices = (about: ReturnType<typeof mailAbout>, refundedCents: number): ProposalMailNotice[] => [
  { event: "deposit-refunded", refundedCents, audience: "client", ...about },
  { event: "deposit-refunded", refundedCents, audience: "owner", ...about },
];

interface SyncResult {
  outcome: SyncOutcome;
  mailIds: string[];
}

/**
 * Records on its proposal what Stripe says of a payment, once per event id. A second
 * payment of a deposit already paid (two payment pages, or a cheque recorded and a card
 * paid) is refunded.
 */
export async function syncCardDeposit(
  stripe: Stripe,
  paymentIntentId: string,
  event: { id: string; type: string },
  now = Date.now(),
): Promise<SyncResult> {
  const truth = await truthOf(stripe, paymentIntentId);
  const proposalId = truth?.intent.metadata.proposalId;
  const ref = proposalId ? proposalRef(proposalId) : null;
  const eventRef = db().collection(STRIPE_EVENTS).doc(event.id);
  const result = await db().runTransaction(async (transaction): Promise<SyncResult & { refundSecond: boolean }> => {
    const [seen, snapshot] = await Promise.all([transaction.get(eventRef), ref ? transaction.get(ref) : null]);
    if (seen.exists) return { outcome: "duplicate", mailIds: [], refundSecond: false };
    const proposal = storedProposal(snapshot?.data());
    const row = proposal && proposalId ? await accountRowOf(transaction, proposalId, proposal) : null;
    const judged: Verdict = truth ? verdict(proposal, truth, now) : { outcome: "ignored" };
    transaction.create(eventRef, {
      type: event.type,
      proposal: proposalId ?? null,
      outcome: judged.outcome,
      receivedAt: FieldValue.serverTimestamp(),
    });
    let mailIds: string[] = [];
    if (ref && proposal && judged.fields) {
      transaction.update(ref, { ...judged.fields, updatedAt: FieldValue.serverTimestamp() });
      mirrorToAccount(transaction, row, { ...proposal, ...judged.fields });
      mailIds = queueProposalMail(transaction, ref.path, proposal.source, judged.notices ?? []);
    }
    const refundSecond = judged.outcome === "second" && truth!.refunded < truth!.intent.amount_received;
    return { outcome: judged.outcome, mailIds, refundSecond };
  });
  if (result.refundSecond)
    await stripe.refunds.create(
      { payment_intent: paymentIntentId, reason: "duplicate", metadata: { proposalId: proposalId! } },
      { idempotencyKey: `duplicate-deposit-${paymentIntentId}` },
    );
  return { outcome: result.outcome, mailIds: result.mailIds };
}

/** The payment an event is about, for the events the deposit listens to; null for any other. */
export function paymentOfEvent(event: Stripe.Event): string | null {
  const idOf = (value: string | { id: string } | null) => (typeof value === "string" ? value : (value?.id ?? null));
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded":
      return event.data.object.mode === "payment" ? idOf(event.data.object.payment_intent) : null;
    case "charge.refunded":
      return idOf(event.data.object.payment_intent);
    default:
      return null;
  }
}

type RefundOutcome = { ok: true } | { ok: false; reason: "not_found" | "not_card" | "refunded" | "cards_off" };

/**
 * The owner's refund of a card deposit, in full (what is left of it). Recorded, like the
 * payment, when Stripe's webhook says so: recording it here too raced the webhook for the
 * same proposal (two transactions each upgrading its read to a write: 3.7 s of lock wait,
 * a 503 under load in CI). /admin shows it refunded at once; Stripe's news confirms it.
 */
export async function refundCardDeposit(id: string): Promise<RefundOutcome> {
  const stripe = stripeClient();
  if (!stripe) return { ok: false, reason: "cards_off" };
  const proposal = storedProposal((await proposalRef(id).get()).data());
  if (!proposal) return { ok: false, reason: "not_found" };
  const deposit = proposal.deposit;
  if (deposit?.method !== "card" || !deposit.paymentIntent) return { ok: false, reason: "not_card" };
  if (deposit.refundedCents >= deposit.cents) return { ok: false, reason: "refunded" };
  await stripe.refunds.create(
    { payment_intent: deposit.paymentIntent, metadata: { proposalId: id } },
    // Keyed by what was refunded before: a double click refunds once, a later partial one's rest still can.
    { idempotencyKey: `proposal-${id}-refund-${deposit.refundedCents}` },
  );
  return { ok: true };
}
