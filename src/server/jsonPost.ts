/**
 * The edge of a function that takes a JSON POST: the contract's checks in one order, each
 * answered with its error (src/schemas/api.ts) before the next is looked at, then the
 * handler with the parsed, checked body.
 *
 *   method 405 → per-address limit 429 → another site's page 403 → not JSON 415 →
 *   a body announced too large 413 → who asks (401, 403, 503) → body read and parsed
 *   (413, 408, 400) → its schema 400 (or the check's own refusal) → the handler
 *
 * Every POST counts against the limit, valid or not: it is there to stop floods. The
 * page, the type and the size come from the headers alone, so another site's page gets no
 * reply and costs nothing; the caller is known before their data is parsed, so an
 * anonymous caller learns nothing about the fields.
 */
import * as z from "zod/mini";
import { SITE } from "../config/site.ts";
import { MAX_BODY_BYTES } from "../schemas/api.ts";
import { checkRequest } from "../schemas/check.ts";
import {
  clientIp,
  declaredTooLarge,
  FORBIDDEN_ORIGIN,
  guarded,
  isCrossSiteRequest,
  isJsonContentType,
  METHOD_NOT_ALLOWED,
  payloadTooLarge,
  readJsonBody,
  rejecter,
  UNSUPPORTED_MEDIA_TYPE,
  type Rejection,
} from "./http.ts";
import { logApiRequest, type ApiLogEntry } from "./log.ts";
import { WindowLimiter } from "./windowLimiter.ts";

export type Refusal = { ok: false } & Rejection;
export type Checked<T> = { ok: true; value: T } | Refusal;

type Schema = z.ZodMiniType;
type BodyCheck = Schema | ((body: unknown) => Checked<unknown>);
type BodyOf<B> = B extends Schema ? z.output<B> : B extends (body: unknown) => Checked<infer T> ? T : undefined;
type Authorized = { ok: true } | Refusal;

/** A schema's verdict on a request body in the contract's terms: 400 naming the first problem's field. */
export function checkBody<S extends Schema>(schema: S, body: unknown): Checked<z.output<S>> {
  const request = checkRequest(schema, body);
  if (request.ok) return request;
  return { ok: false, code: "invalid_request", message: request.message, field: request.field };
}

/** What the edge reads of Netlify's context: the client address, and waitUntil where the platform has it. */
export interface EdgeContext {
  ip?: string;
  waitUntil?: (promise: Promise<unknown>) => void;
}

export interface JsonPostOptions<B extends BodyCheck | undefined, A extends Authorized> {
  fn: ApiLogEntry["fn"];
  /** Requests per client address and window (read on every request: tests raise it); `message` is the 429's. */
  rateLimit?: {
    limit: () => { windowLimit: number; windowMs: number };
    message: (retryAfterSeconds: number) => string;
  };
  /** Who asks, from the headers (a Bearer token); its refusal is the answer. */
  authorize?: (req: Request) => Promise<A>;
  /** The body's schema, or a check of its own; without one the body is never read. */
  body?: B;
  /** Above this, 413 before the body is parsed; MAX_BODY_BYTES unless a body must carry more (a drawn signature). */
  maxBodyBytes?: number;
}

/** What the handler gets once every check has passed. */
export interface AcceptedPost<Body, Caller> {
  req: Request;
  body: Body;
  /** authorize's answer (`{ ok: true }` without one). */
  caller: Caller;
  /** The client address, the key of per-address limits. */
  address: string;
  started: number;
  reject: (rejection: Rejection) => Response;
  /** A JSON answer, never cached, logged with `outcome`. */
  answer: (status: number, value: unknown, outcome?: string) => Response;
  /** Work for after the answer (an owner's alert): the platform's waitUntil; without one it runs on its own. */
  waitUntil: (promise: Promise<unknown>) => void;
}

/** A function's handler behind the checks, as Netlify calls it; whatever it throws is the contract's 500. */
export function jsonPost<B extends BodyCheck | undefined = undefined, A extends Authorized = { ok: true }>(
  options: JsonPostOptions<B, A>,
  handler: (post: AcceptedPost<BodyOf<B>, Extract<A, { ok: true }>>) => Promise<Response>,
): (req: Request, context?: EdgeContext) => Promise<Response> {
  const { fn, rateLimit, authorize, maxBodyBytes = MAX_BODY_BYTES } = options;
  const bodyCheck: BodyCheck | undefined = options.body;
  const perAddress = new WindowLimiter();

  return guarded(fn, async (req: Request, context?: EdgeContext) => {
    const started = performance.now();
    const reject = rejecter(fn, started);
    if (req.method !== "POST") return reject(METHOD_NOT_ALLOWED);

    const address = clientIp(context);
    if (rateLimit) {
      const { windowLimit, windowMs } = rateLimit.limit();
      const limit = perAddress.take(address, windowLimit, windowMs);
      if (!limit.ok) {
        const seconds = limit.retryAfterSeconds;
        return reject({
          code: "rate_limited",
          message: rateLimit.message(seconds),
          headers: { "Retry-After": String(seconds) },
        });
      }
    }

    if (isCrossSiteRequest(req, SITE.url)) return reject(FORBIDDEN_ORIGIN);
    if (!isJsonContentType(req)) return reject(UNSUPPORTED_MEDIA_TYPE);
    if (bodyCheck && declaredTooLarge(req, maxBodyBytes)) return reject(payloadTooLarge(maxBodyBytes));

    const caller = authorize ? await authorize(req) : ({ ok: true } as A);
    if (!caller.ok) return reject(caller);

    let body: unknown;
    if (bodyCheck) {
      const read = await readJsonBody(req, maxBodyBytes);
      if (!read.ok) return reject(read);
      const checked = typeof bodyCheck === "function" ? bodyCheck(read.value) : checkBody(bodyCheck, read.value);
      if (!checked.ok) return reject(checked);
      body = checked.value;
    }

    return handler({
      req,
      body: body as BodyOf<B>,
      caller: caller as Extract<A, { ok: true }>,
      address,
      started,
      reject,
      answer: (status, value, outcome = "ok") => {
        logApiRequest({ fn, status, outcome, ms: Math.round(performance.now() - started) });
        return Response.json(value, { status, headers: { "Cache-Control": "no-store" } });
      },
      waitUntil: (promise) => context?.waitUntil?.(promise),
    });
  });
}
