import { useCallback, useRef, useState } from "react";
import toast from "react-hot-toast";
import type { ProjectsApi } from "../../../lib/firebase/projects.ts";
import { createLikeLedger, likeOnce, type LikeLedger } from "../../../lib/projects/likeLedger.ts";
import { withIdMarked, withLikeDelta } from "../../../lib/projects/ordering.ts";
import type { Project } from "../../../schemas/project.ts";
import { useProjectsWords } from "../projectsWords.ts";

type SetProjects = (update: (projects: Project[]) => Project[]) => void;

/**
 * Which projects this browser liked, and a like shown at once (the count in the list
 * too) and taken back if it cannot be stored. Nothing shows as liked until the live list
 * is read: the first render matches the server's HTML.
 */
export function useLikes(api: Pick<ProjectsApi, "like">, injected: LikeLedger | undefined) {
  const { text } = useProjectsWords();
  const [liked, setLiked] = useState<ReadonlySet<string>>(() => new Set());
  // This browser's storage is read only after mounting (the page uses localStorage; tests inject one).
  const ledger = useRef<LikeLedger | null>(null);
  const likes = useCallback(() => (ledger.current ??= injected ?? createLikeLedger()), [injected]);

  /** Marks the projects of a freshly read list that this browser liked before. */
  const sync = useCallback(
    (projects: readonly Project[]) => {
      const ledgerNow = likes();
      setLiked(new Set(projects.filter((project) => ledgerNow.has(project.id)).map((project) => project.id)));
    },
    [likes],
  );

  const like = async (project: Project, setProjects: SetProjects) => {
    const outcome = await likeOnce(project.id, {
      ledger: likes(),
      store: (id) => api.like(id),
      show: (marked, delta) => {
        setLiked((ids) => withIdMarked(ids, project.id, marked));
        if (delta !== 0) setProjects((projects) => withLikeDelta(projects, project.id, delta));
      },
    });
    if (outcome === "liked") toast.success(text.likeSuccess);
    if (outcome === "failed") toast.error(text.likeFailure);
  };

  return { liked, sync, like };
}
