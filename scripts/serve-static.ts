/**
 * A small static server for the built site (`dist/`) that mimics what Netlify's
 * CDN does for the things we measure and test: pretty URLs, compression, cache headers,
 * the `[[headers]]`/`[[redirects]]` of netlify.toml (plus `_headers`/`_redirects` in the
 * publish directory) and the custom 404 page. `astro preview` refuses to run with the
 * Netlify adapter, which is why this exists.
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
import { createFunctionsHandler, drainRequest, sendResponse, toRequest } from "./functions-handler.ts";

export interface StaticServerOptions {
  /** Publish directory, e.g. "dist". */
  root: string;
  /** 0 (the default) picks a free port. */
  port?: number;
  host?: string;
  /** netlify.toml to read headers/redirects from; defaults to the one beside `root`. */
  configPath?: string;
  /**
   * Extension point for Netlify Functions (modern API: `(req: Request) => Response`).
   * When given, `/api/*` and `/.netlify/functions/*` (and redirects that rewrite there)
   * are handed to it instead of the file system.
   */
  apiHandler?: (req: Request) => Promise<Response>;
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

interface HeaderRule { pattern: RegExp; values: Record<string, string> }
interface RedirectRule { from: string; to: string; status: number; force: boolean; query: Record<string, string> }

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
  const { headers, redirects } = loadRules(root, configPath);
  // Compressed bodies are cached per file version: brotli at max quality is slow, and
  // the bench requests the same assets many times.
  const compressed = new Map<string, Buffer>();
  function compress(file: string, mtimeMs: number, body: Buffer, encoding: "br" | "gzip"): Buffer {
    const key = `${file}\0${mtimeMs}\0${encoding}`;
    let packed = compressed.get(key);
    if (!packed) {
      packed =
        encoding === "br"
          ? zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
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

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", "http://localhost");
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      return sendText(res, 400, "Bad Request");
    }
    if (pathname.includes("\0")) return sendText(res, 400, "Bad Request");

    if (isFunctionPath(pathname)) return callApi(req, res, url);

    // Pages are built as /name.html (build.format "file"), and the site never uses
    // trailing slashes, so /name/ is sent to /name like Netlify's pretty URLs do.
    if (pathname.length > 1 && pathname.endsWith("/") && !(await resolveFile(pathname))) {
      const bare = pathname.replace(/\/+$/, "");
      if (await resolveFile(bare)) {
        res.writeHead(301, { location: bare + url.search });
        return void res.end();
      }
    }

    for (const rule of redirects) {
      const params = matchRedirect(rule, pathname, url.searchParams);
      if (!params) continue;
      // Netlify "shadowing": an existing file wins over a non-forced rule.
      if (!rule.force && (await resolveFile(pathname))) continue;
      const target = rule.to.replace(/:([A-Za-z_]\w*)/g, (whole, name: string) => params[name] ?? whole);
      if (rule.status >= 300 && rule.status < 400) {
        const location = /^https?:/.test(target) || target.includes("?") ? target : target + url.search;
        res.writeHead(rule.status, { location });
        return void res.end();
      }
      if (/^https?:/.test(target)) return sendText(res, 502, "Proxy rules are not supported by serve-static");
      const rewritten = new URL(target, url);
      if (isFunctionPath(rewritten.pathname)) return callApi(req, res, rewritten);
      const file = await resolveFile(decodeURIComponent(rewritten.pathname));
      if (file) return sendFile(req, res, file, rule.status === 200 ? 200 : rule.status, pathname);
      break;
    }

    const file = await resolveFile(pathname);
    if (file) return sendFile(req, res, file, 200, pathname);
    const notFound = await resolveFile("/404.html");
    if (notFound) return sendFile(req, res, notFound, 404, pathname);
    return sendText(res, 404, "Not Found");
  }

  /** The file a URL path maps to: exact file, then `name.html`, then `name/index.html`. */
  async function resolveFile(pathname: string): Promise<string | undefined> {
    const base = path.join(root, path.posix.normalize(pathname));
    if (base !== root && !base.startsWith(root + path.sep)) return undefined;
    const candidates = pathname.endsWith("/") ? [path.join(base, "index.html")] : [base, `${base}.html`, path.join(base, "index.html")];
    for (const candidate of candidates) {
      const info = await stat(candidate).catch(() => undefined);
      if (info?.isFile()) return candidate;
    }
    return undefined;
  }

  async function sendFile(req: IncomingMessage, res: ServerResponse, file: string, status: number, requestPath: string): Promise<void> {
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
    // Custom headers apply to the path the visitor asked for (also for the 404 page), netlify.toml last so it wins.
    for (const rule of headers) {
      if (rule.pattern.test(requestPath)) Object.assign(out, lowerKeys(rule.values));
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

  async function callApi(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    if (!options.apiHandler) return sendText(res, 404, "Not Found (no apiHandler configured)");
    // Streamed both ways: the reply reaches the browser as the function produces it.
    const response = await options.apiHandler(toRequest(req, url));
    await sendResponse(response, res);
    // A function may answer without reading the body (413, 401): drop the rest, keep the connection.
    drainRequest(req);
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

function isFunctionPath(pathname: string): boolean {
  return pathname === "/api" || pathname.startsWith("/api/") || pathname.startsWith("/.netlify/functions/");
}

function sendText(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, { "content-type": "text/plain; charset=utf-8" });
  res.end(text);
}

function lowerKeys(values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key.toLowerCase(), value]));
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
// Netlify rules: netlify.toml [[headers]]/[[redirects]] plus _headers/_redirects files.

