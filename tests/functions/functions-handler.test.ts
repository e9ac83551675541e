import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { createFunctionsHandler, loadFunctions, startFunctionsServer, type FunctionsServer } from "../../scripts/functions-handler.ts";
import { startStaticServer, type StaticServer } from "../../scripts/serve-static.ts";
import { startFakeOpenAi, type FakeOpenAi } from "../../scripts/ai-stand-in.ts";

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.reset();
  vi.stubEnv("OPENAI_BASE_URL", fake.url);
});

const chatBody = JSON.stringify({ messages: [{ role: "user", content: "Hello?" }] });

describe("createFunctionsHandler", () => {
  test("finds every function in netlify/functions with its configured path", async () => {
    const functions = await loadFunctions();
    expect(functions.map((fn) => [fn.name, fn.paths])).toEqual([
      ["chat", ["/api/chat"]],
      ["estimate", ["/api/estimate"]],
    ]);
  });

  test.each([
    ["/api/chat", 200],
    ["/api/chat/", 200],
    ["/api/estimate", 401],
    ["/api/unknown", 404],
    ["/.netlify/functions/chat", 404],
    ["/api", 404],
  ])("POST %s -> %i", async (route, status) => {
    const handle = await createFunctionsHandler();
    const res = await handle(new Request(`http://localhost${route}`, { method: "POST", body: chatBody }));
    expect(res.status).toBe(status);
    if (status === 404) expect(await res.json()).toEqual({ error: { code: "not_found", message: `No function at ${route}.` } });
    else await res.body?.cancel();
  });
});

describe("over real HTTP", () => {
  let server: FunctionsServer;
  let root: string;
  let site: StaticServer;
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), "functions-site-"));
    const handler = await createFunctionsHandler();
    [server, site] = await Promise.all([startFunctionsServer({ handler }), startStaticServer({ root, apiHandler: handler })]);
  });
  afterAll(async () => {
    await Promise.all([server.close(), site.close()]);
    await rm(root, { recursive: true, force: true });
  });

  test("startFunctionsServer streams: the first words arrive long before the last", async () => {
    fake.script({ text: "one two three four five six seven eight", tokenDelayMs: 40 });
    const started = performance.now();
    const res = await fetch(`${server.url}/api/chat`, { method: "POST", headers: { "Content-Type": "application/json" }, body: chatBody });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const first = await reader.read();
    const firstAt = performance.now() - started;
    let text = new TextDecoder().decode(first.value);
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      text += new TextDecoder().decode(value);
    }
    expect(text).toBe("one two three four five six seven eight");
    expect(performance.now() - started - firstAt).toBeGreaterThan(200);
  });

  test("startFunctionsServer passes the client's address on as the IP for the per-IP limit", async () => {
    vi.stubEnv("AI_CHAT_RATE_LIMIT", "1");
    // The handler module (and its limiter) is shared with other tests: use a fresh server and count from here.
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await fetch(`${server.url}/api/chat`, { method: "POST", body: chatBody });
      statuses.push(res.status);
      await res.body?.cancel();
    }
    expect(statuses.at(-1)).toBe(429);
  });

  test("a mid-stream failure aborts the HTTP response instead of ending it cleanly", async () => {
    fake.script({ text: "This will break off", failAfterTokens: 2, tokenDelayMs: 5 });
    const res = await fetch(`${server.url}/api/chat`, { method: "POST", body: chatBody });
    expect(res.status).toBe(200);
    await expect(res.text()).rejects.toThrow();
  });

  test("scripts/serve-static.ts serves the functions through its apiHandler option", async () => {
    vi.stubEnv("AI_CHAT_RATE_LIMIT", "100000");
    fake.script({ text: "Served by the static server." });
    const res = await fetch(`${site.url}/api/chat`, { method: "POST", headers: { "Content-Type": "application/json" }, body: chatBody });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(await res.text()).toBe("Served by the static server.");
    const missing = await fetch(`${site.url}/api/nothing`, { method: "POST", body: "{}" });
    expect(missing.status).toBe(404);
  });
});
