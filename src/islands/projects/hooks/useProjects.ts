import { useCallback, useEffect, useState } from "react";
import toast from "react-hot-toast";
import type { ProjectsApi } from "../../../lib/firebase/projects.ts";
import type { Project } from "../../../schemas/project.ts";
import { useProjectsWords } from "../projectsWords.ts";

export type ProjectsLoad = { status: "loading" } | { status: "failed" } | { status: "ready"; projects: Project[] };

/**
 * The grid's list: the build's (in the HTML) at first, then the live one read when the
 * island mounts, and again on "Try again". `onLoaded` sees each list read before it shows.
 */
export function useProjects(
  api: Pick<ProjectsApi, "list">,
  initial: Project[] | undefined,
  onLoaded: (projects: Project[]) => void,
) {
  const { text } = useProjectsWords();
  const [load, setLoad] = useState<ProjectsLoad>(() =>
    initial && initial.length > 0 ? { status: "ready", projects: initial } : { status: "loading" },
  );

  /** Changes the list on screen (a like, a save); nothing while it is loading or failed. */
  const setProjects = useCallback(
    (update: (projects: Project[]) => Project[]) =>
      setLoad((current) =>
        current.status === "ready" ? { status: "ready", projects: update(current.projects) } : current,
      ),
    [],
  );

  const refresh = useCallback(async () => {
    // With the build's list on screen the refresh is silent; it only replaces the list.
    setLoad((current) => (current.status === "ready" ? current : { status: "loading" }));
    try {
      const projects = await api.list();
      onLoaded(projects);
      setLoad({ status: "ready", projects });
    } catch (error) {
      console.error("Loading projects failed", error);
      toast.error(text.loadFailure);
      // The build's list stays (its likes may be behind); without one there is nothing to show.
      setLoad((current) => (current.status === "ready" ? current : { status: "failed" }));
    }
  }, [api, onLoaded, text]);

  // Once, when the island mounts (not when `refresh` would change): the page's HTML is the loading state until then.
  useEffect(() => {
    void refresh();
  }, []);

  return { load, refresh, setProjects };
}
