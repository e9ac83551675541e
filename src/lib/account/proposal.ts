/**
 * A lead's proposal as /account tells it: its state in the homeowner's words and what to
 * do next, naming the e-mail that holds the link (the page has no link: only its hash is
 * stored, and /account must not be a second way in). In the page's language; the e-mail
 * subjects it quotes in the proposal's, as they were sent.
 */
import type { Locale } from "../../config/i18n.ts";
import type { AccountChangeOrder, AccountProposal } from "../../schemas/accountLead.ts";
import { OPEN_STATES } from "../../schemas/proposalRules.ts";
import { longBusinessDayIn } from "../format/businessDay.ts";
import { formatCents, formatSignedCents } from "../format/money.ts";
import { shownChangeOrderState } from "../proposal/changeOrder.ts";
import { PROPOSAL_WORDS, type ProposalWords } from "../proposal/proposalWords.ts";
import { CHANGE_ORDER_WORDS, type ChangeOrderWords } from "../proposal/changeOrderWords.ts";
import { shownState } from "../proposal/state.ts";

export interface AccountProposalFacts {
  heading: string;
  state: string;
  lines: string[];
}

/** One change order: what it changes the price by, where it stands, which e-mail holds it. */
function changeOrderLine(
  change: AccountChangeOrder,
  now: number,
  words: ProposalWords,
  locale: Locale,
  subjects: ChangeOrderWords["mail"],
): string {
  const C = words.account.changeOrder;
  const amount = formatSignedCents(change.changeCents);
  const state = shownChangeOrderState(change, now);
  if (state === "signed")
    return C.signed(
      change.number,
      amount,
      longBusinessDayIn(change.signedAt ?? now, locale),
      subjects.signedSubject(change.number, change.title),
    );
  if (state === "declined")
    return C.declined(change.number, amount, longBusinessDayIn(change.declinedAt ?? now, locale));
  if (state === "expired") return C.expired(change.number, amount);
  return C.open(change.number, amount, subjects.sentSubject(change.number, change.title));
}

export function accountProposalFacts(
  proposal: AccountProposal,
  now: number,
  locale: Locale = "en",
): AccountProposalFacts {
  const words = PROPOSAL_WORDS[locale];
  const T = words.account;
  // The subjects as the e-mails had them: in the proposal's language.
  const M = PROPOSAL_WORDS[proposal.language ?? "en"].mail;
  const day = (instant: number) => longBusinessDayIn(instant, locale);
  const state = shownState(proposal, now);
  const lines = [T.price(formatCents(proposal.totalCents))];
  if (proposal.sentAt !== null) lines.push(T.sentOn(day(proposal.sentAt)));
  if (OPEN_STATES.includes(state)) lines.push(T.open(M.sentSubject(proposal.title)));
  if (state === "expired") lines.push(T.expired);
  if (proposal.signedAt !== null) {
    lines.push(T.signedOn(day(proposal.signedAt), M.signedSubject(proposal.title)));
    const deposit = formatCents(proposal.depositCents);
    if (proposal.depositPaidAt !== null) lines.push(T.depositPaid(deposit, day(proposal.depositPaidAt)));
    else if (proposal.depositCents > 0) lines.push(T.depositDue(deposit));
    if (proposal.depositRefundedCents > 0) lines.push(T.refunded(formatCents(proposal.depositRefundedCents)));
    for (const change of proposal.changeOrders ?? [])
      lines.push(changeOrderLine(change, now, words, locale, CHANGE_ORDER_WORDS[proposal.language ?? "en"].mail));
  }
  return { heading: T.heading(proposal.title), state: words.page.states[state], lines };
}
