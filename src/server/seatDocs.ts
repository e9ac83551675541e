/**
 * Counting with seats (README, "Words"): a limit of n is n possible documents `{name}_{1..n}`, one
 * created per use with create(), which fails when another use took it first, so uses at
 * the same moment can never pass the limit and none waits on a transaction's lock. Read a
 * page at a time from the first: a count far below its limit (tests and benchmarks raise
 * limits to millions) costs one read, not one per possible seat.
 */
import type { DocumentReference, DocumentSnapshot, Firestore } from "firebase-admin/firestore";
import { isAlreadyExists } from "./firebaseAdmin.ts";

const PAGE = 10;

/** The first seat of `1..limit` that `isFree` (by default: not there), or undefined when every one is used. */
export async function firstFreeSeat(
  db: Firestore,
  seatOf: (n: number) => DocumentReference,
  limit: number,
  isFree: (seat: DocumentSnapshot) => boolean = (seat) => !seat.exists,
): Promise<DocumentSnapshot | undefined> {
  for (let first = 1; first <= limit; first += PAGE) {
    const refs = Array.from({ length: Math.min(PAGE, limit - first + 1) }, (_, n) => seatOf(first + n));
    const free = (await db.getAll(...refs)).find(isFree);
    if (free) return free;
  }
  return undefined;
}

/**
 * Takes the first free seat with `claim` (a create(), alone or in a batch with what the
 * seat pays for) and answers its reference, or undefined when every seat is used. A seat
 * another caller took at the same moment makes `claim` fail with ALREADY_EXISTS; the
 * search goes on from there, so callers at once can never pass the limit.
 */
export async function takeSeat(
  db: Firestore,
  seatOf: (n: number) => DocumentReference,
  limit: number,
  claim: (seat: DocumentSnapshot) => Promise<unknown>,
  isFree?: (seat: DocumentSnapshot) => boolean,
): Promise<DocumentReference | undefined> {
  for (;;) {
    const free = await firstFreeSeat(db, seatOf, limit, isFree);
    if (!free) return undefined;
    try {
      await claim(free);
      return free.ref;
    } catch (error) {
      if (!isAlreadyExists(error)) throw error;
    }
  }
}
