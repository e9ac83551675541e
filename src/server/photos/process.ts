/**
 * An uploaded picture becomes the stored sizes: decoded by content (never by the declared
 * type), turned upright from its EXIF orientation, stripped of every metadata block (GPS
 * position, camera serial, time; sharp writes none unless asked), and resized to each of
 * PHOTO_WIDTHS no wider than the original, as WebP.
 */
import sharp, { type Metadata, type OutputInfo, type Sharp } from "sharp";
import { PHOTO_SIZE_LIMITS } from "../../schemas/bounds.ts";
import { PHOTO_UPLOAD, photoWidthsFor, type PhotoWidth } from "../../schemas/photo.ts";

/**
 * WebP qualities tried in turn for each stored size until it fits PHOTO_BYTES_PER_PIXEL:
 * most photos fit at 80 (no visible loss on a card); a grainy, detailed one (bench:photos'
 * 12 MB phone photo, portrait: 800 x 1067 was 219 KB at 80) steps down. Effort 4 is sharp's
 * default speed/size trade-off.
 */
const WEBP_QUALITIES = [80, 70, 60] as const;
const WEBP_EFFORT = 4;

/**
 * Byte budget per pixel: the photo budget's 200 KB for a picture 800 px wide, taken for a 3:4
 * portrait (800 x 1067, the tallest common phone shape) with 5 % to spare.
 */
const PHOTO_BYTES_PER_PIXEL = (0.95 * 200 * 1024) / (800 * 1067);

async function encodeWithinBudget(image: Sharp, pixels: number): Promise<Buffer> {
  let body: Buffer | undefined;
  for (const quality of WEBP_QUALITIES) {
    body = await image.clone().webp({ quality, effort: WEBP_EFFORT }).toBuffer();
    if (body.byteLength <= pixels * PHOTO_BYTES_PER_PIXEL) break;
  }
  return body!;
}

/** Formats sharp reads here that the site takes: no SVG (it is a document), GIF, TIFF or RAW. */
const ACCEPTED = new Set(["jpeg", "png", "webp", "avif"]);

interface ProcessedPhoto {
  /** Upright size of the widest stored picture. */
  width: number;
  height: number;
  sizes: { width: PhotoWidth; body: Uint8Array }[];
}

export type ProcessResult =
  | { ok: true; photo: ProcessedPhoto }
  | { ok: false; reason: "not_an_image" | "unsupported_format" | "too_many_pixels" | "too_tall"; format?: string };

/** sharp's `heif` covers AVIF (AV1) and HEIC (HEVC); only AVIF decodes with the prebuilt libvips. */
function formatOf(metadata: Metadata): string | undefined {
  if (metadata.format === "heif") return metadata.compression === "av1" ? "avif" : "heic";
  return metadata.format;
}

/**
 * The widest stored picture of an upright original, the size a project keeps (ProjectPhoto):
 * the widest of PHOTO_WIDTHS it reaches, or its own width under the narrowest. sharp never
 * makes a side shorter than a pixel, so neither is this.
 */
function storedSize(width: number, height: number): { width: number; height: number } {
  const widths = photoWidthsFor(width);
  const widest = Math.min(widths[widths.length - 1], width);
  return { width: widest, height: Math.max(1, Math.round((height * widest) / width)) };
}

export async function processPhoto(input: Uint8Array): Promise<ProcessResult> {
  let metadata: Metadata;
  try {
    // Reads the header only; the pixel count is checked below, before anything is decoded.
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    return { ok: false, reason: "not_an_image" };
  }
  const format = formatOf(metadata);
  if (!format || !ACCEPTED.has(format)) return { ok: false, reason: "unsupported_format", format };
  if (!metadata.width || !metadata.height) return { ok: false, reason: "not_an_image", format };
  if (metadata.width * metadata.height > PHOTO_UPLOAD.maxPixels) return { ok: false, reason: "too_many_pixels" };

  // EXIF orientations 5 to 8 swap the sides.
  const swapped = (metadata.orientation ?? 1) >= 5;
  const uprightWidth = swapped ? metadata.height : metadata.width;
  const uprightHeight = swapped ? metadata.width : metadata.height;
  const stored = storedSize(uprightWidth, uprightHeight);
  // What firestore.rules would refuse in the project is refused here, before decoding; the
  // bound is also under WebP's 16,383 px, so every stored size can be encoded.
  if (stored.height > PHOTO_SIZE_LIMITS.height.max) return { ok: false, reason: "too_tall" };

  let upright: { data: Buffer; info: OutputInfo };
  try {
    // Decode and rotate once; every size is resized from this raw, metadata-free copy.
    upright = await sharp(input, { limitInputPixels: PHOTO_UPLOAD.maxPixels, failOn: "error" })
      .rotate()
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    // A header that parses over a body that does not (a truncated upload).
    return { ok: false, reason: "not_an_image", format };
  }
  const raw = { width: upright.info.width, height: upright.info.height, channels: upright.info.channels };

  const widths = photoWidthsFor(uprightWidth);
  const sizes = await Promise.all(
    widths.map(async (width) => {
      const resized = await sharp(upright.data, { raw })
        .resize({ width, withoutEnlargement: true })
        .raw()
        .toBuffer({ resolveWithObject: true });
      const { info } = resized;
      const image = sharp(resized.data, { raw: { width: info.width, height: info.height, channels: info.channels } });
      return { width, body: new Uint8Array(await encodeWithinBudget(image, info.width * info.height)) };
    }),
  );
  return { ok: true, photo: { ...stored, sizes } };
}
