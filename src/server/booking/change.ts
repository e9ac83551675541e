/**
 * Moving and cancelling a booked visit, from its private link's page: each change is one
 * commit with its holds, its seats, the lead's copy and the e-mails to both, made only if
 * nobody changed the visit since it was read ("changed" otherwise).
 */
import {
  FieldValue,
  getFirestore,
  Timestamp,
  type DocumentReference,
  type Firestore,
  type WriteBatch,
} from "firebase-admin/firestore";
import { findOpenSlot, openSlots } from "../../lib/booking/slots.ts";
import type { Slot } from "../../schemas/booking.ts";
import { ACCOUNT_LEADS, BOOKING_LEADS, VISIT_HOLDS, VISIT_SEATS, VISITS } from "../../schemas/collections.ts";
import { adminApp, isAlreadyExists, isFailedPrecondition } from "../firebaseAdmin.ts";
import { hashToken, newToken } from "../privateLink.ts";
import { moveSeats, releaseSeats } from "./bookingLimits.ts";
import { freeSeat, holdCells, nextSlots, visitMessage } from "./holds.ts";
import { forgetBookedVisits, readSchedule } from "./schedule.ts";
import { snapshotOf, type VisitDocument, type VisitSnapshot } from "./visit.ts";
import { dropReminder, queueVisitMails } from "./visitNotice.ts";

const db = (): Firestore => getFirestore(adminApp());

export interface StoredVisit {
  id: string;
  ref: DocumentReference;
  doc: VisitDocument;
  updateTime: Timestamp;
}

export async function visitById(id: string): Promise<StoredVisit | undefined> {
  const ref = db().collection(VISITS).doc(id);
  const snapshot = await ref.get();
  if (!snapshot.exists || !snapshot.updateTime) return undefined;
  return { id, ref, doc: snapshot.data() as VisitDocument, updateTime: snapshot.updateTime };
}

export async function visitByToken(token: string): Promise<StoredVisit | undefined> {
  const found = await db().collection(VISITS).where("tokenHash", "==", hashToken(token)).limit(1).get();
  const [snapshot] = found.docs;
  if (!snapshot) return undefined;
  return { id: snapshot.id, ref: snapshot.ref, doc: snapshot.data() as VisitDocument, updateTime: snapshot.updateTime };
}

/**
 * The lead's copy of the visit, kept current so the inbox, its search and the CSV say what
 * is true; left alone when the owner has deleted the lead (the visit still moves or ends).
 */
async function updateLead(
  batch: WriteBatch,
  visit: VisitSnapshot,
  status: "booked" | "cancelled",
): Promise<DocumentReference> {
  const leadRef = db().collection(BOOKING_LEADS).doc(visit.visitId);
  if ((await leadRef.get()).exists) {
    const moved = { visitStart: Timestamp.fromMillis(visit.start), visitStatus: status };
    batch.update(leadRef, { message: visitMessage(visit, status), ...moved });
    // The homeowner's /account says the same; deleted with the lead, if it was.
    const own = db().collection(ACCOUNT_LEADS).doc(visit.visitId);
    if ((await own.get()).exists) batch.update(own, { message: visitMessage(visit, status), ...moved });
  }
  return leadRef;
}

/** The open times a booked visit could move to: its own time and its day's seat are free for it. */
export async function slotsForMove(stored: StoredVisit, now: Date = new Date()): Promise<Slot[]> {
  const schedule = await readSchedule(now);
  return openSlots({ ...schedule, visits: schedule.visits.filter((visit) => visit.id !== stored.id) });
}

export type ChangeOutcome =
  | { ok: true; visit: VisitSnapshot; mailIds: string[]; token?: string }
  | { ok: false; reason: "taken"; slots: Slot[] }
  | { ok: false; reason: "cancelled" | "changed" };

