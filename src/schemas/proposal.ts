/**
 * A written proposal (the contract once signed): what the owner builds in /admin from a
 * lead, and what the homeowner reads, ticks, signs and pays a deposit on at /proposal.
 * Money is integer cents throughout; the computation is src/lib/proposal/money.ts, the
 * law each jurisdiction adds is src/lib/proposal/law.ts.
 *
 *   proposals/{id}   the proposal: draft, sent, signed... (functions write; the owner reads)
 */
import * as z from "zod/mini";
import { LOCALES } from "../config/i18n.ts";
import { PROPOSAL_TEXT } from "../config/text/proposal.ts";
import { emailAddress, phoneNumber } from "./contact.ts";
import { LEAD_COLLECTIONS } from "./collections.ts";
import { ZIP_PATTERN } from "./bookingFields.ts";
import { trimmedText } from "./fields.ts";
import { PROPOSAL_LIMITS } from "./proposalRules.ts";

const T = PROPOSAL_TEXT.errors;
const L = PROPOSAL_LIMITS;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
export const isoDay = (message: string) =>
  z.string(message).check(
    z.regex(ISO_DAY, message),
    z.refine((day: string) => !Number.isNaN(Date.parse(`${day}T12:00:00Z`)), message),
  );

export const cents = (max: number, message: string) =>
  z.number(message).check(z.int(message), z.gte(0, message), z.lte(max, message));

