import { PROPOSAL_ADMIN_TEXT } from "../../../config/text/proposalAdmin.ts";
import { formatCents } from "../../../lib/format/money.ts";
import type { Totals } from "../../../lib/proposal/money.ts";

const T = PROPOSAL_ADMIN_TEXT.builder.totals;

interface Props {
  totals: Totals;
  /** Every optional item's price: shown beside the price, never in it. */
  optionalCents: number;
}

/** The price and its payments as the homeowner will read them, with no optional item added. */
export default function TotalsPanel({ totals, optionalCents }: Props) {
  const row = (label: string, cents: number, testId: string, strong = false) => (
    <div key={testId} className={`flex justify-between gap-4 py-1 ${strong ? "font-bold" : ""}`}>
      <dt>{label}</dt>
      <dd className="whitespace-nowrap tabular-nums" data-testid={testId}>
        {formatCents(cents)}
      </dd>
    </div>
  );
  return (
    <div className="rounded-xl bg-slate-50 p-4" data-testid="proposal-totals">
      <dl>
        {row(T.base, totals.baseCents, "total-base")}
        {optionalCents > 0 && row(T.optional, optionalCents, "total-optional")}
        {totals.allowancesCents > 0 && row(T.allowances, totals.allowancesCents, "total-allowances")}
        <div className="mt-1 border-t border-slate-300 pt-1">
          {row(T.total, totals.totalCents, "total-price", true)}
        </div>
      </dl>
      <h4 className="mt-3 font-semibold">{T.payments}</h4>
      <dl data-testid="proposal-payments">
        {totals.payments.map((payment, index) =>
          row(
            payment.kind === "deposit" ? T.deposit : payment.kind === "final" ? T.final(payment.label) : payment.label,
            payment.cents,
            `payment-${index}`,
          ),
        )}
      </dl>
    </div>
  );
}
