/**
 * The per-user daily cap on estimates. Each estimate takes a slot document,
 * `rateLimits/{uid}_{yyyy-mm-dd}_{n}` (UTC day; n from 1 to the cap), with create(),
 * which fails when the slot exists: the first free slot is taken, and simultaneous
 * requests cannot both take the last one. No transaction: under a transaction eight
 * simultaneous requests of one account waited on each other's lock and the SDK's backoff
 * past the 5 s limit on a loaded machine (503 instead of 200 or 429); a taken slot now
 * costs one write, a full day one failed create per slot. The cap is smaller until the
 * account's e-mail is verified (src/server/limits.ts), and an estimate the provider could
 * not produce gives its slot back by deleting it. firestore.rules deny clients this
 * collection; only firebase-admin writes it. `expiresAt` lets a TTL policy delete old slots.
 */
import { FieldValue, getFirestore, Timestamp, type DocumentReference } from "firebase-admin/firestore";
import { adminApp, isAlreadyExists } from "./firebaseAdmin.ts";
import { quotaTimeoutMs } from "./timeouts.ts";
import type { Rejection } from "./http.ts";
import { errorCause } from "./log.ts";
import { withTimeout } from "./withTimeout.ts";
import { RATE_LIMITS } from "../schemas/collections.ts";
import type { Locale } from "../config/i18n.ts";
import { textFor } from "../config/text/catalogue.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

export type QuotaResult =
  | {
      ok: true;
      /** The slot taken: this is the account's n-th estimate of the day that is still counted. */
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

/** The document of one of the day's slots (1 to the cap). */
export function quotaSlotId(uid: string, now: Date, slot: number): string {
  return `${quotaDocId(uid, now)}_${slot}`;
}

export function secondsUntilNextUtcDay(now: Date): number {
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.max(1, Math.ceil((next - now.getTime()) / 1000));
}

/** Takes one estimate from the user's allowance for today. Throws when Firestore cannot be reached. */
export async function takeDailyEstimate(uid: string, perDay: number, now: Date = new Date()): Promise<QuotaResult> {
  const db = getFirestore(adminApp());
  const slotRef = (slot: number) => db.collection(RATE_LIMITS).doc(quotaSlotId(uid, now, slot));
  const take = (async () => {
    for (let slot = 1; slot <= perDay; slot++) {
      try {
        await slotRef(slot).create({
          uid,
          day: utcDay(now),
          createdAt: FieldValue.serverTimestamp(),
          expiresAt: Timestamp.fromMillis(Date.parse(`${utcDay(now)}T00:00:00Z`) + 2 * DAY_MS),
        });
        return { ok: true as const, used: slot };
      } catch (error) {
        if (!isAlreadyExists(error)) throw error;
      }
    }
    return { ok: false as const, retryAfterSeconds: secondsUntilNextUtcDay(now) };
  })();
  let taken: Awaited<typeof take>;
  try {
    // A counter that does not answer in time counts as unreachable (the caller answers 503).
    taken = await withTimeout(take, quotaTimeoutMs(), "The daily estimate counter");
  } catch (error) {
    // Refused as unreachable: a slot that is still taken later is given back, so a slow
    // Firestore never costs the visitor an estimate they did not get.
    void take.then(
      (late) => (late.ok ? releaseOnce(slotRef(late.used))() : undefined),
      () => undefined,
    );
    throw error;
  }
  return taken.ok ? { ...taken, release: releaseOnce(slotRef(taken.used)) } : taken;
}

function releaseOnce(slot: DocumentReference): () => Promise<void> {
  let released = false;
  return async () => {
    if (released) return;
    released = true;
    try {
      // The slot of the day the estimate was taken on (a reply may end after midnight).
      await withTimeout(slot.delete(), RELEASE_TIMEOUT_MS, "Returning the estimate slot");
    } catch (error) {
      // The visitor loses one estimate of the day; the log says why.
      console.error(`[quota] slot not returned: ${errorCause(error)}`);
    }
  };
}

/**
 * The 429 for a user at their cap. An unverified account is told that verifying its
 * e-mail raises the cap (the estimator then offers to send the link). Said in the asking
 * page's language: the estimator shows the server's sentence as it comes.
 */
export function dailyCapRejection(
  caps: { perDay: number; verifiedPerDay: number; emailVerified: boolean },
  retryAfterSeconds: number,
  language: Locale = "en",
): Rejection {
  const { perDay, verifiedPerDay, emailVerified } = caps;
  const T = textFor(language).ESTIMATOR_TEXT.dailyCap;
  const more = !emailVerified && verifiedPerDay > perDay ? T.verify(verifiedPerDay) : T.tomorrow;
  return {
    code: "rate_limited",
    message: `${T.used(perDay)} ${more}`,
    headers: { "Retry-After": String(retryAfterSeconds) },
    ...(emailVerified ? {} : { cause: "unverified_cap" }),
  };
}
