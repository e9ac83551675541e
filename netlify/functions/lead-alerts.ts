/**
 * Scheduled every minute: sends the lead alerts still pending in the outbox (an SMTP
 * outage, a function that ended before its waitUntil send). Netlify invokes it with a
 * POST whose body holds `next_run`; it has no path and answers nobody, so the counts
 * only go to the log.
 */
import type { Config } from "@netlify/functions";
import { deliverPending } from "../../src/server/noticeRegistry.ts";
import { errorCause } from "../../src/server/log.ts";

export default async function leadAlerts(): Promise<Response> {
  try {
    const counts = await deliverPending();
    if (counts.sent || counts.failed) console.info(`[lead-alerts] ${JSON.stringify(counts)}`);
    return Response.json(counts);
  } catch (error) {
    // Firestore unreachable: the next minute's run tries again.
    console.error(`[lead-alerts] run failed: ${errorCause(error)}`);
    return Response.json({ error: "run_failed" }, { status: 500 });
  }
}

// Literal values only: Netlify reads this object from the source without running it.
// "* * * * *": every minute (UTC cron), Netlify's shortest schedule.
export const config: Config = { schedule: "* * * * *" };
