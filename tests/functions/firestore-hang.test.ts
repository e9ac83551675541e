/**
 * Firestore that accepts connections and never answers. A file of its own: firebase-admin
 * reads FIRESTORE_EMULATOR_HOST once, when its Firestore client is first made, so the
 * variable must point at the black hole before anything in this worker touches Firestore.
 */
import { afterAll, beforeEach, expect, test, vi } from "vitest";
import estimate, { config } from "../../netlify/functions/estimate.ts";
import { startFakeOpenAi } from "../../scripts/ai-stand-in.ts";
import { startBlackHole } from "./support/blackHole.ts";
import { call, errorOf } from "./support/http.ts";
import { createTestUser } from "./support/tokens.ts";

const hole = await startBlackHole();
process.env.FIRESTORE_EMULATOR_HOST = hole.host;
const fake = await startFakeOpenAi();
afterAll(async () => {
  await Promise.all([hole.close(), fake.close()]);
});
beforeEach(() => {
  vi.stubEnv("OPENAI_BASE_URL", fake.url);
  vi.stubEnv("FIREBASE_TIMEOUT_MS", "500");
});

test("the daily counter never answers: 503 ai_unavailable within FIREBASE_TIMEOUT_MS, provider not called", async () => {
  const user = await createTestUser();
  const started = performance.now();
  const res = await call(estimate, config.path as string, {
    headers: { Authorization: `Bearer ${user.idToken}` },
    body: { projectType: "remodel", squareFootage: 200, roomType: "kitchen", timeline: "asap", scope: "New kitchen" },
  });
  expect(await errorOf(res)).toMatchObject({ status: 503, code: "ai_unavailable" });
  expect(performance.now() - started).toBeLessThan(3000);
  expect(fake.completions()).toHaveLength(0);
});
