/** Reads a binary request body of at most `maxBytes`, stopping as soon as it passes the limit. */
import { declaredTooLarge, payloadTooLarge, type Rejection } from "../http.ts";
import { PHOTO_TEXT } from "../../config/text.ts";

/**
 * Locally the body streams in as the browser sends it (on Netlify the platform buffers it
 * first): 4 MB from a phone on a slow uplink (1 Mbit/s) takes about 35 s.
 */
const PHOTO_BODY_TIMEOUT_MS = 45_000;

export type BytesResult = { ok: true; bytes: Uint8Array } | ({ ok: false } & Rejection);

function tooLarge(maxBytes: number): Rejection {
  return {
    ...payloadTooLarge(maxBytes),
    message: PHOTO_TEXT.errors.tooLarge((maxBytes / (1024 * 1024)).toFixed(0)),
  };
}

export async function readBytes(
  req: Request,
  maxBytes: number,
  timeoutMs: number = PHOTO_BODY_TIMEOUT_MS,
): Promise<BytesResult> {
  if (declaredTooLarge(req, maxBytes)) return { ok: false, ...tooLarge(maxBytes) };
  if (!req.body) return { ok: false, code: "invalid_request", message: PHOTO_TEXT.errors.notAnImage, field: "body" };
  const reader = req.body.getReader();
  const stop = () => void reader.cancel().catch(() => {});
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<"timeout">((resolve) => {
    timer = setTimeout(() => resolve("timeout"), timeoutMs);
  });
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const next = await Promise.race([reader.read(), expired]);
      if (next === "timeout") {
        stop();
        return { ok: false, code: "request_timeout", message: `The picture must arrive within ${timeoutMs / 1000} s.` };
      }
      if (next.done) break;
      size += next.value.byteLength;
      if (size > maxBytes) {
        stop();
        return { ok: false, ...tooLarge(maxBytes) };
      }
      chunks.push(next.value);
    }
  } catch {
    stop();
    return {
      ok: false,
      code: "invalid_request",
      message: "The body could not be read to its end.",
      cause: "body-aborted",
    };
  } finally {
    clearTimeout(timer);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, bytes };
}
