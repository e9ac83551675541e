import { FIELD_ERRORS, PROJECT_TEXT } from "../../config/text.ts";
import { PROJECT_FIELDS, type ProjectField, type ProjectInput } from "../../schemas/project.ts";

export type ProjectErrors = Partial<Record<ProjectField, string>>;

/** Length bounds; firestore.rules enforces the same numbers on the server. */
export const PROJECT_LIMITS: Record<ProjectField, { min: number; max: number }> = {
  title: { min: 1, max: 120 },
  description: { min: 1, max: 2000 },
  image: { min: 1, max: 2048 },
  location: { min: 1, max: 120 },
};

/**
 * An image is an https:// address on some host, or one of the site's own pictures
 * under /images/ (the seeded demo projects use those). Nothing else: no http:, no
 * data:, no javascript:, no protocol-relative //host, no ".." out of /images/. No
 * whitespace anywhere. firestore.rules checks the same (its https check is looser).
 */
const HTTPS_IMAGE = /^https:\/\/[^\s/?#]+\.[^\s/?#]+(?:[/?#]\S*)?$/i;
const SITE_IMAGE = /^\/images\/[^\s]+$/;

export function isAllowedImage(value: string): boolean {
  if (value.length > PROJECT_LIMITS.image.max) return false;
  return (SITE_IMAGE.test(value) && !value.includes("..")) || HTTPS_IMAGE.test(value);
}

/**
 * The address an <img> may load, or null when the stored value is not one we allow
 * (then the card shows its fallback instead of requesting whatever was stored).
 */
export function safeImageSrc(value: unknown): string | null {
  return typeof value === "string" && isAllowedImage(value) ? value : null;
}

export function normalizeProject(input: ProjectInput): ProjectInput {
  return {
    title: input.title.trim(),
    description: input.description.trim(),
    image: input.image.trim(),
    location: input.location.trim(),
  };
}

export function validateProject(input: ProjectInput): { ok: true; value: ProjectInput } | { ok: false; errors: ProjectErrors } {
  const value = normalizeProject(input);
  const errors: ProjectErrors = {};
  for (const field of PROJECT_FIELDS) {
    const { min, max } = PROJECT_LIMITS[field];
    if (value[field].length > max) errors[field] = FIELD_ERRORS.tooLong(max);
    else if (value[field].length < min) errors[field] = PROJECT_TEXT.fieldErrors[field];
  }
  if (!errors.image && !isAllowedImage(value.image)) errors.image = PROJECT_TEXT.fieldErrors.image;
  return Object.keys(errors).length === 0 ? { ok: true, value } : { ok: false, errors };
}
