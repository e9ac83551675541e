/**
 * Who may book how much, kept in Firestore so it holds across function instances:
 *
 * - per person: at most `visitsPerPerson` future visits (settings/availability, 1 by
 *   default) per normalised e-mail and, apart, per phone number. Each booked visit holds
 *   one `visitPeople/{e|p}_{hash}_{n}` seat per key (n from 1 to the limit) until it ends or is
 *   cancelled; a seat whose visit has ended is taken over by an update made only if nobody
 *   wrote it since it was read.
 * - per network: at most BOOKINGS_PER_ADDRESS_PER_DAY bookings per client address (IPv6 by
 *   its /64) and New York day, one `rateLimits/booking_{key}_{n}` document each.
 *
 * Both are written in the booking's own batch with create() (or that precondition), so two
 * bookings at once cannot both take the last seat: one batch fails whole and the booking
 * looks again, as for a lost race for a time. No browser reads either collection.
 */
import { createHash } from "node:crypto";
import {
  getFirestore,
  Timestamp,
  type DocumentReference,
  type Firestore,
  type WriteBatch,
} from "firebase-admin/firestore";
import { businessDay } from "../../lib/format/businessDay.ts";
import { addressKey } from "../addressKey.ts";
import { adminApp, isAlreadyExists } from "../firebaseAdmin.ts";
import { normalisedAddress } from "../mail/mailbox.ts";
import { bookingsPerAddressPerDay } from "../limits.ts";
import { firstFreeSeat } from "../seatDocs.ts";
import { RATE_LIMITS, VISIT_PEOPLE } from "../../schemas/collections.ts";

const DAY_MS = 24 * 60 * 60_000;

const db = (): Firestore => getFirestore(adminApp());
const sha = (text: string): string => createHash("sha256").update(text).digest("hex").slice(0, 40);

/** A phone as digits, a leading US country code dropped: "(301) 555-0188" and "+1 301-555-0188" are one phone. */
const normalisedPhone = (phone: string): string => phone.replace(/\D/g, "").replace(/^1(?=\d{10}$)/, "");

/** The keys a visit's person is counted under: the e-mail always, the phone when it has digits. */
export function personKeys(email: string, phone: string): string[] {
  const keys = [`e_${sha(`email|${normalisedAddress(email)}`)}`];
  const digits = normalisedPhone(phone);
  if (digits) keys.push(`p_${sha(`phone|${digits}`)}`);
  return keys;
}

/** A seat to take in the booking's batch: a new document, or an ended visit's, taken over. */
export interface Seat {
  ref: DocumentReference;
  /** The ended visit's document, as read: the write is made only if it is still so. */
  takeOver?: Timestamp;
}

/** One free seat per key, or undefined when a key has every seat held by a visit still to come. */
export async function freePersonSeats(keys: string[], limit: number, now: number): Promise<Seat[] | undefined> {
  const firestore = db();
  const seats: Seat[] = [];
  for (const key of keys) {
    const ended = (end: unknown) => !(end instanceof Timestamp) || end.toMillis() <= now;
    const free = await firstFreeSeat(
      firestore,
      (n) => firestore.collection(VISIT_PEOPLE).doc(`${key}_${n}`),
      limit,
      (seat) => !seat.exists || ended(seat.get("end")),
    );
    if (!free) return undefined;
    seats.push({ ref: free.ref, ...(free.exists && free.updateTime ? { takeOver: free.updateTime } : {}) });
  }
  return seats;
}

export function takeSeats(batch: WriteBatch, seats: Seat[], visitId: string, end: number): void {
  const data = { visitId, end: Timestamp.fromMillis(end), expiresAt: Timestamp.fromMillis(end + DAY_MS) };
  for (const seat of seats) {
    if (seat.takeOver) batch.update(seat.ref, data, { lastUpdateTime: seat.takeOver });
    else batch.create(seat.ref, data);
  }
}

/** The seats this visit holds (its document lists them), as they are now. */
async function heldSeats(visitId: string, ids: readonly string[]): Promise<DocumentReference[]> {
  if (!ids.length) return [];
  const firestore = db();
  const read = await firestore.getAll(...ids.map((id) => firestore.collection(VISIT_PEOPLE).doc(id)));
  return read.filter((seat) => seat.exists && seat.get("visitId") === visitId).map((seat) => seat.ref);
}

/** A cancelled visit gives its seats back. */
export async function releaseSeats(batch: WriteBatch, visitId: string, ids: readonly string[] = []): Promise<void> {
  for (const ref of await heldSeats(visitId, ids)) batch.delete(ref);
}

/** A moved visit holds its seats until its new end. */
export async function moveSeats(batch: WriteBatch, visitId: string, ids: readonly string[] = [], end: number) {
  for (const ref of await heldSeats(visitId, ids))
    batch.update(ref, { end: Timestamp.fromMillis(end), expiresAt: Timestamp.fromMillis(end + DAY_MS) });
}

/** The network's first free booking of the day, or undefined when it has booked its share. */
export async function freeNetworkSeat(ip: string, now: number): Promise<DocumentReference | undefined> {
  const firestore = db();
  const day = businessDay(now);
  const key = addressKey(ip, day);
  const slotOf = (n: number) => firestore.collection(RATE_LIMITS).doc(`booking_${day}_${key}_${n}`);
  return (await firstFreeSeat(firestore, slotOf, bookingsPerAddressPerDay()))?.ref;
}

const networkSeat = (now: number) => ({ day: businessDay(now), expiresAt: Timestamp.fromMillis(now + 2 * DAY_MS) });

export function takeNetworkSeat(batch: WriteBatch, ref: DocumentReference, now: number): void {
  batch.create(ref, networkSeat(now));
}

/** A refused booking that still counts (a person's limit asked about); taken at the same moment by another, it is spent anyway. */
export async function spendNetworkSeat(ref: DocumentReference, now: number): Promise<void> {
  await ref.create(networkSeat(now)).catch((error: unknown) => {
    if (!isAlreadyExists(error)) throw error;
  });
}
