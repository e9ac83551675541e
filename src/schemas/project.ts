/**
 * A showcased project (spec section 3). The four fields an admin edits are checked by
 * projectSchema in the edit and add forms; firestore.rules enforces the same bounds.
 * Three optional fields besides: the service and area it belongs to (so their
 * pages list it) and its uploaded photos (src/schemas/photo.ts).
 */
import * as z from "zod/mini";
import { AREA_SLUGS, SERVICE_SLUGS } from "../config/site.ts";
import { PROJECT_TEXT } from "../config/text.ts";
import { checkForm, type FormCheck } from "./check.ts";
import { isAllowedImage, PHOTO_SIZE_LIMITS, PROJECT_LIMITS, type ProjectField } from "./bounds.ts";
import { trimmedText } from "./fields.ts";
import { PHOTO_ID_PATTERN, PHOTO_LABELS, PROJECT_PHOTOS_MAX } from "./photo.ts";

const size = ({ min, max }: { min: number; max: number }) => z.int().check(z.gte(min), z.lte(max));

/** One photo as a project stores it; extra keys are refused like the rules refuse them. */
const photoSchema = z.strictObject({
  id: z.string().check(z.regex(new RegExp(PHOTO_ID_PATTERN))),
  width: size(PHOTO_SIZE_LIMITS.width),
  height: size(PHOTO_SIZE_LIMITS.height),
  label: z.optional(z.enum(PHOTO_LABELS)),
});

/** POST /api/likes: the project a visitor likes. */
export const likeRequestSchema = z.object(
  {
    projectId: z
      .string("projectId must be a string.")
      .check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, "projectId is a project's id.")),
  },
  "The body must be a JSON object.",
);

export const projectSchema = z.object({
  title: trimmedText(PROJECT_LIMITS.title, PROJECT_TEXT.fieldErrors.title),
  description: trimmedText(PROJECT_LIMITS.description, PROJECT_TEXT.fieldErrors.description),
  image: trimmedText(PROJECT_LIMITS.image, PROJECT_TEXT.fieldErrors.image).check(
    z.refine(isAllowedImage, PROJECT_TEXT.fieldErrors.image),
  ),
  location: trimmedText(PROJECT_LIMITS.location, PROJECT_TEXT.fieldErrors.location),
  service: z.optional(z.enum(SERVICE_SLUGS, PROJECT_TEXT.fieldErrors.service)),
  area: z.optional(z.enum(AREA_SLUGS, PROJECT_TEXT.fieldErrors.area)),
  photos: z.optional(
    z
      .array(photoSchema, PROJECT_TEXT.fieldErrors.photos)
      .check(z.maxLength(PROJECT_PHOTOS_MAX, PROJECT_TEXT.fieldErrors.photos)),
  ),
});

export type ProjectInput = z.output<typeof projectSchema>;

/** Every field the form shows a problem beside (photos: beside the photo picker). */
type ProjectFormField = ProjectField | "service" | "area" | "photos";

export function validateProject(input: ProjectInput): FormCheck<ProjectInput, ProjectFormField> {
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
