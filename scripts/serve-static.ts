/**
 * A small static server for the built site (`dist/`) that does what Netlify's CDN does
 * for this site: pretty URLs (`/about` -> `about.html`, `/about/` -> 301 `/about`),
 * compression, cache headers, the `[[headers]]` rules of netlify.toml, the custom 404
 * pages (its `status = 404` redirects), and `/api/*` and `/photos/*` handed to the functions (scripts/functions-handler.ts). The
 * end-to-end tests and bench:pages measure the site through it; `astro preview` refuses
 * to run with the Netlify adapter.
 *
 *   node scripts/serve-static.ts [--root dist] [--port 4322] [--host localhost] [--config netlify.toml] [--functions] [--emulators] [--quiet]
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { readdir, readFile, stat } from "node:fs/promises";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { parseArgs } from "node:util";
import { parse as parseToml } from "smol-toml";
import { useEmulatorEnv } from "./emulators.ts";
import {
  createFunctionsHandler,
  isFunctionsPath,
  serveNodeRequest,
  type FunctionsHandler,
} from "./functions-handler.ts";

export interface StaticServerOptions {
  /** Publish directory, e.g. "dist". */
  root: string;
  /** 0 (the default) picks a free port. */
  port?: number;
  host?: string;
  /** netlify.toml to read the headers from; defaults to the one beside `root`. */
  configPath?: string;
  /** The functions (scripts/functions-handler.ts) for `/api`, `/api/*` and `/photos/*`; without it those answer 404. */
  apiHandler?: FunctionsHandler;
  /** Compress every text file at start-up, so no request pays for compression. */
  precompress?: boolean;
  /** Log one line per request to stderr. */
  log?: boolean;
}

export interface StaticServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

interface HeaderRule {
  pattern: RegExp;
  values: Record<string, string>;
}

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".ttf": "font/ttf",
  ".otf": "font/otf",
  ".pdf": "application/pdf",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
};
const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json|xml|javascript)|image\/svg\+xml)/;
// Vite content-hashes everything under /_astro/, so it can be cached forever (as Netlify's Astro setup does).
const IMMUTABLE = "public, max-age=31536000, immutable";
// Netlify's default for everything else: cache, but revalidate every time.
const REVALIDATE = "public, max-age=0, must-revalidate";

