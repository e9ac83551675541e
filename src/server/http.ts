/** Request and response helpers shared by the functions. */
import { AI_ERROR_STATUS, AI_LIMITS, type AiErrorBody, type AiErrorCode } from "../schemas/api.ts";
import { logAiRequest, type AiLogEntry } from "./log.ts";

/** Why a request is refused; becomes the JSON error body and one log line. */
export interface Rejection {
  code: AiErrorCode;
  message: string;
  field?: string;
  headers?: Record<string, string>;
  /** Logged only (e.g. why a token failed); never sent to the client. */
  cause?: string;
}

function errorResponse({ code, message, field, headers }: Rejection): Response {
  const body: AiErrorBody = { error: { code, message, ...(field ? { field } : {}) } };
  return new Response(JSON.stringify(body), {
    status: AI_ERROR_STATUS[code],
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store", ...headers },
  });
}

/** A function's way to refuse a request: the error response, logged with its code and timing. */
export function rejecter(fn: AiLogEntry["fn"], started: number): (rejection: Rejection) => Response {
  return (rejection) => {
    const response = errorResponse(rejection);
    logAiRequest({
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

/**
 * True when a browser says the request comes from another site: `Sec-Fetch-Site:
 * cross-site`, or an `Origin` that is neither the request's own (a deploy preview, the
 * local stack) nor the configured site's. `Origin: null` (sandboxed frames, some
 * redirects) counts as foreign. No Origin at all is not a browser's cross-site POST
 * (browsers send one with every POST fetch), so it passes: curl can fake any header anyway.
 */
export function isCrossSiteRequest(req: Request, siteUrl: string): boolean {
  if (req.headers.get("sec-fetch-site")?.trim().toLowerCase() === "cross-site") return true;
  const origin = req.headers.get("origin");
  if (origin === null) return false;
  const claimed = originOf(origin.trim());
  return claimed === undefined || (claimed !== originOf(req.url) && claimed !== originOf(siteUrl));
}

export function payloadTooLarge(maxBytes: number = AI_LIMITS.maxBodyBytes): Rejection {
  return { code: "payload_too_large", message: `The body may be at most ${maxBytes} bytes.` };
}

/** True when the client announces a body above the limit (Content-Length), before reading it. */
export function declaredTooLarge(req: Request, maxBytes: number = AI_LIMITS.maxBodyBytes): boolean {
  const declared = req.headers.get("content-length");
  return declared !== null && Number(declared) > maxBytes;
}

export type BodyResult = { ok: true; value: unknown } | ({ ok: false } & Rejection);

const NOT_JSON: Rejection = { code: "invalid_request", message: "The body must be valid JSON (UTF-8).", field: "body" };

/**
 * Reads and parses a JSON body of at most `maxBytes`. The size is checked before any
 * parsing: from Content-Length when the client sends one, else while reading, and the
 * read stops as soon as the limit is passed.
 */
export async function readJsonBody(req: Request, maxBytes: number = AI_LIMITS.maxBodyBytes): Promise<BodyResult> {
  if (declaredTooLarge(req, maxBytes)) return { ok: false, ...payloadTooLarge(maxBytes) };
  if (!req.body) return { ok: false, ...NOT_JSON };

  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      return { ok: false, ...payloadTooLarge(maxBytes) };
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  try {
    return { ok: true, value: JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes)) };
  } catch {
    return { ok: false, ...NOT_JSON };
  }
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
