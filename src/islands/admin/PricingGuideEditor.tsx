import { useCallback, useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import toast from "react-hot-toast";
import { PRICING_TEXT } from "../../config/text.ts";
import { pricingAdminApi, type PricingAdminApi } from "../../lib/firebase/pricingGuide.ts";
import { DEFAULT_PRICING_RATES } from "../../lib/pricing/pricingData.ts";
import { publishAfterSave, type PublishOutcome } from "../../lib/projects/publish.ts";
import {
  cellKey,
  checkDraft,
  countEdits,
  diffRates,
  draftFrom,
  PRICING_ROWS,
  setDraftField,
  type PricingDraft,
} from "../../lib/pricing/pricingEditor.ts";
import type { PricingCellField, PricingHistoryEntry, PricingRates } from "../../schemas/pricing.ts";
import PricingHistory from "./PricingHistory.tsx";

interface Props {
  /** Injected by tests; the page reads and writes Firestore. */
  api?: PricingAdminApi;
  /** The cost and service pages carry the figures: a save asks for a new build (injected by tests). */
  publish?: () => Promise<PublishOutcome>;
}

interface Saved {
  rates: PricingRates;
  changeId: string | null;
}

type History = { kind: "loading" } | { kind: "failed" } | { kind: "loaded"; entries: PricingHistoryEntry[] };

const T = PRICING_TEXT;
const inputId = (key: string) => `pricing-${key.replaceAll(".", "-")}`;

/**
 * /admin "Pricing guide": closed at first, so opening the inbox reads nothing more; opened,
 * the 24 figures with their notes, checked as typed, saved with their history.
 */
export default function PricingGuideEditor({ api = pricingAdminApi, publish = publishAfterSave }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <Section>
      <button
        type="button"
        className="btn-secondary"
        aria-expanded={open}
        aria-controls="pricing-editor"
        onClick={() => setOpen(!open)}
      >
        {open ? T.hide : T.open}
      </button>
      <div id="pricing-editor" className="mt-4" hidden={!open}>
        {open && <Editor api={api} publish={publish} />}
      </div>
    </Section>
  );
}

