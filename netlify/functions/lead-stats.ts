/**
 * Scheduled every minute: sums the owner's response figures of the last 90 days into the
 * one document /admin reads (src/server/leads/stats.ts), when they changed. Netlify
 * invokes it with a POST; it answers nobody, so the outcome only goes to the log.
 */
import type { Config } from "@netlify/functions";
import { errorCause } from "../../src/server/log.ts";
import { refreshLeadStats } from "../../src/server/leads/stats.ts";

export default async function leadStats(): Promise<Response> {
  try {
    return Response.json({ refreshed: (await refreshLeadStats()) !== null });
  } catch (error) {
    console.error(`[lead-stats] run failed: ${errorCause(error)}`);
    return Response.json({ error: "run_failed" }, { status: 500 });
  }
}

// Literal values only: Netlify reads this object from the source without running it.
export const config: Config = { schedule: "* * * * *" };
