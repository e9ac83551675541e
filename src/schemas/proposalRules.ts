/**
 * A proposal's and a change order's states and limits, without their zod schemas
 * (proposal.ts, changeOrder.ts): the homeowner's /proposal and /change-order islands need
 * only these, and importing the schemas would bring zod and the contact and booking fields
 * into the page's code (measured: 9 of its 23 modules).
 */

/** Where the work is, by its ZIP code (src/lib/proposal/jurisdiction.ts). */
export type Jurisdiction = "MD" | "VA" | "DC";

/**
 * draft     the owner's, not sent               sent      e-mailed, not opened yet
 * viewed    the homeowner opened the link        changes   the homeowner asked for changes
 * signed    the contract; nothing changes it     paid      signed and its deposit received
 * declined  the homeowner said no                expired   sent, unanswered past its validity
 */
export type ProposalState = "draft" | "sent" | "viewed" | "changes" | "signed" | "paid" | "declined" | "expired";

/** The states a proposal is stored in; "expired" is only ever shown. */
export const STORED_PROPOSAL_STATES: readonly ProposalState[] = [
  "draft",
  "sent",
  "viewed",
  "changes",
  "signed",
  "paid",
  "declined",
];

/** States in which the homeowner may still answer (sign, ask for changes, decline). */
export const OPEN_STATES: readonly ProposalState[] = ["sent", "viewed", "changes"];

export const PROPOSAL_LIMITS = {
  title: { min: 3, max: 120 },
  scope: { min: 10, max: 4000 },
  items: { min: 1, max: 60 },
  description: { min: 2, max: 300 },
  unit: { min: 1, max: 20 },
  /** Quantities have at most two decimals (120.5 sq ft) and stay below this. */
  quantityMax: 100_000,
  /** A unit price of at most $1,000,000, so quantity × price stays an exact integer. */
  unitCentsMax: 100_000_000,
  allowances: { max: 20 },
  /** Exclusions and materials: one short line each. */
  lines: { max: 30 },
  line: { min: 2, max: 300 },
  milestones: { max: 8 },
  label: { min: 2, max: 80 },
  /** The whole contract: $10,000,000 at most, so every product stays far from 2^53. */
  totalCentsMax: 1_000_000_000,
  /** A schedule's percentages are basis points: 3,333 is 33.33 %. */
  basisPoints: 10_000,
  client: { name: { min: 1, max: 100 }, street: { min: 3, max: 200 }, city: { min: 2, max: 80 } },
  salesperson: { max: 100 },
  changeMessage: { min: 5, max: 2000 },
  signerName: { min: 3, max: 100 },
  initials: { min: 2, max: 5 },
  /** A drawn signature as a PNG data URL; a full phone-width signature is about 20 kB. */
  signatureMaxChars: 200_000,
  /** One notice's words as the owner may edit them (firestore.rules holds the same bound). */
  noticeMaxChars: 4000,
  /** A proposal's link works this long after it is sent unless its validity ends sooner. */
  linkDays: 60,
} as const;

export const CHANGE_ORDER_LIMITS = {
  items: { min: 1, max: 30 },
  reason: { min: 10, max: 2000 },
  /** A change order's link works this long; an unsigned one is then written again. */
  linkDays: 30,
} as const;

/**
 * sent      e-mailed, not opened yet        viewed    the homeowner opened the link
 * signed    part of the contract now        declined  the homeowner said no
 * expired   shown, not stored: unanswered past its link's time
 */
export type ChangeOrderState = "sent" | "viewed" | "signed" | "declined" | "expired";
export const OPEN_CHANGE_ORDER_STATES: readonly ChangeOrderState[] = ["sent", "viewed"];
