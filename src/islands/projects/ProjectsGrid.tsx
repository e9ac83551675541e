import { MESSAGES, COMMON_TEXT, PROJECT_TEXT } from "../../config/text.ts";
import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useRef, useState, type ChangeEvent } from "react";
import toast from "react-hot-toast";
import { projectsApi, type ProjectsApi } from "../../lib/firebase/projects.ts";
import { ROUTES } from "../../config/routes.ts";
import { createLikeLedger, type LikeLedger } from "../../lib/projects/likeLedger.ts";
import { withEdits, withLikeDelta, withNewProject, withoutProject } from "../../lib/projects/ordering.ts";
import { inputOf } from "../../lib/projects/form.ts";
import {
  filterChoices,
  filterProjects,
  filterSearch,
  parseFilters,
  type ProjectFilters,
  type ServiceOption,
} from "../../lib/projects/filters.ts";
import { projectPath } from "../../lib/projects/paths.ts";
import { publishAfterSave, type PublishOutcome } from "../../lib/projects/publish.ts";
import type { Project, ProjectInput } from "../../schemas/project.ts";
import { isAreaSlug, isServiceSlug } from "../../schemas/bounds.ts";
import { useAuthState } from "../shared/useAuthState.ts";
import Icon from "../shared/Icon.tsx";
import ProjectCard from "./ProjectCard.tsx";

interface Props {
  /** Injected by tests; the page uses Firestore. */
  api?: ProjectsApi;
  /** Injected by tests; the page uses this browser's localStorage. */
  ledger?: LikeLedger;
  /**
   * The list as the build read it (in the HTML, so search engines and the first paint see
   * it); the island then refreshes it from Firestore. Absent: the island loads it.
   */
  initial?: Project[];
  /** The services collection's pages (slug and title), for the filter and the form. */
  services: ServiceOption[];
  /** Injected by tests; the page asks /api/rebuild after every save. */
  publish?: () => Promise<PublishOutcome>;
}

type Load = { status: "loading" } | { status: "failed" } | { status: "ready"; projects: Project[] };

/**
 * The edit and add overlay (and the form schema it checks with) is for the owner only:
 * visitors never download it. An admin's browser fetches it as soon as the admin flag is known.
 */
const loadProjectDialog = () => import("./ProjectDialog.tsx");
const ProjectDialog = lazy(loadProjectDialog);

/** Placeholder cards while loading: the same boxes as real cards, so the page does not jump. */
const SKELETONS = 3;

const GRID = "grid gap-8 sm:grid-cols-2 lg:grid-cols-3";

/**
 * The projects showcase (spec: /projects): newest first, likes for everyone, edit,
 * delete and add for admins, filters by service and area. The build's list is in the
 * HTML; when the island mounts it reads the live list from Firestore (likes, and edits
 * made since the build), and every admin save asks for a new build.
 */
