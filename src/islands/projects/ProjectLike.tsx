import { useEffect, useRef, useState } from "react";
import toast from "react-hot-toast";
import type { Locale } from "../../config/i18n.ts";
import type { ProjectsApi } from "../../lib/firebase/projects.ts";
import { projectsApi } from "../../lib/projects/api.ts";
import { createLikeLedger, likeOnce, type LikeLedger } from "../../lib/projects/likeLedger.ts";
import type { Project } from "../../schemas/project.ts";
import LikeButton from "./LikeButton.tsx";
import { PROJECTS_WORDS, ProjectsWordsContext } from "./projectsWords.ts";

interface Props {
  project: Pick<Project, "id" | "title" | "location" | "likes">;
  /** Injected by tests; the page uses Firestore and this browser's localStorage. */
  api?: Pick<ProjectsApi, "like" | "likes">;
  ledger?: LikeLedger;
  /** The page's language: the button's name and its toasts follow it. */
  locale?: Locale;
}

/**
 * The like button of a project's own page: the count from the build, then the stored one;
 * one like per browser, rolled back if the write fails, as on /projects.
 */
export default function ProjectLike({ project, api = projectsApi, ledger: injected, locale = "en" }: Props) {
  const words = PROJECTS_WORDS[locale];
  const [likes, setLikes] = useState(project.likes);
  const [liked, setLiked] = useState(false);
  const ledger = useRef<LikeLedger | null>(null);

  useEffect(() => {
    ledger.current = injected ?? createLikeLedger();
    setLiked(ledger.current.has(project.id));
    api.likes(project.id).then(
      (stored) => {
        if (stored !== null) setLikes(stored);
      },
      (error: unknown) => console.error("Reading the likes failed", error),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per mount
  }, []);

  const onLike = async () => {
    const outcome = await likeOnce(project.id, {
      ledger: (ledger.current ??= createLikeLedger()),
      store: (id) => api.like(id),
      show: (marked, delta) => {
        setLiked(marked);
        if (delta !== 0) setLikes((count) => Math.max(0, count + delta));
      },
    });
    if (outcome === "liked") toast.success(words.text.likeSuccess);
    if (outcome === "failed") toast.error(words.text.likeFailure);
  };

  return (
    <ProjectsWordsContext.Provider value={words}>
      <LikeButton project={{ ...project, likes }} liked={liked} onLike={() => void onLike()} />
    </ProjectsWordsContext.Provider>
  );
}
