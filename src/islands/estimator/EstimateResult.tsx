import { BOOKING_TEXT, ESTIMATOR_TEXT } from "../../config/text.ts";
import { ROUTES } from "../../config/routes.ts";
import { PROJECT_TYPES, ROOM_TYPES, TIMELINES } from "../../config/site.ts";
import { consultationHref } from "../../lib/estimator/consultation.ts";
import { formatSquareFeet } from "../../lib/format/area.ts";
import { optionLabel } from "../../lib/format/optionLabel.ts";
import type { EstimatorState } from "../../lib/estimator/estimatorState.ts";
import RichText from "../shared/RichText.tsx";
import BallparkCard from "./BallparkCard.tsx";

interface Props {
  state: Exclude<EstimatorState, { phase: "idle" }>;
}

/**
 * The estimate: what was asked, the instant ballpark, the AI text (growing while it
 * streams), whether it was saved, and the next steps. This is what the page prints.
 */
export default function EstimateResult({ state }: Props) {
  const { input, ballpark } = state;
  const generating = state.phase === "generating";
  return (
    <section
      aria-labelledby="estimate-result-heading"
      className="space-y-5 rounded-2xl border border-slate-200 p-6 shadow-sm print:border-0 print:p-0 print:shadow-none"
      data-testid="estimate-result"
      data-phase={state.phase}
    >
      <div>
        <h2 id="estimate-result-heading" className="text-2xl font-bold">
          {ESTIMATOR_TEXT.resultHeading}
        </h2>
        <p className="mt-1 text-ink-600" data-testid="estimate-summary">
          {optionLabel(PROJECT_TYPES, input.projectType)} · {optionLabel(ROOM_TYPES, input.roomType)} ·{" "}
          {formatSquareFeet(input.squareFootage)} · {optionLabel(TIMELINES, input.timeline)}
        </p>
        <p className="mt-2 text-sm whitespace-pre-wrap text-ink-700">{input.scope}</p>
      </div>

      <BallparkCard ballpark={ballpark} />

      {state.phase !== "error" && (
        <div aria-busy={generating} data-testid="ai-estimate">
          <h3 className="mb-2 text-lg font-semibold">{ESTIMATOR_TEXT.aiHeading}</h3>
          {state.text ? (
            <RichText text={state.text} className="text-ink-900" />
          ) : (
            <div className="space-y-2" aria-hidden="true">
              <div className="h-4 w-3/4 animate-pulse rounded bg-slate-200" />
              <div className="h-4 w-1/2 animate-pulse rounded bg-slate-200" />
            </div>
          )}
        </div>
      )}

      {state.phase === "result" && (
        <p
          role={state.save === "failed" ? "alert" : "status"}
          className={`text-sm print:hidden ${state.save === "failed" ? "text-red-700" : "text-ink-600"}`}
          data-testid="estimate-save-status"
          data-save={state.save}
        >
          {state.save === "saved" ? ESTIMATOR_TEXT.saved : ESTIMATOR_TEXT.saveFailed}
        </p>
      )}

      {!generating && (
        <div className="flex flex-wrap gap-3 print:hidden">
          <a href={consultationHref(input, ballpark)} className="btn-primary">
            {ESTIMATOR_TEXT.requestConsultation}
          </a>
          <a href={ROUTES.book} className="btn-secondary" data-testid="estimate-book">
            {BOOKING_TEXT.ctaEstimate}
          </a>
          {state.phase === "result" && (
            <button type="button" onClick={() => window.print()} className="btn-secondary">
              {ESTIMATOR_TEXT.print}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
