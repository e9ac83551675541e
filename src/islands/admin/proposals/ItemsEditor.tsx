import type { ItemForm } from "../../../lib/admin/proposalForm.ts";
import { PROPOSAL_LIMITS } from "../../../schemas/proposalRules.ts";
import FieldError from "../../shared/FieldError.tsx";
import TextField from "./TextField.tsx";

const L = PROPOSAL_LIMITS;

/** A line as its fields hold it, without its box: the proposal's ItemForm, a change order's ChangeLineForm. */
type LineForm = Omit<ItemForm, "optional">;

/**
 * What tells one builder's lines from the other's: a proposal's line items have an Optional
 * box, a change order's lines a Credit one (and a signed total).
 */
export interface LineKind<Box extends string, Line extends LineForm & Record<Box, boolean>> {
  /** The lines' words: PROPOSAL_ADMIN_TEXT.builder.item or .changeOrder.line. */
  text: {
    heading: (number: number) => string;
    removeLabel: (number: number) => string;
    remove: string;
    description: string;
    quantity: string;
    unit: string;
    price: string;
    add: string;
  };
  /** Each line's box: the field it ticks and its label. */
  box: { field: Box; label: string };
  /** A line's total as it reads under the line. */
  total: (cents: number) => string;
  blank: (items: readonly Line[]) => Line;
  max: number;
  /** Each line's test id ("proposal-item"), its total's with "-total"; the fields' ids name it too. */
  testId: string;
}

interface Props<Box extends string, Line extends LineForm & Record<Box, boolean>> {
  idPrefix: string;
  items: Line[];
  /** Each line's price as the totals compute it, in the items' order. */
  lineCents: readonly number[];
  /** A problem per field, "items.2.quantity" and "items" read here. */
  errors: Readonly<Record<string, string>>;
  onChange: (items: Line[]) => void;
  kind: LineKind<Box, Line>;
}

/**
 * The line items of a proposal or a change order, one card each (stacked on a phone, the
 * numbers side by side from a tablet up).
 */
export default function ItemsEditor<Box extends string, Line extends LineForm & Record<Box, boolean>>({
  idPrefix,
  items,
  lineCents,
  errors,
  onChange,
  kind,
}: Props<Box, Line>) {
  const T = kind.text;
  const change = (index: number, fields: Partial<LineForm> | Partial<Record<Box, boolean>>) =>
    onChange(items.map((item, at) => (at === index ? { ...item, ...fields } : item)));
  return (
    <>
      <ol className="space-y-3">
        {items.map((item, index) => {
          const id = `${idPrefix}-${kind.testId}-${item.id}`;
          const error = (field: string) => errors[`items.${index}.${field}`];
          return (
            <li key={item.id} className="rounded-xl border border-slate-200 p-3" data-testid={kind.testId}>
              <div className="mb-2 flex items-center justify-between gap-2">
                <h4 className="font-semibold">{T.heading(index + 1)}</h4>
                <button
                  type="button"
                  className="btn-secondary min-h-9 px-3 py-1 text-sm"
                  aria-label={T.removeLabel(index + 1)}
                  disabled={items.length === 1}
                  onClick={() => onChange(items.filter((_, at) => at !== index))}
                >
                  {T.remove}
                </button>
              </div>
              <div className="grid grid-cols-2 gap-3 sm:grid-cols-6">
                <TextField
                  id={`${id}-description`}
                  className="col-span-2 sm:col-span-6"
                  label={T.description}
                  value={item.description}
                  maxLength={L.description.max}
                  error={error("description")}
                  onChange={(description) => change(index, { description })}
                />
                <TextField
                  id={`${id}-quantity`}
                  className="sm:col-span-2"
                  label={T.quantity}
                  inputMode="decimal"
                  value={item.quantity}
                  error={error("quantity")}
                  onChange={(quantity) => change(index, { quantity })}
                />
                <TextField
                  id={`${id}-unit`}
                  className="sm:col-span-2"
                  label={T.unit}
                  value={item.unit}
                  maxLength={L.unit.max}
                  error={error("unit")}
                  onChange={(unit) => change(index, { unit })}
                />
                <TextField
                  id={`${id}-price`}
                  className="col-span-2"
                  label={T.price}
                  inputMode="decimal"
                  value={item.price}
                  error={error("unitCents")}
                  onChange={(price) => change(index, { price })}
                />
              </div>
              <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
                <label className="flex min-h-9 items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="size-5 shrink-0"
                    checked={item[kind.box.field]}
                    onChange={(event) => change(index, { [kind.box.field]: event.target.checked })}
                  />
                  {kind.box.label}
                </label>
                <p className="text-sm font-semibold tabular-nums" data-testid={`${kind.testId}-total`}>
                  {kind.total(lineCents[index] ?? 0)}
                </p>
              </div>
            </li>
          );
        })}
      </ol>
      <FieldError id={`${idPrefix}-items-error`} message={errors.items} />
      {items.length < kind.max && (
        <button type="button" className="btn-secondary mt-3" onClick={() => onChange([...items, kind.blank(items)])}>
          {T.add}
        </button>
      )}
    </>
  );
}
