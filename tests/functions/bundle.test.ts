/**
 * The functions as Netlify deploys them (netlify.toml: the esbuild bundles of
 * scripts/bundle-functions.ts, `node_bundler = "none"`) load and answer in a Node that
 * refuses require(esm), as AWS Lambda's Node runtimes may. Without the bundling the
 * estimate function does not even load there: firebase-admin -> jwks-rsa -> require('jose').
 */
import { execFile } from "node:child_process";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { zipFunctions } from "@netlify/zip-it-and-ship-it";
import { parse as parseToml } from "smol-toml";
import { afterAll, beforeAll, expect, test } from "vitest";
import { config as chatConfig } from "../../netlify/functions/chat.ts";
import { config as estimateConfig } from "../../netlify/functions/estimate.ts";
import { splitReceipt } from "../../src/schemas/estimate.ts";
import { config as leadAlertsConfig } from "../../netlify/functions/lead-alerts.ts";
import { config as publishPendingConfig } from "../../netlify/functions/publish-pending.ts";
import { startFakeOpenAi, type FakeOpenAi } from "../../scripts/ai-stand-in.ts";
import { FUNCTIONS_DIR, isFunctionFile } from "../../scripts/functions-handler.ts";
import { bundleFunctions, BUNDLED_FUNCTIONS_DIR, type BundledFunction } from "../../scripts/bundle-functions.ts";
import { createTestUser } from "./support/tokens.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
let fake: FakeOpenAi;
let dir: string;
let bundles: BundledFunction[];

beforeAll(async () => {
  fake = await startFakeOpenAi({ fallback: { text: "1. Estimated cost range: $80,000 – $150,000" } });
  dir = await mkdtemp(path.join(os.tmpdir(), "functions-bundle-"));
  bundles = await bundleFunctions(path.join(dir, "bundled"));
}, 60_000);
afterAll(async () => {
  await fake.close();
  await rm(dir, { recursive: true, force: true });
});

test("netlify.toml deploys the bundles as they are", async () => {
  const toml = parseToml(await readFile(path.join(ROOT, "netlify.toml"), "utf8")) as {
    build: { command: string };
    functions: Record<string, string>;
  };
  expect(toml.functions).toMatchObject({ node_bundler: "none", directory: path.relative(ROOT, BUNDLED_FUNCTIONS_DIR) });
  expect(toml.build.command).toContain("node scripts/bundle-functions.ts");
  // Every function, including those added later, with no list to keep in step here.
  const sources = (await readdir(FUNCTIONS_DIR)).filter(isFunctionFile).map((file) => file.replace(/\.[^.]+$/, ""));
  expect(bundles.map((bundle) => bundle.name)).toEqual(sources.sort());
});

test("Netlify's packager finds every function in the bundles, with their paths, rate limits and schedule", async () => {
  const packaged = await zipFunctions([path.join(dir, "bundled")], path.join(dir, "packaged"), {
    archiveFormat: "none",
    config: { "*": { nodeBundler: "none", nodeVersion: "24" } },
  });
  const found = Object.fromEntries(
    packaged.map((fn) => {
      // What the packager read from the bundle's `export const config` (its types leave these out).
      const {
        path: paths,
        rateLimit,
        schedule,
      } = fn.config as { path?: unknown; rateLimit?: unknown; schedule?: unknown };
      return [fn.name, { bundler: fn.bundler, api: fn.runtimeAPIVersion, path: paths, rateLimit, schedule }];
    }),
  );
  expect(Object.keys(found).sort()).toEqual(bundles.map((bundle) => bundle.name));
  expect(found).toMatchObject({
    chat: { bundler: "none", api: 2, path: [chatConfig.path], rateLimit: chatConfig.rateLimit },
    estimate: { bundler: "none", api: 2, path: [estimateConfig.path], rateLimit: estimateConfig.rateLimit },
    "lead-alerts": { bundler: "none", api: 2, schedule: leadAlertsConfig.schedule },
    "publish-pending": { bundler: "none", api: 2, schedule: publishPendingConfig.schedule },
  });
}, 60_000);

test("both bundles load and answer under node --no-experimental-require-module", async () => {
  const user = await createTestUser();
  const bundleUrl = (name: string) => pathToFileURL(bundles.find((bundle) => bundle.name === name)!.file).href;
  const [chat, estimate] = [bundleUrl("chat"), bundleUrl("estimate")];
  // Runs in a Node of its own: the flag applies to a whole process.
  const script = `
    const context = { ip: "10.200.0.1" };
    const post = (path, body, headers = {}) => new Request("http://localhost" + path, { method: "POST", headers: { "Content-Type": "application/json", ...headers }, body: JSON.stringify(body) });
    const out = {};
    const chat = (await import(${JSON.stringify(chat)})).default;
    const estimate = (await import(${JSON.stringify(estimate)})).default;
    for (const [name, res] of [
      ["chat", await chat(post("/api/chat", { messages: [{ role: "user", content: "Do you build decks?" }] }), context)],
      ["estimate", await estimate(post("/api/estimate", { projectType: "remodel", squareFootage: 200, roomType: "kitchen", timeline: "asap", scope: "New kitchen" }, { Authorization: "Bearer " + process.env.TEST_ID_TOKEN }), context)],
      ["estimateWithoutToken", await estimate(post("/api/estimate", {}), context)],
    ]) out[name] = { status: res.status, low: res.headers.get("x-ballpark-low"), text: await res.text() };
    console.log(JSON.stringify(out));
  `;
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ["--no-experimental-require-module", "--input-type=module", "--eval", script],
    {
      cwd: dir,
      env: { ...process.env, OPENAI_BASE_URL: fake.url, TEST_ID_TOKEN: user.idToken, API_LOG: "off" },
    },
  );
  const out = JSON.parse(stdout.trim().split("\n").at(-1)!) as Record<
    string,
    { status: number; low: string | null; text: string }
  >;
  expect(out.chat).toMatchObject({ status: 200, text: "1. Estimated cost range: $80,000 – $150,000" });
  expect(out.estimate.status).toBe(200);
  // The estimate, then the receipt of its save through firebase-admin (also bundled).
  const { text, receipt } = splitReceipt(out.estimate.text);
  expect(text).toBe("1. Estimated cost range: $80,000 – $150,000");
  expect(receipt?.saved).toBe(true);
  expect(receipt?.id).toMatch(/^\w+$/);
  expect(out.estimate.low).toMatch(/^\d+$/);
  expect(out.estimateWithoutToken).toMatchObject({ status: 401 });
  // The estimate really went through the provider (after the token check and the Firestore counter).
  expect(fake.completions()).toHaveLength(2);
}, 60_000);
