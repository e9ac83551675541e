/**
 * POST /api/rebuild: "Publish changes" in /admin. Starts a Netlify build through the
 * build hook in NETLIFY_BUILD_HOOK_URL, for an account with the admin claim, at most once
 * a minute (src/server/rebuild.ts). Body: `{}`. Answers 202 `{ "requestedAt": ISO time }`,
 * or 202 `{ "queued": true, "startsBy": ISO time }` when a build was requested less than a
 * minute ago (publish-pending starts this one after it), or a JSON error
 * (src/schemas/api.ts): 503 not_configured where no hook is set, 502 upstream_failed when
 * the hook refused or did not answer (the build then stays pending: publish-pending retries it).
 */
import type { Config } from "@netlify/functions";
import { SITE } from "../../src/config/site.ts";
import {
  FORBIDDEN_ORIGIN,
  guarded,
  isCrossSiteRequest,
  isJsonContentType,
  METHOD_NOT_ALLOWED,
  rejecter,
  UNSUPPORTED_MEDIA_TYPE,
} from "../../src/server/http.ts";
import { logAiRequest } from "../../src/server/log.ts";
import {
  buildHookUrl,
  callBuildHook,
  claimRebuildSlot,
  NOT_CONFIGURED,
  verifyAdmin,
} from "../../src/server/rebuild.ts";

async function rebuild(req: Request): Promise<Response> {
  const started = performance.now();
  const reject = rejecter("rebuild", started);
  if (req.method !== "POST") return reject(METHOD_NOT_ALLOWED);
  if (isCrossSiteRequest(req, SITE.url)) return reject(FORBIDDEN_ORIGIN);
  if (!isJsonContentType(req)) return reject(UNSUPPORTED_MEDIA_TYPE);

  const admin = await verifyAdmin(req);
  if (!admin.ok) return reject(admin);

  const hook = buildHookUrl();
  if (!hook) return reject(NOT_CONFIGURED);

  const slot = await claimRebuildSlot(admin.uid);
  if (slot.queued) {
    logAiRequest({ fn: "rebuild", status: 202, outcome: "queued", ms: Math.round(performance.now() - started) });
    return Response.json(
      { queued: true, startsBy: slot.startsBy.toISOString() },
      { status: 202, headers: { "Cache-Control": "no-store" } },
    );
  }
  const called = await callBuildHook(hook);
  if (!called.ok) return reject(called);

  logAiRequest({ fn: "rebuild", status: 202, outcome: "ok", ms: Math.round(performance.now() - started) });
  return Response.json(
    { requestedAt: slot.requestedAt.toISOString() },
    { status: 202, headers: { "Cache-Control": "no-store" } },
  );
}

export default guarded("rebuild", rebuild);

// Literal values only: Netlify reads this object from the source without running it.
export const config: Config = { path: "/api/rebuild" };
