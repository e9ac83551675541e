import { isApiErrorBody } from "../../schemas/api.ts";
import { takeLinkRead } from "../linkRead.ts";
import { readTextStream } from "./streamText.ts";

/**
 * What went wrong with a call to one of the site's /api routes, in terms the pages map to
 * their texts: the server's HTTP error (with its JSON `error.code`), no answer at all, a
 * stream that broke half-way, or a reply with nothing usable in it.
 */
export type ApiFailure =
  | { kind: "http"; status: number; code?: string; message?: string; field?: string; retryAfterSeconds?: number }
  | { kind: "network" }
  | { kind: "stream" }
  | { kind: "empty" };

const FAILURE_WORDS: Record<Exclude<ApiFailure["kind"], "http">, string> = {
  network: "no answer",
  stream: "the reply broke off",
  empty: "the reply was empty or unreadable",
};

/**
 * The message names the route that failed, so a log or a stack trace says which of the
 * site's calls it was. Pages never show it: they map `failure` to their own sentences.
 */
export class ApiRequestError extends Error {
  readonly failure: ApiFailure;
  /** `route`: the /api path that was called, so a log line says which call failed. */
  constructor(failure: ApiFailure, route: string) {
    const what = `The request to ${route} failed`;
    super(
      failure.kind === "http"
        ? `${what} (HTTP ${failure.status}${failure.code ? `, ${failure.code}` : ""})`
        : `${what}: ${FAILURE_WORDS[failure.kind]}`,
    );
    this.name = "ApiRequestError";
    this.failure = failure;
  }
}

export interface StreamedReply {
  text: string;
  headers: Headers;
}

export interface StreamOptions {
  headers?: Record<string, string>;
  /** Called with the whole text so far each time more arrives. */
  onText?: (textSoFar: string) => void;
  signal?: AbortSignal;
  fetchImpl?: typeof fetch;
  /** The answer of a request already sent (the chat's first question, sent by the page's shell): read instead of posting. */
  started?: Promise<Response>;
}

/**
 * POSTs JSON and reads the streamed plain-text reply. Resolves with the complete text;
 * rejects with an ApiRequestError whose `failure` says what went wrong.
 */
export async function postForStreamedText(
  url: string,
  body: unknown,
  options: StreamOptions = {},
): Promise<StreamedReply> {
  const { fetchImpl = fetch, onText, signal, started } = options;
  let response: Response;
  try {
    response = await (started ??
      fetchImpl(url, {
        method: "POST",
        headers: { "content-type": "application/json", ...options.headers },
        body: JSON.stringify(body),
        signal,
      }));
  } catch {
    throw new ApiRequestError({ kind: "network" }, url);
  }
  if (!response.ok) throw new ApiRequestError(await httpFailure(response), url);

  let text: string;
  try {
    text = response.body ? await readTextStream(response.body, onText) : await response.text();
  } catch {
    throw new ApiRequestError({ kind: "stream" }, url);
  }
  if (text.trim() === "") throw new ApiRequestError({ kind: "empty" }, url);
  return { text, headers: response.headers };
}

/** The server's `{ error: { code, message } }` when the body is that; the status alone otherwise. */
export async function httpFailure(response: Response): Promise<ApiFailure> {
  const failure: ApiFailure = { kind: "http", status: response.status };
  // A rate limit's wait, so a page can say it in its own language.
  const retryAfter = Number(response.headers.get("retry-after") ?? "");
  if (Number.isInteger(retryAfter) && retryAfter > 0) failure.retryAfterSeconds = retryAfter;
  try {
    const body: unknown = await response.json();
    if (isApiErrorBody(body)) {
      failure.code = body.error.code;
      failure.message = body.error.message;
      if (body.error.field) failure.field = body.error.field;
    }
  } catch {
    // Not JSON (a proxy's HTML error page, say): the status is all there is.
  }
  return failure;
}

export function isApiRequestError(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError;
}

/** A request given `timeoutMs`; no answer at all (offline, refused, too slow) rejects with the "network" failure. */
export async function fetchWithin(
  url: string,
  init: RequestInit,
  timeoutMs: number,
  fetchImpl: typeof fetch = fetch,
): Promise<Response> {
  try {
    return await fetchImpl(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch {
    throw new ApiRequestError({ kind: "network" }, url);
  }
}

/**
 * A private link's request: its first read is the one the page's directive already started
 * (lib/linkRead.ts) when there is one for this link, any other a new JSON POST.
 */
export function postLinkRequest(
  url: string,
  request: { action: string; token: string },
  timeoutMs: number,
  fetchImpl: typeof fetch = fetch,
): Promise<Response> {
  const started = request.action === "view" ? takeLinkRead(url, request.token) : undefined;
  if (!started) return postJsonWithin(url, request, timeoutMs, fetchImpl);
  return started.catch(() => {
    throw new ApiRequestError({ kind: "network" }, url);
  });
}

/** A JSON POST given `timeoutMs` (fetchWithin). */
export function postJsonWithin(
  url: string,
  body: unknown,
  timeoutMs: number,
  fetchImpl: typeof fetch = fetch,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetchWithin(
    url,
    { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) },
    timeoutMs,
    fetchImpl,
  );
}
