import { useState } from "react";
import toast from "react-hot-toast";
import { MESSAGES, PROJECT_TEXT } from "../../../config/text.ts";
import type { ProjectsApi } from "../../../lib/firebase/projects.ts";
import { withEdits, withIdMarked, withNewProject, withoutProject } from "../../../lib/projects/ordering.ts";
import type { PublishOutcome } from "../../../lib/admin/publish.ts";
import type { Project, ProjectInput } from "../../../schemas/project.ts";

type SetProjects = (update: (projects: Project[]) => Project[]) => void;

/**
 * The owner's changes to the showcase: which project is being edited, whether the add
 * overlay is open, which deletes are in flight; each save updates the list on screen,
 * says so in a toast, and asks for a new build (the projects are in the published HTML).
 */
export function useProjectEdits(
  api: Pick<ProjectsApi, "add" | "update" | "remove">,
  setProjects: SetProjects,
  publish: () => Promise<PublishOutcome>,
) {
  const [editing, setEditing] = useState<Project | null>(null);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<ReadonlySet<string>>(() => new Set());

  /** One write: done, the list on screen already shows it, a toast says so and a build is asked for. */
  const save = async (write: () => Promise<void>, text: { success: string; failure: string; log: string }) => {
    try {
      await write();
      toast.success(text.success);
      void publish().then((outcome) => {
        if (outcome === "failed") toast.error(PROJECT_TEXT.publishFailed);
      });
    } catch (error) {
      console.error(text.log, error);
      toast.error(text.failure);
    }
  };

  const saveEdit = (project: Project, input: ProjectInput) =>
    save(
      async () => {
        await api.update(project.id, input);
        setProjects((projects) => withEdits(projects, project.id, input));
        setEditing(null);
      },
      {
        success: MESSAGES.projectUpdateSuccess,
        failure: MESSAGES.projectUpdateFailure,
        log: "Updating a project failed",
      },
    );

  const remove = async (project: Project) => {
    if (!window.confirm(MESSAGES.projectDeleteConfirm)) return;
    setDeleting((ids) => withIdMarked(ids, project.id, true));
    await save(
      async () => {
        await api.remove(project.id);
        setProjects((projects) => withoutProject(projects, project.id));
      },
      {
        success: MESSAGES.projectDeleteSuccess,
        failure: MESSAGES.projectDeleteFailure,
        log: "Deleting a project failed",
      },
    );
    setDeleting((ids) => withIdMarked(ids, project.id, false));
  };

  const add = (input: ProjectInput) =>
    save(
      async () => {
        const project = await api.add(input);
        setProjects((projects) => withNewProject(projects, project));
        setAdding(false);
      },
      { success: PROJECT_TEXT.addSuccess, failure: PROJECT_TEXT.addFailure, log: "Adding a project failed" },
    );

  return { editing, setEditing, adding, setAdding, deleting, saveEdit, remove, add };
}
