/**
 * A proposal as Firestore keeps it (`proposals/{id}`), and its reads. Only the functions
 * write it (firestore.rules: the owner reads, nobody writes): a draft through the owner's
 * POST /api/proposals, everything after through the homeowner's link or the payment's
 * webhook. Once `signed` is set, nothing changes the draft, the frozen terms or the record.
 */
import { getFirestore, Timestamp, type DocumentReference, type Firestore } from "firebase-admin/firestore";
import type { ContractDocument, FrozenTerms } from "../../lib/proposal/contract.ts";
import { shownState } from "../../lib/proposal/state.ts";
import { PROPOSALS } from "../../schemas/collections.ts";
import type { LeadSource } from "../../schemas/lead.ts";
import type { ProposalDraft } from "../../schemas/proposal.ts";
import type { ProposalState } from "../../schemas/proposalRules.ts";
import { adminApp } from "../firebaseAdmin.ts";
import { hashToken } from "../privateLink.ts";

export const db = (): Firestore => getFirestore(adminApp());
export const proposalRef = (id: string): DocumentReference => db().collection(PROPOSALS).doc(id);

/** What signing records (ESIGN/UETA): what was signed, by whom, when, from where. */
export interface SigningRecord {
  /** The contract exactly as signed; documentHash is the SHA-256 of its canonical JSON. */
  document: ContractDocument;
  documentHash: string;
  name: string;
  /** Maryland's arbitration clause, initialled; "" without one. */
  initials: string;
  /** The drawn signature, a PNG data URL. */
  signature: string;
  signedAt: Timestamp;
  /** The consent to electronic records and signatures, as the homeowner ticked it. */
  consent: string;
  /** HMAC-SHA-256 of the client address under a server key (never the address itself), and the browser's user agent. */
  addressHash: string;
  userAgent: string;
}

export interface Deposit {
  cents: number;
  method: "manual" | "card";
  paidAt: Timestamp;
  /** What was paid back, as Stripe counts it (the charge's amount_refunded); 0 for a manual deposit. */
  refundedCents: number;
  /** A card deposit's Stripe payment: the webhook and the owner's refund name it. */
  paymentIntent?: string;
}

/** A Stripe Checkout Session for the deposit, kept so a second click reuses it rather than open a second one. */
interface CardCheckout {
  sessionId: string;
  url: string;
  expiresAt: Timestamp;
  /** Counts the sessions opened: the idempotency key of the next one. */
  attempt: number;
}

export interface StoredProposal {
  /** The lead it answers: "contactForms/abc". */
  lead: string;
  source: LeadSource;
  state: ProposalState;
  draft: ProposalDraft;
  /** Raised on every send; the link names it, a signature signs it. */
  revision: number;
  /** The contractor and the jurisdiction's terms as sent; null on a draft never sent. */
  frozen: FrozenTerms | null;
  /** Who signed for the company when it was sent (each party signs), with Maryland's arbitration initials. */
  contractorSignature: { name: string; initials: string; signedAt: Timestamp } | null;
  tokenHash: string | null;
  sentAt: Timestamp | null;
  expiresAt: Timestamp | null;
  viewedAt: Timestamp | null;
  /** The homeowner's latest request for changes, and how many they sent (a link cannot flood the owner). */
  changeRequest: { message: string; at: Timestamp; count: number } | null;
  declinedAt: Timestamp | null;
  signed: SigningRecord | null;
  /** The deposit once received: by cheque or transfer ("manual", the owner's word) or by card (Stripe's webhook). */
  deposit: Deposit | null;
  /** The card payment page last opened for the deposit (Stripe Checkout); absent before any. */
  checkout?: CardCheckout | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export const storedProposal = (data: Record<string, unknown> | undefined): StoredProposal | undefined =>
  data as StoredProposal | undefined;

/** The state the homeowner and the owner see (src/lib/proposal/state.ts), from the stored times. */
export const shownStateOf = (proposal: Pick<StoredProposal, "state" | "expiresAt">, now: number): ProposalState =>
  shownState({ state: proposal.state, expiresAt: proposal.expiresAt?.toMillis() ?? null }, now);

/** The proposal a link names, or null. A revised proposal's old link names none. */
export async function byToken(token: string): Promise<{ ref: DocumentReference; proposal: StoredProposal } | null> {
  const found = await db().collection(PROPOSALS).where("tokenHash", "==", hashToken(token)).limit(1).get();
  const doc = found.docs[0];
  const proposal = doc && storedProposal(doc.data());
  return doc && proposal?.frozen ? { ref: doc.ref, proposal } : null;
}
