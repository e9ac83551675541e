/**
 * What the open slots are computed from, read the same way for listing them and for
 * booking one: the owner's hours (settings/availability, the default when unset or
 * unreadable), the owner's calendar (its secret address in calendarSecrets/owner, read
 * through the once-a-minute feed) and the visits booked and not cancelled. A calendar that
 * could not be read queues the owner's once-a-day alert and leaves booking open.
 */
import { getFirestore, Timestamp, type Firestore } from "firebase-admin/firestore";
import { adminApp } from "../firebaseAdmin.ts";
import { errorCause } from "../log.ts";
import {
  availabilitySchema,
  AVAILABILITY_LIMITS,
  DEFAULT_AVAILABILITY,
  withNewerDefaults,
  type Availability,
} from "../../schemas/availability.ts";
import type { Interval, SlotQuery } from "../../lib/booking/slots.ts";
import { createCalendarFeed, type FeedRead } from "./calendarFeed.ts";
import { queueCalendarAlert } from "./calendarAlert.ts";
import { AVAILABILITY_DOC, CALENDAR_SECRETS_DOC, VISITS } from "../../schemas/collections.ts";

const DAY_MS = 24 * 60 * 60_000;

/** One feed per function instance: its cache is what keeps the owner's calendar to one fetch a minute. */
const feed = createCalendarFeed();

const db = (): Firestore => getFirestore(adminApp());

/** No open day: what a document that fails its schema offers, rather than hours the owner never chose. */
const CLOSED: Availability = {
  ...DEFAULT_AVAILABILITY,
  weeklyHours: Object.fromEntries(
    Object.keys(DEFAULT_AVAILABILITY.weeklyHours).map((day) => [day, null]),
  ) as Availability["weeklyHours"],
};

/**
 * The stored hours when they pass the schema; the default when none were saved. A stored
 * document that fails the schema closes booking (no times) and alerts the owner once a day:
 * the default hours in its place would offer times the owner may have closed.
 */
async function readAvailability(now: Date, firestore: Firestore = db()): Promise<Availability> {
  const snapshot = await firestore.doc(AVAILABILITY_DOC).get();
  if (!snapshot.exists) return DEFAULT_AVAILABILITY;
  const { updatedAt: _updatedAt, ...stored } = snapshot.data() ?? {};
  const parsed = availabilitySchema.safeParse(withNewerDefaults(stored));
  if (parsed.success) return parsed.data;
  const field = parsed.error.issues[0]?.path.join(".") || "document";
  console.error(`[booking] settings/availability fails its schema at ${field}; no times are offered`);
  queueCalendarAlert(`settings/availability: ${field}`, now, "hours").catch((error: unknown) =>
    console.error(`[booking] hours alert not queued: ${errorCause(error)}`),
  );
  return CLOSED;
}

async function feedAddress(firestore: Firestore): Promise<string | undefined> {
  const snapshot = await firestore.doc(CALENDAR_SECRETS_DOC).get();
  const address: unknown = snapshot.get("feedUrl");
  return typeof address === "string" && address.trim() ? address : undefined;
}

interface BookedVisit extends Interval {
  id: string;
}

/**
 * The most booked visits a window can hold: every day of the longest horizon (and the
 * day either side) at the highest daily cap. A query never reads more, however many
 * visits were cancelled or whatever a stored document says.
 */
export const MOST_BOOKED = (AVAILABILITY_LIMITS.horizonDays.max + 3) * AVAILABILITY_LIMITS.maxVisitsPerDay.max;

/**
 * Booked visits that start in [from, to): cancelled ones are never read, so a loop of
 * book and cancel does not slow the times down. Index visits (status, start).
 */
async function bookedVisits(from: number, to: number, firestore: Firestore = db()): Promise<BookedVisit[]> {
  const snapshot = await firestore
    .collection(VISITS)
    .where("status", "==", "booked")
    .where("start", ">=", Timestamp.fromMillis(from))
    .where("start", "<", Timestamp.fromMillis(to))
    .orderBy("start")
    .limit(MOST_BOOKED)
    .select("start", "end")
    .get();
  return snapshot.docs.map((doc) => ({
    id: doc.id,
    start: (doc.get("start") as Timestamp).toMillis(),
    end: (doc.get("end") as Timestamp).toMillis(),
  }));
}

/**
 * GET /api/slots' copy of the booked visits, per instance, for a few seconds: a burst of
 * visitors paging days costs one query. A booking reads afresh (its holds keep it exact
 * anyway), and this instance's own bookings and changes drop the copy at once, so only
 * another instance's booking can show as open for at most this long.
 */
const VISITS_CACHE_MS = 5_000;
let cachedVisits: { from: number; to: number; at: number; visits: Promise<BookedVisit[]> } | undefined;

export function forgetBookedVisits(): void {
  cachedVisits = undefined;
}

function recentBookedVisits(from: number, to: number, firestore: Firestore): Promise<BookedVisit[]> {
  const now = Date.now();
  const copy = cachedVisits;
  // The window moves with the clock; a copy still covers it while it is this recent.
  if (copy && now - copy.at < VISITS_CACHE_MS && copy.from <= from && copy.to >= to) return copy.visits;
  const visits = bookedVisits(from, to + VISITS_CACHE_MS, firestore);
  const entry = { from, to: to + VISITS_CACHE_MS, at: now, visits };
  cachedVisits = entry;
  // A failed read is not kept.
  visits.catch(() => {
    if (cachedVisits === entry) cachedVisits = undefined;
  });
  return visits;
}

export interface Schedule extends Omit<SlotQuery, "fromDay" | "toDay"> {
  visits: BookedVisit[];
  calendar: FeedRead["status"];
}

/**
 * Everything a slot depends on, from now to the end of the horizon; `recent`: the booked
 * visits may be this instance's copy of a few seconds ago (listing the times, not booking).
 */
export async function readSchedule(now: Date = new Date(), options: { recent?: boolean } = {}): Promise<Schedule> {
  const firestore = db();
  const [availability, address] = await Promise.all([readAvailability(now, firestore), feedAddress(firestore)]);
  const from = now.getTime() - DAY_MS;
  const to = now.getTime() + (availability.horizonDays + 2) * DAY_MS;
  const [visits, calendar] = await Promise.all([
    options.recent ? recentBookedVisits(from, to, firestore) : bookedVisits(from, to, firestore),
    feed.read(address, new Date(from), new Date(to)),
  ]);
  if (calendar.status === "stale" || calendar.status === "failed") {
    // The alert is for the owner; the visitor's answer never waits on it or fails with it.
    queueCalendarAlert(calendar.error ?? "unknown", now).catch((error: unknown) =>
      console.error(`[booking] calendar alert not queued: ${errorCause(error)}`),
    );
  }
  return { availability, now, busy: calendar.busy, visits, calendar: calendar.status };
}