/** At most two decimals, above zero: 1, 2.5, 120.25. */
export const quantity = z.number(T.quantity).check(
  z.gt(0, T.quantity),
  z.lte(L.quantityMax, T.quantity),
  z.refine((value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, T.quantity),
);

const lineItemSchema = z.object({
  /** Stable within the proposal: the homeowner's ticks name optional items by it. */
  id: z.string().check(z.regex(/^[a-z0-9]{1,12}$/, T.itemId)),
  description: trimmedText(L.description, T.description),
  quantity,
  unit: trimmedText(L.unit, T.unit),
  unitCents: cents(L.unitCentsMax, T.unitPrice),
  /** An item the homeowner may add by ticking it; not in the price until ticked. */
  optional: z.boolean(),
});
export type LineItem = z.output<typeof lineItemSchema>;

/** A sum in the price for something chosen later (tile, fixtures), settled against the real cost. */
const allowanceSchema = z.object({
  description: trimmedText(L.description, T.description),
  cents: cents(L.unitCentsMax, T.allowance),
});
export type Allowance = z.output<typeof allowanceSchema>;

/** The deposit: a share of the price in basis points, or a fixed sum. */
const depositSchema = z.object({
  kind: z.enum(["percent", "fixed"]),
  /** Basis points for "percent", cents for "fixed". */
  value: z.number(T.deposit).check(z.int(T.deposit), z.gte(0, T.deposit), z.lte(L.totalCentsMax, T.deposit)),
});

const milestoneSchema = z.object({
  label: trimmedText(L.label, T.milestoneLabel),
  basisPoints: z.number(T.milestone).check(z.int(T.milestone), z.gt(0, T.milestone), z.lte(L.basisPoints, T.milestone)),
});

/** Deposit, progress payments as shares of the price, and the final payment: the rest. */
const scheduleSchema = z.object({
  deposit: depositSchema,
  milestones: z.array(milestoneSchema).check(z.maxLength(L.milestones.max, T.tooMany(L.milestones.max))),
  finalLabel: trimmedText(L.label, T.milestoneLabel),
});
export type Schedule = z.output<typeof scheduleSchema>;

const clientSchema = z.object({
  name: trimmedText(L.client.name, T.clientName),
  email: emailAddress,
  phone: phoneNumber,
  street: trimmedText(L.client.street, T.street),
  city: trimmedText(L.client.city, T.city),
  zip: z.string(T.zip).check(z.trim(), z.regex(ZIP_PATTERN, T.zip)),
});

const lines = z.array(trimmedText(L.line, T.line)).check(z.maxLength(L.lines.max, T.tooMany(L.lines.max)));

/**
 * What the owner writes. A draft may be incomplete in what the law asks (no dates yet);
 * sending checks the law (src/lib/proposal/law.ts), the schema checks only shapes.
 */
export const proposalDraftSchema = z.object({
  title: trimmedText(L.title, T.title),
  scope: trimmedText(L.scope, T.scope),
  client: clientSchema,
  items: z.array(lineItemSchema).check(
    z.minLength(L.items.min, T.noItems),
    z.maxLength(L.items.max, T.tooMany(L.items.max)),
    z.refine((items) => new Set(items.map((item) => item.id)).size === items.length, T.itemId),
  ),
  allowances: z.array(allowanceSchema).check(z.maxLength(L.allowances.max, T.tooMany(L.allowances.max))),
  exclusions: lines,
  materials: lines,
  /** YYYY-MM-DD, or "" while the owner does not know yet (sending needs both). */
  startDate: z.union([z.literal(""), isoDay(T.date)]),
  completionDate: z.union([z.literal(""), isoDay(T.date)]),
  validUntil: isoDay(T.date),
  schedule: scheduleSchema,
  /** The salesperson who sold it, when not the licensee: Maryland asks for their name and licence. */
  salesperson: z.object({
    name: z.string().check(z.trim(), z.maxLength(L.salesperson.max)),
    license: z.string().check(z.trim(), z.maxLength(40)),
  }),
  /** The contract has the arbitration clause (Maryland: disclosed and initialled). */
  arbitration: z.boolean(),
  /**
   * The language the homeowner reads and signs it in: the page, the notices, the PDF and
   * the e-mails. Absent on proposals saved before it existed: English.
   */
  language: z.optional(z.enum(LOCALES)),
});
export type ProposalDraft = z.output<typeof proposalDraftSchema>;

/** The lead a proposal answers: where /admin opened the builder from. */
const proposalLeadSchema = z.object({
  collection: z.enum(LEAD_COLLECTIONS),
  leadId: z.string().check(z.regex(/^[A-Za-z0-9]{1,40}$/)),
});

export const proposalId = z
  .string("id must be a string.")
  .check(z.regex(/^[A-Za-z0-9]{1,40}$/, "id is a document id."));
export const linkToken = z.string("token must be a string.").check(z.minLength(20), z.maxLength(200));

/**
 * POST /api/proposals, the owner's (an admin's Bearer ID token): save a draft (a new one
 * from a lead, or an unsigned one again: a sent one goes back to draft and its link stops
 * working), send it (the law's checks, then the homeowner's e-mail), record a deposit
 * received by cheque or transfer, or refund a deposit paid by card.
 */
export const proposalOwnerSchema = z.discriminatedUnion(
  "action",
  [
    z.object({
      action: z.literal("save"),
      id: z.optional(proposalId),
      lead: proposalLeadSchema,
      draft: proposalDraftSchema,
    }),
    z.object({
      action: z.literal("send"),
      id: proposalId,
      /** Who signs for the company: the contract is signed by each party. */
      signer: trimmedText(L.signerName, T.signer),
      /** The company's initials beside Maryland's arbitration clause (COMAR 09.08.01.25 B). */
      initials: z.string().check(z.trim(), z.maxLength(L.initials.max)),
    }),
    z.object({ action: z.literal("deposit-received"), id: proposalId }),
    z.object({ action: z.literal("refund"), id: proposalId }),
  ],
  "action must be save, send, deposit-received or refund.",
);
export type ProposalOwnerRequest = z.output<typeof proposalOwnerSchema>;

/** POST /api/proposal, the homeowner's, from the e-mail's private link. */
export const proposalLinkSchema = z.discriminatedUnion(
  "action",
  [
    z.object({ action: z.literal("view"), token: linkToken }),
    z.object({ action: z.literal("pdf"), token: linkToken }),
    z.object({ action: z.literal("decline"), token: linkToken }),
    /** Stripe's payment page for the signed contract's deposit: answers its URL. */
    z.object({ action: z.literal("pay"), token: linkToken }),
    z.object({
      action: z.literal("changes"),
      token: linkToken,
      message: trimmedText(L.changeMessage, T.changeMessage),
    }),
    z.object({
      action: z.literal("sign"),
      token: linkToken,
      /** The revision the page showed: a proposal revised since cannot be signed from an old page. */
      revision: z.number().check(z.int(), z.gte(1)),
      ticked: z.array(z.string().check(z.maxLength(12))).check(z.maxLength(L.items.max)),
      name: trimmedText(L.signerName, T.signerName),
      initials: z.string().check(z.trim(), z.maxLength(L.initials.max)),
      signature: z
        .string(T.signature)
        .check(z.maxLength(L.signatureMaxChars, T.signature), z.startsWith("data:image/png;base64,", T.signature)),
      consent: z.literal(true, T.consent),
    }),
  ],
  "action must be view, pdf, decline, pay, changes or sign.",
);
export type ProposalLinkRequest = z.output<typeof proposalLinkSchema>;

/**
 * The owner's notice words as settings/proposalNotices stores them (`notices`, by id),
 * read by /admin's editor and by sending alike: only string entries, {} for anything else.
 */
function noticeTextsOf(notices: unknown): Record<string, string> {
  if (!notices || typeof notices !== "object") return {};
  return Object.fromEntries(
    Object.entries(notices as Record<string, unknown>).filter(
      (entry): entry is [string, string] => typeof entry[1] === "string",
    ),
  );
}

/**
 * The owner's edited notices in each language, by id: `en` prints in every English contract,
 * `es` in every Spanish one (settings/proposalNotices: `notices` and `noticesEs`, the latter
 * absent on a document saved before the editor had Spanish). Only what differs from a default.
 */
export interface EditedNotices {
  en: Readonly<Record<string, string>>;
  es: Readonly<Record<string, string>>;
}

export const NO_EDITED_NOTICES: EditedNotices = { en: {}, es: {} };

/** The settings document's two maps, read alike by /admin and by sending. */
export function editedNoticesOf(stored: { notices?: unknown; noticesEs?: unknown } | undefined): EditedNotices {
  return { en: noticeTextsOf(stored?.notices), es: noticeTextsOf(stored?.noticesEs) };
}

/** POST /api/account-contract, a signed-in homeowner's: the signed contract's PDF of one of their requests. */
export const accountContractSchema = z.object({ id: proposalId });
