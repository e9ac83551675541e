/**
 * How many leads an hour alert the owner one by one. Past ALERTS_PER_ADDRESS_PER_HOUR from
 * one client address (IPv6 by its /64), or ALERTS_PER_HOUR from everyone, a lead is still
 * stored and listed in /admin (and answered with its instant reply unless its own address
 * is past its ceiling: a script's), but its alert, phone post and reminders make way for
 * the hour's one digest (`notifications/digest-{hour}`, sent at
 * the hour's end): a flood from one script no longer buries a real homeowner's alert.
 *
 * Each alert takes a slot, `rateLimits/alert_{hour}_{address key}_{n}` and
 * `rateLimits/alert_{hour}_site_{n}`, made with create() so leads at the same moment cannot
 * both take the last one. A slot that could not be read or written leaves the alert on: the
 * ceiling must never cost a real lead its alert.
 */
import { getFirestore, Timestamp, type DocumentSnapshot } from "firebase-admin/firestore";
import { addressKey } from "../addressKey.ts";
import { adminApp } from "../firebaseAdmin.ts";
import { takeSeat } from "../seatDocs.ts";
import { errorCause } from "../log.ts";
import { alertsPerAddressPerHour, alertsPerHour } from "../limits.ts";
import { RATE_LIMITS } from "../../schemas/collections.ts";

const HOUR_MS = 60 * 60_000;

/** The clock hour (UTC) a lead arrived in, `YYYY-MM-DDTHH`: the digest's name. */
export const hourOf = (at: number): string => new Date(at).toISOString().slice(0, 13);
/** The end of that hour: when its digest is due. */
export const hourEnd = (hour: string): number => Date.parse(`${hour}:00:00.000Z`) + HOUR_MS;

/**
 * "alone" when this lead alerts the owner on its own; "address" or "site" when it goes into
 * the hour's digest, past its address's ceiling or everyone's. Without an address (an
 * estimate, from a signed-in account with a daily cap of its own) it always alerts.
 */
export type AlertWay = "alone" | "address" | "site";

export async function alertWayOf(address: string | undefined, now: number = Date.now()): Promise<AlertWay> {
  if (!address) return "alone";
  const db = getFirestore(adminApp());
  const hour = hourOf(now);
  const slotOf = (prefix: string) => (n: number) => db.collection(RATE_LIMITS).doc(`alert_${hour}_${prefix}_${n}`);
  try {
    const claim = (slot: DocumentSnapshot) => slot.ref.create({ expiresAt: Timestamp.fromMillis(now + 2 * HOUR_MS) });
    if (!(await takeSeat(db, slotOf(addressKey(address, hour)), alertsPerAddressPerHour(), claim))) return "address";
    return (await takeSeat(db, slotOf("site"), alertsPerHour(), claim)) ? "alone" : "site";
  } catch (error) {
    console.error(`[lead-alerts] alert ceiling not read, the lead alerts on its own: ${errorCause(error)}`);
    return "alone";
  }
}
