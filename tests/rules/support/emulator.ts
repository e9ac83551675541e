import { fileURLToPath } from "node:url";

/**
 * The rules suite's own Firestore emulator. It is not the shared one on 8080 (e2e and
 * `npm start` use that) because the rules tests wipe the database before every case.
 * The jar runs in single-project mode, so every client must use this project id.
 * The only place the port is written.
 */
export const RULES_EMULATOR = { host: "127.0.0.1", port: 8085, projectId: "demo-rules" } as const;

export const RULES_FILE = fileURLToPath(new URL("../../../firestore.rules", import.meta.url));
