/**
 * Booking, moving and cancelling a site visit (issue 19). A visit holds its time as
 * documents: one `visitHolds/{instant}` per 15 minutes from its start to its end plus the
 * travel buffer, and one of its day's `visitSeats/{day}-{n}` (n below the daily cap). Two
 * visits clash exactly when those spans share a quarter hour (every start, length and
 * buffer is a whole number of quarter hours), so the write that books is a batch of
 * create()s: it commits whole or fails with ALREADY_EXISTS when any of its quarter hours
 * or its seat was taken in the meantime. That is the check again inside the commit,
 * without the lock waits of a read-write transaction (docs/decisions.md, "Site visits").
 * After such a failure the slot is looked at again: a seat taken by a visit at another
 * time of the day is tried once more, a time taken is a 409 with the next open times.
 *
 * The lead (source "booking", in contactForms under the visit's id), the visit, its holds
 * and its e-mails are one commit: a booking is never stored without its e-mails queued,
 * nor an e-mail queued for a visit not booked.
 */
import { createHash } from "node:crypto";
import { hashToken, newToken } from "../privateLink.ts";
import { ACCOUNT_LEADS } from "../../schemas/accountLead.ts";
import {
  FieldValue,
  getFirestore,
  Timestamp,
  type DocumentReference,
  type Firestore,
  type WriteBatch,
} from "firebase-admin/firestore";
import { PROJECT_TYPES } from "../../config/site.ts";
import { BOOKING_LIMITS, type BookingDetails, type Slot } from "../../schemas/booking.ts";
import { findOpenSlot, openSlots } from "../../lib/booking/slots.ts";
import { optionLabel } from "../../lib/format/optionLabel.ts";
import { visitWhen } from "../../lib/format/visitTime.ts";
import { adminApp, isAlreadyExists, isFailedPrecondition } from "../firebaseAdmin.ts";
import { addLead, notification, NOTIFICATIONS, type VisitNotice } from "../leads/outbox.ts";
import { queueFollowUps } from "../leads/followUp.ts";
import type { LeadOrigin } from "../../schemas/leadOrigin.ts";
import { forgetBookedVisits, readSchedule, VISITS, type Schedule } from "./schedule.ts";
import {
  freeNetworkSlot,
  freePersonSeats,
  moveSeats,
  personKeys,
  releaseSeats,
  spendNetworkSlot,
  takeNetworkSlot,
  takeSeats,
} from "./bookingLimits.ts";
import { snapshotOf, type VisitDocument, type VisitPurpose, type VisitSnapshot } from "./visit.ts";

const VISIT_HOLDS = "visitHolds";
const VISIT_SEATS = "visitSeats";
const VISIT_LEADS = "contactForms";

const QUARTER_MS = 15 * 60_000;
const REMINDER_BEFORE_MS = 24 * 60 * 60_000;
/** Looks after a lost race: a seat taken by another time of the same day is worth another try, twice. */
const TRIES = 3;

const db = (): Firestore => getFirestore(adminApp());

/** The quarter hours a visit holds: its start to its end plus the buffer. */
function holdCells(start: number, end: number, bufferMinutes: number): string[] {
  const cells: string[] = [];
  for (let at = start; at < end + bufferMinutes * 60_000; at += QUARTER_MS) cells.push(new Date(at).toISOString());
  return cells;
}

const seatIds = (day: string, max: number): string[] => Array.from({ length: max }, (_, n) => `${day}-${n}`);

async function freeSeat(firestore: Firestore, day: string, max: number): Promise<string | undefined> {
  const refs = seatIds(day, max).map((id) => firestore.collection(VISIT_SEATS).doc(id));
  const seats = await firestore.getAll(...refs);
  return seats.find((seat) => !seat.exists)?.id;
}

/** The inbox's text of a booking: when, where, what, the visitor's note. */
function visitMessage(visit: VisitSnapshot, status: "booked" | "cancelled"): string {
  const head = status === "cancelled" ? "Cancelled site visit" : "Site visit";
  const lines = [
    `${head}: ${visitWhen(visit.start)}, ${visit.street}, ${visit.zip}`,
    `Project: ${optionLabel(PROJECT_TYPES, visit.projectType)}`,
  ];
  if (visit.note) lines.push(visit.note);
  return lines.join("\n");
}

