/**
 * GET /photos/<id>/<width>.webp: one stored size of an uploaded project photo
 * (photoUrl in src/schemas/photo.ts). A photo's bytes never change under its address
 * (a new upload gets a new id), so browsers and Netlify's CDN may keep it for a year.
 * Netlify's [[headers]] rules do not reach function responses, so the sandbox policy that
 * every other non-page file gets is set here.
 */
import type { Config } from "@netlify/functions";
import { FILE_HEADER_CSP } from "../../src/config/csp.ts";
import { parsePhotoUrl } from "../../src/schemas/photo.ts";
import { readPhoto } from "../../src/server/photos/store.ts";

const IMMUTABLE = "public, max-age=31536000, immutable";

function notFound(): Response {
  return new Response("Not Found", {
    status: 404,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
      "Content-Security-Policy": FILE_HEADER_CSP,
    },
  });
}

export default async function servePhoto(req: Request): Promise<Response> {
  if (req.method !== "GET" && req.method !== "HEAD")
    return new Response(null, { status: 405, headers: { Allow: "GET, HEAD" } });
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
export const config: Config = { path: "/photos/*" };
