import type { Project } from "../../schemas/project.ts";

/** Search engines show about this many characters of a description. */
const META_DESCRIPTION_MAX = 155;

/**
 * A project page's meta description: its own text (so every page has its own), cut at a
 * word before the limit; a text too short to describe the page gets its place added.
 */
export function metaDescription(project: Pick<Project, "title" | "description" | "location">): string {
  const text = project.description.replace(/\s+/g, " ").trim();
  const base = text.length >= 50 ? text : `${project.title} in ${project.location}. ${text}`.trim();
  if (base.length <= META_DESCRIPTION_MAX) return base;
  const cut = base.slice(0, META_DESCRIPTION_MAX - 1);
  return `${cut.slice(0, cut.lastIndexOf(" ") > 80 ? cut.lastIndexOf(" ") : cut.length).replace(/[,.;:]$/, "")}…`;
}
