import type { Project, ProjectInput } from "../../schemas/project.ts";

/**
 * Newest first (spec: timestamp descending). A project without a time yet is one just
 * added in this page, waiting for its server timestamp: it is the newest of all.
 */
export function byNewestFirst(a: Project, b: Project): number {
  return (
    (b.timestamp ?? Number.POSITIVE_INFINITY) - (a.timestamp ?? Number.POSITIVE_INFINITY) || a.id.localeCompare(b.id)
  );
}

export function sortNewestFirst(projects: readonly Project[]): Project[] {
  return [...projects].sort(byNewestFirst);
}

/*
 * Immutable list updates for the grid's state. The count shown for a like changes at
 * once and goes back if the write fails (spec: the count updates at once).
 */
export function withLikeDelta(projects: readonly Project[], id: string, delta: number): Project[] {
  return projects.map((project) =>
    project.id === id ? { ...project, likes: Math.max(0, project.likes + delta) } : project,
  );
}

/** The saved input replaces every edited field: a service or area cleared in the form is gone. */
export function withEdits(projects: readonly Project[], id: string, input: ProjectInput): Project[] {
  return projects.map((project) =>
    project.id === id ? { ...input, id, likes: project.likes, timestamp: project.timestamp } : project,
  );
}

export function withoutProject(projects: readonly Project[], id: string): Project[] {
  return projects.filter((project) => project.id !== id);
}

export function withNewProject(projects: readonly Project[], project: Project): Project[] {
  return sortNewestFirst([project, ...withoutProject(projects, project.id)]);
}

/** A set of project ids with one marked or unmarked (liked, being deleted), as a new set. */
export function withIdMarked(ids: ReadonlySet<string>, id: string, marked: boolean): ReadonlySet<string> {
  const next = new Set(ids);
  if (marked) next.add(id);
  else next.delete(id);
  return next;
}
