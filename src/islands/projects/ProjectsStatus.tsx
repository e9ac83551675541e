import { localizedPath, ROUTES } from "../../config/routes.ts";
import { useProjectsWords } from "./projectsWords.ts";

/** The grid's layout, for the cards and for their placeholders alike. */
export const GRID = "grid gap-8 sm:grid-cols-2 lg:grid-cols-3";

/** Placeholder cards while loading: the same boxes as real cards, so the page does not jump. */
const SKELETONS = 3;

export function ProjectsLoading() {
  const { text } = useProjectsWords();
  return (
    <div role="status" data-testid="projects-loading">
      <span className="sr-only">{text.loading}</span>
      <ul className={GRID} aria-hidden="true">
        {Array.from({ length: SKELETONS }, (_, index) => (
          <li key={index} className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
            <div className="aspect-[4/3] w-full animate-pulse bg-slate-100" />
            <div className="space-y-3 p-5">
              <div className="h-7 w-3/4 rounded bg-slate-100" />
              <div className="h-5 w-1/3 rounded bg-slate-100" />
              <div className="h-28 rounded bg-slate-100" />
              <div className="h-11 w-20 rounded-full bg-slate-100" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function ProjectsFailed({ onRetry }: { onRetry: () => void }) {
  const { text } = useProjectsWords();
  return (
    <div
      data-testid="projects-error"
      className="mx-auto max-w-xl rounded-2xl border border-red-200 bg-red-50 p-8 text-center"
    >
      <p className="text-lg font-semibold text-red-800">{text.loadFailure}</p>
      <button type="button" className="btn-secondary mt-5" onClick={onRetry}>
        {text.retry}
      </button>
    </div>
  );
}

/** No project at all yet: an invitation to get in touch. */
export function ProjectsEmpty() {
  const { text, locale } = useProjectsWords();
  return (
    <div
      className="mx-auto max-w-xl rounded-2xl border border-slate-200 bg-slate-50 p-10 text-center"
      data-testid="projects-empty"
    >
      <h2 className="text-2xl font-bold">{text.emptyTitle}</h2>
      <p className="mt-3 text-ink-600">{text.emptyBody}</p>
      <a href={localizedPath(ROUTES.contact, locale)} className="btn-primary mt-6">
        {text.emptyCta}
      </a>
    </div>
  );
}

/** Projects exist but none matches the filters; the link clears them (and works without the island). */
export function ProjectsNoMatch({ onClear }: { onClear: () => void }) {
  const { text, locale } = useProjectsWords();
  return (
    <p className="rounded-2xl border border-slate-200 bg-slate-50 p-8 text-center" data-testid="projects-no-match">
      {text.filters.noMatch}{" "}
      <a
        href={localizedPath(ROUTES.projects, locale)}
        className="font-semibold text-brand-700 underline"
        onClick={(event) => {
          event.preventDefault();
          onClear();
        }}
      >
        {text.filters.clear}
      </a>
    </p>
  );
}
