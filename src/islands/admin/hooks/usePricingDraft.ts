import { useCallback, useEffect, useState } from "react";
import toast from "react-hot-toast";
import { PRICING_TEXT } from "../../../config/text.ts";
import type { ProjectType, RoomType } from "../../../config/site.ts";
import type { PricingAdminApi } from "../../../lib/firebase/pricingGuide.ts";
import { DEFAULT_PRICING_RATES } from "../../../lib/pricing/pricingData.ts";
import { checkDraft, countEdits, draftFrom, planSave, setDraftField } from "../../../lib/pricing/pricingEditor.ts";
import type { PublishOutcome } from "../../../lib/admin/publish.ts";
import type { PricingCellField, PricingRates } from "../../../schemas/pricing.ts";
import { useSaveForm } from "./useSaveForm.ts";

interface Saved {
  rates: PricingRates;
  /** The last save's id: a save names it, so one made meanwhile by someone else is refused, not overwritten. */
  changeId: string | null;
}

interface Options {
  publish: () => Promise<PublishOutcome>;
  /** Reads the history: with the guide when the editor opens, and after each save. */
  loadHistory: () => void;
  /** Moves focus to a field (its cellKey) when a save finds problems. */
  focusField: (key: string) => void;
}

const T = PRICING_TEXT;

/**
 * The stored guide and what the owner typed over it: read once when the editor opens,
 * checked as typed, saved with each old → new (unless someone saved since), then a new
 * build asked for. A field's problem shows once it was left or a save was tried.
 */
export function usePricingDraft(
  api: Pick<PricingAdminApi, "load" | "save">,
  { publish, loadHistory, focusField }: Options,
) {
  const [loadFailed, setLoadFailed] = useState(false);
  // A field's problem shows once it was left or a save was tried: not while the first digit is typed.
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [showAll, setShowAll] = useState(false);
  /** What was typed is gone: which fields were left is forgotten too. */
  const forgetTouched = () => {
    setTouched(new Set());
    setShowAll(false);
  };

  const load = useCallback(
    () =>
      api.load().then((stored): Saved => ({
        rates: stored?.rates ?? DEFAULT_PRICING_RATES,
        changeId: stored?.changeId ?? null,
      })),
    [api],
  );
  const form = useSaveForm({
    load,
    draftOf: (saved) => draftFrom(saved.rates),
    onLoadFailed: (error) => {
      console.error("Could not load the pricing guide", error);
      setLoadFailed(true);
    },
    check: (draft, saved) => {
      const plan = planSave(checkDraft(draft), saved.rates);
      return plan.kind === "save" ? { kind: "save", value: plan } : plan;
    },
    save: async (plan, saved) => {
      const outcome = await api.save(plan.rates, plan.changes, saved.changeId);
      return outcome.saved ? { rates: plan.rates, changeId: outcome.changeId } : null;
    },
    onInvalid: (plan) => {
      setShowAll(true);
      if (plan.first) focusField(plan.first);
    },
    restartAfterSave: true,
    onSaved: () => {
      forgetTouched();
      loadHistory();
      void publish().then((published) => {
        if (published === "failed") toast.error(T.publishFailed);
      });
    },
    onSaveFailed: (error) => console.error("Could not save the pricing guide", error),
    messages: {
      saved: T.saved,
      failed: T.saveFailed,
      invalid: (errors) => T.invalid(Object.keys(errors).length),
      unchanged: T.unchanged,
      refused: T.conflict,
    },
  });
  const { draft, stored: saved } = form;
  // The history is read with the guide when the editor opens (and again after each save, above).
  useEffect(loadHistory, [loadHistory]);

  const checked = draft && checkDraft(draft);
  const errorFor = (key: string) =>
    checked && !checked.ok && (showAll || touched.has(key)) ? checked.errors[key] : undefined;

  const reset = () => {
    if (!saved) return;
    form.restart();
    forgetTouched();
  };

  const change = (projectType: ProjectType, roomType: RoomType, field: PricingCellField, value: string) => {
    if (draft) form.setDraft(setDraftField(draft, projectType, roomType, field, value));
  };

  const touch = (key: string) => setTouched((before) => new Set(before).add(key));

  const edits = draft && saved ? countEdits(draft, saved.rates) : 0;
  return { loadFailed, draft, saving: form.saving, edits, errorFor, save: form.submit, reset, change, touch };
}
