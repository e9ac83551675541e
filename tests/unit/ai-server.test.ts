import { chatRequestSchema, type ChatMessage } from "../../src/schemas/chat.ts";
import { describe, expect, test } from "vitest";
import { config as chatConfig } from "../../netlify/functions/chat.ts";
import { config as estimateConfig } from "../../netlify/functions/estimate.ts";
import { API_ERROR_CODES, API_ERROR_STATUS, AI_LIMITS, isApiErrorBody, MAX_BODY_BYTES } from "../../src/schemas/api.ts";
import { chatRequestBody, fitChatHistory } from "../../src/lib/chat/history.ts";
import { AI_DEFAULTS, readAiSettings } from "../../src/server/ai/settings.ts";
import { checkRequest } from "../../src/schemas/check.ts";
import { quotaDocId, secondsUntilNextUtcDay, utcDay } from "../../src/server/quota.ts";
import { bearerToken } from "../../src/server/idToken.ts";
import { isCrossSiteRequest, readJsonBody } from "../../src/server/http.ts";
import {
  CHAT_RATE_LIMIT,
  chatRateLimit,
  ESTIMATE_RATE_LIMIT,
  ESTIMATES_PER_DAY,
  estimatesPerDay,
} from "../../src/server/limits.ts";
import { errorCause } from "../../src/server/log.ts";
import { WindowLimiter } from "../../src/server/windowLimiter.ts";

describe("readAiSettings", () => {
  test.each([
    ["nothing set", {}, null],
    ["blank values", { OPENAI_API_KEY: " ", OPENAI_BASE_URL: "" }, null],
    ["only a model", { OPENAI_MODEL: "gpt-4o" }, null],
    [
      "a key: OpenAI with the spec's defaults",
      { OPENAI_API_KEY: "sk-1" },
      { apiKey: "sk-1", baseURL: undefined, model: "gpt-4", temperature: 0.7, maxTokens: 500 },
    ],
    [
      "a base URL alone: a local server",
      { OPENAI_BASE_URL: "http://127.0.0.1:11434/v1" },
      { apiKey: "not-needed", baseURL: "http://127.0.0.1:11434/v1" },
    ],
    [
      "all three",
      {
        OPENAI_API_KEY: "k",
        OPENAI_BASE_URL: "https://r.openai.azure.com/openai/v1/",
        OPENAI_MODEL: " my-deployment ",
      },
      { apiKey: "k", model: "my-deployment" },
    ],
    [
      "a timeout for a slow local model",
      { OPENAI_BASE_URL: "http://x", OPENAI_TIMEOUT_MS: "60000" },
      { firstTokenTimeoutMs: 60_000, replyTimeoutMs: 120_000 },
    ],
    [
      "a nonsense timeout",
      { OPENAI_BASE_URL: "http://x", OPENAI_TIMEOUT_MS: "soon" },
      { firstTokenTimeoutMs: AI_DEFAULTS.firstTokenTimeoutMs },
    ],
  ])("%s", (_name, env, expected) => {
    const settings = readAiSettings(env);
    if (expected === null) expect(settings).toBeNull();
    else expect(settings).toMatchObject(expected);
  });
});

