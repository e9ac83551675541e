/**
 * An uploaded project photo: the contract between the upload function, the
 * project documents, firestore.rules and every page that shows a picture. No zod here,
 * so the grid and the static pages can import it without a schema library.
 *
 * The upload function stores each photo once per width in PHOTO_WIDTHS (never wider than
 * the original) as WebP, and serves them at photoUrl(id, width). A project keeps only
 * the id, the original's size after resizing to the widest stored width, and a label.
 */

/** Widths stored for every upload, narrowest first; an <img> gets them as its srcset. */
export const PHOTO_WIDTHS = [400, 800, 1200, 1600] as const;
export type PhotoWidth = (typeof PHOTO_WIDTHS)[number];

/** The width an <img> without srcset support, an e-mail or the JSON-LD use. */
export const PHOTO_DEFAULT_WIDTH: PhotoWidth = 800;

/** Random, URL-safe, chosen by the server: nothing a visitor typed ends up in a path. */
export const PHOTO_ID_PATTERN = "^[A-Za-z0-9_-]{16,40}$";
const PHOTO_ID = new RegExp(PHOTO_ID_PATTERN);

/** Before-and-after pairs are what sells a remodel; a photo without a label is just a photo. */
export const PHOTO_LABELS = ["before", "after"] as const;
export type PhotoLabel = (typeof PHOTO_LABELS)[number];

/**
 * At most this many photos per project (the rules enforce the same number): four
 * before-and-after pairs. firestore.rules checks each place by index (rules cannot loop)
 * and the emulator refused a write with a tenth such check, so 12 could not be enforced.
 */
export const PROJECT_PHOTOS_MAX = 8;

/**
 * What POST /api/photos accepts. Netlify buffers at most 6 MB of request body and sends a
 * binary body Base64-encoded (+33 %), so about 4.5 MB of picture is the real ceiling; the
 * browser therefore shrinks a phone photo (12 MB at 4032 x 3024) to BROWSER_MAX_EDGE px
 * as JPEG before sending it, and the server refuses anything above maxBytes.
 */
export const PHOTO_UPLOAD = {
  maxBytes: 4 * 1024 * 1024,
  /** Decoded size limit (a small file can unpack to gigapixels): 50 MP, more than any phone's 48 MP mode. */
  maxPixels: 50_000_000,
  /** Declared types the function takes; the content decides (sharp), never this header alone. */
  types: ["image/jpeg", "image/png", "image/webp", "image/avif"],
  /** Long edge the browser shrinks to before upload: wider than the widest stored size. */
  browserMaxEdge: 2560,
  /** JPEG qualities the browser tries in turn until the file fits maxBytes. */
  browserQualities: [0.9, 0.8, 0.7],
} as const;

/** Uploads not yet saved in a project survive the cleanup this long. */
export const PHOTO_CLEANUP_GRACE_MS = 24 * 60 * 60 * 1000;

export interface ProjectPhoto {
  id: string;
  /** Pixel size of the widest stored picture, so every <img> reserves its space. */
  width: number;
  height: number;
  label?: PhotoLabel;
}

export function isPhotoId(value: unknown): value is string {
  return typeof value === "string" && PHOTO_ID.test(value);
}

/** Site path of one stored size, e.g. /photos/Ab12.../800.webp. */
export function photoUrl(id: string, width: PhotoWidth): string {
  return `/photos/${id}/${width}.webp`;
}

/** The stored widths of a photo whose widest picture is `width` pixels (at least the narrowest). */
export function photoWidthsFor(width: number): PhotoWidth[] {
  const fitting = PHOTO_WIDTHS.filter((candidate) => candidate <= width);
  return fitting.length > 0 ? fitting : [PHOTO_WIDTHS[0]];
}

/** `srcset` for a photo: every stored width, so the browser picks by layout and density. */
export function photoSrcset(photo: Pick<ProjectPhoto, "id" | "width">): string {
  return photoWidthsFor(photo.width)
    .map((width) => `${photoUrl(photo.id, width)} ${width}w`)
    .join(", ");
}

const PHOTO_URL = /^\/photos\/([A-Za-z0-9_-]{16,40})\/(\d+)\.webp$/;

/** The photo id and width behind a photoUrl, or null for any other address. */
export function parsePhotoUrl(url: string): { id: string; width: PhotoWidth } | null {
  const match = PHOTO_URL.exec(url);
  if (!match) return null;
  const width = Number(match[2]);
  return (PHOTO_WIDTHS as readonly number[]).includes(width) ? { id: match[1], width: width as PhotoWidth } : null;
}
