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
import { getFirestore, Timestamp, type DocumentSnapshot } from "firebase-admin/firestore";
import { businessDay } from "../../lib/format/businessDay.ts";
import { adminApp } from "../firebaseAdmin.ts";
import { takeSeat } from "../seatDocs.ts";
import { normalisedAddress } from "./mailbox.ts";
import { visitorMailsPerAddressPerDay } from "../limits.ts";
import { RATE_LIMITS } from "../../schemas/collections.ts";

const DAY_MS = 24 * 60 * 60_000;

/** True when the notification may mail this address today (it holds, or has just taken, one of its slots). */
export async function recipientSeatFree(
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
  const slot = (n: number) => db.collection(RATE_LIMITS).doc(`mail_${day}_${hash}_${n}`);
  // A retry of the same notification finds the slot it took and is not counted twice.
  const ours = (found: DocumentSnapshot) => found.get("notification") === notificationId;
  const taken = await takeSeat(
    db,
    slot,
    visitorMailsPerAddressPerDay(),
    (found) =>
      ours(found)
        ? Promise.resolve()
        : found.ref.create({
            notification: notificationId,
            expiresAt: Timestamp.fromMillis(now.getTime() + 2 * DAY_MS),
          }),
    (found) => !found.exists || ours(found),
  );
  return taken !== undefined;
}
