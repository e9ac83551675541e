/**
 * The documents that hold a visit's time (docs/decisions/booking.md): one
 * `visitHolds/{instant}` per quarter hour from its start to its end plus the travel
 * buffer, and one of its day's `visitSeats/{day}-{n}` (n below the daily cap). Two visits
 * clash exactly when those spans share a quarter hour (every start, length and buffer is
 * a whole number of quarter hours), so a booking is a batch of create()s that commits
 * whole or fails with ALREADY_EXISTS: the check again inside the commit, without the lock
 * waits of a read-write transaction.
 */
import type { Firestore } from "firebase-admin/firestore";
import { PROJECT_TYPES } from "../../config/site.ts";
import { openSlots } from "../../lib/booking/slots.ts";
import { optionLabel } from "../../lib/format/optionLabel.ts";
import { visitWhen } from "../../lib/format/visitTime.ts";
import { BOOKING_LIMITS, type Slot } from "../../schemas/booking.ts";
import { VISIT_SEATS } from "../../schemas/collections.ts";
import type { Schedule } from "./schedule.ts";
import type { VisitSnapshot } from "./visit.ts";

const QUARTER_MS = 15 * 60_000;

/** The quarter hours a visit holds: its start to its end plus the buffer. */
export function holdCells(start: number, end: number, bufferMinutes: number): string[] {
  const cells: string[] = [];
  for (let at = start; at < end + bufferMinutes * 60_000; at += QUARTER_MS) cells.push(new Date(at).toISOString());
  return cells;
}

const seatIds = (day: string, max: number): string[] => Array.from({ length: max }, (_, n) => `${day}-${n}`);

export async function freeSeat(firestore: Firestore, day: string, max: number): Promise<string | undefined> {
  const refs = seatIds(day, max).map((id) => firestore.collection(VISIT_SEATS).doc(id));
  const seats = await firestore.getAll(...refs);
  return seats.find((seat) => !seat.exists)?.id;
}

/** The inbox's text of a booking: when, where, what, the visitor's note. */
export function visitMessage(visit: VisitSnapshot, status: "booked" | "cancelled"): string {
  const head = status === "cancelled" ? "Cancelled site visit" : "Site visit";
  const lines = [
    `${head}: ${visitWhen(visit.start)}, ${visit.street}, ${visit.zip}`,
    `Project: ${optionLabel(PROJECT_TYPES, visit.projectType)}`,
  ];
  if (visit.note) lines.push(visit.note);
  return lines.join("\n");
}

/** The next open times from the one asked for (or from now, when none is left after it). */
export function nextSlots(schedule: Schedule, wanted: string): Slot[] {
  const open = openSlots(schedule);
  const after = open.filter((slot) => slot.start > wanted);
  return (after.length ? after : open).slice(0, BOOKING_LIMITS.nextSlots);
}
