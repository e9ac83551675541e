/**
 * The change order builder's form without React, as proposalForm.ts is the proposal's:
 * dollars and quantities as typed, checked into the request POST /api/change-orders takes
 * by the schema the function checks (changeOrderOwnerSchema), each problem keyed by where
 * it shows; the live change and new price; and the contract as it stands now (its signed
 * price plus every change order signed since), which a new change order starts from.
 * tests/unit/changeOrderForm.test.ts checks it.
 */
import * as z from "zod/mini";
import { PROPOSAL_ADMIN_TEXT } from "../../config/text/proposalAdmin.ts";
import { changeOrderOwnerSchema } from "../../schemas/changeOrder.ts";
import type { ChangeOrderSend } from "../api-client/changeOrders.ts";
import type { ChangeOrderRow } from "../firebase/changeOrders.ts";
import type { ProposalRow } from "../firebase/proposals.ts";
import { changeLineCents, contractStanding } from "../proposal/changeOrder.ts";
// The proposal form's readings of typed numbers, so a price reads alike in both builders, and its ids.
import { centsOf, freeId, orZero, quantityOf } from "./proposalForm.ts";

export interface ChangeLineForm {
  /** The line's id in the draft, also the row's key. */
  id: string;
  description: string;
  quantity: string;
  unit: string;
  /** Dollars, as typed: "1,250.50". */
  price: string;
  /** Work taken out: the line lowers the price. */
  credit: boolean;
}

export interface ChangeOrderForm {
  title: string;
  reason: string;
  items: ChangeLineForm[];
  /** YYYY-MM-DD, or "" to keep the contract's. */
  completionDate: string;
  /** Who signs for the company. */
  signer: string;
}

/** A problem per field: "title", "items.2.quantity", "completionDate", "signer". */
export type ChangeOrderFormErrors = Record<string, string>;

/** A line with an id not used yet ("c1", "c2"…: lowercase letters and digits, as the schema asks). */
export function blankChangeLine(items: readonly ChangeLineForm[]): ChangeLineForm {
  const id = freeId(
    "c",
    items.map((item) => item.id),
  );
  return { id, description: "", quantity: "1", unit: "each", price: "", credit: false };
}

/** A new change order: one empty line, the contract's completion date kept. */
export function emptyChangeOrderForm(signer: string): ChangeOrderForm {
  return { title: "", reason: "", items: [blankChangeLine([])], completionDate: "", signer };
}

function linesOf(
  items: readonly ChangeLineForm[],
  cents: (typed: string) => number,
  quantity: (typed: string) => number,
) {
  return items.map((item) => ({
    id: item.id,
    description: item.description,
    quantity: quantity(item.quantity),
    unit: item.unit,
    unitCents: cents(item.price),
    credit: item.credit,
  }));
}

const sumOf = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0);

/** The draft's fields show under their own names: the request's "draft." is not the owner's business. */
function errorKey(path: readonly PropertyKey[]): string {
  return (path[0] === "draft" ? path.slice(1) : path).map(String).join(".");
}

/**
 * The request to send (trimmed by the schema), or each field's first problem. Credits that
 * would take the price below zero are refused here too, under the lines, before the server does.
 */
export function checkChangeOrderForm(
  form: ChangeOrderForm,
  proposalId: string,
  currentTotalCents: number,
): { ok: true; value: ChangeOrderSend } | { ok: false; errors: ChangeOrderFormErrors } {
  const result = z.safeParse(changeOrderOwnerSchema, {
    action: "send",
    proposalId,
    draft: {
      title: form.title,
      reason: form.reason,
      items: linesOf(form.items, centsOf, quantityOf),
      completionDate: form.completionDate,
    },
    signer: form.signer,
  });
  if (!result.success) {
    const errors: ChangeOrderFormErrors = {};
    for (const issue of result.error.issues) errors[errorKey(issue.path)] ??= issue.message;
    return { ok: false, errors };
  }
  const { draft, signer } = result.data;
  if (currentTotalCents + sumOf(draft.items.map(changeLineCents)) < 0)
    return { ok: false, errors: { items: PROPOSAL_ADMIN_TEXT.changeOrder.creditTooLarge } };
  return { ok: true, value: { proposalId: result.data.proposalId, draft, signer } };
}

/** The change as the owner types it (what is not a number yet counts as 0): each line's cents, their sum, the new price. */
export function changeTotals(
  form: Pick<ChangeOrderForm, "items">,
  currentTotalCents: number,
): { lines: number[]; changeCents: number; newTotalCents: number } {
  const lines = linesOf(form.items, orZero(centsOf), orZero(quantityOf)).map(changeLineCents);
  const changeCents = sumOf(lines);
  return { lines, changeCents, newTotalCents: currentTotalCents + changeCents };
}

/** A change reads as one at a glance: "+$1,250.00", "-$300.00", "$0.00" (as the homeowner's page writes it). */

/** A contract a change order can change: signed (paid or not), with the signed price read. */
export function canWriteChangeOrder(row: Pick<ProposalRow, "state" | "signed">): boolean {
  return row.signed !== null && (row.state === "signed" || row.state === "paid");
}

/**
 * The contract as it stands: the signed price plus every signed change order's change, and
 * the completion date of the latest signed one that set it (else the signed proposal's).
 * Open, declined and expired change orders change nothing.
 */
export function contractNow(
  row: Pick<ProposalRow, "signed" | "draft">,
  changeOrders: readonly ChangeOrderRow[],
): { totalCents: number; completionDate: string } {
  return contractStanding(
    { totalCents: row.signed?.totalCents ?? 0, completionDate: row.draft.completionDate },
    changeOrders,
  );
}
