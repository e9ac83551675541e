/**
 * Where a proposal stands, copied onto its lead's /account row (`accountLeads/{leadId}`,
 * src/schemas/accountLead.ts) in the same transaction that changes it, so the homeowner's
 * page never disagrees with their e-mails. Only the state, the title and the sums: the
 * contents and the link stay behind the link.
 */
import type { DocumentReference, Transaction } from "firebase-admin/firestore";
import type { AccountProposal } from "../../schemas/accountLead.ts";
import { ACCOUNT_LEADS, CHANGE_ORDERS } from "../../schemas/collections.ts";
import { proposalTotals } from "../../lib/proposal/money.ts";
import { db, type StoredProposal } from "./proposalDoc.ts";

/** A lead's /account row, and what the proposal's signed change orders add to the contract price. */
export interface AccountRow {
  ref: DocumentReference;
  /** The proposal's id. */
  proposalId: string;
  changeCents: number;
}

/** What the signed change orders add to a contract's price, read outside any transaction. */
async function signedChangeCents(proposalId: string): Promise<number> {
  // Outside the transaction: a query inside one locks its whole range in the emulator and the answers of
  // other proposals wait on it (measured: a Stripe webhook timed out into a 503 beside a refund).
  const changes = await db().collection(CHANGE_ORDERS).where("proposalId", "==", proposalId).get();
  return changes.docs
    .filter((doc) => doc.get("state") === "signed")
    .reduce((sum, doc) => sum + Number(doc.get("document.changeCents") ?? 0), 0);
}

/**
 * The /account row of the proposal's lead, read in the transaction (reads come first); null
 * without one. Only a signed contract has change orders, so only then are they read; a
 * caller that has just read them (a change order's signing) gives their sum instead.
 */
export async function accountRowOf(
  transaction: Transaction,
  proposalId: string,
  proposal: Pick<StoredProposal, "lead" | "signed">,
  knownChangeCents?: number,
): Promise<AccountRow | null> {
  const leadId = proposal.lead.split("/")[1];
  if (!leadId) return null;
  const ref = db().collection(ACCOUNT_LEADS).doc(leadId);
  const [row, changeCents] = await Promise.all([
    transaction.get(ref),
    knownChangeCents ?? (proposal.signed ? signedChangeCents(proposalId) : 0),
  ]);
  return row.exists ? { ref, proposalId, changeCents } : null;
}

/** What /account shows of a proposal; null for a draft (unsent, or taken back to be revised). */
function accountProposalOf(id: string, proposal: StoredProposal, changeCents: number): AccountProposal | null {
  if (proposal.state === "draft") return null;
  const signed = proposal.signed;
  return {
    id,
    title: proposal.draft.title,
    state: proposal.state,
    // The contract price follows its signed change orders.
    totalCents: signed ? signed.document.totalCents + changeCents : proposalTotals(proposal.draft).totalCents,
    sentAt: proposal.sentAt?.toMillis() ?? null,
    expiresAt: proposal.expiresAt?.toMillis() ?? null,
    signedAt: signed?.signedAt.toMillis() ?? null,
    depositCents: signed?.document.payments[0]?.cents ?? 0,
    depositPaidAt: proposal.deposit?.paidAt.toMillis() ?? null,
    depositRefundedCents: proposal.deposit?.refundedCents ?? 0,
  };
}

/** Writes the proposal's new standing to its /account row, when the lead has one. */
export function mirrorToAccount(transaction: Transaction, row: AccountRow | null, proposal: StoredProposal) {
  if (row) transaction.update(row.ref, { proposal: accountProposalOf(row.proposalId, proposal, row.changeCents) });
}
