/**
 * Scheduled daily: deletes stored photos that no project uses any more and that were
 * uploaded more than a day ago (src/server/photos/cleanup.ts). Netlify invokes it with a
 * POST whose body holds `next_run`; it answers nobody, so the counts go to the log.
 */
import type { Config } from "@netlify/functions";
import { errorCause } from "../../src/server/log.ts";
import { cleanUpPhotos } from "../../src/server/photos/cleanup.ts";

export default async function photosCleanup(): Promise<Response> {
  try {
    const counts = await cleanUpPhotos();
    if (counts.deleted) console.info(`[photos-cleanup] ${JSON.stringify(counts)}`);
    return Response.json(counts);
  } catch (error) {
    // Blobs or Firestore unreachable: nothing was deleted past the failure; tomorrow's run tries again.
    console.error(`[photos-cleanup] run failed: ${errorCause(error)}`);
    return Response.json({ error: "run_failed" }, { status: 500 });
  }
}

// Literal values only: Netlify reads this object from the source without running it.
export const config: Config = { schedule: "@daily" };
