import { emulatorSettings, firebaseWebConfig } from "../../config/firebase.ts";

/** A build waits this long for Firestore before it fails. */
export const BUILD_TIMEOUT_MS = 30_000;

/**
 * What the pages of a build read from Firestore (the projects, the published reviews),
 * read once per build. A build that cannot read it fails: publishing an empty portfolio
 * or no reviews over real ones because Firestore hiccuped is worse than a failed deploy
 * (Netlify keeps the last good one). The one exception is a demo project without the
 * emulators (`npm run build` on a fresh clone): there is nothing real to lose, so it warns
 * and builds without. `astro dev` renders per request and reads afresh every time.
 */
export function readForBuild<T>(what: string, read: () => Promise<T[]>): () => Promise<T[]> {
  let once: Promise<T[]> | undefined;
  const attempt = async (): Promise<T[]> => {
    try {
      return await read();
    } catch (error) {
      const { projectId } = firebaseWebConfig();
      const cause = error instanceof Error ? error.message : String(error);
      if (projectId.startsWith("demo-") && !emulatorSettings()) {
        console.warn(`[${what}] ${projectId} has no Firestore to read (${cause}): pages are built without ${what}`);
        return [];
      }
      throw new Error(
        `The ${what} could not be read from Firestore (project ${projectId}): ${cause}. ` +
          `The build stops rather than publish the pages without ${what}.`,
        { cause: error },
      );
    }
  };
  return () => {
    if (!import.meta.env.PROD) return attempt();
    once ??= attempt();
    return once;
  };
}
