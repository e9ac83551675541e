/**
 * The local runtime's scheduled functions and context.waitUntil (scripts/functions-handler.ts).
 * The real lead-alerts schedule is tested in lead-alerts.test.ts, whose tests run one
 * after another: a run sends every pending alert in the emulator, other tests' too.
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { createFunctionsHandler, loadFunctions, scheduleIntervalMs } from "../../scripts/functions-handler.ts";
import { config as leadAlertsConfig } from "../../netlify/functions/lead-alerts.ts";

let dir: string;
const globals = globalThis as { __ticks?: string[]; __waited?: boolean };

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "functions-scheduled-"));
  globals.__ticks = [];
  globals.__waited = false;
});
afterEach(() => rm(dir, { recursive: true, force: true }));

test("lead-alerts runs every minute and has no route", async () => {
  expect(leadAlertsConfig).toEqual({ schedule: "* * * * *" });
  const fn = (await loadFunctions()).find((item) => item.name === "lead-alerts");
  expect(fn).toMatchObject({ schedule: "* * * * *", paths: [] });
  const handle = await createFunctionsHandler({ schedules: false });
  const res = await handle(new Request("http://localhost/.netlify/functions/lead-alerts", { method: "POST" }));
  expect(res.status).toBe(404);
});

test.each([
  ["* * * * *", 60_000],
  ["*/5 * * * *", 300_000],
  ["@hourly", 3_600_000],
  ["@daily", 86_400_000],
  ["0 3 * * *", undefined],
])("cron %s -> every %s ms", (cron, ms) => {
  expect(scheduleIntervalMs(cron)).toBe(ms);
});

test("a scheduled function runs on the timer (FUNCTIONS_SCHEDULE_MS) with Netlify's next_run body, until stop()", async () => {
  await writeFile(
    path.join(dir, "tick.mjs"),
    [
      "export default async (req) => {",
      "  const { next_run } = await req.json();",
      "  globalThis.__ticks.push(req.method + ' ' + next_run);",
      "  return new Response('ok');",
      "};",
      'export const config = { schedule: "* * * * *" };',
    ].join("\n"),
  );
  vi.stubEnv("FUNCTIONS_SCHEDULE_MS", "50");
  const handle = await createFunctionsHandler({ dir });
  await vi.waitFor(() => expect(globals.__ticks!.length).toBeGreaterThanOrEqual(3), { timeout: 2_000 });
  expect(globals.__ticks![0]).toMatch(/^POST \d{4}-\d\d-\d\dT/);
  // Not routed by path.
  expect((await handle(new Request("http://localhost/.netlify/functions/tick"))).status).toBe(404);

  await handle.stop();
  const count = globals.__ticks!.length;
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(globals.__ticks!.length).toBe(count);
});

test("work handed to context.waitUntil completes after the response, and settled() waits for it", async () => {
  await writeFile(
    path.join(dir, "later.mjs"),
    [
      "export default async (req, context) => {",
      "  context.waitUntil(new Promise((resolve) => setTimeout(() => { globalThis.__waited = true; resolve(); }, 100)));",
      "  context.waitUntil(Promise.reject(new Error('logged, not thrown')));",
      "  return new Response('answered');",
      "};",
      'export const config = { path: "/api/later" };',
    ].join("\n"),
  );
  vi.spyOn(console, "error").mockImplementation(() => {});
  const handle = await createFunctionsHandler({ dir });
  const res = await handle(new Request("http://localhost/api/later"));
  expect(await res.text()).toBe("answered");
  expect(globals.__waited).toBe(false);
  await handle.settled();
  expect(globals.__waited).toBe(true);
  expect(console.error).toHaveBeenCalledWith("[functions] waitUntil:", expect.any(Error));
});
