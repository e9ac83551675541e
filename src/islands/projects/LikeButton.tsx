import { likeButtonLabel } from "../../lib/projects/labels.ts";
import type { Project } from "../../schemas/project.ts";
import Icon from "../shared/Icon.tsx";
import { useProjectsWords } from "./projectsWords.ts";

interface Props {
  project: Pick<Project, "id" | "title" | "location" | "likes">;
  /** Liked from this browser already: the button stays focusable but does nothing more. */
  liked: boolean;
  onLike: (project: Pick<Project, "id" | "title" | "location" | "likes">) => void;
}

export default function LikeButton({ project, liked, onLike }: Props) {
  const { text } = useProjectsWords();
  return (
    <button
      type="button"
      onClick={() => {
        if (!liked) onLike(project);
      }}
      aria-label={likeButtonLabel(project, liked, text)}
      aria-disabled={liked || undefined}
      data-testid="like-button"
      className={`inline-flex min-h-11 min-w-11 items-center gap-2 rounded-full border px-4 py-2 font-semibold transition-colors ${
        liked
          ? "cursor-default border-brand-100 bg-brand-50 text-brand-700"
          : "border-slate-300 bg-white text-ink-700 hover:border-brand-600 hover:text-brand-700"
      }`}
    >
      <Icon name="heart" filled={liked} />
      <span data-testid="like-count">{project.likes}</span>
    </button>
  );
}
