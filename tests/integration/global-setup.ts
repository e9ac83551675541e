import { describeTimings, startEmulators } from "../../scripts/emulators.ts";

/**
 * Reuses the shared emulators (or starts them, and then stops them afterwards). Never
 * resets them: other suites and engineers use the same ones, so tests make their own
 * uniquely named accounts and delete them.
 */
export default async function globalSetup() {
  const emulators = await startEmulators();
  console.log(`integration: emulators ready (${describeTimings(emulators.timings)})`);
  return () => emulators.stop();
}
