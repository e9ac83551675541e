import { PRICING_TEXT } from "../../config/text.ts";
import { formatAdminDate } from "../../lib/format/date.ts";
import { describeChange } from "../../lib/pricing/pricingEditor.ts";
import type { PricingHistoryEntry } from "../../schemas/pricing.ts";

interface Props {
  history: { kind: "loading" } | { kind: "failed" } | { kind: "loaded"; entries: PricingHistoryEntry[] };
}

const T = PRICING_TEXT.history;

/** The latest saves of the pricing guide: who, when, and each figure's old → new. */
export default function PricingHistory({ history }: Props) {
  return (
    <div className="mt-6" data-testid="pricing-history">
      <h3 className="text-lg font-semibold">{T.title}</h3>
      {history.kind === "failed" && <p className="text-sm text-ink-600">{T.loadFailed}</p>}
      {history.kind === "loaded" && history.entries.length === 0 && <p className="text-sm text-ink-600">{T.empty}</p>}
      {history.kind === "loaded" && history.entries.length > 0 && (
        <ol className="mt-2 space-y-3 text-sm">
          {history.entries.map((entry) => (
            <li key={entry.id}>
              <p className="font-medium">{T.entry(entry.email || entry.uid, formatAdminDate(entry.at))}</p>
              <ul className="ml-4 list-disc">
                {entry.changes.map((change) => (
                  <li key={`${change.projectType}.${change.roomType}.${change.field}`}>{describeChange(change)}</li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
