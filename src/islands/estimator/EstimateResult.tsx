import { localizedPath, ROUTES } from "../../config/routes.ts";
import { consultationHref } from "../../lib/estimator/consultation.ts";
import type { EstimatorWords } from "../../lib/estimator/estimatorWords.ts";
import { formatSquareFeet } from "../../lib/format/area.ts";
import type { EstimatorState } from "../../lib/estimator/estimatorState.ts";
import RichText from "../shared/RichText.tsx";
import BallparkCard from "./BallparkCard.tsx";

interface Props {
  state: Exclude<EstimatorState, { phase: "idle" }>;
  words: EstimatorWords;
}

/**
 * The estimate: what was asked, the instant ballpark, the AI text (growing while it
 * streams), whether it was saved, and the next steps. This is what the page prints.
 */
export default function EstimateResult({ state, words }: Props) {
  const { input, ballpark } = state;
  const { text: T, options } = words;
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
          {T.resultHeading}
        </h2>
        <p className="mt-1 text-ink-600" data-testid="estimate-summary">
          {options.projectTypes[input.projectType]} · {options.roomTypes[input.roomType]} ·{" "}
          {formatSquareFeet(input.squareFootage, options.squareFeet)} · {options.timelines[input.timeline]}
        </p>
        <p className="mt-2 text-sm whitespace-pre-wrap text-ink-700">{input.scope}</p>
      </div>

      <BallparkCard ballpark={ballpark} text={T} />

      {state.phase !== "error" && (
        <div aria-busy={generating} data-testid="ai-estimate">
          <h3 className="mb-2 text-lg font-semibold">{T.aiHeading}</h3>
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
          {state.save === "saved" ? T.saved : T.saveFailed}
        </p>
      )}

      {!generating && (
        <div className="flex flex-wrap gap-3 print:hidden">
          <a href={consultationHref(input, ballpark, words)} className="btn-primary">
            {T.requestConsultation}
          </a>
          <a href={localizedPath(ROUTES.book, words.locale)} className="btn-secondary" data-testid="estimate-book">
            {T.bookVisit}
          </a>
          {state.phase === "result" && (
            <button type="button" onClick={() => window.print()} className="btn-secondary">
              {T.print}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
