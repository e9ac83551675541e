import { useEffect, useState } from "react";
import toast from "react-hot-toast";
import { PRICING_TEXT } from "../../../config/text.ts";
import type { ProjectType, RoomType } from "../../../config/site.ts";
import type { PricingAdminApi } from "../../../lib/firebase/pricingGuide.ts";
import { DEFAULT_PRICING_RATES } from "../../../lib/pricing/pricingData.ts";
import {
  checkDraft,
  countEdits,
  draftFrom,
  planSave,
  setDraftField,
  type PricingDraft,
} from "../../../lib/pricing/pricingEditor.ts";
import type { PublishOutcome } from "../../../lib/admin/publish.ts";
import type { PricingCellField, PricingRates } from "../../../schemas/pricing.ts";

interface Saved {
  rates: PricingRates;
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
  const [saved, setSaved] = useState<Saved | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [draft, setDraft] = useState<PricingDraft | null>(null);
  // A field's problem shows once it was left or a save was tried: not while the first digit is typed.
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [showAll, setShowAll] = useState(false);
  const [saving, setSaving] = useState(false);

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

  const checked = draft && checkDraft(draft);
  const errorFor = (key: string) =>
    checked && !checked.ok && (showAll || touched.has(key)) ? checked.errors[key] : undefined;

  /** The table as stored: what was typed and which fields were left are forgotten. */
  const startFrom = (rates: PricingRates) => {
    setDraft(draftFrom(rates));
    setTouched(new Set());
    setShowAll(false);
  };

  const save = async () => {
    if (saving || !saved || !checked) return;
    const plan = planSave(checked, saved.rates);
    if (plan.kind === "invalid") {
      setShowAll(true);
      if (plan.first) focusField(plan.first);
      toast.error(T.invalid(Object.keys(plan.errors).length));
      return;
    }
    if (plan.kind === "unchanged") {
      toast(T.unchanged);
      return;
    }
    setSaving(true);
    try {
      const outcome = await api.save(plan.rates, plan.changes, saved.changeId);
      if (outcome.saved) {
        setSaved({ rates: plan.rates, changeId: outcome.changeId });
        startFrom(plan.rates);
        toast.success(T.saved);
        loadHistory();
        void publish().then((published) => {
          if (published === "failed") toast.error(T.publishFailed);
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

  const reset = () => {
    if (saved) startFrom(saved.rates);
  };

  const change = (projectType: ProjectType, roomType: RoomType, field: PricingCellField, value: string) => {
    if (draft) setDraft(setDraftField(draft, projectType, roomType, field, value));
  };

  const touch = (key: string) => setTouched((before) => new Set(before).add(key));

  const edits = draft && saved ? countEdits(draft, saved.rates) : 0;
  return { loadFailed, draft, saving, edits, errorFor, save, reset, change, touch };
}
