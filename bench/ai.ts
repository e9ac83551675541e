/**
 * AI functions benchmark, measured on the stack `npm start` runs: `astro dev` with the
 * project's functions middleware (scripts/vite-functions.ts), started as scripts/start.sh
 * starts it, in a process of its own (as on Netlify: the functions do not share a CPU
 * with the client or the provider). The real `openai` client in the functions talks to
 * the local chat-completions server (scripts/ai-stand-in.ts), which runs in this process
 * with the measuring client so it can script replies and timestamp tokens. The Firebase
 * emulators are started or reused (never reseeded) for the token checks and the daily
 * counter of /api/estimate. Rate limits are raised by environment so the load itself is
 * measured, not the limiter.
 *
 * Figures, timings and counts only: what each request must be answered
 * is asserted by the functions tests (tests/functions/hostile.test.ts and
 * provider-faults.test.ts, over the same kinds):
 *   - function overhead above the provider: median per request, /api/chat versus the same
 *     completion requested from the provider directly, zero provider delay (target <= 30 ms);
 *   - 32 concurrent /api/chat requests: errors, lost replies, p50 and p99;
 *   - chat and estimate requests mixed 16 at a time, valid ones and the 202 refused kinds
 *     of tests/functions/support/hostileKinds.ts: answered 200 / 4xx / 5xx, the refused
 *     ones' p50 and p99, how many reached the provider, and how many astro dev (Vite)
 *     answered itself before the functions saw them (no JSON of ours);
 *   - a provider that hangs or fails (9 faults x 2 functions): the slowest answer;
 *   - first chunk at the HTTP client after the provider's first token (the server's
 *     share of the widget's 100 ms budget);
 *   - first characters visible in the chat widget after the provider's first token, in
 *     Chromium against the built site (tests/e2e/support/ai.ts, the UI's own measurement),
 *     when dist/ holds a build (`npx astro build` first; skipped with --no-widget);
 *   - function errors and unhandled rejections in the server's log.
 *
 * `--stack handler` measures scripts/functions-handler.ts alone behind node:http (the
 * runtime under the end-to-end tests) instead; the results file then says so. `--quick`
 * (a check after a change: 35 s of measuring) measures 30 pairs, each kind once and no
 * widget, and writes bench/results/ai.tmp.json (not kept in git) instead.
 *
 * It is a measurement, not a test: it exits non-zero only when something could not be measured.
 *
 *   bash bench/ai.sh [--stack dev|handler] [--quick] [--pairs 300] [--concurrent 32] [--mixed 500] [--widget-runs 20] [--no-widget]
 *
 * Writes bench/results/ai.json (one number per figure, and `stack`: what was measured).
 */
import type { ChatRequest } from "../src/schemas/chat.ts";
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { startEmulators, useEmulatorEnv } from "../scripts/emulators.ts";
import {
  childEnv,
  flag,
  numberOption,
  quantile,
  report,
  ROOT,
  round,
  startAstroDev,
  watchOutput,
  type Table,
} from "./support.ts";
import { signalGroup, stopChild } from "../scripts/processes.ts";
import { startFakeOpenAi, cannedReply, type FakeOpenAi, type ScriptedReply } from "../scripts/ai-stand-in.ts";
import { createTestUser, type TestUser } from "../tests/functions/support/tokens.ts";
import { buildChatMessages } from "../src/server/ai/prompts.ts";
import { AI_DEFAULTS } from "../src/server/ai/settings.ts";
import { isApiErrorBody } from "../src/schemas/api.ts";
import {
  hostileTokens,
  providerFaultKinds,
  refusedKinds,
  replyFor,
  requestOf,
  VALID_ESTIMATE,
  type RequestKind,
} from "../tests/functions/support/hostileKinds.ts";

const QUICK = flag("--quick");
const STACK = flag("--stack") && process.argv[process.argv.indexOf("--stack") + 1] === "handler" ? "handler" : "dev";
const PAIRS = numberOption("--pairs", QUICK ? 30 : 300);
const WARMUP = numberOption("--warmup", QUICK ? 5 : 30);
const CONCURRENT = numberOption("--concurrent", 32);
/** Requests in the mix; every kind is sent at least once (twice unless --quick). */
const MIXED = numberOption("--mixed", QUICK ? 0 : 500);
const MIXED_IN_FLIGHT = 16;
/** The functions' body deadline in this run (BODY_READ_TIMEOUT_MS), short so a stalled body costs a second, not ten. */
const BODY_READ_TIMEOUT_MS = 1000;
const FIRST_CHUNK_SAMPLES = QUICK ? 10 : 50;
const WIDGET_RUNS = numberOption("--widget-runs", 20);
const MEASURE_WIDGET = !QUICK && !flag("--no-widget");

