import type { Ballpark } from "../../schemas/estimate.ts";
import type { EstimatorText } from "../../lib/estimator/estimatorWords.ts";
import { formatBallpark } from "../../lib/pricing/defaultGuide.ts";

interface Props {
  ballpark: Ballpark;
  /** The estimator's texts, in the page's language. */
  text: EstimatorText;
  /** The small preview under the form, before anything is sent. */
  compact?: boolean;
}

/** The pricing guide's range for the project: instant, no AI involved. */
export default function BallparkCard({ ballpark, text, compact = false }: Props) {
  return (
    <div className={`rounded-xl border border-brand-100 bg-brand-50 ${compact ? "p-3" : "p-5"}`} data-testid="ballpark">
      <p className="text-sm font-semibold text-brand-700">{text.ballparkHeading}</p>
      <p className={`font-bold text-ink-900 ${compact ? "text-xl" : "text-3xl"}`} data-testid="ballpark-range">
        {formatBallpark(ballpark)}
      </p>
      <p className="mt-1 text-xs text-ink-600">{text.ballparkNote}</p>
    </div>
  );
}
