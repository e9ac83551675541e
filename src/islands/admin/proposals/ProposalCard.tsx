import { useId, useState } from "react";
import { PROPOSAL_ADMIN_TEXT } from "../../../config/text/proposalAdmin.ts";
import { canWriteChangeOrder, contractNow } from "../../../lib/admin/changeOrderForm.ts";
import { formatSignedCents } from "../../../lib/format/money.ts";
import { rowActions, totalCentsOf } from "../../../lib/admin/proposalList.ts";
import { shownChangeOrderState } from "../../../lib/proposal/changeOrder.ts";
import { shownState } from "../../../lib/proposal/state.ts";
import { OPEN_STATES } from "../../../schemas/proposalRules.ts";
import type { ChangeOrderRow } from "../../../lib/firebase/changeOrders.ts";
import type { ProposalRow } from "../../../lib/firebase/proposals.ts";
import { formatAdminDate } from "../../../lib/format/date.ts";
import { formatCents } from "../../../lib/format/money.ts";

const T = PROPOSAL_ADMIN_TEXT.list;
const C = PROPOSAL_ADMIN_TEXT.changeOrder;

const STATE_TONES: Record<string, string> = {
  draft: "bg-slate-100",
  changes: "bg-amber-100",
  signed: "bg-emerald-100",
  paid: "bg-emerald-100",
  declined: "bg-red-100",
  expired: "bg-red-100",
};

interface Props {
  row: ProposalRow;
  now: number;
  onEdit: () => void;
  onDownload: () => Promise<void>;
  onDepositReceived: () => Promise<void>;
  onRefund: () => Promise<void>;
  /** A signed contract's change orders: undefined while they load, "failed" when they could not be read. */
  changeOrders?: readonly ChangeOrderRow[] | "failed";
  onChangeOrder: () => Promise<void>;
}

/** A signed contract's change orders under its card, each with what it does to the price and where it stands. */
function ChangeOrderList({ row, orders, now }: { row: ProposalRow; orders: readonly ChangeOrderRow[]; now: number }) {
  const changed = orders.some((order) => order.state === "signed");
  return (
    // Not a named section: one per signed contract, a landmark each would repeat its name (axe's landmark-unique).
    <div className="mt-3 border-t border-slate-200 pt-3" data-testid="admin-change-orders">
      <h4 className="font-semibold">{C.listHeading}</h4>
      <ul className="mt-1 space-y-2 text-sm">
        {orders.map((order) => {
          const state = shownChangeOrderState(order, now);
          return (
            <li
              key={order.id}
              className="flex flex-wrap items-baseline gap-x-2 gap-y-1"
              data-testid="admin-change-order"
              data-state={state}
            >
              <span className="font-semibold whitespace-nowrap">{C.number(order.number)}</span>
              <span className="min-w-0 flex-1">{order.title || C.untitled}</span>
              <span className="font-semibold whitespace-nowrap tabular-nums">
                {formatSignedCents(order.changeCents)}
              </span>
              <span className={`rounded px-2 py-0.5 font-semibold ${STATE_TONES[state] ?? "bg-sky-100"}`}>
                {C.stateLabels[state]}
              </span>
              <span className="basis-full text-ink-600 tabular-nums">
                {C.newTotal(formatCents(order.newTotalCents))}
              </span>
            </li>
          );
        })}
      </ul>
      {changed && (
        <p className="mt-2 text-sm font-semibold tabular-nums" data-testid="admin-proposal-current-total">
          {C.currentTotal(formatCents(contractNow(row, orders).totalCents))}
        </p>
      )}
    </div>
  );
}

