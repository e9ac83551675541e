import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { connect } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import {
  createFunctionsHandler,
  loadFunctions,
  startFunctionsServer,
  type FunctionsServer,
} from "../../scripts/functions-handler.ts";
import { startStaticServer, type StaticServer } from "../../scripts/serve-static.ts";
import { useFakeProvider } from "./support/provider.ts";

const fake = useFakeProvider();

const chatBody = JSON.stringify({ messages: [{ role: "user", content: "Hello?" }] });
const JSON_TYPE = { "Content-Type": "application/json" };

describe("createFunctionsHandler", () => {
  test("finds every function in netlify/functions with its configured path (none for a scheduled one)", async () => {
    const functions = await loadFunctions();
    expect(functions.map((fn) => [fn.name, fn.paths])).toEqual([
      ["account-contract", ["/api/account-contract"]],
      ["bookings", ["/api/bookings"]],
      ["change-order", ["/api/change-order"]],
      ["change-orders", ["/api/change-orders"]],
      ["chat", ["/api/chat"]],
      ["contact", ["/api/contact"]],
      ["estimate", ["/api/estimate"]],
      ["lead-alerts", []],
      ["lead-stats", []],
      ["likes", ["/api/likes"]],
      ["photos-cleanup", []],
      ["photos-serve", ["/photos/*"]],
      ["photos", ["/api/photos"]],
      ["proposal", ["/api/proposal"]],
      ["proposals", ["/api/proposals"]],
      ["publish-pending", []],
      ["rebuild", ["/api/rebuild"]],
      ["review-requests", ["/api/review-requests"]],
      ["reviews", ["/api/reviews"]],
      ["slots", ["/api/slots"]],
      ["stripe-webhook", ["/api/stripe-webhook"]],
      ["visit", ["/api/visit"]],
      ["visits-feed", ["/api/visits.ics"]],
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
    const res = await handle(
      new Request(`http://localhost${route}`, { method: "POST", headers: JSON_TYPE, body: chatBody }),
    );
    expect(res.status).toBe(status);
    if (status === 404)
      expect(await res.json()).toEqual({ error: { code: "not_found", message: `No function at ${route}.` } });
    else await res.body?.cancel();
  });

  test("a function that throws or returns no Response: JSON 500 with a code, the error only in the log", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "functions-broken-"));
    try {
      await writeFile(
        path.join(dir, "boom.mjs"),
        'export default async () => { throw new Error("secret detail"); };\nexport const config = { path: "/api/boom" };\n',
      );
      await writeFile(
        path.join(dir, "nothing.mjs"),
        'export default () => "a string";\nexport const config = { path: "/api/nothing" };\n',
      );
      const logged: [string, string][] = [];
      const handle = await createFunctionsHandler({ dir, onError: (error, fn) => logged.push([fn, String(error)]) });
      for (const route of ["/api/boom", "/api/nothing"]) {
        const res = await handle(new Request(`http://localhost${route}`, { method: "POST", body: "{}" }));
        expect(res.status).toBe(500);
        expect(res.headers.get("content-type")).toContain("application/json");
        const text = await res.text();
        expect(JSON.parse(text)).toMatchObject({ error: { code: "internal" } });
        expect(text).not.toMatch(/secret detail| {4}at |node_modules/);
      }
      expect(logged).toEqual([
        ["boom", "Error: secret detail"],
        ["nothing", "TypeError: returned string, not a Response"],
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe("over real HTTP", () => {
  let server: FunctionsServer;
  let root: string;
  let site: StaticServer;
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), "functions-site-"));
    const handler = await createFunctionsHandler();
    [server, site] = await Promise.all([
      startFunctionsServer({ handler }),
      startStaticServer({ root, apiHandler: handler }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([server.close(), site.close()]);
    await rm(root, { recursive: true, force: true });
  });

  test("startFunctionsServer streams: the first words arrive long before the last", async () => {
    fake.script({ text: "one two three four five six seven eight", tokenDelayMs: 40 });
    const started = performance.now();
    const res = await fetch(`${server.url}/api/chat`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: chatBody,
    });
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
      const res = await fetch(`${server.url}/api/chat`, { method: "POST", headers: JSON_TYPE, body: chatBody });
      statuses.push(res.status);
      await res.body?.cancel();
    }
    expect(statuses.at(-1)).toBe(429);
  });

  test("a mid-stream failure aborts the HTTP response instead of ending it cleanly", async () => {
    fake.script({ text: "This will break off", failAfterTokens: 2, tokenDelayMs: 5 });
    const res = await fetch(`${server.url}/api/chat`, { method: "POST", headers: JSON_TYPE, body: chatBody });
    expect(res.status).toBe(200);
    await expect(res.text()).rejects.toThrow();
  });

  test("scripts/serve-static.ts serves the functions under /api through its apiHandler option", async () => {
    vi.stubEnv("AI_CHAT_RATE_LIMIT", "100000");
    fake.script({ text: "Served by the static server." });
    const res = await fetch(`${site.url}/api/chat`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: chatBody,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(await res.text()).toBe("Served by the static server.");
    const missing = await fetch(`${site.url}/api/nothing`, { method: "POST", body: "{}" });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: { code: "not_found" } });
  });
});

describe("scripts/serve-static.ts, like Netlify's CDN", () => {
  let root: string;
  let site: StaticServer;
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), "static-site-"));
    await mkdir(path.join(root, "dist", "_astro"), { recursive: true });
    await writeFile(path.join(root, "dist", "index.html"), "<h1>Home</h1>");
    await writeFile(path.join(root, "dist", "about.html"), "<h1>About</h1>");
    await writeFile(path.join(root, "dist", "404.html"), "<h1>Not here</h1>");
    await writeFile(path.join(root, "dist", "_astro", "app.abc123.js"), "console.log(1);".repeat(100));
    await writeFile(
      path.join(root, "netlify.toml"),
      [
        "[[headers]]",
        '  for = "/*"',
        "  [headers.values]",
        '    X-Frame-Options = "DENY"',
        '    Permissions-Policy = """',
        "camera=(),",
        '  microphone=()"""',
        "",
        "[[headers]]",
        '  for = "/_astro/*"',
        "  [headers.values]",
        '    Cache-Control = "public, max-age=31536000, immutable"',
        "",
      ].join("\n"),
    );
    site = await startStaticServer({ root: path.join(root, "dist") });
  });
  afterAll(async () => {
    await site.close();
    await rm(root, { recursive: true, force: true });
  });

  test("pretty URLs, the netlify.toml headers on every page, the 404 page with its status", async () => {
    const about = await fetch(`${site.url}/about`);
    expect(about.status).toBe(200);
    expect(await about.text()).toBe("<h1>About</h1>");
    expect(about.headers.get("x-frame-options")).toBe("DENY");
    expect(about.headers.get("permissions-policy")).toBe("camera=(), microphone=()");
    expect(about.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");

    const slash = await fetch(`${site.url}/about/?x=1`, { redirect: "manual" });
    expect([slash.status, slash.headers.get("location")]).toEqual([301, "/about?x=1"]);

    const missing = await fetch(`${site.url}/no-such-page`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe("<h1>Not here</h1>");
    expect(missing.headers.get("x-frame-options")).toBe("DENY");

    expect((await fetch(`${site.url}/about`, { method: "POST" })).status).toBe(405);
    // No functions configured: /api is not a file path either.
    expect((await fetch(`${site.url}/api/chat`, { method: "POST" })).status).toBe(404);
  });

  test("hashed assets are immutable and compressed", async () => {
    const res = await fetch(`${site.url}/_astro/app.abc123.js`, { headers: { "Accept-Encoding": "br" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(await res.text()).toBe("console.log(1);".repeat(100));
  });
});

describe("over real HTTP, hostile clients (no dev server in front)", () => {
  let server: FunctionsServer;
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => void unhandled.push(reason);
  beforeAll(async () => {
    process.on("unhandledRejection", onUnhandled);
    server = await startFunctionsServer({ handler: await createFunctionsHandler() });
  });
  afterAll(async () => {
    process.off("unhandledRejection", onUnhandled);
    await server.close();
  });
  beforeEach(() => {
    unhandled.length = 0;
    vi.stubEnv("AI_CHAT_RATE_LIMIT", "100000");
  });

  /** Sends raw bytes and resolves with whatever came back before the connection closed. */
  function rawRequest(head: string, body: string, { closeAfterMs }: { closeAfterMs?: number } = {}): Promise<string> {
    const { port } = server;
    return new Promise((resolve) => {
      let answer = "";
      const socket = connect(port, "127.0.0.1", () => {
        socket.write(head + body);
        if (closeAfterMs !== undefined) setTimeout(() => socket.destroy(), closeAfterMs);
      });
      socket.on("data", (chunk) => (answer += chunk.toString()));
      socket.on("error", () => {});
      socket.on("close", () => resolve(answer));
    });
  }

  test("a cross-site simple request with a well-formed body: the function's own 403, provider not called", async () => {
    const res = await fetch(`${server.url}/api/chat`, {
      method: "POST",
      headers: { "Content-Type": "text/plain", Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
      body: chatBody,
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ error: { code: "forbidden_origin" } });
    expect(fake.completions()).toHaveLength(0);
  });

  test("an upload aborted half-way: no unhandled rejection, the server keeps answering", async () => {
    const errors = vi.spyOn(console, "error");
    const head =
      "POST /api/chat HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n";
    await rawRequest(head, '{"messages":[{"role":"user","content":"', { closeAfterMs: 50 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(unhandled).toEqual([]);
    expect(errors.mock.calls.flat().join(" ")).not.toMatch(/failed/);
    expect(fake.completions()).toHaveLength(0);
    const next = await fetch(`${server.url}/api/chat`, { method: "POST", headers: JSON_TYPE, body: chatBody });
    expect(next.status).toBe(200);
    await next.text();
  });

  test("a streamed body over the limit: every client gets the 413, none a reset connection", async () => {
    // The function stops reading at 32 KB; the runtime drains the rest. An adapter that
    // destroys the socket instead (srvx did, docs/decisions/functions-and-deploy.md) loses
    // the 413 to a reset for about one upload in three of this size.
    const chunk = new TextEncoder().encode(" ".repeat(64 * 1024));
    const outcomes: (number | string)[] = [];
    for (let i = 0; i < 10; i++) {
      let sent = 0;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent >= 1_000_000) return controller.close();
          sent += chunk.byteLength;
          controller.enqueue(chunk);
        },
      });
      const res = await fetch(`${server.url}/api/chat`, {
        method: "POST",
        headers: JSON_TYPE,
        body,
        duplex: "half",
      } as RequestInit).catch((error: Error & { cause?: { code?: string } }) => error.cause?.code ?? error.message);
      if (typeof res === "string") outcomes.push(res);
      else outcomes.push(((await res.json()) as { error: { code: string } }).error.code);
    }
    expect(outcomes).toEqual(Array(10).fill("payload_too_large"));
    expect(fake.completions()).toHaveLength(0);
  });

  test("a body sent slowly, past BODY_READ_TIMEOUT_MS: 408 as JSON", async () => {
    vi.stubEnv("BODY_READ_TIMEOUT_MS", "300");
    const res = await fetch(`${server.url}/api/chat`, {
      method: "POST",
      headers: JSON_TYPE,
      body: new ReadableStream<Uint8Array>({
        async pull(controller) {
          await new Promise((resolve) => setTimeout(resolve, 100));
          controller.enqueue(new TextEncoder().encode(" "));
        },
      }),
      duplex: "half",
    } as RequestInit);
    expect(res.status).toBe(408);
    expect(await res.json()).toMatchObject({ error: { code: "request_timeout" } });
    expect(unhandled).toEqual([]);
  });

  test("a client that disconnects before the first token: the provider call is cancelled", async () => {
    fake.script({ text: Array.from({ length: 100 }, (_, i) => `w${i}`).join(" "), firstTokenDelayMs: 400 });
    const client = new AbortController();
    const pending = fetch(`${server.url}/api/chat`, {
      method: "POST",
      headers: JSON_TYPE,
      body: chatBody,
      signal: client.signal,
    }).catch(() => undefined);
    for (let i = 0; i < 100 && fake.completions().length === 0; i++) await new Promise((r) => setTimeout(r, 10));
    expect(fake.completions()).toHaveLength(1);
    client.abort();
    await pending;
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(fake.completions()[0].tokensSent).toBe(0);
    expect(unhandled).toEqual([]);
  });
});
