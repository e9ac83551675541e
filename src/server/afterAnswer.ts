import { errorCause, logApiRequest, type ApiLogEntry } from "./log.ts";
import { deliverNow } from "./noticeRegistry.ts";

/**
 * Sends after the answer, in the function's waitUntil: what is stored is safe, and an
 * e-mail must not delay the visitor. A failure is logged; the scheduled run retries.
 */
export function deliverAfterAnswer(
  waitUntil: (promise: Promise<unknown>) => void,
  log: { fn: ApiLogEntry["fn"]; status: number },
  ids: readonly string[],
): void {
  waitUntil(
    deliverNow(ids).catch((error: unknown) =>
      logApiRequest({ ...log, outcome: "mail_failed", ms: 0, cause: errorCause(error) }),
    ),
  );
}
