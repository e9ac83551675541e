/**
 * The per-user daily cap on estimates, counted in Firestore `rateLimits/{uid}_{yyyy-mm-dd}`
 * (UTC day) inside a transaction, so parallel requests cannot both take the last slot.
 * firestore.rules deny clients this collection; only firebase-admin writes it.
 * `expiresAt` lets a Firestore TTL policy delete old counters.
 */
import { FieldValue, getFirestore, Timestamp } from "firebase-admin/firestore";
import { adminApp } from "./firebaseAdmin.ts";

const RATE_LIMITS_COLLECTION = "rateLimits";
const DAY_MS = 24 * 60 * 60 * 1000;

export type QuotaResult = { ok: true; used: number } | { ok: false; retryAfterSeconds: number };

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
  return db.runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    const used = snapshot.exists ? Number(snapshot.get("count")) || 0 : 0;
    if (used >= perDay) return { ok: false, retryAfterSeconds: secondsUntilNextUtcDay(now) };
    tx.set(ref, {
      uid,
      day: utcDay(now),
      count: used + 1,
      updatedAt: FieldValue.serverTimestamp(),
      expiresAt: Timestamp.fromMillis(Date.parse(`${utcDay(now)}T00:00:00Z`) + 2 * DAY_MS),
    });
    return { ok: true, used: used + 1 };
  });
}
