/**
 * Where a proposal stands, copied onto its lead's /account row (`accountLeads/{leadId}`,
 * src/schemas/accountLead.ts) in the same transaction that changes it, so the homeowner's
 * page never disagrees with their e-mails. Only the state, the title, the sums and the
 * change orders' standing: the contents and the links stay behind the links.
 */
import type { DocumentReference, Transaction } from "firebase-admin/firestore";
import type { AccountChangeOrder, AccountProposal } from "../../schemas/accountLead.ts";
import { ACCOUNT_LEADS, CHANGE_ORDERS } from "../../schemas/collections.ts";
import { proposalTotals } from "../../lib/proposal/money.ts";
import type { StoredChangeOrder } from "./changeOrderRecord.ts";
import { db, type StoredProposal } from "./proposalDoc.ts";

/** A lead's /account row, and the proposal's change orders as the row lists them. */
export interface AccountRow {
  ref: DocumentReference;
  /** The proposal's id. */
  proposalId: string;
  changeOrders: AccountChangeOrder[];
}

/** A change order as /account lists it. */
export function accountChangeOrderOf(id: string, changeOrder: StoredChangeOrder): AccountChangeOrder {
  return {
    id,
    number: changeOrder.number,
    title: changeOrder.document.title,
    changeCents: changeOrder.document.changeCents,
    state: changeOrder.state,
    sentAt: changeOrder.sentAt.toMillis(),
    expiresAt: changeOrder.expiresAt.toMillis(),
    signedAt: changeOrder.signed?.signedAt.toMillis() ?? null,
    declinedAt: changeOrder.declinedAt?.toMillis() ?? null,
  };
}

/** A signed contract's change orders, read outside any transaction. */
async function accountChangeOrders(proposalId: string): Promise<AccountChangeOrder[]> {
  // Outside the transaction: a query inside one locks its whole range in the emulator and the answers of
  // other proposals wait on it (measured: a Stripe webhook timed out into a 503 beside a refund).
  const found = await db().collection(CHANGE_ORDERS).where("proposalId", "==", proposalId).get();
  return found.docs.map((doc) => accountChangeOrderOf(doc.id, doc.data() as StoredChangeOrder));
}

/**
 * What a change order's own transaction knows of the proposal's change orders: all of them as
 * they will be (it has just read them inside it), or only the one it changes.
 */
type KnownChangeOrders = { all: AccountChangeOrder[] } | { changed: AccountChangeOrder };

/**
 * The /account row of the proposal's lead, read in the transaction (reads come first); null
 * without one. Only a signed contract has change orders, so only then are they read, unless the
 * caller knows them all; the one it changes wins over the read.
 */
export async function accountRowOf(
  transaction: Transaction,
  proposalId: string,
  proposal: Pick<StoredProposal, "lead" | "signed">,
  known?: KnownChangeOrders,
): Promise<AccountRow | null> {
  const leadId = proposal.lead.split("/")[1];
  if (!leadId) return null;
  const ref = db().collection(ACCOUNT_LEADS).doc(leadId);
  const [row, read] = await Promise.all([
    transaction.get(ref),
    known && "all" in known ? known.all : proposal.signed ? accountChangeOrders(proposalId) : Promise.resolve([]),
  ]);
  if (!row.exists) return null;
  const changed = known && "changed" in known ? known.changed : undefined;
  const changeOrders = [...read.filter((change) => change.id !== changed?.id), ...(changed ? [changed] : [])];
  return { ref, proposalId, changeOrders: changeOrders.sort((a, b) => a.number - b.number) };
}

/** What /account shows of a proposal; null for a draft (unsent, or taken back to be revised). */
function accountProposalOf(
  id: string,
  proposal: StoredProposal,
  changeOrders: AccountChangeOrder[],
): AccountProposal | null {
  if (proposal.state === "draft") return null;
  const signed = proposal.signed;
  const changeCents = changeOrders
    .filter((change) => change.state === "signed")
    .reduce((sum, change) => sum + change.changeCents, 0);
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
    ...(proposal.draft.language === "es" ? { language: "es" as const } : {}),
    changeOrders,
  };
}

/** Writes the proposal's new standing to its /account row, when the lead has one. */
export function mirrorToAccount(transaction: Transaction, row: AccountRow | null, proposal: StoredProposal) {
  if (row) transaction.update(row.ref, { proposal: accountProposalOf(row.proposalId, proposal, row.changeOrders) });
}
