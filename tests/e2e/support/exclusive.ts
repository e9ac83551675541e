import { mkdir, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

/** A lock left by a worker that died mid-work is taken over after this long. */
const STALE_MS = 10 * 60_000;

/**
 * Runs `work` while no other test process runs work of the same name. Two Playwright
 * workers' `astro build`s of one project (reviews.spec under --repeat-each) write the same
 * .astro and .netlify folders and break each other; taking turns costs one build's time.
 * The lock is a directory: mkdir either creates it or fails, atomically.
 */
export async function exclusive<T>(name: string, work: () => Promise<T>): Promise<T> {
  const lock = path.join(tmpdir(), `e2e-lock-${name}`);
  for (;;) {
    try {
      await mkdir(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const since = await stat(lock).then(
        (info) => Date.now() - info.mtimeMs,
        () => 0,
      );
      if (since > STALE_MS) await rm(lock, { recursive: true, force: true });
      else await sleep(250);
    }
  }
  try {
    return await work();
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}
