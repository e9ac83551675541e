/**
 * A change order as one document, like the contract (contract.ts): what the homeowner
 * reads and signs, what the PDF prints, and what a signature hashes (canonicalJson). Built
 * once, when the owner sends it, from the signed contract, the change orders signed before
 * it and the owner's draft; the contract price it names before and after is the one a
 * signature agrees to, so it cannot be signed once another change has moved that price.
 */
import type { Locale } from "../../config/i18n.ts";
import type { ChangeLine, ChangeOrderDraft } from "../../schemas/changeOrder.ts";
import type { ChangeOrderState } from "../../schemas/proposalRules.ts";
import type { ProposalDraft } from "../../schemas/proposal.ts";
import type { Jurisdiction } from "../../schemas/proposalRules.ts";
import type { ContractorTerms, ContractTerm } from "./contract.ts";
import { lineCents } from "./money.ts";
import { CHANGE_ORDER_WORDS } from "./changeOrderWords.ts";

/** The rule a change order answers, beside the contract's own "Changes to this contract" clause. */
const CHANGE_RULE: Record<Jurisdiction, string> = {
  MD: "Md. Code, Bus. Reg. § 8-501 (home improvement contracts in writing, signed by each party)",
  VA: "18VAC50-22-260 B 9 i (changes in writing, signed by all parties)",
  DC: "16 DCMR chapter 8 (home improvement contracts) and the contract's clause on changes",
};

export interface ChangeOrderLine extends ChangeLine {
  /** Signed: below zero for a credit. */
  cents: number;
}

export interface ChangeOrderDocument {
  changeOrderId: string;
  /** The language of the contract it changes, when not English (contract.ts's rule: older hashes hold). */
  language?: Exclude<Locale, "en">;
  /** 1, 2, …: the contract's change orders in the order they were written. */
  number: number;
  proposalId: string;
  jurisdiction: Jurisdiction;
  contractor: ContractorTerms;
  client: ProposalDraft["client"];
  /** The signed contract it changes: its title, when it was signed and its document's SHA-256. */
  contract: { title: string; signedAt: string; documentHash: string };
  title: string;
  reason: string;
  items: ChangeOrderLine[];
  /** The change to the price: the lines' sum, below zero when it lowers it. */
  changeCents: number;
  /** The contract price with every change order signed before this one, and with this one. */
  previousTotalCents: number;
  newTotalCents: number;
  previousCompletionDate: string;
  /** The same as previousCompletionDate when the change keeps it. */
  completionDate: string;
  terms: ContractTerm[];
}

/** What the document is built from: the owner's draft, and the fields the document carries as they are. */
export interface ChangeOrderInput extends Pick<
  ChangeOrderDocument,
  | "changeOrderId"
  | "number"
  | "proposalId"
  | "jurisdiction"
  | "contractor"
  | "client"
  | "contract"
  | "previousTotalCents"
  | "previousCompletionDate"
  | "language"
> {
  draft: ChangeOrderDraft;
}

/** A line's signed cents: quantity × unit price half up to the cent (money.ts), negative for a credit. */
export const changeLineCents = (line: ChangeLine): number => (line.credit ? -1 : 1) * lineCents(line);

export function changeOrderDocument(input: ChangeOrderInput): ChangeOrderDocument {
  const items = input.draft.items.map((line) => ({ ...line, cents: changeLineCents(line) }));
  const changeCents = items.reduce((sum, line) => sum + line.cents, 0);
  const T = CHANGE_ORDER_WORDS[input.language ?? "en"].terms;
  return {
    changeOrderId: input.changeOrderId,
    ...(input.language ? { language: input.language } : {}),
    number: input.number,
    proposalId: input.proposalId,
    jurisdiction: input.jurisdiction,
    contractor: input.contractor,
    client: input.client,
    contract: input.contract,
    title: input.draft.title,
    reason: input.draft.reason,
    items,
    changeCents,
    previousTotalCents: input.previousTotalCents,
    newTotalCents: input.previousTotalCents + changeCents,
    previousCompletionDate: input.previousCompletionDate,
    completionDate: input.draft.completionDate || input.previousCompletionDate,
    terms: [
      {
        id: "change-payment",
        title: T.paymentTitle,
        text: changeCents >= 0 ? T.paymentAdded : T.paymentCredit,
        source: "",
      },
      {
        id: "change-contract",
        title: T.contractTitle,
        text: T.contractText,
        source: CHANGE_RULE[input.jurisdiction],
      },
    ],
  };
}

/** What the homeowner's change-order page gets (POST /api/change-order, view and sign). */
export interface ChangeOrderView {
  id: string;
  /** "expired" once the link's time has passed unanswered. */
  state: ChangeOrderState;
  document: ChangeOrderDocument;
  contractorSignature: { name: string; signedAt: string };
  /** ISO instant; null once signed or declined. */
  expiresAt: string | null;
  signed: { name: string; signedAt: string; documentHash: string } | null;
}

/** A change order's shown state: an open one past its link's time is expired. */
export function shownChangeOrderState(
  changeOrder: { state: ChangeOrderState; expiresAt: number | null },
  now: number,
): ChangeOrderState {
  const open = changeOrder.state === "sent" || changeOrder.state === "viewed";
  return open && changeOrder.expiresAt !== null && changeOrder.expiresAt < now ? "expired" : changeOrder.state;
}

/** What a change order adds to the contract's standing, as the server and /admin both read it. */
export interface ChangeStanding {
  state: ChangeOrderState;
  number: number;
  changeCents: number;
  /** "" when not known; a signed one always has one (the previous date when it keeps it). */
  completionDate: string;
}

/**
 * The contract as it stands: the signed price moved by every signed change order, and the
 * completion date of the latest signed one that names one (else the contract's). Open,
 * declined and expired change orders change nothing.
 */
export function contractStanding(
  contract: { totalCents: number; completionDate: string },
  changes: readonly ChangeStanding[],
): { totalCents: number; completionDate: string } {
  const signed = changes.filter((change) => change.state === "signed").sort((a, b) => a.number - b.number);
  const moved = signed.findLast((change) => change.completionDate !== "");
  return {
    totalCents: contract.totalCents + signed.reduce((sum, change) => sum + change.changeCents, 0),
    completionDate: moved?.completionDate ?? contract.completionDate,
  };
}
