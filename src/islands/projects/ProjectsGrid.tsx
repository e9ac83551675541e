import { useEffect, useId, useMemo, useState } from "react";
import { PROJECT_TEXT } from "../../config/text.ts";
import type { ProjectsApi } from "../../lib/firebase/projects.ts";
import { projectsApi } from "../../lib/projects/api.ts";
import type { LikeLedger } from "../../lib/projects/likeLedger.ts";
import { filterChoices, filterProjects, type ServiceOption } from "../../lib/projects/filters.ts";
import type { Locale } from "../../config/i18n.ts";
import { localizedPath, projectPath } from "../../config/routes.ts";
import { publishAfterSave, type PublishOutcome } from "../../lib/admin/publish.ts";
import type { Project } from "../../schemas/project.ts";
import { useAuthState } from "../shared/useAuthState.ts";
import Icon from "../shared/Icon.tsx";
import ProjectCard from "./ProjectCard.tsx";
import ProjectEditDialogs, { loadProjectDialog } from "./ProjectEditDialogs.tsx";
import ProjectFilterForm from "./ProjectFilterForm.tsx";
import { GRID, ProjectsEmpty, ProjectsFailed, ProjectsLoading, ProjectsNoMatch } from "./ProjectsStatus.tsx";
import { useAddressFilters } from "./hooks/useAddressFilters.ts";
import { useLikes } from "./hooks/useLikes.ts";
import { useProjectEdits } from "./hooks/useProjectEdits.ts";
import { useProjects } from "./hooks/useProjects.ts";
import { PROJECTS_WORDS, ProjectsWordsContext, useProjectsWords } from "./projectsWords.ts";

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
  /** The page's language: what a visitor reads follows it (the owner's controls stay English). */
  locale?: Locale;
}

/**
 * The projects showcase (spec: /projects): newest first, likes for everyone, edit,
 * delete and add for admins, filters by service and area. The build's list is in the
 * HTML; when the island mounts it reads the live list from Firestore (likes, and edits
 * made since the build), and every admin save asks for a new build.
 */
export default function ProjectsGrid({ locale = "en", ...props }: Props) {
  return (
    <ProjectsWordsContext.Provider value={PROJECTS_WORDS[locale]}>
      <Grid {...props} />
    </ProjectsWordsContext.Provider>
  );
}

function Grid({ api = projectsApi, ledger, initial, services, publish = publishAfterSave }: Omit<Props, "locale">) {
  const { locale } = useProjectsWords();
  const { isAdmin } = useAuthState();
  const { filters, applyFilters, formRef } = useAddressFilters();
  // Projects that have a page: those in the last build (a newer one gets its page with the next build).
  const built = useMemo(() => new Set((initial ?? []).map((project) => project.id)), [initial]);
  const filterId = useId();
  // Mounted: the server's HTML now answers clicks (tests and tools wait for data-hydrated).
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  useEffect(() => {
    if (isAdmin) void loadProjectDialog();
  }, [isAdmin]);
  const likes = useLikes(api, ledger);
  const { load, refresh, setProjects } = useProjects(api, initial, likes.sync);
  const edits = useProjectEdits(api, setProjects, publish);

  if (load.status === "loading") return <ProjectsLoading />;
  if (load.status === "failed") return <ProjectsFailed onRetry={() => void refresh()} />;

  const { projects } = load;
  const shown = filterProjects(projects, filters);
  return (
    <div data-hydrated={hydrated || undefined}>
      {isAdmin && (
        <div className="mb-8 flex justify-end">
          <button type="button" className="btn-primary" onClick={() => edits.setAdding(true)}>
            <Icon name="plus" size={18} />
            {PROJECT_TEXT.addProject}
          </button>
        </div>
      )}
      {projects.length === 0 ? (
        <ProjectsEmpty />
      ) : (
        <>
          <ProjectFilterForm
            formRef={formRef}
            idPrefix={filterId}
            filters={filters}
            choices={filterChoices(projects, services, filters)}
            shown={shown.length}
            total={projects.length}
            onChange={applyFilters}
          />
          {shown.length === 0 ? (
            <ProjectsNoMatch onClear={() => applyFilters({})} />
          ) : (
            <ul className={GRID} data-testid="projects-grid">
              {shown.map((project, index) => (
                <li key={project.id}>
                  <ProjectCard
                    project={project}
                    liked={likes.liked.has(project.id)}
                    onLike={(p) => void likes.like(p, setProjects)}
                    priority={index === 0}
                    href={built.has(project.id) ? localizedPath(projectPath(project.id), locale) : undefined}
                    admin={
                      isAdmin
                        ? {
                            onEdit: edits.setEditing,
                            onDelete: (p) => void edits.remove(p),
                            deleting: edits.deleting.has(project.id),
                          }
                        : undefined
                    }
                  />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      <ProjectEditDialogs
        services={services}
        editing={isAdmin ? edits.editing : null}
        adding={isAdmin && edits.adding}
        onSaveEdit={edits.saveEdit}
        onAdd={edits.add}
        onCloseEdit={() => edits.setEditing(null)}
        onCloseAdd={() => edits.setAdding(false)}
      />
    </div>
  );
}
