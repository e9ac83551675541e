/**
 * The owner hears once a day that the calendar's iCal address (or the hours themselves, under
 * `availability-{day}`) could not be read: a
 * `calendar` notification in the outbox under the fixed id `calendarFeed-{day}`, beside
 * the day's record `calendarAlerts/{day}` (the cause the e-mail reports). create() fails
 * when the id exists, so every instance and request that finds the feed failing stores
 * one alert between them; an instance remembers the day it queued, so a failing feed
 * costs one write per instance and day, not one per visitor.
 */
import { FieldValue, getFirestore } from "firebase-admin/firestore";
import { adminApp, isAlreadyExists } from "../firebaseAdmin.ts";
import { businessDay } from "../../lib/format/businessDay.ts";
import { deliverWith } from "../outbox/deliver.ts";
import { notification } from "../outbox/queue.ts";
import { calendarNotice } from "./calendarNotice.ts";
import { NOTIFICATIONS, CALENDAR_ALERTS } from "../../schemas/collections.ts";

/** "feed": the calendar's iCal address could not be read; "hours": settings/availability fails its schema. */
type CalendarProblem = "feed" | "hours";

const calendarAlertId = (day: string, problem: CalendarProblem): string =>
  problem === "feed" ? `calendarFeed-${day}` : `availability-${day}`;

const queuedDay: Record<CalendarProblem, string | undefined> = { feed: undefined, hours: undefined };

export async function queueCalendarAlert(
  cause: string,
  now: Date = new Date(),
  problem: CalendarProblem = "feed",
): Promise<void> {
  const day = businessDay(now);
  if (queuedDay[problem] === day) return;
  const db = getFirestore(adminApp());
  const recordRef = db.collection(CALENDAR_ALERTS).doc(problem === "feed" ? day : `${day}-hours`);
  const id = calendarAlertId(day, problem);
  const batch = db.batch();
  batch.set(recordRef, { day, problem, cause: cause.slice(0, 300), at: FieldValue.serverTimestamp() });
  batch.create(db.collection(NOTIFICATIONS).doc(id), notification(recordRef.path, "booking", "calendar"));
  try {
    await batch.commit();
  } catch (error) {
    if (!isAlreadyExists(error)) throw error;
  }
  queuedDay[problem] = day;
  void deliverWith({ calendar: calendarNotice }, [id]);
}
