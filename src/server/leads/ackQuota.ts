/**
 * At most ACKS_PER_ADDRESS_PER_DAY acknowledgements per recipient mailbox and New York
 * day, so the contact form cannot be used to mail one inbox over and over. Each one takes
 * a slot document, `rateLimits/ack_{day}_{hash}_{n}` (n from 1 to the limit; the hash of
 * the day and the normalised address, which itself is not stored again; firestore.rules
 * keep every client out of the collection), created in the same batch as the
 * acknowledgement: a slot a simultaneous form took makes the batch fail whole, and the
 * next slot is tried. So simultaneous forms cannot pass the limit, and none waits on a
 * transaction's lock. `expiresAt` lets a TTL policy delete old slots.
 */
import { createHash } from "node:crypto";
import { getFirestore, Timestamp, type WriteBatch } from "firebase-admin/firestore";
import { businessDay } from "../../lib/format/businessDay.ts";
import { adminApp } from "../firebaseAdmin.ts";
import { normalisedAddress } from "../mail/mailbox.ts";
import { takeSeat } from "../seatDocs.ts";
import { ACKS_PER_ADDRESS_PER_DAY } from "../limits.ts";
import { RATE_LIMITS } from "../../schemas/collections.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
/** The slots' common name; the day is hashed in too, so one day's slots cannot be matched with another's. */
export function ackCounterId(email: string, now: Date): string {
  const day = businessDay(now);
  const hash = createHash("sha256")
    .update(`${day}|${normalisedAddress(email)}`)
    .digest("hex");
  return `ack_${day}_${hash}`;
}

/**
 * Commits `write` (the acknowledgement) together with the first free slot of the address's
 * day; false, with nothing written, when every slot is taken.
 */
export async function withAckSeat(
  email: string,
  write: (batch: WriteBatch) => void,
  now: Date = new Date(),
): Promise<boolean> {
  const db = getFirestore(adminApp());
  const counter = ackCounterId(email, now);
  const taken = await takeSeat(
    db,
    (n) => db.collection(RATE_LIMITS).doc(`${counter}_${n}`),
    ACKS_PER_ADDRESS_PER_DAY,
    (slot) => {
      const batch = db.batch();
      batch.create(slot.ref, { day: businessDay(now), expiresAt: Timestamp.fromMillis(now.getTime() + 2 * DAY_MS) });
      write(batch);
      return batch.commit();
    },
  );
  return taken !== undefined;
}
