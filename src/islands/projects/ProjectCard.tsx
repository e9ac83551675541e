import { PROJECT_TEXT } from "../../config/text.ts";
import type { Project } from "../../schemas/project.ts";
import Icon from "../shared/Icon.tsx";
import LikeButton from "./LikeButton.tsx";
import ProjectImage from "./ProjectImage.tsx";
import { useProjectsWords } from "./projectsWords.ts";

interface Props {
  project: Project;
  liked: boolean;
  onLike: (project: Project) => void;
  /** Present only for admins: the card then shows Edit and Delete. */
  admin?: {
    onEdit: (project: Project) => void;
    onDelete: (project: Project) => void;
    /** A delete of this card is in flight. */
    deleting: boolean;
  };
  priority?: boolean;
  /** The project's own page; absent for a project added after the last build (no page yet). */
  href?: string;
}

/** One project in view mode; edit mode is the overlay the grid opens (ProjectDialog). */
export default function ProjectCard({ project, liked, onLike, admin, priority, href }: Props) {
  const headingId = `project-${project.id}-title`;
  // The owner writes each project in English: on a Spanish page its words say so.
  const written = useProjectsWords().locale === "en" ? undefined : "en";
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
      data-testid="project-card"
    >
      <ProjectImage
        src={project.image}
        alt={`${project.title}, ${project.location}`}
        photos={project.photos}
        priority={priority}
      />
      <div className="flex flex-1 flex-col p-5">
        <h2 id={headingId} className="text-xl font-bold" lang={written}>
          {href ? (
            <a href={href} className="hover:text-brand-700 hover:underline" data-testid="project-link">
              {project.title}
            </a>
          ) : (
            project.title
          )}
        </h2>
        <p className="mt-1 flex items-center gap-1 text-sm font-medium text-ink-600" lang={written}>
          <Icon name="map" size={16} />
          <span data-testid="project-location">{project.location}</span>
        </p>
        <p className="mt-3 flex-1 break-words whitespace-pre-line text-ink-700" lang={written}>
          {project.description}
        </p>
        <div className="mt-5 flex flex-wrap items-center justify-between gap-3">
          <LikeButton project={project} liked={liked} onLike={() => onLike(project)} />
          {admin && (
            <div className="flex gap-2" data-testid="admin-controls">
              <button
                type="button"
                className="btn-secondary px-3"
                onClick={() => admin.onEdit(project)}
                aria-label={`${PROJECT_TEXT.edit} ${project.title}`}
              >
                <Icon name="edit" size={18} />
                {PROJECT_TEXT.edit}
              </button>
              <button
                type="button"
                className="btn border border-red-200 bg-white px-3 text-red-700 hover:bg-red-50"
                onClick={() => admin.onDelete(project)}
                disabled={admin.deleting}
                aria-label={`${PROJECT_TEXT.delete} ${project.title}`}
              >
                <Icon name="trash" size={18} />
                {PROJECT_TEXT.delete}
              </button>
            </div>
          )}
        </div>
      </div>
    </article>
  );
}
