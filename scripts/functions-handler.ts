/**
 * Runs the Netlify functions in netlify/functions/ locally: imports each one, routes a
 * request by the function's `config.path` like Netlify does, and answers 404 JSON for
 * any other path. scripts/serve-static.ts takes the result as its `apiHandler`; the AI
 * benchmark wraps it in a node:http server.
 *
 *   node scripts/functions-handler.ts [--port 8888] [--host 127.0.0.1]   serve only the functions
 *
 * Netlify's `config.rateLimit` is not applied here (the platform enforces it); the
 * functions' own in-code limits still hold.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { AiErrorBody } from "../src/schemas/api.ts";
import type { FunctionConfig, FunctionContext, FunctionHandler } from "../src/lib/server/netlify.ts";

const FUNCTIONS_DIR = path.resolve(import.meta.dirname, "..", "netlify", "functions");

export interface LocalFunction {
  name: string;
  paths: string[];
  handler: FunctionHandler;
}

/** Extra facts Netlify would put in the context; a local server may pass the client's address. */
export type RequestInfo = Pick<FunctionContext, "ip">;

export type FunctionsHandler = (req: Request, info?: RequestInfo) => Promise<Response>;

export async function loadFunctions(dir: string = FUNCTIONS_DIR): Promise<LocalFunction[]> {
  const files = (await readdir(dir)).filter((file) => /\.(m?ts|m?js)$/.test(file) && !file.endsWith(".d.ts")).sort();
  return Promise.all(
    files.map(async (file) => {
      const module = (await import(pathToFileURL(path.join(dir, file)).href)) as { default?: unknown; config?: FunctionConfig };
      const name = file.replace(/\.[^.]+$/, "");
      if (typeof module.default !== "function") throw new Error(`netlify/functions/${file} has no default export handler`);
      const configured = module.config?.path;
      // Without a path Netlify serves a function at /.netlify/functions/<name>.
      const paths = configured ? (Array.isArray(configured) ? configured : [configured]) : [`/.netlify/functions/${name}`];
      return { name, paths, handler: module.default as FunctionHandler };
    }),
  );
}

function notFound(pathname: string): Response {
  const body = { error: { code: "not_found", message: `No function at ${pathname}.` } } satisfies AiErrorBody;
  return new Response(JSON.stringify(body), { status: 404, headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" } });
}

/** Netlify path syntax (`/api/items/:id`, `/api/*`) via URLPattern; plain paths match exactly. */
function matcher(pattern: string): (pathname: string) => boolean {
  const normalise = (value: string) => (value.length > 1 ? value.replace(/\/+$/, "") : value);
  if (!/[:*]/.test(pattern)) return (pathname) => normalise(pathname) === normalise(pattern);
  const compiled = new URLPattern({ pathname: pattern });
  return (pathname) => compiled.test({ pathname });
}

export async function createFunctionsHandler(dir?: string): Promise<FunctionsHandler> {
  const routes = (await loadFunctions(dir)).flatMap((fn) => fn.paths.map((route) => ({ matches: matcher(route), fn })));
  return async (req, info) => {
    const { pathname } = new URL(req.url);
    const route = routes.find((candidate) => candidate.matches(pathname));
    if (!route) return notFound(pathname);
    return route.fn.handler(req, { ip: info?.ip, requestId: crypto.randomUUID() });
  };
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
 * node:http request -> fetch Request, body streamed (also for scripts/serve-static.ts). A function that stops reading
 * early (a body over the size limit) cancels the stream: the rest is then drained and
 * dropped rather than the socket destroyed, so the client still receives the 413 and a
 * kept-alive connection stays usable, as behind Netlify's proxy.
 */
export function toRequest(req: IncomingMessage, url?: URL): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : value);
  }
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  const body = hasBody
    ? new ReadableStream<Uint8Array>({
        start(controller) {
          req.on("data", (chunk: Buffer) => {
            controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
            if ((controller.desiredSize ?? 1) <= 0) req.pause();
          });
          req.once("end", () => controller.close());
          req.once("error", (error) => controller.error(error));
        },
        pull() {
          req.resume();
        },
        cancel() {
          drainRequest(req);
        },
      })
    : undefined;
  // `url`: the path a rewrite rule sent the request to, when it is not the one asked for.
  const target = new URL(url ? url.pathname + url.search : (req.url ?? "/"), `http://${req.headers.host ?? "localhost"}`);
  return new Request(target, {
    method: req.method,
    headers,
    body,
    // Required by undici whenever the body is a stream.
    ...(hasBody ? { duplex: "half" } : {}),
  } as RequestInit);
}

/** Reads and drops what is left of a request body, so the connection can carry the next request. */
export function drainRequest(req: IncomingMessage): void {
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
export async function sendResponse(response: Response, res: ServerResponse): Promise<void> {
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

export async function startFunctionsServer(options: { port?: number; host?: string; handler?: FunctionsHandler } = {}): Promise<FunctionsServer> {
  const handler = options.handler ?? (await createFunctionsHandler());
  const server = createServer((req, res) => {
    handler(toRequest(req), { ip: req.socket.remoteAddress })
      .then((response) => sendResponse(response, res))
      // A function that answered without reading the body (413 from Content-Length, 401, 405).
      .then(() => drainRequest(req))
      .catch(() => {
        if (!res.headersSent) res.writeHead(500, { "Content-Type": "application/json" });
        res.end(JSON.stringify({ error: { code: "internal", message: "Function crashed." } }));
      });
  });
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
  const routes = (await loadFunctions()).map((fn) => `${fn.paths.join(", ")} (${fn.name})`).join("; ");
  console.log(`Functions on ${server.url}: ${routes}`);
}
