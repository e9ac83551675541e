import { useRef, useState, type ReactNode } from "react";
import { PRICING_TEXT } from "../../config/text.ts";
import { pricingAdminApi, type PricingAdminApi } from "../../lib/firebase/pricingGuide.ts";
import { publishAfterSave, type PublishOutcome } from "../../lib/admin/publish.ts";
import PricingHistory from "./PricingHistory.tsx";
import PricingTable, { pricingInputId } from "./PricingTable.tsx";
import { usePricingDraft } from "./hooks/usePricingDraft.ts";
import { usePricingHistory } from "./hooks/usePricingHistory.ts";

interface Props {
  /** Injected by tests; the page reads and writes Firestore. */
  api?: PricingAdminApi;
  /** The cost and service pages carry the figures: a save asks for a new build (injected by tests). */
  publish?: () => Promise<PublishOutcome>;
}

const T = PRICING_TEXT;

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
  const form = useRef<HTMLFormElement>(null);
  const { history, loadHistory } = usePricingHistory(api);
  const guide = usePricingDraft(api, {
    publish,
    loadHistory,
    focusField: (key) => form.current?.querySelector<HTMLElement>(`#${pricingInputId(key)}`)?.focus(),
  });

  if (guide.loadFailed) return <p role="alert">{T.loadFailed}</p>;
  if (!guide.draft) return <p role="status">{T.loading}</p>;

  return (
    <>
      <form
        ref={form}
        onSubmit={(event) => {
          event.preventDefault();
          void guide.save();
        }}
        aria-labelledby="pricing-title"
        noValidate
      >
        <PricingTable draft={guide.draft} errorFor={guide.errorFor} onChange={guide.change} onLeave={guide.touch} />
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <button type="submit" className="btn-primary" disabled={guide.saving}>
            {guide.saving ? T.saving : T.save}
          </button>
          <button
            type="button"
            className="btn-secondary"
            disabled={guide.saving || guide.edits === 0}
            onClick={guide.reset}
          >
            {T.reset}
          </button>
          <p role="status" className="text-sm text-ink-600">
            {guide.edits > 0 ? T.changedCount(guide.edits) : ""}
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
