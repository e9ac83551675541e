import type { PROJECTS_TEXT } from "../../config/text/en/projects.ts";
import type { Translation } from "../../config/text/translation.ts";
import type { Project } from "../../schemas/project.ts";

type GridWords = Pick<Translation<typeof PROJECTS_TEXT.grid>, "likeSubject" | "likeLabel" | "likes">;

/** The like button's accessible name: what it likes and the count, e.g. "Like Modern Kitchen in Arlington, VA, 12 likes". */
export function likeButtonLabel(
  project: Pick<Project, "title" | "location" | "likes">,
  liked: boolean,
  text: GridWords,
): string {
  const subject = project.location ? text.likeSubject(project.title, project.location) : project.title;
  return text.likeLabel(subject, liked, text.likes(project.likes));
}
