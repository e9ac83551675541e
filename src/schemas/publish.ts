/** Five calls, one a minute: a hook down for longer than that needs a person, not more calls. */
export const PUBLISH_HOOK_MAX_ATTEMPTS = 5;

/** A publish that failed after every try, as /admin shows it. */
export interface PublishFailure {
  /** Milliseconds since the epoch of the last failed call. */
  at: number;
  /** The hook's HTTP status; null when it did not answer (refused, timed out). */
  status: number | null;
  attempts: number;
}

/** A Firestore Timestamp of either SDK (both have toMillis), or milliseconds. */
function millisOf(value: unknown): number | undefined {
  if (typeof value === "number") return value;
  const toMillis = (value as { toMillis?: unknown } | null | undefined)?.toMillis;
  return typeof toMillis === "function" ? (toMillis.call(value) as number) : undefined;
}

/** The recorded failure of a stored publish record, or null when the last publish did not fail. */
export function publishFailureOf(data: Record<string, unknown>): PublishFailure | null {
  const at = millisOf(data.failedAt);
  if (at === undefined) return null;
  return {
    at,
    status: typeof data.failedStatus === "number" ? data.failedStatus : null,
    attempts: typeof data.failedAttempts === "number" ? data.failedAttempts : PUBLISH_HOOK_MAX_ATTEMPTS,
  };
}
