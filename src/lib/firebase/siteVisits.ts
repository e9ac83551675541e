/**
 * /admin's reads and writes for site visits: the coming visits (visits, admins read), the
 * owner's hours (settings/availability), the calendar's secret address (written, never
 * read back: calendarSecrets/owner) and the key of the visits feed (settings/visitsFeed).
 * firestore.rules hold each to its shape; moving or cancelling a visit goes through
 * POST /api/visit instead, so the e-mails and both calendars follow.
 */
import {
  availabilitySchema,
  withNewerDefaults,
  DEFAULT_AVAILABILITY,
  type Availability,
} from "../../schemas/availability.ts";
import { firestore } from "./app.ts";
import { toVisitRow, type VisitRow } from "./decode.ts";
import { AVAILABILITY_DOC, CALENDAR_SECRETS_DOC, VISITS, VISITS_FEED_DOC } from "../../schemas/collections.ts";

export type { VisitRow };

/** Visits still booked that start in [from, to), earliest first. */
async function upcoming(from: number, to: number): Promise<VisitRow[]> {
  const [db, { collection, getDocs, orderBy, query, where, Timestamp }] = await firestore();
  const snapshot = await getDocs(
    query(
      collection(db, VISITS),
      where("start", ">=", Timestamp.fromMillis(from)),
      where("start", "<", Timestamp.fromMillis(to)),
      orderBy("start"),
    ),
  );
  return snapshot.docs.filter((doc) => doc.get("status") === "booked").map((doc) => toVisitRow(doc.id, doc.data()));
}

/** One visit, whatever its status (a booking lead's own page shows where and when); null when there is none. */
async function visitById(id: string): Promise<(VisitRow & { status: string }) | null> {
  const [db, { doc, getDoc }] = await firestore();
  const snapshot = await getDoc(doc(db, VISITS, id));
  const data = snapshot.data();
  return data ? { ...toVisitRow(snapshot.id, data), status: String(data.status) } : null;
}

async function loadAvailability(): Promise<Availability> {
  const [db, { doc, getDoc }] = await firestore();
  const stored = (await getDoc(doc(db, AVAILABILITY_DOC))).data();
  if (!stored) return DEFAULT_AVAILABILITY;
  const { updatedAt: _updatedAt, ...hours } = stored;
  const parsed = availabilitySchema.safeParse(withNewerDefaults(hours));
  return parsed.success ? parsed.data : DEFAULT_AVAILABILITY;
}

async function saveAvailability(availability: Availability): Promise<void> {
  const [db, { doc, serverTimestamp, setDoc }] = await firestore();
  await setDoc(doc(db, AVAILABILITY_DOC), { ...availability, updatedAt: serverTimestamp() });
}

/** "" removes it. */
async function saveCalendarAddress(feedUrl: string): Promise<void> {
  const [db, { doc, serverTimestamp, setDoc }] = await firestore();
  await setDoc(doc(db, CALENDAR_SECRETS_DOC), { feedUrl, updatedAt: serverTimestamp() });
}

async function loadFeedKey(): Promise<string | undefined> {
  const [db, { doc, getDoc }] = await firestore();
  const key: unknown = (await getDoc(doc(db, VISITS_FEED_DOC))).get("key");
  return typeof key === "string" ? key : undefined;
}

/** 32 random bytes from the browser's CSPRNG, URL-safe: a new address for the owner's calendar app. */
async function newFeedKey(): Promise<string> {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  const key = btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
  const [db, { doc, serverTimestamp, setDoc }] = await firestore();
  await setDoc(doc(db, VISITS_FEED_DOC), { key, updatedAt: serverTimestamp() });
  return key;
}

export interface SiteVisitsAdminApi {
  upcoming: typeof upcoming;
  visitById: typeof visitById;
  loadAvailability: typeof loadAvailability;
  saveAvailability: typeof saveAvailability;
  saveCalendarAddress: typeof saveCalendarAddress;
  loadFeedKey: typeof loadFeedKey;
  newFeedKey: typeof newFeedKey;
}

export const siteVisitsAdminApi: SiteVisitsAdminApi = {
  upcoming,
  visitById,
  loadAvailability,
  saveAvailability,
  saveCalendarAddress,
  loadFeedKey,
  newFeedKey,
};
