/**
 * What the homeowner's page gets (POST /api/proposal, view and sign): the proposal as
 * sent, its state, and once signed what was signed. The page rebuilds the contract with
 * the homeowner's ticks through contract.ts, the computation the server signs, so the
 * total the page shows is the total signed.
 */
import type { ProposalDraft } from "../../schemas/proposal.ts";
import type { ProposalState } from "../../schemas/proposalRules.ts";
import type { ContractDocument, FrozenTerms } from "./contract.ts";

export interface ProposalView {
  id: string;
  revision: number;
  /** "expired" once the link's time has passed unanswered. */
  state: ProposalState;
  draft: ProposalDraft;
  frozen: FrozenTerms;
  contractorSignature: { name: string; initials: string; signedAt: string };
  /** ISO instant; null once signed (a signed contract's link keeps reading). */
  expiresAt: string | null;
  signed: {
    name: string;
    initials: string;
    signedAt: string;
    documentHash: string;
    document: ContractDocument;
  } | null;
  deposit: { cents: number; paidAt: string | null; method: "manual" | "card"; refundedCents: number } | null;
  /** Signed, deposit due, and card payments configured: the page offers Stripe's payment page. */
  payByCard: boolean;
  /** Once signed: the change orders signed since, and the contract price with them. */
  changes: {
    changeOrders: { number: number; title: string; changeCents: number; signedAt: string }[];
    currentTotalCents: number;
  } | null;
}
