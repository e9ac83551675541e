import { PROPOSAL_ADMIN_TEXT } from "../../../config/text/proposalAdmin.ts";
import { blankItem, type ItemForm, type ProposalFormErrors } from "../../../lib/admin/proposalForm.ts";
import { formatCents } from "../../../lib/format/money.ts";
import { PROPOSAL_LIMITS } from "../../../schemas/proposal.ts";
import FieldError from "../../shared/FieldError.tsx";
import TextField from "./TextField.tsx";

const T = PROPOSAL_ADMIN_TEXT.builder.item;
const L = PROPOSAL_LIMITS;

interface Props {
  idPrefix: string;
  items: ItemForm[];
  /** Each line's price as the totals compute it, in the items' order. */
  lineCents: readonly number[];
  errors: ProposalFormErrors;
  onChange: (items: ItemForm[]) => void;
}

/** The line items, one card each (stacked on a phone, the numbers side by side from a tablet up). */
export default function ItemsEditor({ idPrefix, items, lineCents, errors, onChange }: Props) {
  const change = (index: number, fields: Partial<ItemForm>) =>
    onChange(items.map((item, at) => (at === index ? { ...item, ...fields } : item)));
  return (
    <>
      <ol className="space-y-3">
        {items.map((item, index) => {
          const id = `${idPrefix}-item-${item.id}`;
          const error = (field: string) => errors[`items.${index}.${field}`];
          return (
            <li key={item.id} className="rounded-xl border border-slate-200 p-3" data-testid="proposal-item">
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
                    checked={item.optional}
                    onChange={(event) => change(index, { optional: event.target.checked })}
                  />
                  {T.optional}
                </label>
                <p className="text-sm font-semibold" data-testid="proposal-item-total">
                  {T.line(formatCents(lineCents[index] ?? 0))}
                </p>
              </div>
            </li>
          );
        })}
      </ol>
      <FieldError id={`${idPrefix}-items-error`} message={errors.items} />
      {items.length < L.items.max && (
        <button type="button" className="btn-secondary mt-3" onClick={() => onChange([...items, blankItem(items)])}>
          {T.add}
        </button>
      )}
    </>
  );
}
