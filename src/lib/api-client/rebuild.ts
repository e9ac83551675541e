import { API_ROUTES } from "../../config/routes.ts";
import { ADMIN_TEXT } from "../../config/text.ts";
import { AI_ERROR_CODES } from "../../schemas/api.ts";
import { rateLimitMessage } from "./failures.ts";
import { AiRequestError, httpFailure } from "./request.ts";

/** Netlify answers a build hook at once; the function waits at most 10 s for it, plus the checks. */
const REBUILD_TIMEOUT_MS = 20_000;

interface RebuildOptions {
  getIdToken: (forceRefresh: boolean) => Promise<string>;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
}

/**
 * Asks /api/rebuild for a new build ("Publish changes"); resolves with when the request
 * was recorded. Rejects with an AiRequestError: the server's error (429 with Retry-After,
 * 503 not_configured where no build hook is set), no answer, or an answer without a time.
 */
export async function requestRebuild({
  getIdToken,
  fetchImpl = fetch,
  timeoutMs = REBUILD_TIMEOUT_MS,
}: RebuildOptions): Promise<Date> {
  let response: Response;
  try {
    response = await fetchImpl(API_ROUTES.rebuild, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${await getIdToken(false)}` },
      body: "{}",
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch {
    throw new AiRequestError({ kind: "network" });
  }
  if (!response.ok) throw new AiRequestError(await httpFailure(response));
  const answer = (await response.json().catch(() => null)) as { requestedAt?: unknown } | null;
  const at = typeof answer?.requestedAt === "string" ? new Date(answer.requestedAt) : undefined;
  if (!at || Number.isNaN(at.getTime())) throw new AiRequestError({ kind: "empty" });
  return at;
}

/** What the admin reads after a failed publish: why, in the dashboard's words. */
export function rebuildFailureText(error: unknown): string {
  if (!(error instanceof AiRequestError)) return ADMIN_TEXT.publish.failed;
  if (error.failure.kind === "http" && error.failure.code === AI_ERROR_CODES.notConfigured)
    return ADMIN_TEXT.publish.notConfigured;
  return rateLimitMessage(error.failure) ?? ADMIN_TEXT.publish.failed;
}
