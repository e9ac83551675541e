import { PROPOSAL_TEXT } from "../../config/text/proposal.ts";
import { formatCents } from "../../lib/format/money.ts";
import type { ContractDocument } from "../../lib/proposal/contract.ts";
import { LAW } from "../../lib/proposal/law.ts";
import { longDay, quantityText } from "../../lib/proposal/display.ts";
import { Figure, Section } from "./DocumentParts.tsx";

const T = PROPOSAL_TEXT.page;

interface Props {
  document: ContractDocument;
  /** While the homeowner may still answer: optional items get a tick box that changes the total. */
  onToggle?: (itemId: string, ticked: boolean) => void;
}

/** The contract as the homeowner reads it: the same document the PDF prints and the signature signs. */
export default function ContractView({ document: contract, onToggle }: Props) {
  const { contractor, client } = contract;
  return (
    <article>
      <p className="text-ink-700">
        {T.from(contractor.name)}, {contractor.address}, {contractor.phone}. {contractor.license.title}{" "}
        {contractor.license.number}.
      </p>
      <dl className="mt-4 grid gap-2 sm:grid-cols-2">
        <div>
          <dt className="font-semibold">{T.for}</dt>
          <dd>
            {client.name}, {client.email}, {client.phone}
          </dd>
        </div>
        <div>
          <dt className="font-semibold">{T.project}</dt>
          <dd>
            {client.street}, {client.city} {client.zip}
          </dd>
        </div>
      </dl>
      <p className="mt-2 text-sm text-ink-700">{T.law(LAW[contract.jurisdiction].name)}</p>

      <Section title={T.scope}>
        <p className="mt-2 whitespace-pre-line">{contract.scope}</p>
      </Section>

      <Section title={T.items}>
        {contract.items.some((item) => item.optional) && <p className="mt-1 text-sm text-ink-700">{T.optionalHint}</p>}
        <ul className="mt-3 divide-y divide-slate-200 border-y border-slate-200">
          {contract.items.map((item) => (
            <li key={item.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3">
              <div className="min-w-0 flex-1">
                {item.optional && onToggle ? (
                  <label className="flex items-start gap-3">
                    <input
                      type="checkbox"
                      className="mt-1 size-5 shrink-0"
                      checked={item.included}
                      onChange={(event) => onToggle(item.id, event.target.checked)}
                    />
                    <span>{T.addOption(item.description, formatCents(item.cents))}</span>
                  </label>
                ) : (
                  <span className={item.included ? "" : "text-ink-700 line-through"}>{item.description}</span>
                )}
                <span className="block text-sm text-ink-700">
                  {T.each(quantityText(item.quantity), item.unit, formatCents(item.unitCents))}
                </span>
              </div>
              <span className={`font-semibold tabular-nums ${item.included ? "" : "text-ink-700"}`}>
                {item.included ? formatCents(item.cents) : "—"}
              </span>
            </li>
          ))}
        </ul>
      </Section>

      {contract.allowances.length > 0 && (
        <Section title={T.allowances}>
          <p className="mt-1 text-sm text-ink-700">{T.allowancesHint}</p>
          <ul className="mt-2 space-y-1">
            {contract.allowances.map((allowance, index) => (
              <li key={index} className="flex justify-between gap-4">
                <span>{allowance.description}</span>
                <span className="tabular-nums">{formatCents(allowance.cents)}</span>
              </li>
            ))}
          </ul>
        </Section>
      )}

      {[
        [T.materials, contract.materials],
        [T.exclusions, contract.exclusions],
      ].map(([title, lines]) =>
        (lines as string[]).length > 0 ? (
          <Section key={title as string} title={title as string}>
            <ul className="mt-2 list-disc space-y-1 pl-6">
              {(lines as string[]).map((line, index) => (
                <li key={index}>{line}</li>
              ))}
            </ul>
          </Section>
        ) : null,
      )}

      <Section title={T.dates}>
        <dl className="mt-2 space-y-1">
          <Figure name={T.start} value={longDay(contract.startDate)} />
          <Figure name={T.completion} value={longDay(contract.completionDate)} />
        </dl>
      </Section>

      <Section title={T.price}>
        <dl className="mt-2 space-y-1 tabular-nums">
          <div className="flex justify-between gap-4">
            <dt>{T.base}</dt>
            <dd>{formatCents(contract.baseCents)}</dd>
          </div>
          {contract.optionalCents > 0 && (
            <div className="flex justify-between gap-4">
              <dt>{T.optional}</dt>
              <dd>{formatCents(contract.optionalCents)}</dd>
            </div>
          )}
          {contract.allowancesCents > 0 && (
            <div className="flex justify-between gap-4">
              <dt>{T.allowancesTotal}</dt>
              <dd>{formatCents(contract.allowancesCents)}</dd>
            </div>
          )}
          <div className="flex justify-between gap-4 border-t border-slate-300 pt-2 text-lg font-bold">
            <dt>{T.total}</dt>
            <dd data-testid="contract-total">{formatCents(contract.totalCents)}</dd>
          </div>
        </dl>
      </Section>

      <Section title={T.payments}>
        <ol className="mt-2 space-y-1 tabular-nums">
          {contract.payments
            .filter((payment) => payment.cents > 0)
            .map((payment, index) => (
              <li key={index} className="flex justify-between gap-4">
                <span>{payment.kind === "deposit" ? T.deposit : payment.label}</span>
                <span>{formatCents(payment.cents)}</span>
              </li>
            ))}
        </ol>
      </Section>

      <Section title={T.terms}>
        <p className="mt-1 text-sm text-ink-700">{T.lawyerNote}</p>
        {contract.terms.map((term) => (
          <div key={term.id} className="mt-4">
            <h3 className="font-semibold">{term.title}</h3>
            <p className="mt-1">{term.text}</p>
            {term.source && <p className="mt-1 text-sm text-ink-700">{term.source}</p>}
          </div>
        ))}
      </Section>
    </article>
  );
}
