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
import { adminApp, isAlreadyExists } from "../firebaseAdmin.ts";
import { ACKS_PER_ADDRESS_PER_DAY } from "../limits.ts";
import { RATE_LIMITS_COLLECTION } from "../quota.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Providers that ignore dots in the mailbox name; everywhere a "+tag" reaches the same mailbox. */
const DOTLESS_DOMAINS: Record<string, string> = { "gmail.com": "gmail.com", "googlemail.com": "gmail.com" };

/** One form per mailbox: case, a "+tag" and (for Gmail) dots do not make another recipient. */
export function normalisedAddress(email: string): string {
  const lower = email.trim().toLowerCase();
  let local = lower.slice(0, lower.lastIndexOf("@")).split("+")[0];
  let domain = lower.slice(lower.lastIndexOf("@") + 1);
  if (DOTLESS_DOMAINS[domain]) {
    domain = DOTLESS_DOMAINS[domain];
    local = local.replaceAll(".", "");
  }
  return `${local}@${domain}`;
}

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
export async function withAckSlot(
  email: string,
  write: (batch: WriteBatch) => void,
  now: Date = new Date(),
): Promise<boolean> {
  const db = getFirestore(adminApp());
  const counter = ackCounterId(email, now);
  for (let slot = 1; slot <= ACKS_PER_ADDRESS_PER_DAY; slot++) {
    const batch = db.batch();
    batch.create(db.collection(RATE_LIMITS_COLLECTION).doc(`${counter}_${slot}`), {
      day: businessDay(now),
      expiresAt: Timestamp.fromMillis(now.getTime() + 2 * DAY_MS),
    });
    write(batch);
    try {
      await batch.commit();
      return true;
    } catch (error) {
      if (!isAlreadyExists(error)) throw error;
    }
  }
  return false;
}
