import { useId, useMemo, useRef, useState } from "react";
import toast from "react-hot-toast";
import { LOCALE_INFO, LOCALES } from "../../../config/i18n.ts";
import { PROPOSAL_ADMIN_TEXT } from "../../../config/text/proposalAdmin.ts";
import {
  blankItem,
  checkProposalForm,
  formOfDraft,
  previewDraft,
  type ItemForm,
  type ProposalForm,
  type ProposalFormErrors,
} from "../../../lib/admin/proposalForm.ts";
import {
  proposalFailureText,
  type ProposalCalls,
  type SaveRequest,
  type SendAnswer,
} from "../../../lib/api-client/proposals.ts";
import { businessDay } from "../../../lib/format/businessDay.ts";
import { formatCents } from "../../../lib/format/money.ts";
import { contractorTerms } from "../../../lib/proposal/contractor.ts";
import { jurisdictionOf } from "../../../lib/proposal/jurisdiction.ts";
import { LAW, lawBreaches, noticesFor } from "../../../lib/proposal/law.ts";
import { lineCents, proposalTotals } from "../../../lib/proposal/money.ts";
import type { ProposalDraft } from "../../../schemas/proposal.ts";
import { OPEN_STATES, PROPOSAL_LIMITS, type ProposalState } from "../../../schemas/proposalRules.ts";
import AllowancesEditor from "./AllowancesEditor.tsx";
import BreachList from "./BreachList.tsx";
import FormSection from "./FormSection.tsx";
import ItemsEditor, { type LineKind } from "./ItemsEditor.tsx";
import ScheduleEditor from "./ScheduleEditor.tsx";
import TextField from "./TextField.tsx";
import TotalsPanel from "./TotalsPanel.tsx";
import { useDiscardGuard } from "./useDiscardGuard.ts";

const T = PROPOSAL_ADMIN_TEXT.builder;
const L = PROPOSAL_LIMITS;

/** What the builder opens: a new proposal from a lead, or a saved one again. */
export interface BuilderStart {
  /** Set once saved. */
  id?: string;
  lead: SaveRequest["lead"];
  draft: ProposalDraft;
  /** A saved proposal's stored state: saving a sent one turns it back into a draft. */
  state?: ProposalState;
  /** The homeowner's latest request for changes, shown on top. */
  changeRequest?: string;
}

interface Props {
  start: BuilderStart;
  /** Who signs for the company unless the owner types another name (the signed-in owner's profile). */
  signer?: string;
  /** Injected by tests; the page posts to /api/proposals with the admin's ID token. */
  calls: Pick<ProposalCalls, "save" | "send">;
  /** YYYY-MM-DD in the business's zone; today by default. */
  today?: string;
  confirm?: (question: string) => boolean;
  /** A save landed (also the one sending makes): the list reads again. */
  onSaved?: (id: string) => void;
  onSent?: (id: string) => void;
  onClose: () => void;
  /** Told whether the form holds changes not saved yet (another lead's proposal asks before replacing it). */
  onDirty?: (dirty: boolean) => void;
}

type Breaches = Extract<SendAnswer, { kind: "law" }>["breaches"];

/** The proposal's line items: each may be optional, the homeowner's to add. */
const ITEMS: LineKind<"optional", ItemForm> = {
  text: T.item,
  box: { field: "optional", label: T.item.optional },
  total: (cents) => T.item.line(formatCents(cents)),
  blank: blankItem,
  max: L.items.max,
  testId: "proposal-item",
};

/**
 * The owner's proposal: the work, the homeowner, line items, allowances, dates and the
 * payment schedule, with the price and what the project's law still asks computed as
 * they type (the computation the page, the PDF and the payment use). Save keeps a draft;
 * Send saves what changed, then asks the server to check the law and e-mail the link.
 */
