/**
 * /admin's proposals list without React: the state each shows (an open proposal past its
 * link's time is expired: shown, never stored), the filter, the price each shows and what
 * the owner may still do with it. tests/unit/proposalForm.test.ts checks it beside the form.
 */
import { shownState } from "../proposal/state.ts";
import { PROPOSAL_ADMIN_TEXT } from "../../config/text/proposalAdmin.ts";
import type { ProposalRow } from "../firebase/proposals.ts";
import { proposalTotals } from "../proposal/money.ts";
import type { ProposalState } from "../../schemas/proposalRules.ts";

const LABELS = PROPOSAL_ADMIN_TEXT.list.stateLabels;

/** The filter's choices, in the order a proposal moves through them. */
export const STATE_FILTERS: readonly { value: ProposalState; label: string }[] = (
  ["draft", "sent", "viewed", "changes", "signed", "paid", "declined", "expired"] as const
).map((value) => ({ value, label: LABELS[value] }));

/** "" lists every proposal. */
export type StateFilter = ProposalState | "";

export function parseStateFilter(value: string): StateFilter {
  return STATE_FILTERS.find((choice) => choice.value === value)?.value ?? "";
}

/** What the owner sees: sent, viewed or changes asked, but past the link's time, is expired. */
export function filterProposals<Row extends Pick<ProposalRow, "state" | "expiresAt">>(
  rows: readonly Row[],
  filter: StateFilter,
  now: number,
): Row[] {
  return filter === "" ? [...rows] : rows.filter((row) => shownState(row, now) === filter);
}

/** The price: as signed (with the homeowner's ticks) once signed, else the draft's without optional items. */
export function totalCentsOf(row: Pick<ProposalRow, "signed" | "draft">): number {
  return row.signed ? row.signed.totalCents : proposalTotals(row.draft).totalCents;
}

/**
 * What a row offers: edit until signed, the PDF once signed, "Deposit received" between
 * signing and any deposit (the server refuses a second one, even after a refund), and a
 * refund while a card deposit is not wholly paid back (a cheque or transfer the owner
 * pays back outside the site).
 */
export function rowActions(row: Pick<ProposalRow, "state" | "signed" | "deposit">): {
  edit: boolean;
  pdf: boolean;
  deposit: boolean;
  refund: boolean;
} {
  const signed = row.signed !== null || row.state === "signed" || row.state === "paid";
  const { deposit } = row;
  return {
    edit: !signed,
    pdf: signed,
    deposit: signed && row.state !== "paid" && deposit === null,
    refund: deposit !== null && deposit.method === "card" && deposit.refundedCents < deposit.cents,
  };
}

/** The row once the deposit is recorded: paid, with the signed deposit, now. */
export function withDepositReceived<Row extends ProposalRow>(rows: readonly Row[], id: string, now: number): Row[] {
  return rows.map((row) =>
    row.id === id
      ? {
          ...row,
          state: "paid",
          deposit: { cents: row.signed?.depositCents ?? 0, method: "manual", paidAt: now, refundedCents: 0 },
          updatedAt: now,
        }
      : row,
  );
}

/** The row once its card deposit is refunded in full: signed again, as the server leaves it. */
export function withDepositRefunded<Row extends ProposalRow>(rows: readonly Row[], id: string, now: number): Row[] {
  return rows.map((row) =>
    row.id === id
      ? {
          ...row,
          state: "signed",
          deposit: row.deposit && { ...row.deposit, refundedCents: row.deposit.cents },
          updatedAt: now,
        }
      : row,
  );
}
