import { useCallback, useState } from "react";
import type { PricingAdminApi } from "../../../lib/firebase/pricingGuide.ts";
import type { PricingHistoryEntry } from "../../../schemas/pricing.ts";

type History = { kind: "loading" } | { kind: "failed" } | { kind: "loaded"; entries: PricingHistoryEntry[] };

/** The pricing guide's latest saves, read when the editor opens and again after each save. */
export function usePricingHistory(api: Pick<PricingAdminApi, "history">) {
  const [history, setHistory] = useState<History>({ kind: "loading" });
  const loadHistory = useCallback(() => {
    api.history().then(
      (entries) => setHistory({ kind: "loaded", entries }),
      (error: unknown) => {
        console.error("Could not load the pricing guide's history", error);
        setHistory({ kind: "failed" });
      },
    );
  }, [api]);
  return { history, loadHistory };
}
