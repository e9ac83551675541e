/**
 * The contract as one document: every term the homeowner reads, in the order they read
 * it, built from the proposal, the terms frozen when it was sent and the homeowner's
 * ticks. The page, the PDF and the e-mails render this one object, and its SHA-256 (of
 * canonicalJson) is what a signature signs: a stored signed document can be hashed again
 * and compared with the hash printed on the PDF.
 */
import type { Locale } from "../../config/i18n.ts";
import type { LineItem, ProposalDraft } from "../../schemas/proposal.ts";
import type { Jurisdiction } from "../../schemas/proposalRules.ts";
import { proposalTotals, tickedOptional, type Payment } from "./money.ts";

/** A notice or clause of the contract: its heading, its words, and the rule that asks for it. */
export interface ContractTerm {
  id: string;
  title: string;
  text: string;
  /** The citation, e.g. "Md. Code, Bus. Reg. § 8-501(c)"; "" for the company's own terms. */
  source: string;
  /** Printed only when the contract has the arbitration clause. */
  arbitration?: true;
  /** "en" for the owner's English words in a contract in another language: a notice they edited. */
  lang?: Locale;
}

/** The contractor as the contract names them: frozen when the proposal is sent. */
export interface ContractorTerms {
  name: string;
  address: string;
  phone: string;
  email: string;
  license: { title: string; number: string; issuer: string; classification: string };
}

/** What sending freezes besides the draft: who contracts, and the terms of the project's jurisdiction. */
export interface FrozenTerms {
  jurisdiction: Jurisdiction;
  contractor: ContractorTerms;
  terms: ContractTerm[];
}

export interface ContractLine extends LineItem {
  cents: number;
  included: boolean;
}

export interface ContractDocument {
  proposalId: string;
  /**
   * The language it is read and signed in; absent for English, so a contract signed before
   * contracts had a language hashes as it did.
   */
  language?: Exclude<Locale, "en">;
  /** Raised on every send: a signature names the revision it read. */
  revision: number;
  jurisdiction: Jurisdiction;
  title: string;
  contractor: ContractorTerms;
  salesperson: ProposalDraft["salesperson"];
  client: ProposalDraft["client"];
  scope: string;
  items: ContractLine[];
  allowances: ProposalDraft["allowances"];
  exclusions: string[];
  materials: string[];
  startDate: string;
  completionDate: string;
  validUntil: string;
  /** The optional items ticked, by id. */
  ticked: string[];
  baseCents: number;
  optionalCents: number;
  allowancesCents: number;
  totalCents: number;
  payments: Payment[];
  arbitration: boolean;
  terms: ContractTerm[];
}

export function contractDocument(
  proposal: { id: string; revision: number; draft: ProposalDraft; frozen: FrozenTerms },
  ticks: readonly string[],
): ContractDocument {
  const { draft, frozen } = proposal;
  const ticked = tickedOptional(draft.items, ticks);
  const totals = proposalTotals(draft, ticked);
  return {
    proposalId: proposal.id,
    ...(draft.language && draft.language !== "en" ? { language: draft.language } : {}),
    revision: proposal.revision,
    jurisdiction: frozen.jurisdiction,
    title: draft.title,
    contractor: frozen.contractor,
    salesperson: draft.salesperson,
    client: draft.client,
    scope: draft.scope,
    items: draft.items.map((item, index) => ({
      ...item,
      cents: totals.lines[index]?.cents ?? 0,
      included: totals.lines[index]?.included ?? false,
    })),
    allowances: draft.allowances,
    exclusions: draft.exclusions,
    materials: draft.materials,
    startDate: draft.startDate,
    completionDate: draft.completionDate,
    validUntil: draft.validUntil,
    ticked,
    baseCents: totals.baseCents,
    optionalCents: totals.optionalCents,
    allowancesCents: totals.allowancesCents,
    totalCents: totals.totalCents,
    payments: totals.payments,
    arbitration: draft.arbitration,
    terms: frozen.terms.filter((term) => draft.arbitration || !term.arbitration),
  };
}

/** The language a contract reads in. */
export const contractLanguage = (document: Pick<ContractDocument, "language">): Locale => document.language ?? "en";

/**
 * JSON with object keys sorted at every depth: the same document gives the same bytes in
 * any runtime, whatever order its fields were written in (Firestore does not keep it).
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, field]) => `${JSON.stringify(key)}:${canonicalJson(field)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}
