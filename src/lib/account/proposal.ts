/**
 * A lead's proposal as /account tells it: its state in the homeowner's words and what to
 * do next, naming the e-mail that holds the link (the page has no link: only its hash is
 * stored, and /account must not be a second way in).
 */
import { PROPOSAL_TEXT } from "../../config/text/proposal.ts";
import type { AccountProposal } from "../../schemas/accountLead.ts";
import { OPEN_STATES } from "../../schemas/proposal.ts";
import { longBusinessDay } from "../format/businessDay.ts";
import { formatCents } from "../format/money.ts";
import { shownState } from "../proposal/state.ts";

const T = PROPOSAL_TEXT.account;
const M = PROPOSAL_TEXT.mail;

export interface AccountProposalFacts {
  heading: string;
  state: string;
  lines: string[];
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
  }
  return { heading: T.heading(proposal.title), state: PROPOSAL_TEXT.page.states[state], lines };
}