function Editor({ api, publish }: Required<Props>) {
  const [saved, setSaved] = useState<Saved | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [draft, setDraft] = useState<PricingDraft | null>(null);
  // A field's problem shows once it was left or a save was tried: not while the first digit is typed.
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [showAll, setShowAll] = useState(false);
  const [saving, setSaving] = useState(false);
  const [history, setHistory] = useState<History>({ kind: "loading" });
  const form = useRef<HTMLFormElement>(null);

  const loadHistory = useCallback(() => {
    api.history().then(
      (entries) => setHistory({ kind: "loaded", entries }),
      (error: unknown) => {
        console.error("Could not load the pricing guide's history", error);
        setHistory({ kind: "failed" });
      },
    );
  }, [api]);

  useEffect(() => {
    let live = true;
    api.load().then(
      (stored) => {
        if (!live) return;
        const rates = stored?.rates ?? DEFAULT_PRICING_RATES;
        setSaved({ rates, changeId: stored?.changeId ?? null });
        setDraft(draftFrom(rates));
      },
      (error: unknown) => {
        console.error("Could not load the pricing guide", error);
        if (live) setLoadFailed(true);
      },
    );
    loadHistory();
    return () => {
      live = false;
    };
  }, [api, loadHistory]);

  if (loadFailed) return <p role="alert">{T.loadFailed}</p>;
  if (!saved || !draft) return <p role="status">{T.loading}</p>;

  const checked = checkDraft(draft);
  const errors = checked.ok ? {} : checked.errors;
  const edits = countEdits(draft, saved.rates);
  const errorFor = (key: string) => (showAll || touched.has(key) ? errors[key] : undefined);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    if (!checked.ok) {
      setShowAll(true);
      const first = Object.keys(checked.errors)[0];
      if (first) form.current?.querySelector<HTMLElement>(`#${inputId(first)}`)?.focus();
      toast.error(T.invalid(Object.keys(checked.errors).length));
      return;
    }
    const changes = diffRates(saved.rates, checked.rates);
    if (changes.length === 0) {
      toast(T.unchanged);
      return;
    }
    setSaving(true);
    try {
      const outcome = await api.save(checked.rates, changes, saved.changeId);
      if (outcome.saved) {
        setSaved({ rates: checked.rates, changeId: outcome.changeId });
        setDraft(draftFrom(checked.rates));
        setTouched(new Set());
        setShowAll(false);
        toast.success(T.saved);
        loadHistory();
        void publish().then((outcome) => {
          if (outcome === "failed") toast.error(T.publishFailed);
        });
      } else {
        toast.error(T.conflict);
      }
    } catch (error) {
      console.error("Could not save the pricing guide", error);
      toast.error(T.saveFailed);
    } finally {
      setSaving(false);
    }
  };

  const field = (row: (typeof PRICING_ROWS)[number], name: PricingCellField) => {
    const key = cellKey(row.projectType, row.roomType, name);
    const id = inputId(key);
    const error = errorFor(key);
    const common = {
      id,
      value: draft[row.projectType][row.roomType][name],
      "aria-label": T.cellLabel(row.projectLabel, row.roomLabel, name),
      "aria-invalid": error ? true : undefined,
      "aria-describedby": error ? `${id}-error` : undefined,
      onBlur: () => setTouched((before) => new Set(before).add(key)),
      className: "field-input",
    };
    const change = (value: string) => setDraft(setDraftField(draft, row.projectType, row.roomType, name, value));
    return (
      <td className="p-2 align-top">
        {name === "note" ? (
          <textarea {...common} rows={2} className="field-input min-w-64" onChange={(e) => change(e.target.value)} />
        ) : (
          <input
            {...common}
            type="text"
            inputMode="numeric"
            className="field-input w-24"
            onChange={(e) => change(e.target.value)}
          />
        )}
        {error && (
          <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
            {error}
          </p>
        )}
      </td>
    );
  };

  return (
    <>
      <form ref={form} onSubmit={(event) => void onSubmit(event)} aria-labelledby="pricing-title" noValidate>
        <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={T.tableCaption}>
          <table className="w-full text-left text-sm" data-testid="pricing-table">
            <caption className="sr-only">{T.tableCaption}</caption>
            <thead>
              <tr className="border-b border-slate-200">
                <th scope="col" className="p-2">
                  {T.columns.project}
                </th>
                <th scope="col" className="p-2">
                  {T.columns.room}
                </th>
                <th scope="col" className="p-2">
                  {T.columns.low}
                </th>
                <th scope="col" className="p-2">
                  {T.columns.high}
                </th>
                <th scope="col" className="p-2">
                  {T.columns.note}
                </th>
              </tr>
            </thead>
            <tbody>
              {PRICING_ROWS.map((row) => (
                <tr key={`${row.projectType}.${row.roomType}`} className="border-b border-slate-100">
                  <td className="p-2 align-top">{row.projectLabel}</td>
                  <th scope="row" className="p-2 align-top font-medium">
                    {row.roomLabel}
                  </th>
                  {field(row, "low")}
                  {field(row, "high")}
                  {field(row, "note")}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <button type="submit" className="btn-primary" disabled={saving}>
            {saving ? T.saving : T.save}
          </button>
          <button
            type="button"
            className="btn-secondary"
            disabled={saving || edits === 0}
            onClick={() => {
              setDraft(draftFrom(saved.rates));
              setTouched(new Set());
              setShowAll(false);
            }}
          >
            {T.reset}
          </button>
          <p role="status" className="text-sm text-ink-600">
            {edits > 0 ? T.changedCount(edits) : ""}
          </p>
        </div>
      </form>
      <PricingHistory history={history} />
    </>
  );
}

function Section({ children }: { children: ReactNode }) {
  return (
    <section
      aria-labelledby="pricing-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      data-testid="pricing-guide"
    >
      <h2 id="pricing-title" className="text-xl font-bold">
        {T.title}
      </h2>
      <p className="mb-4 mt-1 text-sm text-ink-600">{T.hint}</p>
      {children}
    </section>
  );
}
