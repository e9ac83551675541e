/**
 * The project's one local runtime for the Netlify functions in netlify/functions/: imports
 * each one (Node's own TypeScript type stripping, no bundler), routes a request by the
 * function's `config.path` like Netlify does, and answers 404 JSON for any other path.
 * Module state lives on between calls, as in a warm Netlify instance. `npm start` serves
 * it inside `astro dev` (scripts/vite-functions.ts), the end-to-end tests behind
 * scripts/serve-static.ts, the AI benchmark behind its own node:http server:
 *
 *   node scripts/functions-handler.ts [--port 8888] [--host 127.0.0.1]   serve only the functions
 *
 * A function that throws answers a JSON 500 (the error goes to the log, never to the
 * client). It sets NETLIFY_DEV=true, as `netlify dev` does: the functions then accept
 * pages served from loopback origins. A request's `signal` aborts when its client
 * disconnects. Netlify's `config.rateLimit` is not applied here (the platform enforces
 * it); the functions' own in-code limits still hold.
 *
 * Scheduled functions (`config.schedule`) get no route, as on Netlify: the handler invokes
 * them on a timer (every 60 s for "* * * * *"; FUNCTIONS_SCHEDULE_MS sets any interval for
 * tests and benchmarks), one timer per function file per process, unref'd, stopped by
 * `stop()`. Every call gets a `context.waitUntil` whose promises `settled()` awaits.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Config, Context } from "@netlify/functions";
import { useLocalBlobs } from "./local-blobs.ts";

export const FUNCTIONS_DIR = path.resolve(import.meta.dirname, "..", "netlify", "functions");

/** What Netlify calls: the modern API's default export. */
export type FunctionHandler = (req: Request, context: Context) => Response | Promise<Response>;

export interface FunctionModule {
  default?: unknown;
  config?: Config;
}

export interface LocalFunction {
  name: string;
  /** Absolute path of the source file. */
  file: string;
  /** Empty for a scheduled function: Netlify does not route requests to it. */
  paths: string[];
  /** The cron expression of a scheduled function. */
  schedule?: string;
  handler: FunctionHandler;
}

/** Facts a local server knows about the request that Netlify would put in the context. */
export interface RequestInfo {
  /** The client's address. */
  ip?: string;
}

export type FunctionsHandler = (req: Request, info?: RequestInfo) => Promise<Response>;

/** The handler createFunctionsHandler returns, with what a local server needs besides requests. */
export interface LocalFunctionsHandler extends FunctionsHandler {
  /** Resolves once every promise handed to `context.waitUntil` so far has settled. */
  settled(): Promise<void>;
  /** Stops the scheduled functions' timers of this handler and waits for work under way. */
  stop(): Promise<void>;
}

/** Loads one function module; the default is Node's import(). */
export type ModuleImporter = (file: string) => Promise<FunctionModule>;

export interface FunctionsHandlerOptions {
  dir?: string;
  importModule?: ModuleImporter;
  /** Where a function's exception goes; the default logs it to stderr. */
  onError?: (error: unknown, fn: string) => void;
  /** false: do not run scheduled functions (default true, as a deployment does). */
  schedules?: boolean;
  /** Milliseconds between runs of every scheduled function; default FUNCTIONS_SCHEDULE_MS, else from the cron. */
  scheduleMs?: number;
  /** false: leave the Netlify Blobs context alone (default: a local blobs server, scripts/local-blobs.ts). */
  blobs?: boolean;
}

/**
 * Paths Netlify routes to a function (a function's config.path wins over static files):
 * `/api/*`, and `/photos/*`, the uploaded project photos (netlify/functions/photos-serve.ts).
 */
export function isFunctionsPath(pathname: string): boolean {
  return pathname === "/api" || pathname.startsWith("/api/") || pathname.startsWith("/photos/");
}

const nativeImport: ModuleImporter = (file) => import(pathToFileURL(file).href) as Promise<FunctionModule>;

/** A function file as Netlify finds one: `name.{ts,mts,js,mjs}` directly in the functions folder. */
export const isFunctionFile = (file: string) => /\.(m?ts|m?js)$/.test(file) && !file.endsWith(".d.ts");

