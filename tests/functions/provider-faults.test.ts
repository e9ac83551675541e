/**
 * The provider faults of tests/functions/support/hostileKinds.ts (bench:ai times the same
 * ones): a valid request whose provider hangs or fails gets the contract's 502 with our
 * code, within the provider's time limit. The faults with a row of their own in
 * chat.test.ts or estimate.test.ts are left to it (TESTED_ELSEWHERE).
 */
import { beforeAll, beforeEach, expect, test, vi } from "vitest";
import { createFunctionsHandler, type LocalFunctionsHandler } from "../../scripts/functions-handler.ts";
import { API_ERROR_STATUS } from "../../src/schemas/api.ts";
import { freshIp } from "./support/http.ts";
import { providerFaultKinds, replyFor, requestOf } from "./support/hostileKinds.ts";
import { useFakeProvider } from "./support/provider.ts";
import { createTestUser } from "./support/tokens.ts";

const fake = useFakeProvider();

/** chat.test.ts, "limits and failures"; estimate.test.ts, "provider failure". */
const TESTED_ELSEWHERE = new Set([
  "provider hangs-before-headers: chat",
  "provider hangs-before-first-token: chat",
  "provider answers-500: chat",
  "provider answers-429: chat",
  "provider answers-401: chat",
  "provider answers-nothing: chat",
  "provider answers-whitespace: chat",
  "provider answers-500: estimate",
  "provider answers-nothing: estimate",
]);

const OPENAI_TIMEOUT_MS = 300;
// A failed estimate gives its daily slot back, so one account sends them all.
const faults = providerFaultKinds((await createTestUser()).idToken);

let handle: LocalFunctionsHandler;
beforeAll(async () => {
  handle = await createFunctionsHandler({ schedules: false, blobs: false });
});
beforeEach(() => {
  fake.setFallback(replyFor({ text: "Not a fault." }));
  vi.stubEnv("OPENAI_TIMEOUT_MS", String(OPENAI_TIMEOUT_MS));
});

test("each fault TESTED_ELSEWHERE names exists", () => {
  const names = faults.map((item) => item.kind);
  expect([...TESTED_ELSEWHERE].filter((name) => !names.includes(name))).toEqual([]);
});

test.each(faults.filter((item) => !TESTED_ELSEWHERE.has(item.kind)))("$kind: $code", async (item) => {
  const started = performance.now();
  const res = await handle(requestOf(item, "http://localhost"), { ip: freshIp() });
  expect({ status: res.status, body: (await res.json()) as unknown }).toMatchObject({
    status: API_ERROR_STATUS[item.code],
    body: { error: { code: item.code } },
  });
  // A hanging provider costs the time limit, once per attempt, never the provider's 30 s.
  expect(performance.now() - started).toBeLessThan(10 * OPENAI_TIMEOUT_MS);
  expect(fake.completions().length).toBeGreaterThan(0);
});
