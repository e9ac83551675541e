/**
 * The booking tests' own schedule and a clean slate: hours open every day, so any day of the
 * horizon has times, and the collections a file's visits live in, emptied before and after it.
 */
import { getFirestore } from "firebase-admin/firestore";
import { DEFAULT_AVAILABILITY, type Availability } from "../../../src/schemas/availability.ts";
import { adminApp } from "../../../src/server/firebaseAdmin.ts";

export const OPEN_EVERY_DAY: Availability = {
  ...DEFAULT_AVAILABILITY,
  weeklyHours: Object.fromEntries(
    Object.keys(DEFAULT_AVAILABILITY.weeklyHours).map((day) => [day, { start: "08:00", end: "18:00" }]),
  ) as Availability["weeklyHours"],
  noticeHours: 2,
  horizonDays: 30,
  maxVisitsPerDay: 20,
};

/** Deletes every document of a collection, in batches the emulator accepts. */
export async function clearCollection(name: string): Promise<void> {
  const db = getFirestore(adminApp());
  const docs = await db.collection(name).listDocuments();
  for (let i = 0; i < docs.length; i += 400) {
    const batch = db.batch();
    for (const doc of docs.slice(i, i + 400)) batch.delete(doc);
    await batch.commit();
  }
}
