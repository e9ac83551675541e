import { beforeAll } from "vitest";
import { getFirestore } from "firebase-admin/firestore";
import { useEmulatorEnv } from "../../scripts/emulators.ts";
import { adminApp } from "../../src/server/firebaseAdmin.ts";

// firebase-admin finds the emulators through these variables.
useEmulatorEnv(process.env);
// Start every test from "no provider configured" and default limits, whatever the shell exports.
for (const name of [
  "OPENAI_API_KEY",
  "OPENAI_BASE_URL",
  "OPENAI_MODEL",
  "OPENAI_TIMEOUT_MS",
  "AI_CHAT_RATE_LIMIT",
  "AI_ESTIMATES_PER_DAY",
  "AI_ESTIMATES_PER_DAY_UNVERIFIED",
  "PUBLIC_FIREBASE_PROJECT_ID",
  "FIREBASE_SERVICE_ACCOUNT",
]) {
  delete process.env[name];
}
// The day's token count lives in the emulator, which a developer may keep running all day:
// no suite may run out of the default budget. budget.test.ts sets its own.
process.env.AI_DAILY_TOKEN_BUDGET = "1000000000000";
// The same for one address's chat tokens: calls over HTTP all come from 127.0.0.1. budget.test.ts sets its own.
process.env.AI_CHAT_DAILY_TOKENS_PER_IP = "1000000000000";
// Every suite's leads alert one by one; alert-ceiling tests set their own ceilings.
process.env.ALERTS_PER_HOUR = "1000000";
process.env.ALERTS_PER_ADDRESS_PER_HOUR = "1000000";
// One log line per request would drown the test output; the logging test turns it on.
process.env.API_LOG = "off";

// The first Firestore call of a worker opens firebase-admin's gRPC connection (the client,
// its protos, the channel). On a loaded 2-core machine that took over 5 s, past the AI
// budget check's limit, so a file's first chat could get the 503 a cold instance gives when
// Firestore is slow (that path has tests of its own: firestore-hang.test.ts). Opened here,
// before any test is timed. The functions share this app: adminApp() names it by its emulators.
// The client is made now, while the environment names the shared emulator: a file that points
// FIRESTORE_EMULATOR_HOST elsewhere (firestore-hang.test.ts) gets an app of its own.
const sharedFirestore = getFirestore(adminApp());
beforeAll(async () => {
  await sharedFirestore.doc("warmUp/connection").get();
}, 60_000);
