/**
 * At most VISITOR_MAILS_PER_ADDRESS_PER_DAY e-mails from the company to any one visitor's
 * mailbox a New York day, whatever their kind (an instant reply, a visit's confirmation,
 * move, cancellation and reminder, a review request), so no form can be used to mail a
 * stranger's inbox over and over. The owner's own e-mails are never counted.
 *
 * Each e-mail takes a slot, `rateLimits/mail_{day}_{hash}_{n}` (the hash of the day and
 * the normalised address), naming the notification that took it: a retry of the same
 * notification finds its slot and is not counted twice. A slot is made with create(),
 * so two senders at once cannot both take the last one. `expiresAt` lets a TTL policy
 * delete old slots; no browser reads the collection.
 */
import { createHash } from "node:crypto";
import { getFirestore, Timestamp } from "firebase-admin/firestore";
import { businessDay } from "../../lib/format/businessDay.ts";
import { adminApp, isAlreadyExists } from "../firebaseAdmin.ts";
import { normalisedAddress } from "../leads/ackQuota.ts";
import { visitorMailsPerAddressPerDay } from "../limits.ts";
import { RATE_LIMITS_COLLECTION } from "../quota.ts";

const DAY_MS = 24 * 60 * 60_000;

/** True when the notification may mail this address today (it holds, or has just taken, one of its slots). */
export async function takeRecipientSlot(
  email: string,
  notificationId: string,
  now: Date = new Date(),
): Promise<boolean> {
  const db = getFirestore(adminApp());
  const day = businessDay(now);
  const hash = createHash("sha256")
    .update(`${day}|${normalisedAddress(email)}`)
    .digest("hex")
    .slice(0, 40);
  const refs = Array.from({ length: visitorMailsPerAddressPerDay() }, (_, n) =>
    db.collection(RATE_LIMITS_COLLECTION).doc(`mail_${day}_${hash}_${n + 1}`),
  );
  const slots = await db.getAll(...refs);
  if (slots.some((slot) => slot.get("notification") === notificationId)) return true;
  for (const slot of slots) {
    if (slot.exists) continue;
    try {
      await slot.ref.create({
        notification: notificationId,
        expiresAt: Timestamp.fromMillis(now.getTime() + 2 * DAY_MS),
      });
      return true;
    } catch (error) {
      // Taken at the same moment by another e-mail: the next one.
      if (!isAlreadyExists(error)) throw error;
    }
  }
  return false;
}
