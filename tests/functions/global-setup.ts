import { describeTimings, startEmulators } from "../../scripts/emulators.ts";

/**
 * Starts the Auth and Firestore emulators, or reuses running ones (an e2e run, npm start).
 * Nothing is reset: other suites may be using the same emulators, so these tests create
 * uniquely named accounts of their own.
 */
export default async function globalSetup() {
  const emulators = await startEmulators();
  console.log(`functions: emulators ${describeTimings(emulators.timings)}`);
  return () => emulators.stop();
}
