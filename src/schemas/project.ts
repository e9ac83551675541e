/**
 * A showcased project (spec section 3). The four fields an admin edits are checked by
 * projectSchema in the edit and add forms; firestore.rules enforces the same bounds.
 */
import * as z from "zod/mini";
import { PROJECT_TEXT } from "../config/text.ts";
import { checkForm, type FormCheck } from "./check.ts";
import { isAllowedImage, PROJECT_LIMITS, type ProjectField } from "./bounds.ts";
import { trimmedText } from "./fields.ts";

export const projectSchema = z.object({
  title: trimmedText(PROJECT_LIMITS.title, PROJECT_TEXT.fieldErrors.title),
  description: trimmedText(PROJECT_LIMITS.description, PROJECT_TEXT.fieldErrors.description),
  image: trimmedText(PROJECT_LIMITS.image, PROJECT_TEXT.fieldErrors.image).check(
    z.refine(isAllowedImage, PROJECT_TEXT.fieldErrors.image),
  ),
  location: trimmedText(PROJECT_LIMITS.location, PROJECT_TEXT.fieldErrors.location),
});

export type ProjectInput = z.output<typeof projectSchema>;

export function validateProject(input: ProjectInput): FormCheck<ProjectInput, ProjectField> {
  return checkForm(projectSchema, input);
}

/** A project as the grid shows it (spec section 3); `likes` is never missing here. */
export interface Project extends ProjectInput {
  id: string;
  likes: number;
  /** Milliseconds since the epoch; null while a just-added project waits for its server time. */
  timestamp: number | null;
}

export const EMPTY_PROJECT_INPUT: ProjectInput = { title: "", description: "", image: "", location: "" };
