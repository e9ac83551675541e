/**
 * Scheduled every minute: starts the build an admin's save asked for while the minute's
 * build was already taken (POST /api/rebuild recorded it as pending in settings/publish).
 * Without it, a project edited twice within a minute would be published without the
 * second edit until someone saved again. A build whose hook call failed is still pending,
 * so this also retries it, a minute apart, until the hook answers 2xx or
 * PUBLISH_HOOK_MAX_ATTEMPTS calls have failed (then /admin shows the failure). Answers
 * nobody; the outcome goes to the log.
 */
import type { Config } from "@netlify/functions";
import { errorCause } from "../../src/server/log.ts";
import { startPendingBuild } from "../../src/server/rebuild.ts";

export default async function publishPending(): Promise<Response> {
  try {
    const run = await startPendingBuild();
    if (run.started) console.info(`[publish-pending] build requested, hook ${run.hookOk ? "ok" : "failed"}`);
    return Response.json(run);
  } catch (error) {
    // Firestore unreachable: the pending mark stays, and the next minute's run tries again.
    console.error(`[publish-pending] run failed: ${errorCause(error)}`);
    return Response.json({ error: "run_failed" }, { status: 500 });
  }
}

// Literal values only: Netlify reads this object from the source without running it.
// "* * * * *": every minute (UTC cron), Netlify's shortest schedule.
export const config: Config = { schedule: "* * * * *" };
