import { useRef } from "react";
import { PRICING_TEXT } from "../../config/text.ts";
import { pricingAdminApi, type PricingAdminApi } from "../../lib/firebase/pricingGuide.ts";
import { publishAfterSave, type PublishOutcome } from "../../lib/admin/publish.ts";
import AdminSection from "./AdminSection.tsx";
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
  return (
    <AdminSection
      id="pricing-editor"
      title={T.title}
      hint={T.hint}
      testId="pricing-guide"
      folded={{ open: T.open, hide: T.hide }}
    >
      <Editor api={api} publish={publish} />
    </AdminSection>
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