export async function loadFunctions(
  dir: string = FUNCTIONS_DIR,
  importModule: ModuleImporter = nativeImport,
): Promise<LocalFunction[]> {
  const files = (await readdir(dir)).filter(isFunctionFile).sort();
  return Promise.all(
    files.map(async (entry) => {
      const file = path.join(dir, entry);
      const module = await importModule(file);
      const name = entry.replace(/\.[^.]+$/, "");
      if (typeof module.default !== "function")
        throw new Error(`netlify/functions/${entry} has no default export handler`);
      const handler = module.default as FunctionHandler;
      const schedule = module.config?.schedule;
      if (schedule) return { name, file, paths: [], schedule, handler };
      const configured = module.config?.path;
      // Without a path Netlify serves a function at /.netlify/functions/<name>.
      const paths = configured
        ? Array.isArray(configured)
          ? configured
          : [configured]
        : [`/.netlify/functions/${name}`];
      return { name, file, paths, handler };
    }),
  );
}

const JSON_HEADERS = { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" };

function errorJson(status: number, code: string, message: string): Response {
  return new Response(JSON.stringify({ error: { code, message } }), { status, headers: JSON_HEADERS });
}

const notFound = (pathname: string): Response => errorJson(404, "not_found", `No function at ${pathname}.`);

/** What the client gets when a function throws or a module cannot load: no message, no stack. */
const internalError = (): Response =>
  errorJson(500, "internal", "The function failed. The error is in the server log.");

/** Netlify path syntax (`/api/items/:id`, `/api/*`) via URLPattern; plain paths match exactly. */
function matcher(pattern: string): (pathname: string) => boolean {
  const normalise = (value: string) => (value.length > 1 ? value.replace(/\/+$/, "") : value);
  if (!/[:*]/.test(pattern)) return (pathname) => normalise(pathname) === normalise(pattern);
  const compiled = new URLPattern({ pathname: pattern });
  return (pathname) => compiled.test({ pathname });
}

/**
 * The context Netlify passes as the second argument, with what is known locally: the
 * client's address, a request id, the URL and the request's cookies. No geo, site or
 * deploy facts; `next()` and `rewrite()` belong to Edge Functions and reject here.
 */
export function localContext(
  req: Request,
  info: RequestInfo = {},
  waitUntil: (promise: Promise<unknown>) => void = (promise) =>
    void promise.catch((error: unknown) => console.error("[functions] waitUntil:", error)),
): Context {
  const url = new URL(req.url);
  const cookies = new Map(
    (req.headers.get("cookie") ?? "")
      .split(";")
      .map((pair) => pair.trim().split("=") as [string, ...string[]])
      .filter(([name]) => name)
      .map(([name, ...value]) => [name, safeDecode(value.join("="))]),
  );
  const edgeOnly = () =>
    Promise.reject(new Error("context.next() and context.rewrite() are only available in Edge Functions"));
  const readOnly = () => {
    throw new Error("context.cookies.set/delete are not emulated locally: set the Set-Cookie header on the response");
  };
  return {
    account: { id: "" },
    cookies: { get: (name) => cookies.get(name) ?? "", set: readOnly, delete: readOnly },
    deploy: { context: "dev", id: "", published: false },
    geo: {},
    // "" when unknown: the functions then treat every local caller as one client.
    ip: info.ip ?? "",
    json: (input) => Response.json(input),
    log: console.log,
    next: edgeOnly,
    params: {},
    rewrite: edgeOnly,
    requestId: crypto.randomUUID(),
    server: { region: "local" },
    site: { url: url.origin },
    url,
    waitUntil,
  };
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function logError(error: unknown, fn: string): void {
  console.error(`[functions] ${fn} failed:`, error);
}

/**
 * Milliseconds between runs for the cron expressions a local timer can honour: every N
 * minutes, hourly, daily, weekly. Anything else (a fixed time of day) is not run locally.
 */
export function scheduleIntervalMs(cron: string): number | undefined {
  const MINUTE = 60_000;
  const nicknames: Record<string, number> = {
    "@hourly": 60 * MINUTE,
    "@daily": 24 * 60 * MINUTE,
    "@midnight": 24 * 60 * MINUTE,
    "@weekly": 7 * 24 * 60 * MINUTE,
  };
  const trimmed = cron.trim();
  if (nicknames[trimmed]) return nicknames[trimmed];
  const everyN = /^(\*|\*\/(\d+)) \* \* \* \*$/.exec(trimmed);
  if (everyN) return (everyN[2] ? Number(everyN[2]) : 1) * MINUTE;
  return undefined;
}

/** One timer per scheduled function file in this process: a new handler (astro dev reloads) replaces the old one's. */
const activeSchedules = new Map<string, () => void>();

export async function createFunctionsHandler(options: FunctionsHandlerOptions = {}): Promise<LocalFunctionsHandler> {
  const { dir, importModule, onError = logError } = options;
  // What `netlify dev` sets too: the functions then also accept pages from loopback origins
  // (src/server/http.ts, isAllowedOrigin). Netlify's servers never set it.
  process.env.NETLIFY_DEV ??= "true";
  // Netlify gives every function a blobs context; locally a file-backed server stands in.
  if (options.blobs !== false) await useLocalBlobs();
  const functions = await loadFunctions(dir, importModule);
  const routes = functions.flatMap((fn) => fn.paths.map((route) => ({ matches: matcher(route), fn })));

  // What context.waitUntil was given: Netlify keeps the instance alive for it; here settled() awaits it.
  const pending = new Set<Promise<unknown>>();
  const waitUntil = (promise: Promise<unknown>) => {
    const tracked = promise
      .catch((error: unknown) => console.error("[functions] waitUntil:", error))
      .finally(() => pending.delete(tracked));
    pending.add(tracked);
  };
  const settled = async () => {
    while (pending.size) await Promise.all(pending);
  };

  const stops = options.schedules === false ? [] : functions.flatMap((fn) => schedule(fn));
  function schedule(fn: LocalFunction): (() => void)[] {
    if (!fn.schedule) return [];
    const fromEnv = Number(process.env.FUNCTIONS_SCHEDULE_MS);
    const everyMs =
      options.scheduleMs ?? (Number.isInteger(fromEnv) && fromEnv > 0 ? fromEnv : scheduleIntervalMs(fn.schedule));
    if (!everyMs) {
      console.warn(`[functions] ${fn.name}: schedule "${fn.schedule}" is not run locally (only intervals are)`);
      return [];
    }
    let running = false;
    const run = async () => {
      // A run that outlasts the interval is not overlapped by the next one.
      if (running) return;
      running = true;
      // Netlify invokes a scheduled function with a POST whose body names the next run.
      const req = new Request(`http://localhost/.netlify/functions/${fn.name}`, {
        method: "POST",
        body: JSON.stringify({ next_run: new Date(Date.now() + everyMs).toISOString() }),
      });
      try {
        const response = await fn.handler(req, localContext(req, {}, waitUntil));
        await response.body?.cancel();
      } catch (error) {
        onError(error, fn.name);
      } finally {
        running = false;
      }
    };
    const timer = setInterval(() => waitUntil(run()), everyMs);
    timer.unref();
    const stop = () => {
      clearInterval(timer);
      if (activeSchedules.get(fn.file) === stop) activeSchedules.delete(fn.file);
    };
    activeSchedules.get(fn.file)?.();
    activeSchedules.set(fn.file, stop);
    return [stop];
  }

  const handler = async (req: Request, info?: RequestInfo): Promise<Response> => {
    const { pathname } = new URL(req.url);
    const route = routes.find((candidate) => candidate.matches(pathname));
    if (!route) return notFound(pathname);
    try {
      const response: unknown = await route.fn.handler(req, localContext(req, info, waitUntil));
      if (response instanceof Response) return response;
      throw new TypeError(`returned ${typeof response}, not a Response`);
    } catch (error) {
      onError(error, route.fn.name);
      return internalError();
    }
  };
  return Object.assign(handler, {
    settled,
    stop: async () => {
      for (const stop of stops) stop();
      await settled();
    },
  });
}

// ---------------------------------------------------------------------------------------
// Over real HTTP: a node:http server in front of the handler that streams the response
// body as the function produces it (and tells the function when the client hangs up).

export interface FunctionsServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

/**
 * node:http request -> fetch Request, body streamed. A function that stops reading
 * early (a body over the size limit) cancels the stream: the rest is then drained and
 * dropped rather than the socket destroyed, so the client still receives the 413 and a
 * kept-alive connection stays usable, as behind Netlify's proxy.
 */
function toRequest(req: IncomingMessage, signal?: AbortSignal): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : value);
  }
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  const body = hasBody
    ? new ReadableStream<Uint8Array>({
        start(controller) {
          // Once ended or failed, later events must not touch the controller (that would throw in a listener).
          let settled = false;
          const fail = (error: Error) => {
            if (settled) return;
            settled = true;
            controller.error(error);
          };
          req.on("data", (chunk: Buffer) => {
            if (settled) return;
            controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
            if ((controller.desiredSize ?? 1) <= 0) req.pause();
          });
          req.once("end", () => {
            if (settled) return;
            settled = true;
            controller.close();
          });
          req.once("error", fail);
          // A client that leaves mid-upload: the reader gets an error, not a wait without end.
          req.once("close", () => {
            if (!req.complete) fail(new Error("the client closed the connection before the body ended"));
          });
        },
        pull() {
          req.resume();
        },
        cancel() {
          drainRequest(req);
        },
      })
    : undefined;
  const target = new URL(req.url ?? "/", `http://${req.headers.host ?? "localhost"}`);
  return new Request(target, {
    method: req.method,
    headers,
    body,
    signal,
    // Required by undici whenever the body is a stream.
    ...(hasBody ? { duplex: "half" } : {}),
  });
}

