import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { fileURLToPath } from "node:url";
import { startEmulators } from "../../scripts/emulators.ts";
import { seed } from "../../scripts/seed.ts";
import { startStaticServer } from "../../scripts/serve-static.ts";
import { E2E_PORT } from "./support/origin.ts";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/**
 * The end-to-end suite runs against the production build (the CSP only exists there),
 * served like Netlify's CDN with the netlify.toml headers, and the real emulators.
 */
export default async function globalSetup() {
  const started = Date.now();
  const [emulators] = await Promise.all([
    startEmulators(),
    process.env.E2E_SKIP_BUILD === "1"
      ? undefined
      : promisify(execFile)("npx", ["astro", "build"], { cwd: ROOT, env: { ...process.env, PUBLIC_FIREBASE_EMULATORS: "true" } }),
  ]);
  await seed();
  const server = await startStaticServer({ root: `${ROOT}/dist`, port: E2E_PORT, host: "localhost" });
  console.log(`e2e: site ${server.url}, emulators ready, seeded; setup took ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return async () => {
    await server.close();
    await emulators.stop();
  };
}
