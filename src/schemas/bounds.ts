import { AREA_SLUGS, SERVICE_SLUGS, type AreaSlug, type ServiceSlug } from "../config/site.ts";
import { isPhotoId, PHOTO_ID_PATTERN, PHOTO_LABELS, PHOTO_WIDTHS, type ProjectPhoto } from "./photo.ts";

/**
 * The field lists, length bounds and formats that the schemas, the forms and
 * firestore.rules share (tests/rules compare them with the rules' text). No zod here:
 * any page may import these without downloading a schema library.
 */

export interface Bounds {
  min: number;
  max: number;
}

export const CONTACT_FIELDS = ["name", "email", "phone", "message"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** Length bounds after trimming (spec: not shown; see docs/decisions/leads.md). */
export const CONTACT_LIMITS: Record<ContactField, Bounds> = {
  name: { min: 1, max: 100 },
  email: { min: 3, max: 254 },
  phone: { min: 7, max: 30 },
  message: { min: 1, max: 5000 },
};

/**
 * The chat's call-back form (the hand-off): a name, a phone number or an e-mail address
 * (one is enough; CONTACT_LIMITS bound each), an optional note, and the conversation's
 * last turns so the owner sees what was asked. A turn is cut to turnChars: enough to
 * read the question, while ten of them keep the lead document small.
 */
export type HandoffField = "name" | "phone" | "email" | "note";
export const HANDOFF_LIMITS = { noteMaxChars: 1000, transcriptTurns: 10, turnChars: 1000 } as const;

/** Same pattern as firestore.rules: something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A phone number we can call has at least this many digits, whatever else it holds. */
export const PHONE_MIN_DIGITS = 7;

/** The four fields an admin edits (spec section 2: title, description, image URL, location). */
export const PROJECT_FIELDS = ["title", "description", "image", "location"] as const;
export type ProjectField = (typeof PROJECT_FIELDS)[number];

/**
 * Optional project fields beyond the spec's four: the service and area pages
 * that list the project (a slug of SERVICES or AREAS in src/config/site.ts), and its uploaded photos.
 * A project without them shows on /projects only, with its cover image.
 */
export const PROJECT_OPTIONAL_FIELDS = ["service", "area", "photos"] as const;

/**
 * A stored photo's size: the upload keeps the widest stored width (PHOTO_WIDTHS) at most;
 * the height bound only refuses nonsense (a 1:5 panorama at full width still fits). The
 * upload refuses a picture whose kept height would be over it (src/server/photos/process.ts),
 * so no photo is stored that a project could not use; 8,000 is also under WebP's 16,383 px.
 */
export const PHOTO_SIZE_LIMITS: Record<"width" | "height", Bounds> = {
  width: { min: 1, max: Math.max(...PHOTO_WIDTHS) },
  height: { min: 1, max: 8000 },
};

export function isServiceSlug(value: unknown): value is ServiceSlug {
  return (SERVICE_SLUGS as readonly unknown[]).includes(value);
}

export function isAreaSlug(value: unknown): value is AreaSlug {
  return (AREA_SLUGS as readonly unknown[]).includes(value);
}

const withinSize = (value: unknown, { min, max }: Bounds) =>
  Number.isInteger(value) && (value as number) >= min && (value as number) <= max;

/** A stored photo entry as the rules allow it (no zod: the grid reads stored projects with it). */
export function isProjectPhoto(value: unknown): value is ProjectPhoto {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const { id, width, height, label, ...rest } = value as Record<string, unknown>;
  return (
    Object.keys(rest).length === 0 &&
    isPhotoId(id) &&
    withinSize(width, PHOTO_SIZE_LIMITS.width) &&
    withinSize(height, PHOTO_SIZE_LIMITS.height) &&
    (label === undefined || (PHOTO_LABELS as readonly unknown[]).includes(label))
  );
}

/** Length bounds after trimming; firestore.rules enforces the same numbers. */
export const PROJECT_LIMITS: Record<ProjectField, Bounds> = {
  title: { min: 1, max: 120 },
  description: { min: 1, max: 2000 },
  image: { min: 1, max: 2048 },
  location: { min: 1, max: 120 },
};

/**
 * An image is an https:// address on some host, or one of the site's own pictures
 * under /images/ (the seeded demo projects use those). Nothing else: no http:, no
 * data:, no javascript:, no protocol-relative //host. No whitespace anywhere.
 * firestore.rules checks the same (its https check is looser).
 */
const HTTPS_IMAGE = /^https:\/\/[^\s/?#]+\.[^\s/?#]+(?:[/?#]\S*)?$/i;

/**
 * A site picture: /images/ then path segments of letters, digits, "_" and "-", with
 * single dots only inside a segment (projects/kitchen.v2.svg). So no "..", no "."
 * segment, no empty segment, no percent-escape (/images/%2e%2e/admin would be decoded
 * by the CDN into a path out of /images/), no backslash (some servers read it as "/"),
 * no "?" or "#". firestore.rules holds this exact text (tests/rules compare them); it
 * is written without backslashes so both languages read it alike. Each repetition
 * ends on a character the next cannot start with, so it does not backtrack badly
 * (hostile 2,048-character inputs: under 0.1 ms).
 */
export const SITE_IMAGE_PATTERN = "^/images/([A-Za-z0-9_-]+([.][A-Za-z0-9_-]+)*/)*[A-Za-z0-9_-]+([.][A-Za-z0-9_-]+)*$";
const SITE_IMAGE = new RegExp(SITE_IMAGE_PATTERN);

/**
 * An uploaded photo as the cover: photoUrl(id, width) of src/schemas/photo.ts,
 * /photos/<id>/<stored width>.webp and nothing else. Built from the photo contract so the
 * two cannot drift; firestore.rules holds the resulting text (tests/rules compare them).
 */
export const PHOTO_IMAGE_PATTERN = `^/photos/${PHOTO_ID_PATTERN.slice(1, -1)}/(${PHOTO_WIDTHS.join("|")})[.]webp$`;
const PHOTO_IMAGE = new RegExp(PHOTO_IMAGE_PATTERN);

export function isAllowedImage(value: string): boolean {
  if (value.length > PROJECT_LIMITS.image.max) return false;
  return SITE_IMAGE.test(value) || PHOTO_IMAGE.test(value) || HTTPS_IMAGE.test(value);
}

/**
 * The address an <img> may load, or null when the stored value is not one we allow
 * (then the card shows its fallback instead of requesting whatever was stored).
 */
export function safeImageSrc(value: unknown): string | null {
  return typeof value === "string" && isAllowedImage(value) ? value : null;
}
