import { MESSAGES, COMMON_TEXT, PROJECT_TEXT } from "../../config/text.ts";
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import toast from "react-hot-toast";
import { projectsApi, type ProjectsApi } from "../../lib/firebase/projects.ts";
import { ROUTES } from "../../config/routes.ts";
import { createLikeLedger, type LikeLedger } from "../../lib/projects/likeLedger.ts";
import { withEdits, withLikeDelta, withNewProject, withoutProject } from "../../lib/projects/ordering.ts";
import type { Project, ProjectInput } from "../../schemas/project.ts";
import { useAuthState } from "../shared/useAuthState.ts";
import Icon from "../shared/Icon.tsx";
import ProjectCard from "./ProjectCard.tsx";

interface Props {
  /** Injected by tests; the page uses Firestore. */
  api?: ProjectsApi;
  /** Injected by tests; the page uses this browser's localStorage. */
  ledger?: LikeLedger;
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

function inputOf({ title, description, image, location }: Project): ProjectInput {
  return { title, description, image, location };
}

/**
 * The projects showcase (spec: /projects): newest first, likes for everyone, edit,
 * delete and add for admins. Data comes from Firestore when the island mounts; the
 * server-rendered HTML is the loading state.
 */
export default function ProjectsGrid({ api = projectsApi, ledger: injectedLedger }: Props) {
  const { isAdmin } = useAuthState();
  const [load, setLoad] = useState<Load>({ status: "loading" });
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
    setLoad({ status: "loading" });
    try {
      const projects = await api.list();
      const likes = (ledger.current ??= createLikeLedger());
      setLiked(new Set(projects.filter((project) => likes.has(project.id)).map((project) => project.id)));
      setLoad({ status: "ready", projects });
    } catch (error) {
      console.error("Loading projects failed", error);
      toast.error(MESSAGES.projectsLoadFailure);
      setLoad({ status: "failed" });
    }
  }, [api]);

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
  return (
    <div>
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
        <ul className={GRID} data-testid="projects-grid">
          {projects.map((project, index) => (
            <li key={project.id}>
              <ProjectCard
                project={project}
                liked={liked.has(project.id)}
                onLike={(p) => void onLike(p)}
                priority={index === 0}
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
      <Suspense fallback={null}>
        {isAdmin && editing && (
          <ProjectDialog
            key={editing.id}
            heading={PROJECT_TEXT.editTitle(editing.title)}
            idPrefix="edit-project"
            initial={inputOf(editing)}
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
