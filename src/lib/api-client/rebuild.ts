import { API_ROUTES } from "../../config/routes.ts";
import { ADMIN_TEXT } from "../../config/text.ts";
import { API_ERROR_CODES } from "../../schemas/api.ts";
import { rateLimitMessage } from "./failures.ts";
import { ApiRequestError, httpFailure } from "./request.ts";

/** Netlify answers a build hook at once; the function waits at most 10 s for it, plus the checks. */
const REBUILD_TIMEOUT_MS = 20_000;

interface RebuildOptions {
  getIdToken: (forceRefresh: boolean) => Promise<string>;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
}

/** A build requested now, or queued behind the minute's build and started by then. */
export type RebuildOutcome = { queued: false; at: Date } | { queued: true; at: Date };

/**
 * Asks /api/rebuild for a new build ("Publish changes", and every project save); resolves
 * with when it was (or will be) requested. Rejects with an ApiRequestError: the server's
 * error (503 not_configured where no build hook is set), no answer, or an answer without a time.
 */
export async function requestRebuild({
  getIdToken,
  fetchImpl = fetch,
  timeoutMs = REBUILD_TIMEOUT_MS,
}: RebuildOptions): Promise<RebuildOutcome> {
  let response: Response;
  try {
    response = await fetchImpl(API_ROUTES.rebuild, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${await getIdToken(false)}` },
      body: "{}",
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch {
    throw new ApiRequestError({ kind: "network" }, API_ROUTES.rebuild);
  }
  if (!response.ok) throw new ApiRequestError(await httpFailure(response), API_ROUTES.rebuild);
  const answer = (await response.json().catch(() => null)) as {
    requestedAt?: unknown;
    queued?: unknown;
    startsBy?: unknown;
  } | null;
  const queued = answer?.queued === true;
  const time = queued ? answer?.startsBy : answer?.requestedAt;
  const at = typeof time === "string" ? new Date(time) : undefined;
  if (!at || Number.isNaN(at.getTime())) throw new ApiRequestError({ kind: "empty" }, API_ROUTES.rebuild);
  return { queued, at };
}

/** True when the failure only says that no build hook exists (a developer's machine). */
export function isNotConfigured(error: unknown): boolean {
  return (
    error instanceof ApiRequestError &&
    error.failure.kind === "http" &&
    error.failure.code === API_ERROR_CODES.notConfigured
  );
}

/** What the admin reads after a failed publish: why, in the dashboard's words. */
export function rebuildFailureText(error: unknown): string {
  if (!(error instanceof ApiRequestError)) return ADMIN_TEXT.publish.failed;
  if (isNotConfigured(error)) return ADMIN_TEXT.publish.notConfigured;
  return rateLimitMessage(error.failure) ?? ADMIN_TEXT.publish.failed;
}