/** The next open times from the one asked for (or from now, when none is left after it). */
function nextSlots(schedule: Schedule, wanted: string): Slot[] {
  const open = openSlots(schedule);
  const after = open.filter((slot) => slot.start > wanted);
  return (after.length ? after : open).slice(0, BOOKING_LIMITS.nextSlots);
}

function queueMail(
  batch: WriteBatch,
  leadRef: DocumentReference,
  id: string,
  notice: VisitNotice,
  dueAt?: number,
): string {
  const ref = db().collection(NOTIFICATIONS).doc(id);
  batch.create(ref, {
    ...notification(leadRef.path, "booking", "visit"),
    ...notice,
    ...(dueAt === undefined ? {} : { nextAttemptAt: Timestamp.fromMillis(dueAt) }),
  });
  return id;
}

const mailId = (visit: VisitSnapshot, purpose: VisitPurpose, audience: string) =>
  `visit-${visit.visitId}-${visit.sequence}-${purpose}-${audience}`;

/** The e-mails of a change, to both; returns the ids to send at once (the reminder waits for its time). */
function queueVisitMails(
  batch: WriteBatch,
  leadRef: DocumentReference,
  visit: VisitSnapshot,
  purpose: VisitPurpose,
  token: string | undefined,
  now: number,
): string[] {
  const ids = [
    queueMail(batch, leadRef, mailId(visit, purpose, "owner"), { purpose, audience: "owner", visit }),
    queueMail(batch, leadRef, mailId(visit, purpose, "visitor"), {
      purpose,
      audience: "visitor",
      visit,
      ...(token ? { token } : {}),
    }),
  ];
  // A new booking reaches the owner's phone too, like any lead; it needs no reminder to answer.
  if (purpose === "booked") {
    ids.push(
      ...queueFollowUps(batch, {
        leadRef,
        source: "booking",
        alertId: ids[0],
        arrival: new Date(now),
        reminderMinutes: [],
        notify: (kind, extra) => ({ ...notification(leadRef.path, "booking", kind), ...extra }),
      }),
    );
  }
  const reminderAt = visit.start - REMINDER_BEFORE_MS;
  // Booked within a day of the visit, the confirmation is the reminder.
  if (purpose !== "cancelled" && reminderAt > now) {
    queueMail(
      batch,
      leadRef,
      mailId(visit, "reminder", "visitor"),
      { purpose: "reminder", audience: "visitor", visit },
      reminderAt,
    );
  }
  return ids;
}

export type BookingOutcome =
  | { ok: true; visitId: string; slot: Slot; mailIds: string[] }
  | { ok: false; reason: "taken"; slots: Slot[] }
  /** The e-mail or the phone has its share of future visits; the network its bookings of the day. */
  | { ok: false; reason: "person" | "network" };

/** The visit's id from the form's key: the same key always names the same visit. */
const visitIdOf = (key: string): string => createHash("sha256").update(`booking:${key}`).digest("hex").slice(0, 28);

/**
 * The visit this key already booked, as its booking answered: a retry after a lost answer
 * (a timeout, a dropped connection) gets the same visit, and no second one or second e-mail.
 */
async function bookedWithKey(id: string): Promise<BookingOutcome | undefined> {
  const stored = await db().collection(VISITS).doc(id).get();
  if (!stored.exists) return undefined;
  const [start, end] = (["start", "end"] as const).map((field) =>
    (stored.get(field) as Timestamp).toDate().toISOString(),
  );
  return { ok: true, visitId: id, slot: { day: String(stored.get("day")), start, end }, mailIds: [] };
}

/**
 * `ip`: the client address, counted against the network's bookings of the day
 * (src/server/booking/bookingLimits.ts) with the visitor's e-mail and phone.
 */