/** Reads and drops what is left of a request body, so the connection can carry the next request. */
function drainRequest(req: IncomingMessage): void {
  if (req.complete) return;
  req.removeAllListeners("data");
  req.removeAllListeners("end");
  req.resume();
}

/**
 * fetch Response -> node:http response, chunk by chunk. A body that fails midway
 * destroys the connection (the client sees an aborted reply, not a complete one); a
 * client that hangs up cancels the body, which stops the provider stream.
 */
async function sendResponse(response: Response, res: ServerResponse): Promise<void> {
  const headers: Record<string, string | string[]> = Object.fromEntries(response.headers);
  const cookies = response.headers.getSetCookie();
  if (cookies.length) headers["set-cookie"] = cookies;
  res.writeHead(response.status, headers);
  if (!response.body) return void res.end();
  res.flushHeaders();
  const reader = response.body.getReader();
  const hangUp = () => void reader.cancel().catch(() => {});
  res.once("close", hangUp);
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      if (!res.write(value)) await new Promise<void>((resolve) => res.once("drain", resolve));
    }
    res.end();
  } catch {
    res.destroy();
  } finally {
    res.off("close", hangUp);
  }
}

/**
 * One request of a node:http (or connect/Vite) server through the handler: streamed both
 * ways, the rest of an unread body dropped afterwards (a function may answer 413 or 401
 * without reading it), and a failure answered with a JSON 500 or, once the reply has
 * started, an aborted connection; never a stack trace.
 */
