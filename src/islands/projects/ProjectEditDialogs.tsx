import { lazy, Suspense } from "react";
import { PROJECT_TEXT } from "../../config/text.ts";
import type { ServiceOption } from "../../lib/projects/filters.ts";
import { inputOf } from "../../lib/projects/form.ts";
import type { Project, ProjectInput } from "../../schemas/project.ts";

/**
 * The edit and add overlay (and the form schema it checks with) is for the owner only:
 * visitors never download it. An admin's browser fetches it as soon as the admin flag is known.
 */
export const loadProjectDialog = () => import("./ProjectDialog.tsx");
const ProjectDialog = lazy(loadProjectDialog);

interface Props {
  services: ServiceOption[];
  /** The project being edited, if any. */
  editing: Project | null;
  adding: boolean;
  onSaveEdit: (project: Project, input: ProjectInput) => Promise<void>;
  onAdd: (input: ProjectInput) => Promise<void>;
  onCloseEdit: () => void;
  onCloseAdd: () => void;
}

/** The owner's overlays on /projects: edit a project, add one. */
export default function ProjectEditDialogs({
  services,
  editing,
  adding,
  onSaveEdit,
  onAdd,
  onCloseEdit,
  onCloseAdd,
}: Props) {
  return (
    <Suspense fallback={null}>
      {editing && (
        <ProjectDialog
          key={editing.id}
          heading={PROJECT_TEXT.editTitle(editing.title)}
          idPrefix="edit-project"
          initial={inputOf(editing)}
          services={services}
          submitLabel={PROJECT_TEXT.save}
          busyLabel={PROJECT_TEXT.saving}
          onSubmit={(input) => onSaveEdit(editing, input)}
          onClose={onCloseEdit}
        />
      )}
      {adding && (
        <ProjectDialog
          heading={PROJECT_TEXT.addTitle}
          idPrefix="add-project"
          services={services}
          submitLabel={PROJECT_TEXT.addProject}
          busyLabel={PROJECT_TEXT.adding}
          onSubmit={onAdd}
          onClose={onCloseAdd}
        />
      )}
    </Suspense>
  );
}
