/**
 * Netlify Blobs on a developer's machine, with no Netlify account: the file-backed server
 * that Netlify's own dev tooling runs (`BlobsServer` from "@netlify/blobs/server", as
 * @netlify/dev does), and the blobs context pointed at it, so `getStore()` in the
 * functions works unchanged. On Netlify the platform provides that context instead.
 *
 * The local runtime (scripts/functions-handler.ts) calls useLocalBlobs() once per process:
 * `npm start`, the end-to-end server, the benchmarks. Stored blobs live under
 * .emulators/blobs (BLOBS_DIR sets another folder, e.g. a test's temporary one) and
 * survive restarts, like the Firestore emulator's data does not: a photo uploaded
 * yesterday is still there, and the cleanup function is what removes it.
 */
import { randomBytes } from "node:crypto";
import path from "node:path";
import { BlobsServer } from "@netlify/blobs/server";

const BLOBS_DIR = path.resolve(import.meta.dirname, "..", ".emulators", "blobs");

/** The site id every local store is filed under (Netlify's is the site's UUID). */
const LOCAL_SITE_ID = "local-site";

export interface LocalBlobs {
  url: string;
  directory: string;
  /** The Base64 context the functions' getStore() reads. */
  context: string;
  stop(): Promise<void>;
}

let running: Promise<LocalBlobs> | undefined;

/** What `getStore()` reads: Netlify's context object, Base64 JSON in NETLIFY_BLOBS_CONTEXT. */
function blobsContext(url: string, token: string): string {
  return Buffer.from(
    JSON.stringify({ edgeURL: url, uncachedEdgeURL: url, siteID: LOCAL_SITE_ID, token, primaryRegion: "local" }),
  ).toString("base64");
}

function setBlobsContext(context: string): void {
  process.env.NETLIFY_BLOBS_CONTEXT = context;
  // The client reads the global first; @netlify/vite-plugin (under astro dev) points it at a
  // server of its own in .netlify/blobs-serve, which must not get half of the photos.
  (globalThis as { netlifyBlobsContext?: string }).netlifyBlobsContext = context;
}

/**
 * Starts the process's blobs server (once; later calls get the same one) and points the
 * blobs context at it. `directory` defaults to BLOBS_DIR or .emulators/blobs.
 */
export async function useLocalBlobs(directory: string = process.env.BLOBS_DIR || BLOBS_DIR): Promise<LocalBlobs> {
  running ??= (async () => {
    const token = randomBytes(16).toString("hex");
    const server = new BlobsServer({ directory, token, logger: () => {} });
    const { port } = await server.start();
    const url = `http://127.0.0.1:${port}`;
    return {
      url,
      directory,
      context: blobsContext(url, token),
      stop: async () => {
        running = undefined;
        await server.stop();
      },
    };
  })().catch((error: unknown) => {
    // A server that failed to start is tried again by the next call.
    running = undefined;
    throw error;
  });
  const blobs = await running;
  // Set on every call: another plugin may have replaced the context since the first.
  setBlobsContext(blobs.context);
  return blobs;
}
