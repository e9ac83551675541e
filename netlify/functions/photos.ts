/**
 * POST /api/photos: an admin uploads one project photo. Body: the picture itself
 * (Content-Type image/jpeg, image/png, image/webp or image/avif, at most
 * PHOTO_UPLOAD.maxBytes), with the admin's Firebase ID token as a Bearer token. The
 * content decides the type (src/server/photos/process.ts); the picture is turned upright,
 * stripped of its metadata (GPS!) and stored as WebP in every width of PHOTO_WIDTHS no
 * wider than itself. Answers 201 with the ProjectPhoto (`{ id, width, height }`), or a
 * JSON error (src/schemas/api.ts) whose message the picker shows.
 */
import type { Config } from "@netlify/functions";
import { PHOTO_TEXT } from "../../src/config/text.ts";
import { SITE } from "../../src/config/site.ts";
import { PHOTO_UPLOAD, type ProjectPhoto } from "../../src/schemas/photo.ts";
import { FORBIDDEN_ORIGIN, guarded, isCrossSiteRequest, METHOD_NOT_ALLOWED, rejecter } from "../../src/server/http.ts";
import { logApiRequest } from "../../src/server/log.ts";
import { readBytes } from "../../src/server/photos/body.ts";
import { processPhoto } from "../../src/server/photos/process.ts";
import { newPhotoId, savePhoto } from "../../src/server/photos/store.ts";
import { adminOnly } from "../../src/server/auth.ts";

const uploader = adminOnly("photos");

const TOO_LARGE = { too_many_pixels: PHOTO_TEXT.errors.tooManyPixels, too_tall: PHOTO_TEXT.errors.tooTall };

function declaredImageType(req: Request): boolean {
  const mediaType = req.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase() ?? "";
  return (PHOTO_UPLOAD.types as readonly string[]).includes(mediaType);
}

async function upload(req: Request): Promise<Response> {
  const started = performance.now();
  const reject = rejecter("photos", started);
  if (req.method !== "POST") return reject(METHOD_NOT_ALLOWED);
  if (isCrossSiteRequest(req, SITE.url)) return reject(FORBIDDEN_ORIGIN);
  // An image type is also what keeps other sites' forms out: a browser sends one only after a CORS preflight.
  if (!declaredImageType(req)) return reject({ code: "unsupported_media_type", message: PHOTO_TEXT.errors.wrongType });

  // Who asks, before reading megabytes from them.
  const admin = await uploader(req);
  // The picker's own sentence for a Firebase that could not say who asks.
  if (!admin.ok)
    return reject(admin.code === "unavailable" ? { ...admin, message: PHOTO_TEXT.errors.unavailable } : admin);

  const body = await readBytes(req, PHOTO_UPLOAD.maxBytes);
  if (!body.ok) return reject(body);

  const processed = await processPhoto(body.bytes);
  if (!processed.ok) {
    // Both are about the picture's size, as 413 is for the bytes: the picker shows the sentence.
    if (processed.reason === "too_many_pixels" || processed.reason === "too_tall")
      return reject({ code: "payload_too_large", message: TOO_LARGE[processed.reason], cause: processed.reason });
    return reject({
      code: "unsupported_media_type",
      message:
        processed.reason === "unsupported_format" && processed.format
          ? PHOTO_TEXT.errors.unsupportedFormat(processed.format)
          : PHOTO_TEXT.errors.notAnImage,
      cause: processed.format ? `${processed.reason}:${processed.format}` : processed.reason,
    });
  }

  const { width, height, sizes } = processed.photo;
  const id = newPhotoId();
  try {
    await savePhoto(id, sizes, { uploadedAt: Date.now(), width, height });
  } catch (error) {
    return reject({ code: "unavailable", message: PHOTO_TEXT.errors.unavailable, cause: (error as Error).name });
  }
  const photo: ProjectPhoto = { id, width, height };
  logApiRequest({ fn: "photos", status: 201, outcome: "ok", ms: Math.round(performance.now() - started) });
  return Response.json(photo, { status: 201, headers: { "Cache-Control": "no-store" } });
}

export default guarded("photos", upload);

// Literal values only: Netlify reads this object from the source without running it.
export const config: Config = { path: "/api/photos" };