/** One proposal in the list: what, for whom, how much, where it stands, and what the owner can do next. */
export default function ProposalCard({
  row,
  now,
  onEdit,
  onDownload,
  onDepositReceived,
  onRefund,
  changeOrders,
  onChangeOrder,
}: Props) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const state = shownState(row, now);
  const actions = rowActions(row);
  const changeable = canWriteChangeOrder(row);
  const title = row.draft.title || T.untitled;
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  };
  const small = "btn-secondary min-h-9 px-3 py-1 text-sm";
  return (
    <li
      className="rounded-xl border border-slate-200 p-4 wrap-anywhere"
      aria-labelledby={`${id}-title`}
      data-testid="admin-proposal"
      data-state={state}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={`${id}-title`} className="font-semibold">
          {title}
        </h3>
        <span
          className={`rounded px-2 py-0.5 text-sm font-semibold ${STATE_TONES[state] ?? "bg-sky-100"}`}
          data-testid="admin-proposal-state"
        >
          {T.stateLabels[state]}
        </span>
      </div>
      <p className="mt-1 text-ink-700">
        {row.draft.client.name || T.clientUnknown} ·{" "}
        <span className="font-semibold tabular-nums" data-testid="admin-proposal-total">
          {formatCents(totalCentsOf(row))}
        </span>
      </p>
      <p className="mt-1 text-sm text-ink-600">{T.updated(formatAdminDate(row.updatedAt))}</p>
      {(OPEN_STATES.includes(state) || state === "expired") && (
        <p className="mt-1 text-sm text-ink-600">
          {T.sentTo(row.draft.client.email)}
          {state !== "expired" && row.expiresAt !== null && ` · ${T.expiresOn(formatAdminDate(row.expiresAt))}`}
        </p>
      )}
      {row.signed && (
        <p className="mt-1 text-sm text-ink-600">{T.signedBy(row.signed.name, formatAdminDate(row.signed.signedAt))}</p>
      )}
      {row.deposit?.paidAt != null && (
        <p className="mt-1 text-sm text-ink-600">
          {T.depositPaid(
            formatCents(row.deposit.cents),
            formatAdminDate(row.deposit.paidAt),
            T.depositMethods[row.deposit.method],
          )}
        </p>
      )}
      {row.deposit && row.deposit.refundedCents > 0 && (
        <p className="mt-1 text-sm text-ink-600">{T.depositRefunded(formatCents(row.deposit.refundedCents))}</p>
      )}
      {row.state === "changes" && row.changeRequest && (
        <div className="mt-3 rounded-lg bg-amber-50 p-3 text-sm" data-testid="admin-proposal-changes">
          <p className="font-semibold">
            {T.changesAsked(formatAdminDate(row.changeRequest.at), row.changeRequest.count)}
          </p>
          <p className="mt-1 whitespace-pre-line">{row.changeRequest.message}</p>
        </div>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        {actions.edit && row.lead && (
          <button type="button" className={small} aria-label={T.editLabel(title)} onClick={onEdit}>
            {T.edit}
          </button>
        )}
        {actions.pdf && (
          <button
            type="button"
            className={small}
            aria-label={T.pdfLabel(title)}
            disabled={busy}
            onClick={() => void run(onDownload)}
          >
            {T.pdf}
          </button>
        )}
        {actions.deposit && (
          <button
            type="button"
            className={small}
            aria-label={T.depositLabel(title)}
            disabled={busy}
            onClick={() => void run(onDepositReceived)}
          >
            {T.deposit}
          </button>
        )}
        {actions.refund && (
          <button
            type="button"
            className={small}
            aria-label={T.refundLabel(title)}
            disabled={busy}
            onClick={() => void run(onRefund)}
          >
            {T.refund}
          </button>
        )}
        {changeable && (
          <button
            type="button"
            className={small}
            aria-label={C.writeLabel(title)}
            disabled={busy}
            onClick={() => void run(onChangeOrder)}
          >
            {C.write}
          </button>
        )}
      </div>
      {changeable && changeOrders === "failed" && <p className="mt-3 text-sm text-red-700">{C.listFailed}</p>}
      {changeable && changeOrders && changeOrders !== "failed" && changeOrders.length > 0 && (
        <ChangeOrderList row={row} orders={changeOrders} now={now} />
      )}
    </li>
  );
}
