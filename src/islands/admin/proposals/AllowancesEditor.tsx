import { PROPOSAL_ADMIN_TEXT } from "../../../config/text/proposalAdmin.ts";
import { blankAllowance, type AllowanceForm, type ProposalFormErrors } from "../../../lib/admin/proposalForm.ts";
import { PROPOSAL_LIMITS } from "../../../schemas/proposalRules.ts";
import TextField from "./TextField.tsx";

const T = PROPOSAL_ADMIN_TEXT.builder.allowance;
const L = PROPOSAL_LIMITS;

interface Props {
  idPrefix: string;
  allowances: AllowanceForm[];
  errors: ProposalFormErrors;
  onChange: (allowances: AllowanceForm[]) => void;
}

/** Sums in the price for what the homeowner chooses later: a description and an amount each. */
export default function AllowancesEditor({ idPrefix, allowances, errors, onChange }: Props) {
  const change = (index: number, fields: Partial<AllowanceForm>) =>
    onChange(allowances.map((allowance, at) => (at === index ? { ...allowance, ...fields } : allowance)));
  return (
    <>
      <p className="mb-3 text-sm text-ink-600">{T.hint}</p>
      {allowances.length > 0 && (
        <ol className="mb-3 space-y-3">
          {allowances.map((allowance, index) => {
            const id = `${idPrefix}-allowance-${allowance.key}`;
            return (
              <li
                key={allowance.key}
                className="grid grid-cols-[1fr_auto] items-end gap-3 rounded-xl border border-slate-200 p-3 sm:grid-cols-[1fr_10rem_auto]"
              >
                <TextField
                  id={`${id}-description`}
                  className="col-span-2 sm:col-span-1"
                  label={T.description}
                  value={allowance.description}
                  maxLength={L.description.max}
                  error={errors[`allowances.${index}.description`]}
                  onChange={(description) => change(index, { description })}
                />
                <TextField
                  id={`${id}-amount`}
                  label={T.amount}
                  inputMode="decimal"
                  value={allowance.amount}
                  error={errors[`allowances.${index}.cents`]}
                  onChange={(amount) => change(index, { amount })}
                />
                <button
                  type="button"
                  className="btn-secondary min-h-11 px-3 text-sm"
                  aria-label={T.removeLabel(index + 1)}
                  onClick={() => onChange(allowances.filter((_, at) => at !== index))}
                >
                  {T.remove}
                </button>
              </li>
            );
          })}
        </ol>
      )}
      {allowances.length < L.allowances.max && (
        <button
          type="button"
          className="btn-secondary"
          onClick={() => onChange([...allowances, blankAllowance(allowances)])}
        >
          {T.add}
        </button>
      )}
    </>
  );
}
