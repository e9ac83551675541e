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
import { adminOnly } from "../../src/server/auth.ts";
import { jsonPost } from "../../src/server/jsonPost.ts";
import { buildHookUrl, callBuildHook, claimRebuildSlot, NOT_CONFIGURED } from "../../src/server/rebuild.ts";

// No body option: the empty body is never read.
export default jsonPost(
  { fn: "rebuild", authorize: adminOnly("publish") },
  async ({ caller: admin, reject, answer }) => {
    const hook = buildHookUrl();
    if (!hook) return reject(NOT_CONFIGURED);

    const slot = await claimRebuildSlot(admin.uid);
    if (slot.queued) return answer(202, { queued: true, startsBy: slot.startsBy.toISOString() }, "queued");

    const called = await callBuildHook(hook);
    if (!called.ok) return reject(called);
    return answer(202, { requestedAt: slot.requestedAt.toISOString() });
  },
);

// Literal values only: Netlify reads this object from the source without running it.
export const config: Config = { path: "/api/rebuild" };
