/** Request and response helpers shared by the functions. */
import { API_ERROR_STATUS, MAX_BODY_BYTES, type ApiErrorBody, type ApiErrorCode } from "../schemas/api.ts";
import { envPositiveInt, type Env } from "./env.ts";
import { errorCause, logApiRequest, type ApiLogEntry } from "./log.ts";

/** Why a request is refused; becomes the JSON error body and one log line. */
export interface Rejection {
  code: ApiErrorCode;
  message: string;
  field?: string;
  headers?: Record<string, string>;
  /** Logged only (e.g. why a token failed); never sent to the client. */
  cause?: string;
}

function errorResponse({ code, message, field, headers }: Rejection): Response {
  const body: ApiErrorBody = { error: { code, message, ...(field ? { field } : {}) } };
  return new Response(JSON.stringify(body), {
    status: API_ERROR_STATUS[code],
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store", ...headers },
  });
}

/** A function's way to refuse a request: the error response, logged with its code and timing. */
export function rejecter(fn: ApiLogEntry["fn"], started: number): (rejection: Rejection) => Response {
  return (rejection) => {
    const response = errorResponse(rejection);
    logApiRequest({
      fn,
      status: response.status,
      outcome: rejection.code,
      ms: Math.round(performance.now() - started),
      ...(rejection.cause ? { cause: rejection.cause } : {}),
    });
    return response;
  };
}

export const METHOD_NOT_ALLOWED: Rejection = {
  code: "method_not_allowed",
  message: "Use POST.",
  headers: { Allow: "POST" },
};

export const UNSUPPORTED_MEDIA_TYPE: Rejection = {
  code: "unsupported_media_type",
  message: "Send the body as application/json.",
};

export const FORBIDDEN_ORIGIN: Rejection = {
  code: "forbidden_origin",
  message: "Requests from other sites are not accepted.",
};

/**
 * True when the body is declared JSON (`application/json`, any parameters). Another page
 * can post `text/plain` or a form to us without the browser asking first (no CORS
 * preflight); requiring JSON makes such a cross-site post impossible from a browser.
 */
export function isJsonContentType(req: Request): boolean {
  const mediaType = req.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
  return mediaType === "application/json";
}

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/** Loopback hosts: a page served from them is the developer's own machine. */
const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * True where the functions run on a developer's machine: `netlify dev` sets NETLIFY_DEV,
 * and so does the project's own local runtime (scripts/functions-handler.ts, under
 * `npm start`, the end-to-end tests and the benchmarks). Netlify's servers never set it.
 */
function isDevelopment(env: Env = process.env): boolean {
  return env.NETLIFY_DEV === "true";
}

/**
 * The origins whose pages may call the functions: the configured site URL
 * (PUBLIC_SITE_URL); in development every loopback origin (the local site picks its own
 * port: astro dev 4321, the end-to-end server 4329, benchmarks a free one); on Netlify
 * also the address the request was sent to (`requestUrl`), so a deploy preview's own
 * pages work: Netlify routes a host name only to the site that owns it, so that origin is
 * always one of this site's. On a developer's machine the host name proves nothing (a
 * DNS-rebinding page chooses it), so there it does not count.
 */
function isAllowedOrigin(origin: string, siteUrl: string, requestUrl: string, env: Env = process.env): boolean {
  const claimed = originOf(origin);
  // "null": an opaque origin (sandboxed frame, file:, data:), never one of ours.
  if (claimed === undefined || claimed === "null") return false;
  if (claimed === originOf(siteUrl)) return true;
  if (isDevelopment(env)) return LOOPBACK_HOSTS.has(new URL(claimed).hostname);
  return claimed === originOf(requestUrl);
}

/**
 * True when a browser says the request comes from another site: `Sec-Fetch-Site:
 * cross-site`, or an `Origin` that isAllowedOrigin refuses. No Origin at all is not a
 * browser's cross-site POST (browsers send one with every cross-origin POST), so it
 * passes: curl can fake any header anyway, which is what the rate limits are for.
 */
export function isCrossSiteRequest(req: Request, siteUrl: string, env: Env = process.env): boolean {
  if (req.headers.get("sec-fetch-site")?.trim().toLowerCase() === "cross-site") return true;
  const origin = req.headers.get("origin");
  if (origin === null) return false;
  return !isAllowedOrigin(origin.trim(), siteUrl, req.url, env);
}

export function payloadTooLarge(maxBytes: number = MAX_BODY_BYTES): Rejection {
  return { code: "payload_too_large", message: `The body may be at most ${maxBytes} bytes.` };
}

/** True when the client announces a body above the limit (Content-Length), before reading it. */
export function declaredTooLarge(req: Request, maxBytes: number = MAX_BODY_BYTES): boolean {
  const declared = req.headers.get("content-length");
  return declared !== null && Number(declared) > maxBytes;
}

export type BodyResult = { ok: true; value: unknown } | ({ ok: false } & Rejection);

