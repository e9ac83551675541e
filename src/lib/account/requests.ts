/**
 * What /account shows of a homeowner's leads: estimates, messages and
 * call-back requests, site visits, each newest first, each with its status in the
 * homeowner's words and the facts that identify it, in the page's language.
 */
import type { AccountLead } from "../../schemas/accountLead.ts";
import { formatSentDate } from "../format/date.ts";
import { formatUsdRange } from "../format/money.ts";
import { estimateChoices } from "../format/estimateChoices.ts";
import { visitWhen } from "../format/visitTime.ts";
import { ACCOUNT_WORDS, type AccountWords } from "./accountWords.ts";

export interface AccountSections {
  estimates: AccountLead[];
  requests: AccountLead[];
  visits: AccountLead[];
}

const newestFirst = (leads: AccountLead[]) => [...leads].sort((a, b) => (b.timestamp ?? 0) - (a.timestamp ?? 0));

export function sectionsOf(leads: readonly AccountLead[]): AccountSections {
  return {
    estimates: newestFirst(leads.filter((lead) => lead.kind === "estimate")),
    requests: newestFirst(leads.filter((lead) => lead.kind === "contact" || lead.kind === "chat")),
    visits: newestFirst(leads.filter((lead) => lead.kind === "booking")),
  };
}

/** The status the owner set, as the homeowner reads it. */
export const statusWords = (lead: AccountLead, words: AccountWords = ACCOUNT_WORDS.en): string =>
  words.text.status[lead.status];

/**
 * The line beside a request's kind: when it was sent, and, when not from this account, that
 * it came with the address: anyone can type an address into a form, so the homeowner is not
 * told they sent what a stranger may have.
 */
export function sentLine(lead: AccountLead, uid: string, words: AccountWords = ACCOUNT_WORDS.en): string {
  const date = formatSentDate(lead.timestamp, words.locale);
  return lead.uid === uid ? words.text.sent(date) : words.text.sentWithAddress(date);
}

/** An estimate's heading facts: the four choices, and its ballpark. */
export function estimateFacts(
  lead: AccountLead,
  words: AccountWords = ACCOUNT_WORDS.en,
): { choices: string; ballpark: string } {
  return {
    choices: estimateChoices(lead, words.options),
    ballpark: formatUsdRange(lead.ballparkLow ?? null, lead.ballparkHigh ?? null),
  };
}

/** A visit's time in words, or that it was cancelled. */
export function visitLine(lead: AccountLead, words: AccountWords = ACCOUNT_WORDS.en): string {
  if (lead.visitStart === null) return "";
  const when = visitWhen(lead.visitStart, words.locale);
  return lead.visitStatus === "cancelled" ? words.text.visitCancelled(when) : words.text.visitWhen(when);
}

/** A visit the homeowner may still move or cancel: booked, and not begun (the e-mail's link ends with it too). */
export function canManageVisit(lead: AccountLead, now: number): lead is AccountLead & { visitId: string } {
  return Boolean(lead.visitId) && lead.visitStatus !== "cancelled" && (lead.visitStart ?? 0) > now;
}
