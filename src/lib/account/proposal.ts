/**
 * A lead's proposal as /account tells it: its state in the homeowner's words and what to
 * do next, naming the e-mail that holds the link (the page has no link: only its hash is
 * stored, and /account must not be a second way in).
 */
import { CHANGE_ORDER_TEXT } from "../../config/text/changeOrder.ts";
import { PROPOSAL_TEXT } from "../../config/text/proposal.ts";
import type { AccountChangeOrder, AccountProposal } from "../../schemas/accountLead.ts";
import { OPEN_STATES } from "../../schemas/proposalRules.ts";
import { longBusinessDay } from "../format/businessDay.ts";
import { formatCents, formatSignedCents } from "../format/money.ts";
import { shownChangeOrderState } from "../proposal/changeOrder.ts";
import { shownState } from "../proposal/state.ts";

const T = PROPOSAL_TEXT.account;
const M = PROPOSAL_TEXT.mail;
const C = PROPOSAL_TEXT.account.changeOrder;
const CM = CHANGE_ORDER_TEXT.mail;

export interface AccountProposalFacts {
  heading: string;
  state: string;
  lines: string[];
}

/** One change order: what it changes the price by, where it stands, which e-mail holds it. */
function changeOrderLine(change: AccountChangeOrder, now: number): string {
  const amount = formatSignedCents(change.changeCents);
  const state = shownChangeOrderState(change, now);
  if (state === "signed")
    return C.signed(
      change.number,
      amount,
      longBusinessDay(change.signedAt ?? now),
      CM.signedSubject(change.number, change.title),
    );
  if (state === "declined") return C.declined(change.number, amount, longBusinessDay(change.declinedAt ?? now));
  if (state === "expired") return C.expired(change.number, amount);
  return C.open(change.number, amount, CM.sentSubject(change.number, change.title));
}

export function accountProposalFacts(proposal: AccountProposal, now: number): AccountProposalFacts {
  const state = shownState(proposal, now);
  const lines = [T.price(formatCents(proposal.totalCents))];
  if (proposal.sentAt !== null) lines.push(T.sentOn(longBusinessDay(proposal.sentAt)));
  if (OPEN_STATES.includes(state)) lines.push(T.open(M.sentSubject(proposal.title)));
  if (state === "expired") lines.push(T.expired);
  if (proposal.signedAt !== null) {
    lines.push(T.signedOn(longBusinessDay(proposal.signedAt), M.signedSubject(proposal.title)));
    const deposit = formatCents(proposal.depositCents);
    if (proposal.depositPaidAt !== null) lines.push(T.depositPaid(deposit, longBusinessDay(proposal.depositPaidAt)));
    else if (proposal.depositCents > 0) lines.push(T.depositDue(deposit));
    if (proposal.depositRefundedCents > 0) lines.push(T.refunded(formatCents(proposal.depositRefundedCents)));
    for (const change of proposal.changeOrders ?? []) lines.push(changeOrderLine(change, now));
  }
  return { heading: T.heading(proposal.title), state: PROPOSAL_TEXT.page.states[state], lines };
}
