/**
 * A change order: after the signature, the only way the job changes (Maryland Business
 * Regulation § 8-501 and Virginia 18VAC50-22-260 B 9 i: changes to the cost, the materials,
 * the work or the completion date in writing, signed by all parties). The owner writes and
 * signs one in /admin for a signed proposal; the homeowner reads and signs it at
 * /change-order#token, the way they signed the contract. The contract price follows the
 * signed change orders; the signed proposal itself never changes.
 *
 *   changeOrders/{id}   (functions write; the owner reads)
 */
import * as z from "zod/mini";
import { PROPOSAL_TEXT } from "../config/text/proposal.ts";
import { trimmedText } from "./fields.ts";
import { cents, isoDay, linkToken, proposalId, quantity } from "./proposal.ts";
import { CHANGE_ORDER_LIMITS, PROPOSAL_LIMITS } from "./proposalRules.ts";

const T = PROPOSAL_TEXT.errors;
const L = PROPOSAL_LIMITS;

/** A line of the change: work added, or (credit) work taken out, which lowers the price. */
const changeLineSchema = z.object({
  id: z.string().check(z.regex(/^[a-z0-9]{1,12}$/, T.itemId)),
  description: trimmedText(L.description, T.description),
  quantity,
  unit: trimmedText(L.unit, T.unit),
  unitCents: cents(L.unitCentsMax, T.unitPrice),
  credit: z.boolean(),
});
export type ChangeLine = z.output<typeof changeLineSchema>;

/** What the owner writes: what changes and why, its lines, and the new completion date ("" when it stays). */
const changeOrderDraftSchema = z.object({
  title: trimmedText(L.title, T.title),
  reason: trimmedText(CHANGE_ORDER_LIMITS.reason, T.scope),
  items: z.array(changeLineSchema).check(
    z.minLength(CHANGE_ORDER_LIMITS.items.min, T.noItems),
    z.maxLength(CHANGE_ORDER_LIMITS.items.max, T.tooMany(CHANGE_ORDER_LIMITS.items.max)),
    z.refine((items) => new Set(items.map((item) => item.id)).size === items.length, T.itemId),
  ),
  completionDate: z.union([z.literal(""), isoDay(T.date)]),
});
export type ChangeOrderDraft = z.output<typeof changeOrderDraftSchema>;

/** POST /api/change-orders, the owner's (an admin's Bearer ID token): write, sign and send one. */
export const changeOrderOwnerSchema = z.object({
  action: z.literal("send"),
  /** The signed proposal it changes. */
  proposalId,
  draft: changeOrderDraftSchema,
  /** Who signs for the company, as at the proposal's sending. */
  signer: trimmedText(L.signerName, T.signer),
});
export type ChangeOrderOwnerRequest = z.output<typeof changeOrderOwnerSchema>;

/** POST /api/change-order, the homeowner's, from the e-mail's private link. */
export const changeOrderLinkSchema = z.discriminatedUnion(
  "action",
  [
    z.object({ action: z.literal("view"), token: linkToken }),
    z.object({ action: z.literal("pdf"), token: linkToken }),
    z.object({ action: z.literal("decline"), token: linkToken }),
    z.object({
      action: z.literal("sign"),
      token: linkToken,
      name: trimmedText(L.signerName, T.signerName),
      signature: z
        .string(T.signature)
        .check(z.maxLength(L.signatureMaxChars, T.signature), z.startsWith("data:image/png;base64,", T.signature)),
      consent: z.literal(true, T.consent),
    }),
  ],
  "action must be view, pdf, decline or sign.",
);
export type ChangeOrderLinkRequest = z.output<typeof changeOrderLinkSchema>;