/** Netlify's `for`/`from` path syntax: `*` is a splat, `:name` one segment, trailing slash optional, case-insensitive. */
export function pathPattern(pattern: string): { regex: RegExp; names: string[] } {
  const names: string[] = [];
  const parts = pattern.split("/").map((part) => part.trimEnd()).filter(Boolean);
  const source = parts
    .map((part) => {
      if (part.startsWith(":")) {
        names.push(part.slice(1));
        return "([^/]+)";
      }
      if (part === "*") {
        names.push("splat");
        return "?(.*)";
      }
      return part
        .split("*")
        .map((piece) => piece.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
        .join("(.*)");
    })
    .join("/");
  return { regex: new RegExp(`^/${source}/?$`, "i"), names };
}

function matchRedirect(rule: RedirectRule, pathname: string, search: URLSearchParams): Record<string, string> | undefined {
  const { regex, names } = pathPattern(rule.from);
  const match = regex.exec(pathname);
  if (!match) return undefined;
  const params: Record<string, string> = {};
  names.forEach((name, index) => (params[name] = match[index + 1] ?? ""));
  // `query = { id = ":id" }` means: only when ?id= is present, and bind it.
  for (const [key, placeholder] of Object.entries(rule.query)) {
    const value = search.get(key);
    if (value === null) return undefined;
    if (placeholder.startsWith(":")) params[placeholder.slice(1)] = value;
  }
  return params;
}

function headerValue(value: unknown): string | undefined {
  if (Array.isArray(value)) return value.map(String).map((item) => item.trim()).join(", ");
  if (typeof value !== "string") return undefined;
  // Netlify joins multi-line values ('''...''') on commas; a newline is never valid in a header.
  return value.trim().split(/\s*,\s*/).join(", ").replace(/\s*\n\s*/g, " ");
}

function loadRules(root: string, configPath: string): { headers: HeaderRule[]; redirects: RedirectRule[] } {
  const headers: HeaderRule[] = [];
  const redirects: RedirectRule[] = [];

  // _headers / _redirects come first; netlify.toml headers override them and its redirects follow them.
  const headersFile = path.join(root, "_headers");
  if (existsSync(headersFile)) {
    let current: HeaderRule | undefined;
    for (const line of readFileSync(headersFile, "utf8").split(/\r?\n/)) {
      if (!line.trim() || line.trim().startsWith("#")) continue;
      if (!/^\s/.test(line)) {
        current = { pattern: pathPattern(line.trim()).regex, values: {} };
        headers.push(current);
      } else if (current && line.includes(":")) {
        const name = line.slice(0, line.indexOf(":")).trim();
        const value = line.slice(line.indexOf(":") + 1).trim();
        current.values[name] = current.values[name] ? `${current.values[name]}, ${value}` : value;
      }
    }
  }
  const redirectsFile = path.join(root, "_redirects");
  if (existsSync(redirectsFile)) {
    for (const line of readFileSync(redirectsFile, "utf8").split(/\r?\n/)) {
      const [from, to, code = "301"] = line.replace(/#.*/, "").trim().split(/\s+/);
      if (!from || !to) continue;
      redirects.push({ from, to, status: parseInt(code, 10) || 301, force: code.endsWith("!"), query: {} });
    }
  }

  if (existsSync(configPath)) {
    const config = parseToml(readFileSync(configPath, "utf8")) as Record<string, unknown>;
    for (const block of asArray(config.headers)) {
      const values: Record<string, string> = {};
      for (const [name, raw] of Object.entries((block.values ?? {}) as Record<string, unknown>)) {
        const value = headerValue(raw);
        if (value !== undefined) values[name.trim()] = value;
      }
      if (typeof block.for === "string") headers.push({ pattern: pathPattern(block.for.trim()).regex, values });
    }
    for (const block of asArray(config.redirects)) {
      const from = block.from;
      if (typeof from !== "string") continue;
      // Conditions (Role, Country, Language, Cookie) cannot be evaluated locally; such rules never match.
      if (block.conditions && Object.keys(block.conditions as object).length > 0) continue;
      const status = Number(block.status ?? 301);
      // A forward rule (`/x/*`, 2xx) may omit `to`.
      const to = typeof block.to === "string" ? block.to : from.replace(/\/\*$/, "/:splat");
      redirects.push({ from, to, status, force: block.force === true, query: (block.query ?? {}) as Record<string, string> });
    }
  }
  return { headers, redirects };
}

function asArray(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value) ? (value as Record<string, unknown>[]) : [];
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
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => void server.close().then(() => process.exit(0)));
}
