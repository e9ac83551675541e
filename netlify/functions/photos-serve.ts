/**
 * GET /photos/<id>/<width>.webp: one stored size of an uploaded project photo
 * (photoUrl in src/schemas/photo.ts). A photo's bytes never change under its address
 * (a new upload gets a new id), so browsers and Netlify's CDN may keep it for a year.
 * Netlify's [[headers]] rules do not reach function responses, so the sandbox policy that
 * every other non-page file gets is set here. Every request is a read of the blobs store,
 * so each address gets PHOTOS_RATE_LIMIT (src/server/limits.ts), and a 404 is cached too.
 */
import type { Config, Context } from "@netlify/functions";
import { FILE_HEADER_CSP } from "../../src/config/csp.ts";
import { parsePhotoUrl } from "../../src/schemas/photo.ts";
import { clientIp } from "../../src/server/http.ts";
import { photosRateLimit } from "../../src/server/limits.ts";
import { readPhoto } from "../../src/server/photos/store.ts";
import { WindowLimiter } from "../../src/server/windowLimiter.ts";

const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * A minute: the CDN answers repeats of a missing address (a deleted photo on a stale page, a
 * guessed id) without a store read, and an address that starts to exist shows within it.
 */
const NOT_FOUND_CACHE = "public, max-age=60";

const perIp = new WindowLimiter();

function plain(status: number, text: string, headers: Record<string, string>): Response {
  return new Response(text, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Content-Security-Policy": FILE_HEADER_CSP, ...headers },
  });
}

const notFound = () => plain(404, "Not Found", { "Cache-Control": NOT_FOUND_CACHE });

export default async function servePhoto(req: Request, context?: Pick<Context, "ip">): Promise<Response> {
  if (req.method !== "GET" && req.method !== "HEAD")
    return new Response(null, { status: 405, headers: { Allow: "GET, HEAD" } });
  // Every request counts, found or not: guessing ids is what the limit stops.
  const { windowLimit, windowMs } = photosRateLimit();
  const limit = perIp.take(clientIp(context), windowLimit, windowMs);
  // Never cached: the CDN would answer every other visitor with it.
  if (!limit.ok)
    return plain(429, "Too Many Requests", {
      "Cache-Control": "no-store",
      "Retry-After": String(limit.retryAfterSeconds),
    });
  const wanted = parsePhotoUrl(new URL(req.url).pathname);
  if (!wanted) return notFound();
  let body: ArrayBuffer | null;
  try {
    body = await readPhoto(wanted.id, wanted.width);
  } catch (error) {
    console.error(`[photos-serve] read failed: ${(error as Error).name}`);
    return new Response("Service Unavailable", {
      status: 503,
      headers: { "Cache-Control": "no-store", "Retry-After": "5" },
    });
  }
  if (!body) return notFound();
  return new Response(req.method === "HEAD" ? null : body, {
    status: 200,
    headers: {
      "Content-Type": "image/webp",
      "Content-Length": String(body.byteLength),
      "Cache-Control": IMMUTABLE,
      "Content-Security-Policy": FILE_HEADER_CSP,
      "X-Content-Type-Options": "nosniff",
    },
  });
}

// Literal values only: Netlify reads this object from the source without running it.
// The numbers are PHOTOS_RATE_LIMIT in src/server/limits.ts (tests/functions/photos.test.ts keeps them equal).
export const config: Config = {
  path: "/photos/*",
  rateLimit: { windowLimit: 600, windowSize: 60, aggregateBy: ["ip", "domain"] },
};
