/**
 * npm start's owner calendar: a calendar in the local Radicale with a few of the
 * owner's own appointments in the coming days, one of them every Wednesday, and its
 * address stored as the owner's secret iCal address (calendarSecrets/owner), so /book
 * shows those times as taken, as it would with the owner's Google or Outlook calendar.
 */
import { getFirestore, Timestamp, type Firestore } from "firebase-admin/firestore";
import { TZDate } from "@date-fns/tz/date";
import { BUSINESS_TIME_ZONE } from "../src/config/site.ts";
import { putEvent, resetCalendar } from "./radicale.ts";
import { CALENDAR_SECRETS_DOC } from "../src/schemas/collections.ts";

const pad = (value: number) => String(value).padStart(2, "0");

/** A New York wall-clock time `days` from today, as iCalendar's local form (20261201T090000). */
function local(now: number, days: number, hours: number, minutes = 0): string {
  const today = new TZDate(now, BUSINESS_TIME_ZONE);
  const day = new TZDate(
    today.getFullYear(),
    today.getMonth(),
    today.getDate() + days,
    hours,
    minutes,
    BUSINESS_TIME_ZONE,
  );
  return `${day.getFullYear()}${pad(day.getMonth() + 1)}${pad(day.getDate())}T${pad(hours)}${pad(minutes)}00`;
}

function event(uid: string, summary: string, start: string, end: string, extra: string[] = []): string {
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Owner's calendar app//EN",
    "BEGIN:VEVENT",
    `UID:${uid}`,
    "DTSTAMP:20260101T000000Z",
    `DTSTART;TZID=${BUSINESS_TIME_ZONE}:${start}`,
    `DTEND;TZID=${BUSINESS_TIME_ZONE}:${end}`,
    `SUMMARY:${summary}`,
    ...extra,
    "END:VEVENT",
    "END:VCALENDAR",
    "",
  ].join("\r\n");
}

/** The appointments, relative to today; returns the calendar's address. */
export async function seedOwnerCalendar(db: Firestore = getFirestore(), now = Date.now()): Promise<string> {
  const calendar = await resetCalendar("demo-owner-calendar");
  const lastWednesday = -((new TZDate(now, BUSINESS_TIME_ZONE).getDay() + 4) % 7);
  const appointments: [uid: string, summary: string, start: string, end: string, extra?: string[]][] = [
    ["supplier", "Tile supplier, showroom", local(now, 1, 13), local(now, 1, 14, 30)],
    ["inspection", "County inspection, Arlington job", local(now, 2, 9), local(now, 2, 11)],
    ["walkthrough", "Final walkthrough, Bethesda kitchen", local(now, 4, 15), local(now, 4, 16)],
    // Every Wednesday morning, as the owner's phone stores a weekly event.
    [
      "crew",
      "Crew meeting",
      local(now, lastWednesday, 8),
      local(now, lastWednesday, 9, 30),
      ["RRULE:FREQ=WEEKLY;BYDAY=WE"],
    ],
  ];
  for (const [uid, summary, start, end, extra] of appointments)
    await putEvent(calendar, uid, event(uid, summary, start, end, extra));
  await db.doc(CALENDAR_SECRETS_DOC).set({ feedUrl: calendar, updatedAt: Timestamp.fromMillis(now) });
  return calendar;
}