const CHAT: ChatRequest = {
  messages: [{ role: "user", content: "What kinds of projects do you take on in Maryland?" }],
};
const REPLY = cannedReply({
  method: "POST",
  path: "/v1/chat/completions",
  headers: {},
  body: { messages: CHAT.messages },
  receivedAt: 0,
  tokensSent: 0,
});

interface FunctionsServer {
  url: string;
}

// ---------------------------------------------------------------------------------------
// Requests

async function timed(
  run: () => Promise<Response>,
): Promise<{ ms: number; status: number; text: string; error?: string }> {
  const started = performance.now();
  try {
    const res = await run();
    const text = await res.text();
    return { ms: performance.now() - started, status: res.status, text };
  } catch (error) {
    return { ms: performance.now() - started, status: 0, text: "", error: (error as Error).message };
  }
}

function postChat(server: FunctionsServer, body: ChatRequest = CHAT): Promise<Response> {
  return fetch(`${server.url}/api/chat`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
}

/** The same completion the function asks for, straight from the provider, read to the end. */
function postProvider(fake: FakeOpenAi): Promise<Response> {
  return fetch(`${fake.url}/chat/completions`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: "Bearer not-needed" },
    body: JSON.stringify({
      model: AI_DEFAULTS.model,
      messages: buildChatMessages(CHAT),
      temperature: AI_DEFAULTS.temperature,
      max_tokens: AI_DEFAULTS.maxTokens,
      stream: true,
    }),
  });
}

// ---------------------------------------------------------------------------------------
// 1. Overhead

async function measureOverhead(server: FunctionsServer, fake: FakeOpenAi) {
  fake.setFallback({ ...REPLY, tokenDelayMs: 0 });
  const direct: number[] = [];
  const viaFunction: number[] = [];
  const differences: number[] = [];
  for (let i = 0; i < WARMUP + PAIRS; i++) {
    // Interleaved, so drift (GC, JIT, other load on the machine) hits both sides alike.
    const d = await timed(() => postProvider(fake));
    const f = await timed(() => postChat(server));
    if (d.status !== 200 || f.status !== 200 || f.text !== REPLY.text)
      throw new Error(`overhead run failed: provider ${d.status}, function ${f.status} ${f.error ?? ""}`);
    if (i < WARMUP) continue;
    direct.push(d.ms);
    viaFunction.push(f.ms);
    differences.push(f.ms - d.ms);
  }
  return {
    providerDirectMedianMs: round(quantile(direct, 0.5), 2),
    functionMedianMs: round(quantile(viaFunction, 0.5), 2),
    functionOverheadMedianMs: round(quantile(differences, 0.5), 2),
  };
}

// ---------------------------------------------------------------------------------------
// 2. Concurrency

async function measureConcurrency(server: FunctionsServer, fake: FakeOpenAi) {
  fake.setFallback({ ...REPLY, tokenDelayMs: 2 });
  fake.reset();
  const results = await Promise.all(Array.from({ length: CONCURRENT }, () => timed(() => postChat(server))));
  const errors = results.filter((r) => r.status !== 200).length;
  const lost = results.filter((r) => r.status === 200 && r.text !== REPLY.text).length;
  const ms = results.filter((r) => r.status === 200).map((r) => r.ms);
  return {
    concurrentChatRequests: CONCURRENT,
    concurrentChatErrors: errors,
    concurrentChatLostReplies: lost,
    concurrentChatProviderCalls: fake.completions().length,
    concurrentChatP50Ms: round(quantile(ms, 0.5), 1),
    concurrentChatP99Ms: round(quantile(ms, 0.99), 1),
  };
}

// ---------------------------------------------------------------------------------------
// 3. Valid and refused requests, mixed

type Sendable = Omit<RequestKind, "code">;

