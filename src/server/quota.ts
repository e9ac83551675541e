/**
 * The per-user daily cap on estimates, counted in Firestore `rateLimits/{uid}_{yyyy-mm-dd}`
 * (UTC day) inside a transaction, so parallel requests cannot both take the last slot.
 * The cap is smaller until the account's e-mail is verified (src/server/limits.ts), and
 * an estimate the provider could not produce gives its slot back (releaseDailyEstimate).
 * firestore.rules deny clients this collection; only firebase-admin writes it.
 * `expiresAt` lets a Firestore TTL policy delete old counters.
 */
import { FieldValue, getFirestore, Timestamp } from "firebase-admin/firestore";
import { adminApp } from "./firebaseAdmin.ts";
import { quotaTimeoutMs } from "./timeouts.ts";
import type { Rejection } from "./http.ts";
import { errorCause } from "./log.ts";
import { withTimeout } from "../utils/withTimeout.ts";

export const RATE_LIMITS_COLLECTION = "rateLimits";
const DAY_MS = 24 * 60 * 60 * 1000;

export type QuotaResult =
  | {
      ok: true;
      used: number;
      /** Gives this slot back (the provider failed); never throws, and only once. */
      release: () => Promise<void>;
    }
  | { ok: false; retryAfterSeconds: number };

/** Giving a slot back is worth a short wait, not the visitor's error page: it runs after the reply failed. */
const RELEASE_TIMEOUT_MS = 2_000;

export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

export function quotaDocId(uid: string, now: Date): string {
  // A uid may in principle hold a "/", which would change the document path.
  return `${encodeURIComponent(uid)}_${utcDay(now)}`;
}

export function secondsUntilNextUtcDay(now: Date): number {
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.max(1, Math.ceil((next - now.getTime()) / 1000));
}

/** Takes one estimate from the user's allowance for today. Throws when Firestore cannot be reached. */
export async function takeDailyEstimate(uid: string, perDay: number, now: Date = new Date()): Promise<QuotaResult> {
  const db = getFirestore(adminApp());
  const ref = db.collection(RATE_LIMITS_COLLECTION).doc(quotaDocId(uid, now));
  // A counter that does not answer in time counts as unreachable (the caller answers 503).
  const transaction = db.runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    const used = snapshot.exists ? Number(snapshot.get("count")) || 0 : 0;
    if (used >= perDay) return { ok: false as const, retryAfterSeconds: secondsUntilNextUtcDay(now) };
    tx.set(ref, {
      uid,
      day: utcDay(now),
      count: used + 1,
      updatedAt: FieldValue.serverTimestamp(),
      expiresAt: Timestamp.fromMillis(Date.parse(`${utcDay(now)}T00:00:00Z`) + 2 * DAY_MS),
    });
    return { ok: true as const, used: used + 1 };
  });
  let taken: Awaited<typeof transaction>;
  try {
    taken = await withTimeout(transaction, quotaTimeoutMs(), "The daily estimate counter");
  } catch (error) {
    // Refused as unreachable: a transaction that still succeeds later gives its slot back,
    // so a slow Firestore never costs the visitor an estimate they did not get.
    void transaction.then(
      (late) => (late.ok ? releaseOnce(uid, now)() : undefined),
      () => undefined,
    );
    throw error;
  }
  return taken.ok ? { ...taken, release: releaseOnce(uid, now) } : taken;
}

function releaseOnce(uid: string, takenAt: Date): () => Promise<void> {
  let released = false;
  return async () => {
    if (released) return;
    released = true;
    try {
      await withTimeout(releaseDailyEstimate(uid, takenAt), RELEASE_TIMEOUT_MS, "Returning the estimate slot");
    } catch (error) {
      // The visitor loses one estimate of the day; the log says why.
      console.error(`[quota] slot not returned: ${errorCause(error)}`);
    }
  };
}

/**
 * Returns one slot of the day the estimate was taken on (a reply may end after midnight).
 * One atomic decrement, not a transaction: the count holds this request's own slot, so it
 * cannot go below 0, and refused estimates of one account returning their slots at once
 * no longer wait on each other's locks (as transactions, two of them under load took
 * over RELEASE_TIMEOUT_MS and the account lost both slots).
 */
async function releaseDailyEstimate(uid: string, takenAt: Date): Promise<void> {
  const db = getFirestore(adminApp());
  const ref = db.collection(RATE_LIMITS_COLLECTION).doc(quotaDocId(uid, takenAt));
  await ref.update({ count: FieldValue.increment(-1), updatedAt: FieldValue.serverTimestamp() });
}

/**
 * The 429 for a user at their cap. An unverified account is told that verifying its
 * e-mail raises the cap (the estimator then offers to send the link).
 */
export function dailyCapRejection(
  caps: { perDay: number; verifiedPerDay: number; emailVerified: boolean },
  retryAfterSeconds: number,
): Rejection {
  const { perDay, verifiedPerDay, emailVerified } = caps;
  const more =
    !emailVerified && verifiedPerDay > perDay
      ? ` Verify your e-mail address to get up to ${verifiedPerDay} a day.`
      : " Please try again tomorrow or contact us directly.";
  return {
    code: "rate_limited",
    message: `You have used all ${perDay} estimates for today.${more}`,
    headers: { "Retry-After": String(retryAfterSeconds) },
    ...(emailVerified ? {} : { cause: "unverified_cap" }),
  };
}