describe("rate limits", () => {
  test("Netlify's platform limits are the same numbers as the code's", () => {
    expect(chatConfig.rateLimit).toEqual({
      windowLimit: CHAT_RATE_LIMIT.windowLimit,
      windowSize: CHAT_RATE_LIMIT.windowSizeSeconds,
      aggregateBy: ["ip", "domain"],
    });
    expect(estimateConfig.rateLimit).toEqual({
      windowLimit: ESTIMATE_RATE_LIMIT.windowLimit,
      windowSize: ESTIMATE_RATE_LIMIT.windowSizeSeconds,
      aggregateBy: ["ip", "domain"],
    });
  });

  test("Netlify can read each function's config from the source without running it", async () => {
    // The parser Netlify's build uses (a dependency of @astrojs/netlify): config must be a literal.
    type ParseFile = (
      path: string,
      options: { functionName: string },
    ) => Promise<{ runtimeAPIVersion?: number; config: unknown }>;
    const { parseFile } =
      (await import("@netlify/zip-it-and-ship-it/dist/runtimes/node/in_source_config/index.js")) as {
        parseFile: ParseFile;
      };
    for (const [name, config] of [
      ["chat", chatConfig],
      ["estimate", estimateConfig],
    ] as const) {
      const parsed = await parseFile(`netlify/functions/${name}.ts`, { functionName: name });
      expect(parsed.runtimeAPIVersion).toBe(2);
      expect(parsed.config).toEqual({ path: [config.path], rateLimit: config.rateLimit });
    }
  });

  test.each([
    [{}, CHAT_RATE_LIMIT.windowLimit, ESTIMATES_PER_DAY],
    [{ AI_CHAT_RATE_LIMIT: "100000", AI_ESTIMATES_PER_DAY: "500" }, 100_000, 500],
    [{ AI_CHAT_RATE_LIMIT: "0", AI_ESTIMATES_PER_DAY: "-1" }, CHAT_RATE_LIMIT.windowLimit, ESTIMATES_PER_DAY],
    [{ AI_CHAT_RATE_LIMIT: "1.5", AI_ESTIMATES_PER_DAY: "ten" }, CHAT_RATE_LIMIT.windowLimit, ESTIMATES_PER_DAY],
  ])("env %j: chat %i per window, %i estimates per day", (env, chat, perDay) => {
    expect(chatRateLimit(env).windowLimit).toBe(chat);
    expect(estimatesPerDay(env)).toBe(perDay);
  });

  test("WindowLimiter: the limit per key per window, then Retry-After until the window ends", () => {
    const limiter = new WindowLimiter();
    const t0 = 1_000_000;
    expect(limiter.take("a", 2, 60_000, t0)).toEqual({ ok: true });
    expect(limiter.take("a", 2, 60_000, t0 + 1)).toEqual({ ok: true });
    expect(limiter.take("a", 2, 60_000, t0 + 15_000)).toEqual({ ok: false, retryAfterSeconds: 45 });
    expect(limiter.take("b", 2, 60_000, t0 + 15_000)).toEqual({ ok: true });
    expect(limiter.take("a", 2, 60_000, t0 + 60_000)).toEqual({ ok: true });
  });

  test("WindowLimiter forgets expired windows when many keys pile up", () => {
    const limiter = new WindowLimiter();
    for (let i = 0; i < 10_000; i++) limiter.take(`ip-${i}`, 1, 1_000, 0);
    expect(limiter.take("new", 1, 1_000, 5_000)).toEqual({ ok: true });
    // ip-0's window had expired and was swept: it starts afresh.
    expect(limiter.take("ip-0", 1, 1_000, 5_000)).toEqual({ ok: true });
  });

  test.each([
    ["2025-03-09T00:00:00.000Z", "2025-03-09", 86_400],
    ["2025-03-09T23:59:59.500Z", "2025-03-09", 1],
    ["2024-12-31T12:00:00.000Z", "2024-12-31", 43_200],
  ])("daily cap at %s: day %s, Retry-After %i s", (iso, day, seconds) => {
    const now = new Date(iso);
    expect(utcDay(now)).toBe(day);
    expect(secondsUntilNextUtcDay(now)).toBe(seconds);
    expect(quotaDocId("uid/with/slashes", now)).toBe(`uid%2Fwith%2Fslashes_${day}`);
    expect(quotaDocId("AbC123", now)).toBe(`AbC123_${day}`);
  });
});

