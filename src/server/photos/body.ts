/** Reads a photo upload's binary body of at most `maxBytes`, stopping as soon as it passes the limit. */
import { declaredTooLarge, payloadTooLarge, readBodyBytes, type BytesResult, type Rejection } from "../http.ts";
import { PHOTO_TEXT } from "../../config/text.ts";

/**
 * Locally the body streams in as the browser sends it (on Netlify the platform buffers it
 * first): 4 MB from a phone on a slow uplink (1 Mbit/s) takes about 35 s.
 */
const PHOTO_BODY_TIMEOUT_MS = 45_000;

function tooLarge(maxBytes: number): Rejection {
  return {
    ...payloadTooLarge(maxBytes),
    message: PHOTO_TEXT.errors.tooLarge((maxBytes / (1024 * 1024)).toFixed(0)),
  };
}

/** The shared body reader (src/server/http.ts) with the photo's own sentences for the visitor. */
export async function readBytes(
  req: Request,
  maxBytes: number,
  timeoutMs: number = PHOTO_BODY_TIMEOUT_MS,
): Promise<BytesResult> {
  if (!req.body && !declaredTooLarge(req, maxBytes)) {
    return { ok: false, code: "invalid_request", message: PHOTO_TEXT.errors.notAnImage, field: "body" };
  }
  const read = await readBodyBytes(req, maxBytes, timeoutMs);
  return !read.ok && read.code === "payload_too_large" ? { ok: false, ...tooLarge(maxBytes) } : read;
}