export default function ProjectsGrid({
  api = projectsApi,
  ledger: injectedLedger,
  initial,
  services,
  publish = publishAfterSave,
}: Props) {
  const { isAdmin } = useAuthState();
  const [load, setLoad] = useState<Load>(() =>
    initial && initial.length > 0 ? { status: "ready", projects: initial } : { status: "loading" },
  );
  // Same as the server's HTML at first (no filter); the address's filter applies once mounted.
  const [filters, setFilters] = useState<ProjectFilters>({});
  // Projects that have a page: those in the last build (a newer one gets its page with the next build).
  const built = useMemo(() => new Set((initial ?? []).map((project) => project.id)), [initial]);
  const filterId = useId();
  const [liked, setLiked] = useState<ReadonlySet<string>>(() => new Set());
  const [editing, setEditing] = useState<Project | null>(null);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<ReadonlySet<string>>(() => new Set());
  const ledger = useRef<LikeLedger | null>(null);

  const setProjects = (update: (projects: Project[]) => Project[]) =>
    setLoad((current) =>
      current.status === "ready" ? { status: "ready", projects: update(current.projects) } : current,
    );
  const mark = (set: (update: (ids: ReadonlySet<string>) => ReadonlySet<string>) => void, id: string, on: boolean) =>
    set((ids) => {
      const next = new Set(ids);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const fetchProjects = useCallback(async () => {
    // With the build's list on screen the refresh is silent; it only replaces the list.
    setLoad((current) => (current.status === "ready" ? current : { status: "loading" }));
    try {
      const projects = await api.list();
      const likes = (ledger.current ??= createLikeLedger());
      setLiked(new Set(projects.filter((project) => likes.has(project.id)).map((project) => project.id)));
      setLoad({ status: "ready", projects });
    } catch (error) {
      console.error("Loading projects failed", error);
      toast.error(MESSAGES.projectsLoadFailure);
      // The build's list stays (its likes may be behind); without one there is nothing to show.
      setLoad((current) => (current.status === "ready" ? current : { status: "failed" }));
    }
  }, [api]);

  const afterSave = () => {
    void publish().then((outcome) => {
      if (outcome === "failed") toast.error(PROJECT_TEXT.publishFailed);
    });
  };

  // Mounted: the server's HTML now answers clicks (tests and tools wait for data-hydrated).
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    setFilters(parseFilters(window.location.search));
    setHydrated(true);
  }, []);

  const applyFilters = (next: ProjectFilters) => {
    setFilters(next);
    // The address holds the filter, so the view can be shared or bookmarked; no history entry per change.
    const url = new URL(window.location.href);
    window.history.replaceState(
      window.history.state,
      "",
      `${url.pathname}${filterSearch(next, url.search)}${url.hash}`,
    );
  };

  const onFilter = (event: ChangeEvent<HTMLSelectElement>) => {
    const { name, value } = event.target;
    const next: ProjectFilters = { ...filters };
    if (name === "service") next.service = isServiceSlug(value) ? value : undefined;
    if (name === "area") next.area = isAreaSlug(value) ? value : undefined;
    applyFilters(next);
  };

  useEffect(() => {
    if (isAdmin) void loadProjectDialog();
  }, [isAdmin]);

  // Once, when the island mounts: the page's HTML is the loading state until then.
  useEffect(() => {
    ledger.current = injectedLedger ?? createLikeLedger();
    void fetchProjects();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per mount, as the comment above says
  }, []);

  const onLike = async (project: Project) => {
    const likes = (ledger.current ??= createLikeLedger());
    // Marked before the write, so a second click (or a second tab) cannot like it again.
    if (likes.has(project.id)) {
      mark(setLiked, project.id, true);
      return;
    }
    likes.add(project.id);
    mark(setLiked, project.id, true);
    setProjects((projects) => withLikeDelta(projects, project.id, +1));
    try {
      await api.like(project.id);
      toast.success(MESSAGES.likeSuccess);
    } catch (error) {
      console.error("Liking a project failed", error);
      likes.remove(project.id);
      mark(setLiked, project.id, false);
      setProjects((projects) => withLikeDelta(projects, project.id, -1));
      toast.error(MESSAGES.likeFailure);
    }
  };

  const onSaveEdit = async (project: Project, input: ProjectInput) => {
    try {
      await api.update(project.id, input);
      setProjects((projects) => withEdits(projects, project.id, input));
      setEditing(null);
      toast.success(MESSAGES.projectUpdateSuccess);
      afterSave();
    } catch (error) {
      console.error("Updating a project failed", error);
      toast.error(MESSAGES.projectUpdateFailure);
    }
  };

  const onDelete = async (project: Project) => {
    if (!window.confirm(MESSAGES.projectDeleteConfirm)) return;
    mark(setDeleting, project.id, true);
    try {
      await api.remove(project.id);
      setProjects((projects) => withoutProject(projects, project.id));
      toast.success(MESSAGES.projectDeleteSuccess);
      afterSave();
    } catch (error) {
      console.error("Deleting a project failed", error);
      toast.error(MESSAGES.projectDeleteFailure);
    } finally {
      mark(setDeleting, project.id, false);
    }
  };

  const onAdd = async (input: ProjectInput) => {
    try {
      const project = await api.add(input);
      setProjects((projects) => withNewProject(projects, project));
      setAdding(false);
      toast.success(PROJECT_TEXT.addSuccess);
      afterSave();
    } catch (error) {
      console.error("Adding a project failed", error);
      toast.error(PROJECT_TEXT.addFailure);
    }
  };

  if (load.status === "loading") {
    return (
      <div role="status" data-testid="projects-loading">
        <span className="sr-only">{COMMON_TEXT.loading}</span>
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

  if (load.status === "failed") {
    return (
      <div
        className="mx-auto max-w-xl rounded-2xl border border-red-200 bg-red-50 p-8 text-center"
        data-testid="projects-error"
      >
        <p className="text-lg font-semibold text-red-800">{MESSAGES.projectsLoadFailure}</p>
        <button type="button" className="btn-secondary mt-5" onClick={() => void fetchProjects()}>
          {PROJECT_TEXT.retry}
        </button>
      </div>
    );
  }

  const { projects } = load;
  const shown = filterProjects(projects, filters);
  const choices = filterChoices(projects, services, filters);
  return (
    <div data-hydrated={hydrated || undefined}>
      {isAdmin && (
        <div className="mb-8 flex justify-end">
          <button type="button" className="btn-primary" onClick={() => setAdding(true)}>
            <Icon name="plus" size={18} />
            {PROJECT_TEXT.addProject}
          </button>
        </div>
      )}
      {projects.length === 0 ? (
        <div
          className="mx-auto max-w-xl rounded-2xl border border-slate-200 bg-slate-50 p-10 text-center"
          data-testid="projects-empty"
        >
          <h2 className="text-2xl font-bold">{PROJECT_TEXT.emptyTitle}</h2>
          <p className="mt-3 text-ink-600">{PROJECT_TEXT.emptyBody}</p>
          <a href={ROUTES.contact} className="btn-primary mt-6">
            {PROJECT_TEXT.emptyCta}
          </a>
        </div>
      ) : (
        <>
          <form
            role="search"
            aria-label={PROJECT_TEXT.filters.label}
            className="mb-8 flex flex-wrap items-end gap-4"
            onSubmit={(event) => event.preventDefault()}
            data-testid="project-filters"
          >
            <div>
              <label htmlFor={`${filterId}-service`} className="field-label">
                {PROJECT_TEXT.filters.service}
              </label>
              <select
                id={`${filterId}-service`}
                name="service"
                value={filters.service ?? ""}
                onChange={onFilter}
                className="field-input"
              >
                <option value="">{PROJECT_TEXT.filters.allServices}</option>
                {choices.services.map((choice) => (
                  <option key={choice.value} value={choice.value}>
                    {choice.label}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor={`${filterId}-area`} className="field-label">
                {PROJECT_TEXT.filters.area}
              </label>
              <select
                id={`${filterId}-area`}
                name="area"
                value={filters.area ?? ""}
                onChange={onFilter}
                className="field-input"
              >
                <option value="">{PROJECT_TEXT.filters.allAreas}</option>
                {choices.areas.map((choice) => (
                  <option key={choice.value} value={choice.value}>
                    {choice.label}
                  </option>
                ))}
              </select>
            </div>
            <p role="status" className="pb-3 text-sm text-ink-600" data-testid="project-filter-status">
              {PROJECT_TEXT.filters.showing(shown.length, projects.length)}
            </p>
          </form>
          {shown.length === 0 ? (
            <p
              className="rounded-2xl border border-slate-200 bg-slate-50 p-8 text-center"
              data-testid="projects-no-match"
            >
              {PROJECT_TEXT.filters.noMatch}{" "}
              <a
                href={ROUTES.projects}
                className="font-semibold text-brand-700 underline"
                onClick={(event) => {
                  event.preventDefault();
                  applyFilters({});
                }}
              >
                {PROJECT_TEXT.filters.clear}
              </a>
            </p>
          ) : (
            <ul className={GRID} data-testid="projects-grid">
              {shown.map((project, index) => (
                <li key={project.id}>
                  <ProjectCard
                    project={project}
                    liked={liked.has(project.id)}
                    onLike={(p) => void onLike(p)}
                    priority={index === 0}
                    href={built.has(project.id) ? projectPath(project.id) : undefined}
                    admin={
                      isAdmin
                        ? { onEdit: setEditing, onDelete: (p) => void onDelete(p), deleting: deleting.has(project.id) }
                        : undefined
                    }
                  />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      <Suspense fallback={null}>
        {isAdmin && editing && (
          <ProjectDialog
            key={editing.id}
            heading={PROJECT_TEXT.editTitle(editing.title)}
            idPrefix="edit-project"
            initial={inputOf(editing)}
            services={services}
            submitLabel={PROJECT_TEXT.save}
            busyLabel={PROJECT_TEXT.saving}
            onSubmit={(input) => onSaveEdit(editing, input)}
            onClose={() => setEditing(null)}
          />
        )}
        {isAdmin && adding && (
          <ProjectDialog
            heading={PROJECT_TEXT.addTitle}
            idPrefix="add-project"
            services={services}
            submitLabel={PROJECT_TEXT.addProject}
            busyLabel={PROJECT_TEXT.adding}
            onSubmit={onAdd}
            onClose={() => setAdding(false)}
          />
        )}
      </Suspense>
    </div>
  );
}