describe("contract", () => {
  test("every code has its status, as the UI expects", () => {
    expect(Object.values(API_ERROR_CODES).sort()).toEqual(Object.keys(API_ERROR_STATUS).sort());
    expect(API_ERROR_STATUS).toMatchObject({
      invalid_request: 400,
      unauthorized: 401,
      method_not_allowed: 405,
      payload_too_large: 413,
      rate_limited: 429,
      ai_failed: 502,
      ai_empty: 502,
      ai_unavailable: 503,
    });
  });

  test.each([
    [{ error: { code: "ai_failed", message: "x" } }, true],
    [{ error: { code: "invalid_request", message: "x", field: "scope" } }, true],
    [{ error: { code: "teapot", message: "x" } }, false],
    [{ error: "ai_failed" }, false],
    [null, false],
    ["text", false],
  ])("isApiErrorBody(%j) = %s", (body, expected) => {
    expect(isApiErrorBody(body)).toBe(expected);
  });

  test.each([
    ["Bearer abc.def.ghi", "abc.def.ghi"],
    ["bearer   abc  ", "abc"],
    ["Bearer", undefined],
    ["Bearer a b", undefined],
    ["Basic abc", undefined],
    [null, undefined],
  ])("bearer token from %j is %j", (header, token) => {
    const req = new Request("http://x/", { headers: header === null ? {} : { Authorization: header } });
    expect(bearerToken(req)).toBe(token);
  });

  test("errorCause names the error class and status, never the message", () => {
    class InternalServerError extends Error {
      status = 500;
    }
    expect(errorCause(new InternalServerError("the prompt was: secret"))).toBe("InternalServerError:500");
    expect(errorCause(Object.assign(new Error("secret"), { code: "auth/id-token-expired" }))).toBe(
      "Error:auth/id-token-expired",
    );
    expect(errorCause("secret")).toBe("string");
  });
});

describe("fitChatHistory", () => {
  const turn = (i: number): ChatMessage => ({ role: i % 2 === 0 ? "user" : "assistant", content: `message ${i}` });

  test("keeps the most recent messages up to the limit", () => {
    const history = Array.from({ length: 31 }, (_, i) => turn(i));
    const fitted = fitChatHistory(history);
    expect(fitted).toHaveLength(AI_LIMITS.maxMessages);
    expect(fitted.at(-1)).toEqual(turn(30));
    expect(fitted[0]).toEqual(turn(11));
  });

  test("drops blank messages and cuts over-long ones to their limit", () => {
    const fitted = fitChatHistory([
      { role: "user", content: "   " },
      { role: "assistant", content: "a".repeat(AI_LIMITS.maxAssistantMessageChars + 500) },
      { role: "user", content: " q " },
    ]);
    expect(fitted).toEqual([
      { role: "assistant", content: "a".repeat(AI_LIMITS.maxAssistantMessageChars) },
      { role: "user", content: "q" },
    ]);
  });

  test.each([
    ["ASCII", "a"],
    ["multi-byte characters", "é"],
    ["emoji", "🏠"],
  ])("long conversations in %s still fit in the body limit and validate", (_name, char) => {
    const history = Array.from({ length: 40 }, (_, i): ChatMessage => {
      const role = i % 2 === 0 ? "user" : "assistant";
      const limit = role === "user" ? AI_LIMITS.maxUserMessageChars : AI_LIMITS.maxAssistantMessageChars;
      return { role, content: char.repeat(Math.floor(limit / char.length)) };
    }).concat({ role: "user", content: "last question" });
    const body = chatRequestBody(history);
    expect(new TextEncoder().encode(JSON.stringify(body)).length).toBeLessThanOrEqual(MAX_BODY_BYTES);
    expect(body.messages.at(-1)).toEqual({ role: "user", content: "last question" });
    expect(checkRequest(chatRequestSchema, body).ok).toBe(true);
  });
});

