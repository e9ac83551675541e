import { describeTimings, startFirestoreEmulator } from "../../../scripts/emulators.ts";
import { RULES_EMULATOR, RULES_FILE } from "./emulator.ts";

/** Starts (or reuses) the rules suite's emulator; stops it afterwards if this run started it. */
export default async function globalSetup() {
  const emulator = await startFirestoreEmulator({ ...RULES_EMULATOR, rulesFile: RULES_FILE });
  console.log(
    `rules: Firestore emulator on ${RULES_EMULATOR.host}:${RULES_EMULATOR.port} (${describeTimings(emulator.timings)})`,
  );
  return () => emulator.stop();
}
