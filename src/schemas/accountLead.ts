/**
 * A homeowner's own view of a lead (`accountLeads/{leadId}`), what /account
 * lists. The functions write it with the lead, from the lead's own fields, never the
 * owner's private note; /admin moves its status with the lead's and deletes it with the
 * lead; a visit's move or cancellation updates it. firestore.rules let a signed-in
 * homeowner read it when it is theirs: an estimate by the account's uid, anything else by
 * the account's e-mail once verified (so a lead sent before signing up is claimed by
 * verifying that address). No zod: nobody but the functions writes one.
 */
import type { Locale } from "../config/i18n.ts";
import type { LeadSource, LeadStatus } from "./lead.ts";
import type { ChangeOrderState, ProposalState } from "./proposalRules.ts";

/** /account reads at most this many of each query, newest first: a homeowner has a handful. */
export const ACCOUNT_LIST_LIMIT = 50;

/**
 * The proposal sent for a lead, as its homeowner may see it on /account: where it stands,
 * never its contents or its link (those are the e-mail's). Times in epoch ms. Written by
 * the functions in the transaction that changes the proposal; null while it is a draft.
 */
export interface AccountProposal {
  /** The proposal's id: /account asks for its signed PDF by it (POST /api/account-contract). */
  id: string;
  title: string;
  /** As stored: "expired" is shown from expiresAt (src/lib/proposal/state.ts). */
  state: ProposalState;
  totalCents: number;
  sentAt: number | null;
  expiresAt: number | null;
  signedAt: number | null;
  depositCents: number;
  depositPaidAt: number | null;
  depositRefundedCents: number;
  /** The proposal's language when not English: its e-mails' subjects, which /account quotes, are in it. */
  language?: Exclude<Locale, "en">;
  /** The signed contract's change orders, in order; absent on rows mirrored before they were listed. */
  changeOrders?: AccountChangeOrder[];
}

/** A change order to the signed contract, as /account lists it. Times in epoch ms. */
export interface AccountChangeOrder {
  id: string;
  number: number;
  /** Its own title (what changes), as its e-mails' subjects name it. */
  title: string;
  /** What it adds to the contract price (negative: a credit). */
  changeCents: number;
  /** As stored: "expired" is shown from expiresAt (src/lib/proposal/changeOrder.ts). */
  state: ChangeOrderState;
  sentAt: number;
  expiresAt: number;
  signedAt: number | null;
  declinedAt: number | null;
}

/** What the homeowner sees of a lead; `email` is lowercased, "" without one. */
export interface AccountLeadFields {
  kind: LeadSource;
  email: string;
  /** The account that asked (an estimate); null for a lead sent without signing in. */
  uid: string | null;
  /** Their own words: a contact message or a chat's request ("" for an estimate). */
  message: string;
  /** A booked visit: its id, start (epoch ms when read) and whether it stands. */
  visitId?: string;
  visitStatus?: "booked" | "cancelled";
  /** An estimate: the four choices, the ballpark and the AI's text. */
  projectType?: string;
  roomType?: string;
  squareFootage?: number;
  timeline?: string;
  ballparkLow?: number | null;
  ballparkHigh?: number | null;
  result?: string;
  /** The latest proposal for it, once sent. */
  proposal?: AccountProposal | null;
}

const ESTIMATE_FIELDS = [
  "projectType",
  "roomType",
  "squareFootage",
  "timeline",
  "ballparkLow",
  "ballparkHigh",
  "result",
] as const;

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** A lead's homeowner view, from the fields the lead is stored with (a visit's start as stored). */
export function accountLeadOf(
  source: LeadSource,
  lead: Record<string, unknown>,
): AccountLeadFields & { visitStart?: unknown } {
  const fields: AccountLeadFields & { visitStart?: unknown } = {
    kind: source,
    email: text(lead.email).trim().toLowerCase(),
    uid: typeof lead.userId === "string" && lead.userId ? lead.userId : null,
    message: source === "estimate" ? "" : text(lead.message),
  };
  if (source === "booking") {
    fields.visitId = text(lead.visitId);
    fields.visitStatus = lead.visitStatus === "cancelled" ? "cancelled" : "booked";
    fields.visitStart = lead.visitStart;
  }
  if (source === "estimate")
    for (const key of ESTIMATE_FIELDS) if (lead[key] !== undefined) Object.assign(fields, { [key]: lead[key] });
  return fields;
}

/** One row of /account. */
export interface AccountLead extends AccountLeadFields {
  id: string;
  status: LeadStatus;
  /** Epoch ms. */
  timestamp: number | null;
  visitStart: number | null;
}
