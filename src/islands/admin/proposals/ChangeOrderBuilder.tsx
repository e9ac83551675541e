import { useId, useMemo, useState } from "react";
import toast from "react-hot-toast";
import { PROPOSAL_ADMIN_TEXT } from "../../../config/text/proposalAdmin.ts";
import {
  blankChangeLine,
  changeTotals,
  checkChangeOrderForm,
  emptyChangeOrderForm,
  type ChangeLineForm,
  type ChangeOrderForm,
  type ChangeOrderFormErrors,
} from "../../../lib/admin/changeOrderForm.ts";
import {
  changeOrderFailureText,
  type ChangeOrderSend,
  type ChangeOrderSent,
} from "../../../lib/api-client/changeOrders.ts";
import type { ProposalRow } from "../../../lib/firebase/proposals.ts";
import { formatCents, formatSignedCents } from "../../../lib/format/money.ts";
import { longDay } from "../../../lib/proposal/display.ts";
import { CHANGE_ORDER_LIMITS, PROPOSAL_LIMITS } from "../../../schemas/proposalRules.ts";
import FormSection from "./FormSection.tsx";
import ItemsEditor, { type LineKind } from "./ItemsEditor.tsx";
import TextField from "./TextField.tsx";
import { useDiscardGuard } from "./useDiscardGuard.ts";

const T = PROPOSAL_ADMIN_TEXT.changeOrder;
const L = PROPOSAL_LIMITS;

interface Props {
  /** The signed proposal it changes. */
  row: ProposalRow;
  /** The contract as it stands, every signed change order counted (contractNow). */
  contract: { totalCents: number; completionDate: string };
  /** Who signs for the company unless the owner types another name. */
  signer?: string;
  /** Injected by tests; the page posts to /api/change-orders with the admin's ID token. */
  send: (request: ChangeOrderSend) => Promise<ChangeOrderSent>;
  confirm?: (question: string) => boolean;
  onSent: (sent: ChangeOrderSent) => void;
  onClose: () => void;
  /** Told whether the form holds what would be lost (another lead's proposal asks before replacing it). */
  onDirty?: (dirty: boolean) => void;
}

/** A change order's lines: the proposal's line items with a Credit box where they have Optional. */
const LINES: LineKind<"credit", ChangeLineForm> = {
  text: T.line,
  box: { field: "credit", label: T.line.credit },
  total: (cents) => T.line.total(formatSignedCents(cents)),
  blank: blankChangeLine,
  max: CHANGE_ORDER_LIMITS.items.max,
  testId: "change-line",
};

/**
 * The owner's change order to a signed contract: what changes and why, its lines (a
 * credit lowers the price), the completion date if it moves, and the change and the new
 * price as they type. Send signs it for the company and e-mails the homeowner the link;
 * nothing is stored before, so there is no draft to save.
 */
export default function ChangeOrderBuilder({
  row,
  contract,
  signer = "",
  send,
  confirm = (question) => window.confirm(question),
  onSent,
  onClose,
  onDirty,
}: Props) {
  const idPrefix = useId();
  const [start] = useState(() => emptyChangeOrderForm(signer));
  const [form, setForm] = useState<ChangeOrderForm>(start);
  const [errors, setErrors] = useState<ChangeOrderFormErrors>({});
  const [busy, setBusy] = useState(false);
  const set = (fields: Partial<ChangeOrderForm>) => setForm((current) => ({ ...current, ...fields }));
  const field = (name: string) => `${idPrefix}-${name}`;

  const totals = useMemo(() => changeTotals(form, contract.totalCents), [form, contract.totalCents]);
  const dirty = JSON.stringify(form) !== JSON.stringify(start);
  const cancel = useDiscardGuard(dirty, { onDirty, confirm, question: T.cancelQuestion, onClose });

  const title = row.draft.title;
  const homeowner = row.signed?.name || row.draft.client.name;

  const submit = async () => {
    const check = checkChangeOrderForm(form, row.id, contract.totalCents);
    if (!check.ok) {
      setErrors(check.errors);
      toast.error(T.invalid);
      return;
    }
    setErrors({});
    const question = T.sendQuestion(
      homeowner,
      row.draft.client.email,
      formatSignedCents(totals.changeCents),
      formatCents(totals.newTotalCents),
    );
    if (!confirm(question)) return;
    setBusy(true);
    try {
      const sent = await send(check.value);
      toast.success(T.sent(sent.number, sent.email));
      onSent(sent);
    } catch (error) {
      console.error("Sending a change order failed", error);
      toast.error(changeOrderFailureText(error, T.failed));
      setBusy(false);
    }
  };

  return (
    <div className="space-y-6" data-testid="change-order-builder">
      <div>
        <h3 className="text-xl font-bold wrap-anywhere">{T.heading(title)}</h3>
        <p className="mt-1 text-ink-700">{T.contract(homeowner, formatCents(contract.totalCents))}</p>
      </div>
      <form
        noValidate
        className="space-y-6"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <FormSection title={T.sections.change}>
          <TextField
            id={field("title")}
            label={T.title}
            value={form.title}
            maxLength={L.title.max}
            error={errors.title}
            onChange={(value) => set({ title: value })}
          />
          <TextField
            id={field("reason")}
            label={T.reason}
            rows={4}
            value={form.reason}
            maxLength={CHANGE_ORDER_LIMITS.reason.max}
            error={errors.reason}
            onChange={(reason) => set({ reason })}
          />
        </FormSection>

        <FormSection title={T.sections.lines}>
          <ItemsEditor
            idPrefix={idPrefix}
            items={form.items}
            lineCents={totals.lines}
            errors={errors}
            onChange={(items) => set({ items })}
            kind={LINES}
          />
        </FormSection>

        <FormSection title={T.sections.completion}>
          <TextField
            id={field("completion")}
            className="sm:max-w-xs"
            label={T.completionDate}
            type="date"
            value={form.completionDate}
            error={errors.completionDate}
            onChange={(completionDate) => set({ completionDate })}
          />
          <p className="text-sm text-ink-600">
            {contract.completionDate ? T.completionNow(longDay(contract.completionDate)) : T.completionUnknown}
          </p>
        </FormSection>

        <FormSection title={T.sections.signing}>
          <p className="text-sm text-ink-600">{T.signerHint}</p>
          <TextField
            id={field("signer")}
            className="sm:max-w-md"
            label={T.signer}
            autoComplete="name"
            value={form.signer}
            maxLength={L.signerName.max}
            error={errors.signer}
            onChange={(value) => set({ signer: value })}
          />
        </FormSection>

        <p
          className="rounded-xl bg-slate-50 p-4 font-semibold tabular-nums"
          aria-live="polite"
          data-testid="change-order-summary"
        >
          {T.summary(formatSignedCents(totals.changeCents), formatCents(totals.newTotalCents))}
        </p>

        <div className="flex flex-col gap-3 border-t border-slate-200 pt-4 sm:flex-row">
          <button type="submit" className="btn-primary" disabled={busy}>
            {busy ? T.sending : T.send}
          </button>
          <button type="button" className="btn-secondary" disabled={busy} onClick={cancel}>
            {T.cancel}
          </button>
        </div>
      </form>
    </div>
  );
}
