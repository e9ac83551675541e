/**
 * Counting with slot documents: a limit of n is n possible documents `{name}_{1..n}`, one
 * created per use with create(), which fails when another use took it first, so uses at
 * the same moment can never pass the limit and none waits on a transaction's lock. Read a
 * page at a time from the first: a count far below its limit (tests and benchmarks raise
 * limits to millions) costs one read, not one per possible slot.
 */
import type { DocumentReference, DocumentSnapshot, Firestore } from "firebase-admin/firestore";

const PAGE = 10;

/** The first slot of `1..limit` that `isFree` (by default: not there), or undefined when every one is used. */
export async function firstFreeSlot(
  db: Firestore,
  slotOf: (n: number) => DocumentReference,
  limit: number,
  isFree: (slot: DocumentSnapshot) => boolean = (slot) => !slot.exists,
): Promise<DocumentSnapshot | undefined> {
  for (let first = 1; first <= limit; first += PAGE) {
    const refs = Array.from({ length: Math.min(PAGE, limit - first + 1) }, (_, n) => slotOf(first + n));
    const free = (await db.getAll(...refs)).find(isFree);
    if (free) return free;
  }
  return undefined;
}
