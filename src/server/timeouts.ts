/**
 * Time limits of the functions' calls to Firebase, inside Netlify's 60 s per synchronous
 * function. The estimate's worst case: token check 5 s, daily counter 5 s and AI budget
 * check 5 s, then the provider until 50 s after the request arrived (the reply timeout
 * counts from there: src/server/ai/completion.ts), then the save (two tries of 3 s):
 * 56 s. FIREBASE_TIMEOUT_MS shortens the limits here for tests and the benchmark.
 */
import { envPositiveInt, type Env } from "./env.ts";

/** verifyIdToken with the revocation check: a certificate fetch (cached) and one account lookup. */
const TOKEN_CHECK_TIMEOUT_MS = 5_000;
/** The per-user daily counter: one create per slot tried (src/server/quota.ts). */
const QUOTA_TIMEOUT_MS = 5_000;

export function tokenCheckTimeoutMs(env: Env = process.env): number {
  return envPositiveInt(env, "FIREBASE_TIMEOUT_MS", TOKEN_CHECK_TIMEOUT_MS);
}

/** Each of the publish record's transactions (src/server/rebuild.ts): one small document. */
export function publishWriteTimeoutMs(env: Env = process.env): number {
  return envPositiveInt(env, "FIREBASE_TIMEOUT_MS", QUOTA_TIMEOUT_MS);
}

export function quotaTimeoutMs(env: Env = process.env): number {
  return envPositiveInt(env, "FIREBASE_TIMEOUT_MS", QUOTA_TIMEOUT_MS);
}

/**
 * The day's AI budget: one read before the call, one increment after it. As long as the
 * other checks: the first Firestore call of a cold instance opens its connection, which
 * took over 2 s on a loaded test machine, and the budget fails closed.
 */
export function budgetTimeoutMs(env: Env = process.env): number {
  return envPositiveInt(env, "FIREBASE_TIMEOUT_MS", QUOTA_TIMEOUT_MS);
}
