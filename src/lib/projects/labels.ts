import type { Project } from "../../schemas/project.ts";

export function likesText(likes: number): string {
  return `${likes} ${likes === 1 ? "like" : "likes"}`;
}

/** The like button's accessible name: what it likes and the count, e.g. "Like Modern Kitchen in Arlington, VA, 12 likes". */
export function likeButtonLabel(project: Pick<Project, "title" | "location" | "likes">, liked: boolean): string {
  const subject = project.location ? `${project.title} in ${project.location}` : project.title;
  return `${liked ? "You liked" : "Like"} ${subject}, ${likesText(project.likes)}`;
}