export async function startStaticServer(options: StaticServerOptions): Promise<StaticServer> {
  const root = path.resolve(options.root);
  const configPath = options.configPath ?? path.join(path.dirname(root), "netlify.toml");
  const headerRules = loadHeaderRules(configPath);
  const notFoundRules = loadNotFoundRules(configPath);
  // Compressed bodies are cached per file version: brotli at max quality is slow, and
  // the bench requests the same assets many times.
  const compressed = new Map<string, Buffer>();
  function compress(file: string, mtimeMs: number, body: Buffer, encoding: "br" | "gzip"): Buffer {
    const key = `${file}\0${mtimeMs}\0${encoding}`;
    let packed = compressed.get(key);
    if (!packed) {
      packed =
        encoding === "br"
          ? zlib.brotliCompressSync(body, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            })
          : zlib.gzipSync(body, { level: 9 });
      compressed.set(key, packed);
    }
    return packed;
  }
  // Netlify serves compressed files from its cache; compressing on the first request here
  // instead would slow whichever page is measured first.
  if (options.precompress) {
    for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
      const file = path.join(entry.parentPath, entry.name);
      if (!entry.isFile() || !COMPRESSIBLE.test(TYPES[path.extname(file).toLowerCase()] ?? "")) continue;
      const [body, info] = await Promise.all([readFile(file), stat(file)]);
      for (const encoding of ["br", "gzip"] as const) compress(file, info.mtimeMs, body, encoding);
    }
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error) => {
      console.error("serve-static:", error);
      if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain" });
      res.end("Internal Server Error");
    });
    if (options.log) res.on("finish", () => console.error(`${res.statusCode} ${req.method} ${req.url}`));
  });
  // Node closes an idle kept-alive connection after 5 s, and a client that sends on it in that
  // same moment gets "socket hang up" (a test's request context, idle while the page is used,
  // did under load). A CDN keeps them longer; so does this server, and the client closes first.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", "http://localhost");
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      return sendText(res, 400, "Bad Request");
    }
    if (pathname.includes("\0")) return sendText(res, 400, "Bad Request");

    if (isFunctionsPath(pathname)) {
      if (!options.apiHandler) return sendText(res, 404, "Not Found (no apiHandler configured)");
      // Streamed both ways: the reply reaches the browser as the function produces it.
      return serveNodeRequest(options.apiHandler, req, res);
    }

    // Pages are built as /name.html (build.format "file"), and the site never uses
    // trailing slashes, so /name/ is sent to /name like Netlify's pretty URLs do.
    if (pathname.length > 1 && pathname.endsWith("/") && !(await resolveFile(pathname))) {
      const bare = pathname.replace(/\/+$/, "");
      if (await resolveFile(bare)) {
        res.writeHead(301, { location: bare + url.search });
        return void res.end();
      }
    }

    const file = await resolveFile(pathname);
    if (file) return sendFile(req, res, file, 200, pathname);
    const rule = notFoundRules.find((candidate) => candidate.pattern.test(pathname));
    const notFound = (rule && (await resolveFile(rule.to))) ?? (await resolveFile("/404.html"));
    if (notFound) return sendFile(req, res, notFound, 404, pathname);
    return sendText(res, 404, "Not Found");
  }

  /** The file a URL path maps to: exact file, then `name.html`, then `name/index.html`. */
  async function resolveFile(pathname: string): Promise<string | undefined> {
    const base = path.join(root, path.posix.normalize(pathname));
    if (base !== root && !base.startsWith(root + path.sep)) return undefined;
    const candidates = pathname.endsWith("/")
      ? [path.join(base, "index.html")]
      : [base, `${base}.html`, path.join(base, "index.html")];
    for (const candidate of candidates) {
      const info = await stat(candidate).catch(() => undefined);
      if (info?.isFile()) return candidate;
    }
    return undefined;
  }

  async function sendFile(
    req: IncomingMessage,
    res: ServerResponse,
    file: string,
    status: number,
    requestPath: string,
  ): Promise<void> {
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { allow: "GET, HEAD" });
      return void res.end();
    }
    const info = await stat(file);
    const type = TYPES[path.extname(file).toLowerCase()] ?? "application/octet-stream";
    const out: Record<string, string> = {
      "content-type": type,
      "cache-control": requestPath.startsWith("/_astro/") ? IMMUTABLE : REVALIDATE,
      "last-modified": info.mtime.toUTCString(),
    };
    // netlify.toml headers apply to the path the visitor asked for (also for the 404 page), last so they win.
    for (const rule of headerRules) {
      if (rule.pattern.test(requestPath)) Object.assign(out, rule.values);
    }

    let body: Buffer = await readFile(file);
    if (COMPRESSIBLE.test(type)) {
      out["vary"] = "Accept-Encoding";
      const encoding = pickEncoding(req.headers["accept-encoding"]);
      if (encoding) {
        body = compress(file, info.mtimeMs, body, encoding);
        out["content-encoding"] = encoding;
      }
    }
    out["content-length"] = String(body.length);
    res.writeHead(status, out);
    res.end(req.method === "HEAD" ? undefined : body);
  }

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, options.host ?? "127.0.0.1", () => resolve());
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : (options.port ?? 0);
  const host = options.host ?? "127.0.0.1";
  return {
    url: `http://${host.includes(":") ? `[${host}]` : host}:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function sendText(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, { "content-type": "text/plain; charset=utf-8" });
  res.end(text);
}

/** Brotli when the client takes it (as Netlify prefers), else gzip; honours q=0. */
function pickEncoding(header: string | string[] | undefined): "br" | "gzip" | undefined {
  const accepted = new Set(
    String(header ?? "")
      .split(",")
      .map((part) => part.trim().split(";"))
      .filter(([, q]) => !q || !/^\s*q=0(\.0*)?\s*$/.test(q))
      .map(([name]) => name.trim().toLowerCase()),
  );
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip") || accepted.has("*")) return "gzip";
  return undefined;
}

// ---------------------------------------------------------------------------------------
// netlify.toml [[headers]]

/** A `for` path as Netlify reads it: `*` matches anything (also across `/`), trailing slash optional, case-insensitive. */
function pathPattern(pattern: string): RegExp {
  const source = pattern
    .trim()
    .replace(/\/+$/, "")
    .split("*")
    .map((piece) => piece.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
    .join(".*");
  return new RegExp(`^${source}/?$`, "i");
}

function headerValue(value: unknown): string | undefined {
  if (Array.isArray(value))
    return value
      .map(String)
      .map((item) => item.trim())
      .join(", ");
  if (typeof value !== "string") return undefined;
  // Netlify joins multi-line values ('''...''') on commas; a newline is never valid in a header.
  return value
    .trim()
    .split(/\s*,\s*/)
    .join(", ")
    .replace(/\s*\n\s*/g, " ");
}

/**
 * The [[redirects]] rules that show a page with a 404 (`status = 404`): Netlify applies one
 * only when no file answers the address, as handle() does. Other redirects are not used here.
 */
function loadNotFoundRules(configPath: string): { pattern: RegExp; to: string }[] {
  if (!existsSync(configPath)) return [];
  const config = parseToml(readFileSync(configPath, "utf8")) as { redirects?: unknown };
  const rules = Array.isArray(config.redirects)
    ? (config.redirects as { from?: unknown; to?: unknown; status?: unknown }[])
    : [];
  return rules.flatMap((rule) =>
    rule.status === 404 && typeof rule.from === "string" && typeof rule.to === "string"
      ? [{ pattern: pathPattern(rule.from), to: rule.to }]
      : [],
  );
}

function loadHeaderRules(configPath: string): HeaderRule[] {
  if (!existsSync(configPath)) return [];
  const config = parseToml(readFileSync(configPath, "utf8")) as { headers?: unknown };
  const blocks = Array.isArray(config.headers)
    ? (config.headers as { for?: unknown; values?: Record<string, unknown> }[])
    : [];
  return blocks.flatMap((block) => {
    if (typeof block.for !== "string") return [];
    const values: Record<string, string> = {};
    for (const [name, raw] of Object.entries(block.values ?? {})) {
      const value = headerValue(raw);
      if (value !== undefined) values[name.trim().toLowerCase()] = value;
    }
    return [{ pattern: pathPattern(block.for), values }];
  });
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      root: { type: "string", default: "dist" },
      port: { type: "string", default: "4322" },
      host: { type: "string", default: "localhost" },
      config: { type: "string" },
      quiet: { type: "boolean", default: false },
      // Serve netlify/functions under /api too, with this process's environment.
      functions: { type: "boolean", default: false },
      // The functions' firebase-admin talks to the local emulators.
      emulators: { type: "boolean", default: false },
    },
  });
  if (values.emulators) useEmulatorEnv();
  const apiHandler = values.functions ? await createFunctionsHandler() : undefined;
  const server = await startStaticServer({
    apiHandler,
    root: path.resolve(values.root),
    port: Number(values.port),
    host: values.host,
    configPath: values.config ? path.resolve(values.config) : undefined,
    log: !values.quiet,
  });
  console.log(`Serving ${values.root} at ${server.url}`);
  for (const signal of ["SIGINT", "SIGTERM"] as const)
    process.once(signal, () => void server.close().then(() => process.exit(0)));
}