export async function bookVisit(
  request: BookingDetails & { start: string; key?: string; origin?: LeadOrigin | null },
  ip: string,
  now: Date = new Date(),
): Promise<BookingOutcome> {
  const firestore = db();
  const keyed = request.key ? visitIdOf(request.key) : undefined;
  if (keyed) {
    const already = await bookedWithKey(keyed);
    if (already) return already;
  }
  for (let tryNumber = 1; ; tryNumber += 1) {
    const schedule = await readSchedule(now);
    const network = await freeNetworkSlot(ip, now.getTime());
    if (!network) return { ok: false, reason: "network" };
    const people = await freePersonSeats(
      personKeys(request.email, request.phone),
      schedule.availability.visitsPerPerson,
      now.getTime(),
    );
    if (!people) {
      // Asking costs the network one of its bookings of the day: whether an address or a phone
      // has a visit coming cannot be asked of it more than twice a day.
      await spendNetworkSlot(network, now.getTime());
      return { ok: false, reason: "person" };
    }
    const slot = findOpenSlot(schedule, request.start);
    const seat = slot && (await freeSeat(firestore, slot.day, schedule.availability.maxVisitsPerDay));
    if (!slot || !seat) return { ok: false, reason: "taken", slots: nextSlots(schedule, request.start) };

    const leadRef = keyed ? firestore.collection(VISIT_LEADS).doc(keyed) : firestore.collection(VISIT_LEADS).doc();
    const visit: VisitSnapshot = {
      visitId: leadRef.id,
      start: Date.parse(slot.start),
      end: Date.parse(slot.end),
      sequence: 0,
      name: request.name,
      email: request.email,
      phone: request.phone,
      street: request.street,
      zip: request.zip,
      projectType: request.projectType,
      note: request.note,
    };
    const cells = holdCells(visit.start, visit.end, schedule.availability.bufferMinutes);
    const token = newToken();
    const batch = firestore.batch();
    for (const cell of cells) batch.create(firestore.collection(VISIT_HOLDS).doc(cell), { visitId: visit.visitId });
    batch.create(firestore.collection(VISIT_SEATS).doc(seat), { visitId: visit.visitId });
    const { visitId: _id, ...fields } = visit;
    const stored: Omit<VisitDocument, "start" | "end"> & Record<string, unknown> = {
      ...fields,
      start: Timestamp.fromMillis(visit.start),
      end: Timestamp.fromMillis(visit.end),
      day: slot.day,
      status: "booked",
      cells,
      seat,
      people: people.map((person) => person.ref.id),
      tokenHash: hashToken(token),
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    };
    batch.create(firestore.collection(VISITS).doc(visit.visitId), stored);
    takeSeats(batch, people, visit.visitId, visit.end);
    takeNetworkSlot(batch, network, now.getTime());
    addLead(
      batch,
      {
        collection: VISIT_LEADS,
        source: "booking",
        origin: request.origin,
        data: {
          name: visit.name,
          email: visit.email,
          phone: visit.phone,
          message: visitMessage(visit, "booked"),
          street: visit.street,
          zip: visit.zip,
          projectType: visit.projectType,
          visitId: visit.visitId,
          visitStart: Timestamp.fromMillis(visit.start),
          visitStatus: "booked",
        },
      },
      leadRef,
    );
    const mailIds = queueVisitMails(batch, leadRef, visit, "booked", token, now.getTime());
    try {
      await batch.commit();
      forgetBookedVisits();
      return { ok: true, visitId: visit.visitId, slot, mailIds };
    } catch (error) {
      // Something this batch creates was taken in the meantime (a quarter hour, the day's seat, a
      // person's or the network's seat), or an ended visit's seat was taken over: look again.
      const lostRace = isAlreadyExists(error) || isFailedPrecondition(error);
      // The same key's first try landed after all (its answer was lost): that booking stands.
      const landed = keyed && lostRace ? await bookedWithKey(keyed) : undefined;
      if (landed) return landed;
      if (!lostRace || tryNumber >= TRIES) {
        if (!lostRace) throw error;
        // Lost to another booking of the same person or network, not of the time: say so.
        if (!(await freeNetworkSlot(ip, now.getTime()))) return { ok: false, reason: "network" };
        const person = personKeys(request.email, request.phone);
        if (!(await freePersonSeats(person, schedule.availability.visitsPerPerson, now.getTime())))
          return { ok: false, reason: "person" };
        return { ok: false, reason: "taken", slots: nextSlots(await readSchedule(now), request.start) };
      }
    }
  }
}

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
  const leadRef = db().collection(VISIT_LEADS).doc(visit.visitId);
  if ((await leadRef.get()).exists) {
    const moved = { visitStart: Timestamp.fromMillis(visit.start), visitStatus: status };
    batch.update(leadRef, { message: visitMessage(visit, status), ...moved });
    // The homeowner's /account says the same (issue 22); deleted with the lead, if it was.
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
  batch.delete(firestore.collection(NOTIFICATIONS).doc(mailId(before, "reminder", "visitor")));
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
  batch.delete(firestore.collection(NOTIFICATIONS).doc(mailId(before, "reminder", "visitor")));
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