export async function serveNodeRequest(
  handler: FunctionsHandler,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  // req.signal aborts when the client goes away before the response has ended: the
  // functions hand it to the provider call, which then stops.
  const gone = new AbortController();
  res.once("close", () => {
    if (!res.writableFinished) gone.abort();
  });
  try {
    const response = await handler(toRequest(req, gone.signal), { ip: req.socket.remoteAddress });
    await sendResponse(response, res);
    drainRequest(req);
  } catch (error) {
    logError(error, "functions handler");
    if (res.headersSent) return void res.destroy();
    await sendResponse(internalError(), res);
    drainRequest(req);
  }
}

export async function startFunctionsServer(
  options: { port?: number; host?: string; handler?: FunctionsHandler } = {},
): Promise<FunctionsServer> {
  const handler = options.handler ?? (await createFunctionsHandler());
  const server = createServer((req, res) => void serveNodeRequest(handler, req, res));
  server.maxConnections = 10_000;
  const host = options.host ?? "127.0.0.1";
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://${host}:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

if (import.meta.main) {
  const args = process.argv.slice(2);
  const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
  const server = await startFunctionsServer({ port: Number(option("--port") ?? 8888), host: option("--host") });
  const routes = (await loadFunctions())
    .map((fn) => `${fn.schedule ? `schedule "${fn.schedule}"` : fn.paths.join(", ")} (${fn.name})`)
    .join("; ");
  console.log(`Functions on ${server.url}: ${routes}`);
}