describe("fitChatHistory keeps to the contract", () => {
  test("the total character cap drops the oldest turns, never the question", () => {
    const long = (i: number): ChatMessage =>
      i % 2 === 0
        ? { role: "user", content: `q${i} ${"u".repeat(1500)}` }
        : { role: "assistant", content: `a${i} ${"a".repeat(3500)}` };
    const history = Array.from({ length: 9 }, (_, i) => long(i));
    const fitted = fitChatHistory(history);
    const total = fitted.reduce((sum, turn) => sum + turn.content.length, 0);
    expect(total).toBeLessThanOrEqual(AI_LIMITS.maxConversationChars);
    expect(fitted.at(-1)).toEqual(history.at(-1));
    expect(fitted.length).toBeLessThan(history.length);
    expect(checkRequest(chatRequestSchema, { messages: fitted }).ok).toBe(true);
  });

  test("no user turn at all: nothing to send", () => {
    expect(fitChatHistory([{ role: "assistant", content: "Hello" }])).toEqual([]);
  });
});

describe("same-origin checks", () => {
  const SITE_URL = "https://www.example.com";
  const req = (url: string, headers: Record<string, string>) => new Request(url, { method: "POST", headers });

  test.each([
    // [request URL, headers, development?, refused?]
    ["https://www.example.com/api/chat", { Origin: "https://www.example.com" }, false, false],
    ["https://preview--site.netlify.app/api/chat", { Origin: "https://preview--site.netlify.app" }, false, false],
    ["https://www.example.com/api/chat", { Origin: "http://localhost:4321" }, false, true],
    ["http://localhost:4321/api/chat", { Origin: "http://localhost:4321" }, true, false],
    ["http://localhost:4321/api/chat", { Origin: "http://127.0.0.1:9999" }, true, false],
    ["http://localhost:4321/api/chat", { Origin: "http://[::1]:4321" }, true, false],
    ["http://localhost:4321/api/chat", { Origin: "https://www.example.com" }, true, false],
    // DNS rebinding: the page's host name points at the developer's machine.
    ["http://evil.example:4321/api/chat", { Origin: "http://evil.example:4321" }, true, true],
    ["http://localhost:4321/api/chat", { Origin: "http://localhost.evil.example" }, true, true],
    ["http://localhost:4321/api/chat", { Origin: "null" }, true, true],
    ["http://localhost:4321/api/chat", { Origin: "file:///tmp/page.html" }, true, true],
    ["http://localhost:4321/api/chat", { "Sec-Fetch-Site": "cross-site", Origin: "http://localhost:4321" }, true, true],
    ["http://localhost:4321/api/chat", {}, true, false],
  ])("%s with %j (development %s): refused %s", (url, headers, development, refused) => {
    const env = development ? { NETLIFY_DEV: "true" } : {};
    expect(isCrossSiteRequest(req(url, headers), SITE_URL, env)).toBe(refused);
  });
});

describe("readJsonBody never rejects", () => {
  const post = (body: ReadableStream<Uint8Array>) =>
    new Request("http://localhost/api/chat", { method: "POST", body, duplex: "half" } as RequestInit);
  const bytes = (text: string) => new TextEncoder().encode(text);

  test("an upload that breaks off: invalid_request for the body", async () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes('{"messages":['));
      },
      pull(controller) {
        controller.error(new Error("socket hang up"));
      },
    });
    expect(await readJsonBody(post(body))).toMatchObject({ ok: false, code: "invalid_request", field: "body" });
  });

  test("a body that trickles in slower than the deadline: 408 request_timeout, reading stops", async () => {
    let cancelled = false;
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        await new Promise((resolve) => setTimeout(resolve, 40));
        controller.enqueue(bytes(" "));
      },
      cancel() {
        cancelled = true;
      },
    });
    const started = performance.now();
    expect(await readJsonBody(post(body), MAX_BODY_BYTES, 150)).toMatchObject({
      ok: false,
      code: "request_timeout",
    });
    expect(performance.now() - started).toBeLessThan(1000);
    expect(cancelled).toBe(true);
  });

  test("a slow body that arrives in time is read", async () => {
    const parts = ['{"a"', ":", "1}"];
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        const part = parts.shift();
        if (part === undefined) controller.close();
        else controller.enqueue(bytes(part));
      },
    });
    expect(await readJsonBody(post(body), MAX_BODY_BYTES, 2000)).toEqual({ ok: true, value: { a: 1 } });
  });
});
