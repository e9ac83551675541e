import { PROJECT_TEXT } from "../../config/text.ts";
import type { Project } from "../../schemas/project.ts";

/** The like button's accessible name: what it likes and the count, e.g. "Like Modern Kitchen in Arlington, VA, 12 likes". */
export function likeButtonLabel(project: Pick<Project, "title" | "location" | "likes">, liked: boolean): string {
  const subject = project.location ? `${project.title} in ${project.location}` : project.title;
  return PROJECT_TEXT.likeLabel(subject, liked, PROJECT_TEXT.likes(project.likes));
}
