/**
 * The browser's half of an upload: a phone photo (12 MB, 4032 x 3024) is far over what a
 * Netlify function accepts (PHOTO_UPLOAD.maxBytes), so the picker redraws it at most
 * PHOTO_UPLOAD.browserMaxEdge pixels on its long edge and sends that as JPEG. Redrawing
 * also drops the EXIF block, GPS included, before anything leaves the phone; the server
 * strips metadata again whatever arrives.
 */
import { PHOTO_UPLOAD } from "../../schemas/photo.ts";

export interface Size {
  width: number;
  height: number;
}

/** The size that fits `maxEdge` on the long side, proportions kept, never enlarged. */
export function fitWithin({ width, height }: Size, maxEdge: number = PHOTO_UPLOAD.browserMaxEdge): Size {
  const scale = Math.min(1, maxEdge / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * True when the file can go as it is: a type the server takes, within its byte limit, and
 * no larger than the long edge the browser would shrink it to. Anything else (a HEIC from
 * an iPhone, a 12 MB JPEG) is redrawn.
 */
export function canSendAsIs(file: { type: string; size: number }, size: Size): boolean {
  return (
    (PHOTO_UPLOAD.types as readonly string[]).includes(file.type) &&
    file.size <= PHOTO_UPLOAD.maxBytes &&
    Math.max(size.width, size.height) <= PHOTO_UPLOAD.browserMaxEdge
  );
}

export class UnreadablePhotoError extends Error {
  constructor() {
    super("The browser could not decode this picture");
    this.name = "UnreadablePhotoError";
  }
}

export interface PreparedPhoto {
  body: Blob;
  /** Upright pixel size of what is sent. */
  width: number;
  height: number;
}

/**
 * Decodes the picture upright (`imageOrientation: "from-image"` applies the EXIF rotation),
 * and redraws it as JPEG unless it can go as it is, trying PHOTO_UPLOAD.browserQualities
 * in turn until it fits the server's limit. Rejects with UnreadablePhotoError when the
 * browser cannot decode the file (HEIC outside Safari, a broken file).
 */
export async function prepareForUpload(file: File): Promise<PreparedPhoto> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    throw new UnreadablePhotoError();
  }
  try {
    const original = { width: bitmap.width, height: bitmap.height };
    // As it is, the EXIF rotation is still the server's to apply (sharp does).
    if (canSendAsIs(file, original)) return { body: file, ...original };
    const target = fitWithin(original);
    const canvas = new OffscreenCanvas(target.width, target.height);
    const context = canvas.getContext("2d");
    if (!context) throw new UnreadablePhotoError();
    context.imageSmoothingQuality = "high";
    context.drawImage(bitmap, 0, 0, target.width, target.height);
    let body: Blob | undefined;
    for (const quality of PHOTO_UPLOAD.browserQualities) {
      body = await canvas.convertToBlob({ type: "image/jpeg", quality });
      if (body.size <= PHOTO_UPLOAD.maxBytes) break;
    }
    return { body: body!, ...target };
  } finally {
    bitmap.close();
  }
}
