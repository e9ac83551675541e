import { PROPOSAL_ADMIN_TEXT } from "../../../config/text/proposalAdmin.ts";
import {
  blankMilestone,
  type MilestoneForm,
  type ProposalForm,
  type ProposalFormErrors,
} from "../../../lib/admin/proposalForm.ts";
import { PROPOSAL_LIMITS } from "../../../schemas/proposalRules.ts";
import FieldError from "../../shared/FieldError.tsx";
import TextField from "./TextField.tsx";

const T = PROPOSAL_ADMIN_TEXT.builder;
const L = PROPOSAL_LIMITS;

type ScheduleFields = Pick<ProposalForm, "depositKind" | "deposit" | "milestones" | "finalLabel">;

interface Props {
  idPrefix: string;
  schedule: ScheduleFields;
  errors: ProposalFormErrors;
  onChange: (fields: Partial<ScheduleFields>) => void;
}

/** The deposit (a share of the price or a fixed sum), progress payments as shares, and the final payment's label. */
export default function ScheduleEditor({ idPrefix, schedule, errors, onChange }: Props) {
  const { milestones } = schedule;
  const changeMilestone = (index: number, fields: Partial<MilestoneForm>) =>
    onChange({ milestones: milestones.map((item, at) => (at === index ? { ...item, ...fields } : item)) });
  const kindId = `${idPrefix}-deposit-kind`;
  return (
    <div className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor={kindId} className="field-label">
            {T.deposit.kind}
          </label>
          <select
            id={kindId}
            className="field-input"
            value={schedule.depositKind}
            onChange={(event) => onChange({ depositKind: event.target.value === "fixed" ? "fixed" : "percent" })}
          >
            <option value="percent">{T.deposit.percent}</option>
            <option value="fixed">{T.deposit.fixed}</option>
          </select>
        </div>
        <TextField
          id={`${idPrefix}-deposit`}
          label={schedule.depositKind === "percent" ? T.deposit.percentValue : T.deposit.fixedValue}
          inputMode="decimal"
          value={schedule.deposit}
          error={errors["schedule.deposit.value"]}
          onChange={(deposit) => onChange({ deposit })}
        />
      </div>
      {milestones.length > 0 && (
        <ol className="space-y-3">
          {milestones.map((milestone, index) => {
            const id = `${idPrefix}-milestone-${milestone.key}`;
            return (
              <li
                key={milestone.key}
                className="grid grid-cols-[1fr_auto] items-end gap-3 rounded-xl border border-slate-200 p-3 sm:grid-cols-[1fr_8rem_auto]"
              >
                <TextField
                  id={`${id}-label`}
                  className="col-span-2 sm:col-span-1"
                  label={T.milestone.label}
                  value={milestone.label}
                  maxLength={L.label.max}
                  error={errors[`schedule.milestones.${index}.label`]}
                  onChange={(label) => changeMilestone(index, { label })}
                />
                <TextField
                  id={`${id}-percent`}
                  label={T.milestone.percent}
                  inputMode="decimal"
                  value={milestone.percent}
                  error={errors[`schedule.milestones.${index}.basisPoints`]}
                  onChange={(percent) => changeMilestone(index, { percent })}
                />
                <button
                  type="button"
                  className="btn-secondary min-h-11 px-3 text-sm"
                  aria-label={T.milestone.removeLabel(index + 1)}
                  onClick={() => onChange({ milestones: milestones.filter((_, at) => at !== index) })}
                >
                  {T.milestone.remove}
                </button>
              </li>
            );
          })}
        </ol>
      )}
      <FieldError id={`${idPrefix}-milestones-error`} message={errors["schedule.milestones"]} />
      {milestones.length < L.milestones.max && (
        <button
          type="button"
          className="btn-secondary"
          onClick={() => onChange({ milestones: [...milestones, blankMilestone(milestones)] })}
        >
          {T.milestone.add}
        </button>
      )}
      <TextField
        id={`${idPrefix}-final`}
        label={T.finalLabel}
        value={schedule.finalLabel}
        maxLength={L.label.max}
        error={errors["schedule.finalLabel"]}
        onChange={(finalLabel) => onChange({ finalLabel })}
      />
    </div>
  );
}
