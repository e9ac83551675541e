/** The four fields an admin edits (spec section 2: title, description, image URL, location). */
export const PROJECT_FIELDS = ["title", "description", "image", "location"] as const;
export type ProjectField = (typeof PROJECT_FIELDS)[number];
export type ProjectInput = Record<ProjectField, string>;

/** A project as the grid shows it (spec section 3); `likes` is never missing here. */
export interface Project extends ProjectInput {
  id: string;
  likes: number;
  /** Milliseconds since the epoch; null while a just-added project waits for its server time. */
  timestamp: number | null;
}

export const EMPTY_PROJECT_INPUT: ProjectInput = { title: "", description: "", image: "", location: "" };
