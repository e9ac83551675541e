import { CHANGE_ORDER_TEXT } from "../../config/text/changeOrder.ts";
import { formatCents } from "../../lib/format/money.ts";
import type { ChangeOrderDocument } from "../../lib/proposal/changeOrder.ts";
import { longDay, longInstant, quantityText } from "../../lib/proposal/display.ts";
import { Figure, Section } from "./DocumentParts.tsx";

const T = CHANGE_ORDER_TEXT.page;

interface Props {
  document: ChangeOrderDocument;
}

/** A raise reads as one at a glance; formatCents already writes the minus of a credit. */
const signedCents = (cents: number): string => (cents > 0 ? `+${formatCents(cents)}` : formatCents(cents));

/** The change order as the homeowner reads it: the same document the PDF prints and the signature signs. */
export default function ChangeOrderDocumentView({ document: change }: Props) {
  const moves = change.completionDate !== change.previousCompletionDate;
  return (
    <article>
      <p className="mt-2 text-ink-700">{T.contract(change.contract.title, longInstant(change.contract.signedAt))}</p>

      <Section title={T.reason}>
        <p className="mt-2 whitespace-pre-line">{change.reason}</p>
      </Section>

      <Section title={T.items}>
        {/* Two columns, the quantity under the description, and a long word may break: a 390 px phone keeps the amounts whole. */}
        <table className="mt-3 w-full border-collapse text-left">
          <thead className="border-b border-slate-300 text-sm text-ink-700">
            <tr>
              <th scope="col" className="py-2 pr-4 font-semibold">
                {T.line}
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                {T.amount}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 border-b border-slate-200">
            {change.items.map((item) => (
              <tr key={item.id}>
                <td className="py-3 pr-4 align-top wrap-anywhere">
                  {item.credit && (
                    <span className="mr-2 rounded bg-amber-100 px-1.5 py-0.5 text-sm font-semibold">{T.credit}</span>
                  )}
                  <span>{item.description}</span>
                  <span className="block text-sm text-ink-700">
                    {T.each(quantityText(item.quantity), item.unit, formatCents(item.unitCents))}
                  </span>
                </td>
                <td className="py-3 text-right align-top font-semibold whitespace-nowrap tabular-nums">
                  {formatCents(item.cents)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl className="mt-4 space-y-1 tabular-nums">
          <Figure name={T.previousTotal} value={formatCents(change.previousTotalCents)} />
          <Figure name={T.change} value={signedCents(change.changeCents)} testId="change-order-change" />
          <Figure name={T.newTotal} value={formatCents(change.newTotalCents)} total testId="change-order-new-total" />
        </dl>
      </Section>

      <Section title={T.completion}>
        <p className="mt-2">
          {moves
            ? T.completionMoves(longDay(change.previousCompletionDate), longDay(change.completionDate))
            : T.completionStays(longDay(change.completionDate))}
        </p>
      </Section>

      {change.terms.map((term) => (
        <Section key={term.id} title={term.title}>
          <p className="mt-2">{term.text}</p>
          {term.source && <p className="mt-1 text-sm text-ink-700">{term.source}</p>}
        </Section>
      ))}
    </article>
  );
}