const NOT_JSON: Rejection = { code: "invalid_request", message: "The body must be valid JSON (UTF-8).", field: "body" };

/** The client stopped sending (an aborted upload): nobody will read the answer, but it must not throw. */
const BODY_UNREADABLE: Rejection = {
  code: "invalid_request",
  message: "The body could not be read to its end.",
  field: "body",
  cause: "body-aborted",
};

/**
 * A whole body within this many milliseconds: 32 KB takes a phone on a poor connection
 * well under a second, while a client trickling bytes would hold the function (and its
 * concurrency) up to the platform's limit. BODY_READ_TIMEOUT_MS shortens it for tests
 * and the benchmark.
 */
const BODY_READ_TIMEOUT_MS = 10_000;

export function bodyReadTimeoutMs(env: Env = process.env): number {
  return envPositiveInt(env, "BODY_READ_TIMEOUT_MS", BODY_READ_TIMEOUT_MS);
}

function bodyTimeout(ms: number): Rejection {
  return { code: "request_timeout", message: `The body must arrive within ${ms} ms.`, cause: "body-timeout" };
}

export type BytesResult = { ok: true; bytes: Uint8Array } | ({ ok: false } & Rejection);

/**
 * Reads a body of at most `maxBytes` within `timeoutMs`. The size is checked from
 * Content-Length when the client sends one, else while reading, and the read stops as
 * soon as the limit is passed. Never rejects: a body that breaks off (the client left
 * mid-upload), arrives too slowly or is too large becomes a Rejection.
 */
export async function readBodyBytes(req: Request, maxBytes: number, timeoutMs: number): Promise<BytesResult> {
  if (declaredTooLarge(req, maxBytes)) return { ok: false, ...payloadTooLarge(maxBytes) };
  if (!req.body) return { ok: false, ...BODY_UNREADABLE };

  let reader: ReadableStreamDefaultReader<Uint8Array>;
  try {
    reader = req.body.getReader();
  } catch {
    // Already read or locked by someone else: there is no body for us.
    return { ok: false, ...BODY_UNREADABLE };
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<"timeout">((resolve) => {
    timer = setTimeout(() => resolve("timeout"), timeoutMs);
  });
  const stop = () => void reader.cancel().catch(() => {});
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const next = await Promise.race([reader.read(), expired]);
      if (next === "timeout") {
        stop();
        return { ok: false, ...bodyTimeout(timeoutMs) };
      }
      if (next.done) break;
      size += next.value.byteLength;
      if (size > maxBytes) {
        stop();
        return { ok: false, ...payloadTooLarge(maxBytes) };
      }
      chunks.push(next.value);
    }
  } catch {
    stop();
    return { ok: false, ...BODY_UNREADABLE };
  } finally {
    clearTimeout(timer);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, bytes };
}

/**
 * Reads (readBodyBytes) and parses a JSON body of at most `maxBytes` within `timeoutMs`;
 * the size is checked before any parsing. Never rejects: a body that is not JSON becomes
 * a Rejection too.
 */
export async function readJsonBody(
  req: Request,
  maxBytes: number = MAX_BODY_BYTES,
  timeoutMs: number = bodyReadTimeoutMs(),
): Promise<BodyResult> {
  if (!req.body && !declaredTooLarge(req, maxBytes)) return { ok: false, ...NOT_JSON };
  const read = await readBodyBytes(req, maxBytes, timeoutMs);
  if (!read.ok) return read;
  try {
    return { ok: true, value: JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(read.bytes)) };
  } catch {
    return { ok: false, ...NOT_JSON };
  }
}

/**
 * The last line of defence of a function: whatever escapes its own handling (a bug, a
 * library that throws where it documents a result) becomes the project's JSON 500
 * `internal`, logged with the error's class only, never a platform error page or a stack trace.
 */
export function guarded<Args extends unknown[]>(
  fn: ApiLogEntry["fn"],
  handler: (req: Request, ...args: Args) => Promise<Response>,
): (req: Request, ...args: Args) => Promise<Response> {
  return async (req, ...args) => {
    const started = performance.now();
    try {
      return await handler(req, ...args);
    } catch (error) {
      // Always printed, API_LOG or not: an operator must see it (the benchmark counts these lines).
      console.error(`[functions] ${fn} failed: ${errorCause(error)}`);
      return rejecter(
        fn,
        started,
      )({ code: "internal", message: "Something went wrong on our side.", cause: errorCause(error) });
    }
  };
}

/** Headers of a streamed reply. */
export const STREAM_HEADERS = {
  "Content-Type": "text/plain; charset=utf-8",
  "Cache-Control": "no-store",
  // Proxies must pass chunks on as they come.
  "X-Accel-Buffering": "no",
  "X-Content-Type-Options": "nosniff",
} as const;

/**
 * The client address for per-IP limits: Netlify's context. Headers are not trusted (a
 * client could rotate them to escape the limit); without a context, as in local servers,
 * every request shares one bucket.
 */
export function clientIp(context?: { ip?: string }): string {
  return context?.ip || "local";
}