/** A well-formed chat, and estimates from several accounts, as visitors' would be. */
function validCases(accounts: TestUser[]): Sendable[] {
  return [
    {
      kind: "valid chat",
      path: "/api/chat",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(CHAT),
    },
    ...accounts.map((account, i) => ({
      kind: `valid estimate ${i + 1}`,
      path: "/api/estimate",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${account.idToken}` },
      body: JSON.stringify(VALID_ESTIMATE),
    })),
  ];
}

async function measureMixed(server: FunctionsServer, fake: FakeOpenAi, accounts: TestUser[]) {
  fake.setFallback(replyFor(REPLY));
  fake.reset();
  const valid = validCases(accounts);
  const refused = refusedKinds(await hostileTokens());
  const cases: Sendable[] = [...valid, ...refused];
  const results: { valid: boolean; status: number; ms: number; ours: boolean }[] = [];
  const send = async (item: Sendable) => {
    const started = performance.now();
    const res = await fetch(requestOf(item, server.url)).catch(() => undefined);
    const text = (await res?.text().catch(() => "")) ?? "";
    let ours = false;
    try {
      ours = isApiErrorBody(JSON.parse(text));
    } catch {
      // not JSON: the dev server's own answer, or a stream
    }
    results.push({ valid: valid.includes(item), status: res?.status ?? 0, ms: performance.now() - started, ours });
  };
  // MIXED_IN_FLIGHT at a time, cycling through the kinds until MIXED requests (and every kind once or twice) are sent.
  const total = Math.max(MIXED, (QUICK ? 1 : 2) * cases.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: MIXED_IN_FLIGHT }, async () => {
      while (next < total) await send(cases[next++ % cases.length]);
    }),
  );
  const refusedResults = results.filter((r) => !r.valid);
  const valid200 = results.filter((r) => r.valid && r.status === 200).length;
  const ms = refusedResults.map((r) => r.ms);
  return {
    mixedRequests: results.length,
    mixedInFlight: MIXED_IN_FLIGHT,
    mixedValid: results.length - refusedResults.length,
    mixedValid200: valid200,
    mixed5xx: results.filter((r) => r.status >= 500 || r.status === 0).length,
    hostileKinds: refused.length,
    hostileRequests: refusedResults.length,
    hostile4xx: refusedResults.filter((r) => r.status >= 400 && r.status < 500).length,
    hostileAnsweredByDevServer: refusedResults.filter((r) => !r.ours).length,
    hostileP50Ms: round(quantile(ms, 0.5), 1),
    hostileP99Ms: round(quantile(ms, 0.99), 1),
    // Every valid request asks the provider once; anything beyond came from a refused one.
    hostileReachedProvider: Math.max(0, fake.completions().length - valid200),
  };
}

// ---------------------------------------------------------------------------------------
// 4. A provider that hangs or fails (valid requests)

async function measureProviderFaults(server: FunctionsServer, fake: FakeOpenAi, idToken: string) {
  fake.setFallback(replyFor(REPLY));
  fake.reset();
  const kinds = providerFaultKinds(idToken);
  const answers = await Promise.all(kinds.map((item) => timed(() => fetch(requestOf(item, server.url)))));
  return {
    providerFaultKinds: kinds.length,
    providerFaultsAnswered5xx: answers.filter((answer) => answer.status >= 500).length,
    providerFaultSlowestMs: Math.round(Math.max(...answers.map((answer) => answer.ms))),
    providerFaultCalls: fake.completions().length,
  };
}

// ---------------------------------------------------------------------------------------
// 5. First chunk after the provider's first token

async function measureFirstChunk(server: FunctionsServer, fake: FakeOpenAi) {
  const reply: ScriptedReply = { ...REPLY, firstTokenDelayMs: 30, tokenDelayMs: 10 };
  fake.setFallback(reply);
  const delays: number[] = [];
  for (let i = 0; i < FIRST_CHUNK_SAMPLES; i++) {
    fake.reset();
    const res = await postChat(server);
    const reader = res.body!.getReader();
    await reader.read();
    const at = performance.now();
    await reader.cancel();
    const firstTokenAt = fake.completions()[0]?.firstTokenAt;
    if (firstTokenAt === undefined) throw new Error("provider sent no token");
    delays.push(at - firstTokenAt);
  }
  return {
    firstChunkAfterProviderTokenP50Ms: round(quantile(delays, 0.5), 2),
    firstChunkAfterProviderTokenP99Ms: round(quantile(delays, 0.99), 2),
  };
}

// ---------------------------------------------------------------------------------------
// 6. First characters in the widget (Chromium, built site)

async function measureWidget(): Promise<
  { firstCharactersVisibleMedianMs: number; firstCharactersVisibleP95Ms: number } | string
> {
  if (!MEASURE_WIDGET) return "skipped (--quick or --no-widget)";
  if (!existsSync(path.join(ROOT, "dist", "index.html")))
    return "not measured: no build in dist/ (run `npx astro build` first)";
  const [{ chromium }, ui, { CHROMIUM_ARGS, CHROMIUM_PATH }] = await Promise.all([
    import("@playwright/test"),
    import("../tests/e2e/support/ai.ts"),
    import("../tests/e2e/support/chromium.ts"),
  ]);
  // That measurement runs the functions in this process.
  process.env.API_LOG = "off";
  const site = await ui.startAiSite();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    await page.goto(`${site.url}/`);
    const summary = ui.summarise(await ui.measureFirstCharacters(page, site, WIDGET_RUNS));
    return { firstCharactersVisibleMedianMs: summary.medianMs, firstCharactersVisibleP95Ms: summary.p95Ms };
  } finally {
    await browser.close();
    await site.close();
  }
}

// ---------------------------------------------------------------------------------------
// The stack under measurement, in a process of its own

interface Stack {
  server: FunctionsServer;
  /** What was measured, for the results file. */
  description: string;
  /** Lines the server logged that mention a failed function (they stay out of the bodies). */
  functionErrors: () => number;
  /** Lines the server logged about an unhandled promise rejection. */
  unhandledRejections: () => number;
  stop(): Promise<void>;
}

/** `astro dev` as scripts/start.sh runs it (same flags and environment), without its reseeding of the shared emulators. */
async function startDevStack(env: Record<string, string | undefined>): Promise<Stack> {
  const dev = await startAstroDev(env);
  const { version } = JSON.parse(await readFile(path.join(ROOT, "node_modules", "astro", "package.json"), "utf8")) as {
    version: string;
  };
  return {
    server: { url: dev.url },
    description: `npm start: astro dev ${version} + scripts/vite-functions.ts (functions in process), Node ${process.version}`,
    functionErrors: dev.log.functionErrors,
    unhandledRejections: dev.log.unhandledRejections,
    stop: dev.stop,
  };
}

/** scripts/functions-handler.ts alone behind node:http: the runtime under the end-to-end tests. */
async function startHandlerStack(env: Record<string, string | undefined>): Promise<Stack> {
  const child = spawn(process.execPath, [path.join(ROOT, "scripts", "functions-handler.ts"), "--port", "0"], {
    cwd: ROOT,
    env: childEnv(env),
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  process.once("exit", () => signalGroup(child, "SIGKILL"));
  const log = watchOutput(child);
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on("data", () => {
      const match = /Functions on (http:\/\/[^\s:]+:\d+)/.exec(log.output());
      if (match) resolve(match[1]);
    });
    child.once("exit", (code) => reject(new Error(`functions server exited (${code}): ${log.output()}`)));
  });
  return {
    server: { url },
    description: `scripts/functions-handler.ts behind node:http, Node ${process.version}`,
    functionErrors: log.functionErrors,
    unhandledRejections: log.unhandledRejections,
    stop: () => stopChild(child),
  };
}

// ---------------------------------------------------------------------------------------

async function main(): Promise<void> {
  const started = performance.now();
  useEmulatorEnv(process.env);
  const emulators = await startEmulators();
  const fake = await startFakeOpenAi({ fallback: REPLY });
  const env = {
    OPENAI_BASE_URL: fake.url,
    API_LOG: "off",
    AI_CHAT_RATE_LIMIT: "1000000000",
    AI_ESTIMATES_PER_DAY: "1000000",
    // The test accounts' e-mails are not verified; the AI budget must not end the run.
    AI_ESTIMATES_PER_DAY_UNVERIFIED: "1000000",
    AI_DAILY_TOKEN_BUDGET: "1000000000000",
    AI_CHAT_DAILY_TOKENS_PER_IP: "1000000000000",
    // A hanging provider costs 1.5 s per attempt instead of 15.
    OPENAI_TIMEOUT_MS: "1500",
    BODY_READ_TIMEOUT_MS: String(BODY_READ_TIMEOUT_MS),
    OPENAI_API_KEY: undefined,
    OPENAI_MODEL: undefined,
  };
  const stack = await (STACK === "handler" ? startHandlerStack(env) : startDevStack(env));
  const { server } = stack;
  try {
    const accounts = await Promise.all(Array.from({ length: 4 }, () => createTestUser()));
    console.log(
      `bench: ${stack.description}\nbench: functions on ${server.url}, provider ${fake.url}, emulators ready`,
    );
    const overhead = await measureOverhead(server, fake);
    const concurrency = await measureConcurrency(server, fake);
    const firstChunk = await measureFirstChunk(server, fake);
    const mixed = await measureMixed(server, fake, accounts);
    const faults = await measureProviderFaults(server, fake, accounts[0].idToken);
    const widget = await measureWidget();

    const results = {
      stack: stack.description,
      ...overhead,
      ...concurrency,
      ...mixed,
      ...faults,
      functionErrorsLogged: stack.functionErrors(),
      unhandledRejectionsLogged: stack.unhandledRejections(),
      ...firstChunk,
      ...(typeof widget === "string"
        ? {}
        : {
            ...widget,
            widgetStack: "built site (dist/) behind scripts/serve-static.ts, functions in the same process",
          }),
    };
    const table: Table = [
      ["figure", "measured", "target"],
      [
        "Function overhead above the provider (median per request)",
        `${overhead.functionOverheadMedianMs} ms`,
        "<= 30 ms",
      ],
      [
        "  provider alone / through /api/chat (medians)",
        `${overhead.providerDirectMedianMs} / ${overhead.functionMedianMs} ms`,
        "",
      ],
      [`${CONCURRENT} concurrent /api/chat: errors`, String(concurrency.concurrentChatErrors), "0"],
      [`${CONCURRENT} concurrent /api/chat: lost replies`, String(concurrency.concurrentChatLostReplies), "0"],
      [
        `${CONCURRENT} concurrent /api/chat: p50 / p99`,
        `${concurrency.concurrentChatP50Ms} / ${concurrency.concurrentChatP99Ms} ms`,
        "",
      ],
      [
        `${mixed.mixedRequests} chat and estimate requests, ${MIXED_IN_FLIGHT} at a time: valid ones answered 200`,
        `${mixed.mixedValid200} of ${mixed.mixedValid}`,
        "all",
      ],
      [
        `  refused ones (${mixed.hostileKinds} kinds) answered 4xx`,
        `${mixed.hostile4xx} of ${mixed.hostileRequests}`,
        "all",
      ],
      ["  refused ones: p50 / p99", `${mixed.hostileP50Ms} / ${mixed.hostileP99Ms} ms`, ""],
      ["  5xx or no answer", String(mixed.mixed5xx), "0"],
      ["  refused ones that reached the provider", String(mixed.hostileReachedProvider), "0"],
      ["  refused by astro dev itself (no JSON of ours)", String(mixed.hostileAnsweredByDevServer), ""],
      [
        `Provider hangs or fails (${faults.providerFaultKinds} kinds): answered 5xx, slowest`,
        `${faults.providerFaultsAnswered5xx} of ${faults.providerFaultKinds}, ${faults.providerFaultSlowestMs} ms`,
        "all",
      ],
      [
        "Function errors / unhandled rejections in the server log",
        `${results.functionErrorsLogged} / ${results.unhandledRejectionsLogged}`,
        "0 / 0",
      ],
      [
        "First chunk at the HTTP client after the provider's first token (p50 / p99)",
        `${firstChunk.firstChunkAfterProviderTokenP50Ms} / ${firstChunk.firstChunkAfterProviderTokenP99Ms} ms`,
        "part of 100 ms",
      ],
      [
        "First characters visible in the widget after the provider's first token (median / p95)",
        typeof widget === "string"
          ? widget
          : `${widget.firstCharactersVisibleMedianMs} / ${widget.firstCharactersVisibleP95Ms} ms`,
        "<= 100 ms",
      ],
    ];
    await report(QUICK ? "ai.tmp" : "ai", table, results, started);
  } finally {
    await stack.stop();
    await fake.close();
    await emulators.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