export default function ProposalBuilder({
  start,
  signer: defaultSigner = "",
  calls,
  today: fixedToday,
  confirm = (question) => window.confirm(question),
  onSaved,
  onSent,
  onClose,
  onDirty,
}: Props) {
  const idPrefix = useId();
  // The day the builder opened: the law's "valid until has passed" reads it.
  const [today] = useState(() => fixedToday ?? businessDay(Date.now()));
  const [form, setForm] = useState<ProposalForm>(() => formOfDraft(start.draft));
  const [id, setId] = useState(start.id);
  // The form as last saved: Send saves first only when something changed since.
  const [savedAs, setSavedAs] = useState<string | null>(() =>
    start.id ? JSON.stringify(formOfDraft(start.draft)) : null,
  );
  const [state, setState] = useState(start.state);
  const [errors, setErrors] = useState<ProposalFormErrors>({});
  const [busy, setBusy] = useState<"save" | "send" | null>(null);
  const [refused, setRefused] = useState<Breaches | null>(null);
  const [signer, setSigner] = useState(defaultSigner);
  const [initials, setInitials] = useState("");
  const top = useRef<HTMLDivElement>(null);

  const set = (fields: Partial<ProposalForm>) => setForm((current) => ({ ...current, ...fields }));
  const setClient = (fields: Partial<ProposalForm["client"]>) =>
    setForm((current) => ({ ...current, client: { ...current.client, ...fields } }));

  const jurisdiction = jurisdictionOf(form.client.zip);
  const clause = jurisdiction === "MD" && form.arbitration;
  const preview = useMemo(() => previewDraft(form), [form]);
  const totals = useMemo(() => proposalTotals(preview), [preview]);
  const optionalCents = preview.items.filter((item) => item.optional).reduce((sum, item) => sum + lineCents(item), 0);
  const breaches = useMemo(
    () =>
      lawBreaches(preview, {
        today,
        contractor: contractorTerms(jurisdiction ?? "MD"),
        terms: jurisdiction ? noticesFor(jurisdiction) : [],
        signer,
        initials: clause ? initials : "",
      }),
    [preview, today, jurisdiction, signer, initials, clause],
  );
  const dirty = savedAs !== JSON.stringify(form);
  const close = useDiscardGuard(dirty, { onDirty, confirm, question: T.closeQuestion, onClose });
  const field = (name: string) => `${idPrefix}-${name}`;

  /** The checked draft, or null with each problem shown at its field. */
  const checked = (): ProposalDraft | null => {
    const check = checkProposalForm(form);
    if (check.ok) {
      setErrors({});
      return check.value;
    }
    setErrors(check.errors);
    toast.error(T.invalid);
    return null;
  };

  /** Saves the draft; resolves with its id. */
  const save = async (draft: ProposalDraft): Promise<string> => {
    const answer = await calls.save({ ...(id ? { id } : {}), lead: start.lead, draft });
    setId(answer.id);
    setSavedAs(JSON.stringify(form));
    setState("draft");
    onSaved?.(answer.id);
    return answer.id;
  };

  const saveDraft = async () => {
    const draft = checked();
    if (!draft) return;
    setBusy("save");
    try {
      await save(draft);
      toast.success(T.saved);
    } catch (error) {
      console.error("Saving a proposal failed", error);
      toast.error(proposalFailureText(error, T.failed));
    } finally {
      setBusy(null);
    }
  };

  const send = async () => {
    const draft = checked();
    if (!draft || !confirm(T.sendQuestion(draft.client.name, draft.client.email))) return;
    setBusy("send");
    setRefused(null);
    try {
      const savedId = id && !dirty ? id : await save(draft);
      const answer = await calls.send({ id: savedId, signer: signer.trim(), initials: clause ? initials.trim() : "" });
      if (answer.kind === "law") {
        setRefused(answer.breaches);
        top.current?.scrollIntoView({ block: "start" });
        return;
      }
      toast.success(T.sent(answer.email));
      onSent?.(answer.id);
    } catch (error) {
      console.error("Sending a proposal failed", error);
      toast.error(proposalFailureText(error, T.failed));
    } finally {
      setBusy(null);
    }
  };

  return (
    <div ref={top} className="scroll-mt-4 space-y-6" data-testid="proposal-builder">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="text-xl font-bold">{id ? T.editHeading : T.newHeading}</h3>
        <button type="button" className="btn-secondary" onClick={close}>
          {T.close}
        </button>
      </div>
      {state && OPEN_STATES.includes(state) && <p className="rounded-xl bg-sky-50 p-3 text-sm">{T.sentWarning}</p>}
      {start.changeRequest && (
        <div className="rounded-xl bg-amber-50 p-3 text-sm">
          <p className="font-semibold">{T.changesWarning}</p>
          <p className="mt-1 whitespace-pre-line">{start.changeRequest}</p>
        </div>
      )}
      {refused && (
        <BreachList id={field("refused")} heading={T.breaches} breaches={refused} alert testId="proposal-refused" />
      )}
      <form
        noValidate
        className="space-y-6"
        onSubmit={(event) => {
          event.preventDefault();
          void saveDraft();
        }}
      >
        <FormSection title={T.sections.project}>
          <TextField
            id={field("title")}
            label={T.title}
            value={form.title}
            maxLength={L.title.max}
            error={errors.title}
            onChange={(title) => set({ title })}
          />
          <TextField
            id={field("scope")}
            label={T.scope}
            rows={5}
            value={form.scope}
            maxLength={L.scope.max}
            error={errors.scope}
            onChange={(scope) => set({ scope })}
          />
          <div>
            <label htmlFor={field("language")} className="field-label">
              {T.language}
            </label>
            <select
              id={field("language")}
              className="field-input"
              value={form.language}
              aria-describedby={field("language-hint")}
              onChange={(event) => set({ language: event.target.value === "es" ? "es" : "en" })}
            >
              {LOCALES.map((locale) => (
                <option key={locale} value={locale} lang={LOCALE_INFO[locale].lang}>
                  {LOCALE_INFO[locale].name}
                </option>
              ))}
            </select>
            <p id={field("language-hint")} className="mt-1 text-sm text-ink-600">
              {T.languageHint}
            </p>
          </div>
        </FormSection>

        <FormSection title={T.sections.client}>
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              id={field("client-name")}
              label={T.client.name}
              autoComplete="off"
              value={form.client.name}
              maxLength={L.client.name.max}
              error={errors["client.name"]}
              onChange={(name) => setClient({ name })}
            />
            <TextField
              id={field("client-email")}
              label={T.client.email}
              type="email"
              autoComplete="off"
              value={form.client.email}
              error={errors["client.email"]}
              onChange={(email) => setClient({ email })}
            />
            <TextField
              id={field("client-phone")}
              label={T.client.phone}
              type="tel"
              autoComplete="off"
              value={form.client.phone}
              error={errors["client.phone"]}
              onChange={(phone) => setClient({ phone })}
            />
            <TextField
              id={field("client-street")}
              label={T.client.street}
              autoComplete="off"
              value={form.client.street}
              maxLength={L.client.street.max}
              error={errors["client.street"]}
              onChange={(street) => setClient({ street })}
            />
            <TextField
              id={field("client-city")}
              label={T.client.city}
              autoComplete="off"
              value={form.client.city}
              maxLength={L.client.city.max}
              error={errors["client.city"]}
              onChange={(city) => setClient({ city })}
            />
            <TextField
              id={field("client-zip")}
              label={T.client.zip}
              inputMode="numeric"
              autoComplete="off"
              value={form.client.zip}
              maxLength={5}
              error={errors["client.zip"]}
              onChange={(zip) => setClient({ zip })}
            />
          </div>
          <p className="text-sm font-semibold" data-testid="proposal-jurisdiction">
            {jurisdiction
              ? T.jurisdiction(LAW[jurisdiction].name)
              : /^\d{5}$/.test(form.client.zip.trim())
                ? T.jurisdictionNone
                : T.jurisdictionUnknown}
          </p>
        </FormSection>

        <FormSection title={T.sections.items}>
          <ItemsEditor
            idPrefix={idPrefix}
            items={form.items}
            lineCents={totals.lines.map((line) => line.cents)}
            errors={errors}
            onChange={(items) => set({ items })}
            kind={ITEMS}
          />
        </FormSection>

        <FormSection title={T.sections.allowances}>
          <AllowancesEditor
            idPrefix={idPrefix}
            allowances={form.allowances}
            errors={errors}
            onChange={(allowances) => set({ allowances })}
          />
        </FormSection>

        <FormSection title={T.sections.lists}>
          <TextField
            id={field("exclusions")}
            label={T.exclusions}
            rows={3}
            value={form.exclusions}
            error={errors.exclusions}
            onChange={(exclusions) => set({ exclusions })}
          />
          <TextField
            id={field("materials")}
            label={T.materials}
            rows={3}
            value={form.materials}
            error={errors.materials}
            onChange={(materials) => set({ materials })}
          />
        </FormSection>

        <FormSection title={T.sections.dates}>
          <div className="grid gap-3 sm:grid-cols-3">
            <TextField
              id={field("start")}
              label={T.startDate}
              type="date"
              value={form.startDate}
              error={errors.startDate}
              onChange={(startDate) => set({ startDate })}
            />
            <TextField
              id={field("completion")}
              label={T.completionDate}
              type="date"
              value={form.completionDate}
              error={errors.completionDate}
              onChange={(completionDate) => set({ completionDate })}
            />
            <TextField
              id={field("valid")}
              label={T.validUntil}
              type="date"
              value={form.validUntil}
              error={errors.validUntil}
              onChange={(validUntil) => set({ validUntil })}
            />
          </div>
        </FormSection>

        <FormSection title={T.sections.schedule}>
          <ScheduleEditor idPrefix={idPrefix} schedule={form} errors={errors} onChange={set} />
        </FormSection>

        <FormSection title={T.sections.sales}>
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              id={field("sales-name")}
              label={T.salesName}
              value={form.salesName}
              maxLength={L.salesperson.max}
              error={errors["salesperson.name"]}
              onChange={(salesName) => set({ salesName })}
            />
            <TextField
              id={field("sales-license")}
              label={T.salesLicense}
              value={form.salesLicense}
              maxLength={40}
              error={errors["salesperson.license"]}
              onChange={(salesLicense) => set({ salesLicense })}
            />
          </div>
          {jurisdiction === "MD" && (
            <label className="flex items-start gap-2">
              <input
                type="checkbox"
                className="mt-0.5 size-5 shrink-0"
                checked={form.arbitration}
                onChange={(event) => set({ arbitration: event.target.checked })}
              />
              {T.arbitration}
            </label>
          )}
        </FormSection>

        <FormSection title={T.sections.totals}>
          <TotalsPanel totals={totals} optionalCents={optionalCents} />
        </FormSection>

        <FormSection title={T.sections.signing}>
          <p className="text-sm text-ink-600">{T.signerHint}</p>
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              id={field("signer")}
              label={T.signer}
              autoComplete="name"
              value={signer}
              maxLength={L.signerName.max}
              onChange={setSigner}
            />
            {clause && (
              <TextField
                id={field("initials")}
                label={T.initials}
                value={initials}
                maxLength={L.initials.max}
                onChange={setInitials}
              />
            )}
          </div>
        </FormSection>

        <section aria-labelledby={field("law-heading")} className="space-y-2 border-t border-slate-200 pt-4">
          <h4 id={field("law-heading")} className="text-lg font-bold">
            {T.sections.law}
          </h4>
          {breaches.length === 0 ? (
            <p className="text-sm text-emerald-800" data-testid="proposal-law-clear">
              {T.lawClear}
            </p>
          ) : (
            <ul className="list-disc space-y-1 pl-5 text-sm" data-testid="proposal-breaches">
              {breaches.map((breach, index) => (
                <li key={`${breach.rule}-${index}`}>{breach.message}</li>
              ))}
            </ul>
          )}
        </section>

        <div className="flex flex-col gap-3 border-t border-slate-200 pt-4 sm:flex-row">
          <button type="submit" className="btn-secondary" disabled={busy !== null}>
            {busy === "save" ? T.saving : T.save}
          </button>
          <button type="button" className="btn-primary" disabled={busy !== null} onClick={() => void send()}>
            {busy === "send" ? T.sending : T.send}
          </button>
        </div>
      </form>
    </div>
  );
}
