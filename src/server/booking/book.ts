/**
 * Booking a site visit: the lead (source "booking", a message lead under the visit's id),
 * the visit, its holds (holds.ts), the person's and the network's seats (bookingLimits.ts)
 * and its e-mails (visitNotice.ts) are one commit, so a booking is never stored without
 * its e-mails queued, nor an e-mail queued for a visit not booked. A commit that loses a
 * race (ALREADY_EXISTS) looks at the slot again: a seat taken by a visit at another time
 * of the day is tried once more, a time taken is "taken" with the next open times.
 */
import type { Locale } from "../../config/i18n.ts";
import { createHash } from "node:crypto";
import { FieldValue, getFirestore, Timestamp, type Firestore } from "firebase-admin/firestore";
import { findOpenSlot } from "../../lib/booking/slots.ts";
import type { BookingDetails, Slot } from "../../schemas/booking.ts";
import { BOOKING_LEADS, VISIT_HOLDS, VISIT_SEATS, VISITS } from "../../schemas/collections.ts";
import type { LeadOrigin } from "../../schemas/leadOrigin.ts";
import type { TranscriptTurn } from "../../schemas/contact.ts";
import { adminApp, isAlreadyExists, isFailedPrecondition } from "../firebaseAdmin.ts";
import { addLead } from "../leads/store.ts";
import { hashToken, newToken } from "../privateLink.ts";
import {
  freeNetworkSeat,
  freePersonSeats,
  personKeys,
  spendNetworkSeat,
  takeNetworkSeat,
  takeSeats,
} from "./bookingLimits.ts";
import { freeSeat, holdCells, nextSlots, visitMessage } from "./holds.ts";
import { forgetBookedVisits, readSchedule } from "./schedule.ts";
import type { VisitDocument, VisitSnapshot } from "./visit.ts";
import { queueVisitMails } from "./visitNotice.ts";

/** Looks after a lost race: a seat taken by another time of the same day is worth another try, twice. */
const TRIES = 3;

const db = (): Firestore => getFirestore(adminApp());

export type BookingOutcome =
  /** token: the visit's private link, only from the call that booked it (only its hash is stored). */
  | { ok: true; visitId: string; slot: Slot; mailIds: string[]; token?: string }
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
  request: BookingDetails & {
    start: string;
    key?: string;
    origin?: LeadOrigin | null;
    language?: Locale;
    /** Booked in the chat: the conversation's last turns, shown to the owner with the lead. */
    transcript?: readonly TranscriptTurn[];
  },
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
    const network = await freeNetworkSeat(ip, now.getTime());
    if (!network) return { ok: false, reason: "network" };
    const people = await freePersonSeats(
      personKeys(request.email, request.phone),
      schedule.availability.visitsPerPerson,
      now.getTime(),
    );
    if (!people) {
      // Asking costs the network one of its bookings of the day: whether an address or a phone
      // has a visit coming cannot be asked of it more than twice a day.
      await spendNetworkSeat(network, now.getTime());
      return { ok: false, reason: "person" };
    }
    const slot = findOpenSlot(schedule, request.start);
    const seat = slot && (await freeSeat(firestore, slot.day, schedule.availability.maxVisitsPerDay));
    if (!slot || !seat) return { ok: false, reason: "taken", slots: nextSlots(schedule, request.start) };

    const leadRef = keyed ? firestore.collection(BOOKING_LEADS).doc(keyed) : firestore.collection(BOOKING_LEADS).doc();
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
      language: request.language ?? "en",
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
    takeNetworkSeat(batch, network, now.getTime());
    addLead(
      batch,
      {
        collection: BOOKING_LEADS,
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
          language: visit.language,
          visitId: visit.visitId,
          visitStart: Timestamp.fromMillis(visit.start),
          visitStatus: "booked",
          ...(request.transcript?.length ? { transcript: request.transcript } : {}),
        },
      },
      leadRef,
    );
    const mailIds = queueVisitMails(batch, leadRef, visit, "booked", token, now.getTime());
    try {
      await batch.commit();
      forgetBookedVisits();
      return { ok: true, visitId: visit.visitId, slot, mailIds, token };
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
        if (!(await freeNetworkSeat(ip, now.getTime()))) return { ok: false, reason: "network" };
        const person = personKeys(request.email, request.phone);
        if (!(await freePersonSeats(person, schedule.availability.visitsPerPerson, now.getTime())))
          return { ok: false, reason: "person" };
        return { ok: false, reason: "taken", slots: nextSlots(await readSchedule(now), request.start) };
      }
    }
  }
}