/** Cancels a booked visit: its time freed, its reminder dropped, a cancellation to both. */
export async function cancelVisit(stored: StoredVisit, now: Date = new Date()): Promise<ChangeOutcome> {
  const firestore = db();
  if (stored.doc.status !== "booked") return { ok: false, reason: "cancelled" };
  const before = snapshotOf(stored.id, stored.doc);
  const visit = { ...before, sequence: before.sequence + 1 };
  const batch = firestore.batch();
  batch.update(
    stored.ref,
    { status: "cancelled", sequence: visit.sequence, cells: [], updatedAt: FieldValue.serverTimestamp() },
    { lastUpdateTime: stored.updateTime },
  );
  for (const cell of stored.doc.cells) batch.delete(firestore.collection(VISIT_HOLDS).doc(cell));
  batch.delete(firestore.collection(VISIT_SEATS).doc(stored.doc.seat));
  await releaseSeats(batch, stored.id, stored.doc.people);
  dropReminder(batch, before);
  const leadRef = await updateLead(batch, visit, "cancelled");
  const mailIds = queueVisitMails(batch, leadRef, visit, "cancelled", undefined, now.getTime());
  try {
    await batch.commit();
  } catch (error) {
    if (isFailedPrecondition(error)) return { ok: false, reason: "changed" };
    throw error;
  }
  forgetBookedVisits();
  return { ok: true, visit, mailIds };
}

/**
 * Moves a booked visit to another open time: the new time is held in the same commit
 * that frees the old one (the quarter hours both share stay held), so the visitor never
 * holds neither or both; a new private link replaces the old one.
 */
export async function rescheduleVisit(
  stored: StoredVisit,
  start: string,
  now: Date = new Date(),
): Promise<ChangeOutcome> {
  const firestore = db();
  if (stored.doc.status !== "booked") return { ok: false, reason: "cancelled" };
  const schedule = await readSchedule(now);
  // The visit's own time is free for itself.
  const others = { ...schedule, visits: schedule.visits.filter((visit) => visit.id !== stored.id) };
  const slot = findOpenSlot(others, start);
  const sameDay = slot?.day === stored.doc.day;
  const seat =
    slot && (sameDay ? stored.doc.seat : await freeSeat(firestore, slot.day, schedule.availability.maxVisitsPerDay));
  if (!slot || !seat) return { ok: false, reason: "taken", slots: nextSlots(others, start) };

  const before = snapshotOf(stored.id, stored.doc);
  const visit: VisitSnapshot = {
    ...before,
    start: Date.parse(slot.start),
    end: Date.parse(slot.end),
    sequence: before.sequence + 1,
  };
  const cells = holdCells(visit.start, visit.end, schedule.availability.bufferMinutes);
  const token = newToken();
  const batch = firestore.batch();
  const oldCells = new Set(stored.doc.cells);
  const newCells = new Set(cells);
  for (const cell of cells) {
    if (!oldCells.has(cell)) batch.create(firestore.collection(VISIT_HOLDS).doc(cell), { visitId: stored.id });
  }
  for (const cell of stored.doc.cells) {
    if (!newCells.has(cell)) batch.delete(firestore.collection(VISIT_HOLDS).doc(cell));
  }
  if (!sameDay) {
    batch.delete(firestore.collection(VISIT_SEATS).doc(stored.doc.seat));
    batch.create(firestore.collection(VISIT_SEATS).doc(seat), { visitId: stored.id });
  }
  batch.update(
    stored.ref,
    {
      start: Timestamp.fromMillis(visit.start),
      end: Timestamp.fromMillis(visit.end),
      day: slot.day,
      sequence: visit.sequence,
      cells,
      seat,
      tokenHash: hashToken(token),
      updatedAt: FieldValue.serverTimestamp(),
    },
    { lastUpdateTime: stored.updateTime },
  );
  dropReminder(batch, before);
  await moveSeats(batch, stored.id, stored.doc.people, visit.end);
  const leadRef = await updateLead(batch, visit, "booked");
  const mailIds = queueVisitMails(batch, leadRef, visit, "moved", token, now.getTime());
  try {
    await batch.commit();
  } catch (error) {
    if (isAlreadyExists(error)) return { ok: false, reason: "taken", slots: nextSlots(others, start) };
    if (isFailedPrecondition(error)) return { ok: false, reason: "changed" };
    throw error;
  }
  forgetBookedVisits();
  return { ok: true, visit, mailIds, token };
}
