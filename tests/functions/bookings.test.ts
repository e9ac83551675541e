import { getAuth } from "firebase-admin/auth";
import { getFirestore, Timestamp } from "firebase-admin/firestore";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import bookings, { config as bookingsConfig } from "../../netlify/functions/bookings.ts";
import slots, { config as slotsConfig } from "../../netlify/functions/slots.ts";
import visit, { config as visitConfig } from "../../netlify/functions/visit.ts";
import visitsFeed, { config as feedConfig } from "../../netlify/functions/visits-feed.ts";
import { listMail, mailCalendars, waitForMail, type ReceivedMail } from "../../scripts/maildev.ts";
import { businessDay } from "../../src/lib/format/businessDay.ts";
import { deleteEvent, makeCalendar, putEvent } from "../../scripts/radicale.ts";
import { ROUTES } from "../../src/config/routes.ts";
import { BOOKING_TEXT, CALENDAR_MAIL_TEXT } from "../../src/config/text.ts";
import {
  AVAILABILITY_DOC,
  CALENDAR_SECRETS_DOC,
  DEFAULT_AVAILABILITY,
  VISITS_FEED_DOC,
  type Availability,
} from "../../src/schemas/availability.ts";
import type { Slot, SlotsAnswer, SlotTakenBody, VisitView } from "../../src/schemas/booking.ts";
import { visitUid } from "../../src/server/booking/invitation.ts";
import { adminApp } from "../../src/server/firebaseAdmin.ts";
import { deliverPending } from "../../src/server/leads/outbox.ts";
import { readInvitation } from "../support/invitation.ts";
import { call, errorOf } from "./support/http.ts";
import { createTestUser, signIn } from "./support/tokens.ts";
import { TEST_ALERT_TO } from "./support/mail.ts";

/**
 * Booking a site visit through the real handlers, against the Firestore emulator, MailDev
 * for the e-mails and Radicale as the owner's calendar. The hours here are open every day
 * so any day of the horizon works; the visits are this file's alone (reset first).
 */
const OPEN_EVERY_DAY: Availability = {
  ...DEFAULT_AVAILABILITY,
  weeklyHours: Object.fromEntries(
    Object.keys(DEFAULT_AVAILABILITY.weeklyHours).map((day) => [day, { start: "08:00", end: "18:00" }]),
  ) as Availability["weeklyHours"],
  noticeHours: 2,
  horizonDays: 30,
  maxVisitsPerDay: 20,
};

const db = () => getFirestore(adminApp());
const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

async function clearCollection(name: string) {
  const docs = await db().collection(name).listDocuments();
  for (let i = 0; i < docs.length; i += 400) {
    const batch = db().batch();
    for (const doc of docs.slice(i, i + 400)) batch.delete(doc);
    await batch.commit();
  }
}

let calendar: string;
beforeAll(async () => {
  await Promise.all(["visits", "visitHolds", "visitSeats"].map(clearCollection));
  calendar = await makeCalendar("bookings-test");
  await db()
    .doc(AVAILABILITY_DOC)
    .set({ ...OPEN_EVERY_DAY, updatedAt: Timestamp.now() });
  await db().doc(CALENDAR_SECRETS_DOC).set({ feedUrl: calendar, updatedAt: Timestamp.now() });
});

afterAll(async () => {
  await Promise.all(["visits", "visitHolds", "visitSeats"].map(clearCollection));
  await db()
    .doc(AVAILABILITY_DOC)
    .set({ ...DEFAULT_AVAILABILITY, updatedAt: Timestamp.now() });
  await db().doc(CALENDAR_SECRETS_DOC).delete();
});

async function openSlots(query = ""): Promise<Slot[]> {
  const res = await call(slots, `${slotsConfig.path as string}${query}`, { method: "GET" });
  expect(res.status).toBe(200);
  const answer = (await res.json()) as SlotsAnswer;
  expect(answer.timeZone).toBe("America/New_York");
  return answer.slots;
}

function booking(start: string, overrides: Record<string, unknown> = {}) {
  return {
    start,
    name: "Morgan Reyes",
    phone: "(301) 555-0188",
    email: `visitor-${unique()}@example.com`,
    street: "12 Elm St",
    zip: "22201",
    projectType: "remodel",
    note: "Kitchen wall may come out.",
    website: "",
    elapsedMs: 9000,
    ...overrides,
  };
}

const book = (body: unknown) => call(bookings, bookingsConfig.path as string, { body });
const change = (body: unknown) => call(visit, visitConfig.path as string, { body });

/** The visitor's and the owner's e-mails about one visit, with their invitations. */
async function mailsFor(email: string, subject: RegExp) {
  const [visitorMail] = await waitForMail(
    (mail) => mail.to.some((to) => to.address === email) && subject.test(mail.subject),
  );
  const [ownerMail] = await waitForMail(
    (mail) =>
      mail.to.some((to) => to.address === TEST_ALERT_TO) && mail.text.includes(email) && subject.test(mail.subject),
  );
  return { visitorMail, ownerMail };
}

const invitationOf = async (mail: ReceivedMail) => {
  const parts = await mailCalendars(mail.id);
  expect(parts).toHaveLength(1);
  return readInvitation(parts[0]);
};

const tokenIn = (mail: ReceivedMail): string => {
  const match = new RegExp(`${ROUTES.visit}#([A-Za-z0-9_-]+)`).exec(mail.text);
  if (!match) throw new Error("no private link in the e-mail");
  return decodeURIComponent(match[1]);
};

/** An open slot at least two days out, on a day with at least `count` open slots, none of them wanted by earlier tests. */
async function freeDay(offsetDays: number, count = 4): Promise<Slot[]> {
  const all = await openSlots();
  const days = [...new Set(all.map((slot) => slot.day))];
  const day = days[offsetDays];
  const ofDay = all.filter((slot) => slot.day === day);
  expect(ofDay.length).toBeGreaterThanOrEqual(count);
  return ofDay;
}

describe("GET /api/slots", () => {
  test("lists the hours' times from the notice on, and an appointment the owner adds over CalDAV removes the times it touches", async () => {
    const [first] = await freeDay(5);
    const day = first.day;
    const before = await openSlots(`?from=${day}&to=${day}`);
    // 08:00 to 17:00 starts, every half hour, in New York time.
    expect(before).toHaveLength(19);
    expect(before.every((slot) => slot.day === day)).toBe(true);

    // 10:00–11:00 New York time on that day, in the owner's calendar; the feed is read at most once a minute, so a new calendar address.
    const owners = await makeCalendar("slots-test");
    const [y, m, d] = day.split("-");
    await putEvent(
      owners,
      "dentist",
      [
        "BEGIN:VCALENDAR",
        "VERSION:2.0",
        "PRODID:-//Owner//EN",
        "BEGIN:VEVENT",
        "UID:dentist",
        "DTSTAMP:20261120T120000Z",
        `DTSTART;TZID=America/New_York:${y}${m}${d}T100000`,
        `DTEND;TZID=America/New_York:${y}${m}${d}T110000`,
        "SUMMARY:Dentist",
        "END:VEVENT",
        "END:VCALENDAR",
        "",
      ].join("\r\n"),
    );
    await db().doc(CALENDAR_SECRETS_DOC).set({ feedUrl: owners, updatedAt: Timestamp.now() });
    try {
      const after = await openSlots(`?from=${day}&to=${day}`);
      // With the 30-minute buffer: 09:00 to 11:00 starts are gone (a 60-minute visit would run into it or leave no travel time).
      expect(before.length - after.length).toBe(5);
      const times = after.map((slot) =>
        new Date(slot.start).toLocaleTimeString("en-US", {
          timeZone: "America/New_York",
          hour: "numeric",
          minute: "2-digit",
        }),
      );
      expect(times.slice(0, 3).map((time) => time.replace(/\u202f/g, " "))).toEqual(["8:00 AM", "8:30 AM", "11:30 AM"]);
    } finally {
      await deleteEvent(owners, "dentist");
      await db().doc(CALENDAR_SECRETS_DOC).set({ feedUrl: calendar, updatedAt: Timestamp.now() });
    }
  });

  test("a bad range is a 400 naming the field", async () => {
    const res = await call(slots, `${slotsConfig.path as string}?from=tomorrow`, { method: "GET" });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).field).toBe("from");
  });

  test("a calendar address that fails never stops booking (the times come from the hours and the visits), and the owner gets one e-mail that day", async () => {
    const day = businessDay(Date.now());
    const since = Date.now();
    await Promise.all([
      db().doc(`notifications/calendarFeed-${day}`).delete(),
      db().doc(`calendarAlerts/${day}`).delete(),
    ]);
    await db()
      .doc(CALENDAR_SECRETS_DOC)
      .set({ feedUrl: "http://127.0.0.1:9/nothing-here.ics", updatedAt: Timestamp.now() });
    try {
      const open = await openSlots();
      expect(open.length).toBeGreaterThan(100);
      expect((await openSlots()).length).toBe(open.length);
      const isAlert = (mail: ReceivedMail) =>
        mail.subject === CALENDAR_MAIL_TEXT.subject(day) && Date.parse(mail.time) >= since - 1000;
      const [alert] = await waitForMail(isAlert);
      expect(alert.to.map((to) => to.address)).toEqual([TEST_ALERT_TO]);
      expect(alert.text).toContain(CALENDAR_MAIL_TEXT.fix);
      // A third read, a moment later: still the one e-mail.
      await openSlots();
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect((await listMail()).filter(isAlert)).toHaveLength(1);
    } finally {
      await db().doc(CALENDAR_SECRETS_DOC).set({ feedUrl: calendar, updatedAt: Timestamp.now() });
    }
  });
});

describe("POST /api/bookings", () => {
  test("books the time: the visit, its lead in the inbox (with where the visitor came from) and both e-mails with the same invitation", async () => {
    const [slot] = await freeDay(6);
    const origin = {
      landing: "/areas/arlington-va",
      referrer: "www.houzz.com",
      utm: {},
      adClick: false,
      device: "phone",
      page: "/book",
    };
    const body = { ...booking(slot.start), origin };
    const res = await book(body);
    expect(res.status).toBe(201);
    const { id, start, end } = (await res.json()) as { id: string; start: string; end: string };
    expect([start, end]).toEqual([slot.start, slot.end]);

    const lead = (await db().collection("contactForms").doc(id).get()).data()!;
    expect(lead).toMatchObject({
      source: "booking",
      status: "new",
      name: "Morgan Reyes",
      email: body.email,
      zip: "22201",
      origin,
      channel: "directory",
    });
    expect(lead.message).toContain("12 Elm St");
    expect((lead.visitStart as Timestamp).toDate().toISOString()).toBe(slot.start);

    const { visitorMail, ownerMail } = await mailsFor(body.email, /booked/i);
    expect(visitorMail.text).toContain("12 Elm St, 22201");
    expect(visitorMail.text).toMatch(/What to expect/);
    // The visitor's note is the owner's to read, not echoed to whatever address was typed.
    expect(visitorMail.text).not.toContain("Kitchen wall");
    expect(ownerMail.text).toContain("Kitchen wall");
    const [forVisitor, forOwner] = await Promise.all([invitationOf(visitorMail), invitationOf(ownerMail)]);
    for (const invitation of [forVisitor, forOwner]) {
      expect(invitation).toMatchObject({
        method: "REQUEST",
        uid: visitUid(id),
        sequence: 0,
        start: slot.start,
        end: slot.end,
      });
    }

    // Gone from the open times, with the buffer either side.
    const open = await openSlots(`?from=${slot.day}&to=${slot.day}`);
    expect(open.some((other) => other.start === slot.start)).toBe(false);

    // The reminder waits for 24 h before the visit.
    const reminder = await db().collection("notifications").doc(`visit-${id}-0-reminder-visitor`).get();
    expect((reminder.get("nextAttemptAt") as Timestamp).toMillis()).toBe(Date.parse(slot.start) - 24 * 3_600_000);
  });

  test("two people booking the same time at once: one visit, one 409 with the next open times", async () => {
    const [slot] = await freeDay(7);
    const [first, second] = await Promise.all([book(booking(slot.start)), book(booking(slot.start))]);
    expect([first.status, second.status].sort()).toEqual([201, 409]);
    const refused = (await (first.status === 409 ? first : second).json()) as SlotTakenBody;
    expect(refused.error.code).toBe("slot_taken");
    expect(refused.slots).toHaveLength(3);
    expect(refused.slots.every((next) => next.start > slot.start)).toBe(true);
    const stored = await db().collection("visits").where("day", "==", slot.day).get();
    expect(stored.docs.filter((doc) => doc.get("status") === "booked")).toHaveLength(1);
  });

  test("overlapping times at once (9:00 and 9:30): exactly one is booked", async () => {
    const ofDay = await freeDay(8);
    const results = await Promise.all([book(booking(ofDay[2].start)), book(booking(ofDay[3].start))]);
    expect(results.map((res) => res.status).sort()).toEqual([201, 409]);
  });

  test("a ZIP outside the area is refused with the sentence the form shows, and nothing is stored", async () => {
    const [slot] = await freeDay(9);
    const res = await book(booking(slot.start, { zip: "10001" }));
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatchObject({ field: "zip", message: BOOKING_TEXT.outsideArea });
  });

  test("a time that is not open (before the hours) is a 409, not a booking", async () => {
    const [slot] = await freeDay(9);
    const early = new Date(Date.parse(slot.start) - 3 * 3_600_000).toISOString();
    expect((await book(booking(early))).status).toBe(409);
  });

  test("the honeypot and a too-quick submit are refused (422)", async () => {
    const [slot] = await freeDay(9);
    expect((await book(booking(slot.start, { website: "spam.example" }))).status).toBe(422);
    expect((await book(booking(slot.start, { elapsedMs: 100 }))).status).toBe(422);
  });
});

describe("from /account (issue 22): the homeowner's own visit by their verified e-mail", () => {
  test("a verified account whose e-mail is the visit's looks at it and cancels it; an unverified one and another account cannot", async () => {
    const homeowner = await createTestUser();
    const [slot] = await freeDay(16);
    const res = await book(booking(slot.start, { email: homeowner.email }));
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const asAccount = (idToken: string, body: Record<string, unknown>) =>
      call(visit, visitConfig.path as string, {
        body: { visitId: id, ...body },
        headers: { Authorization: `Bearer ${idToken}` },
      });

    // An address anyone could have typed proves nothing until it is verified.
    expect((await asAccount(homeowner.idToken, { action: "view" })).status).toBe(403);
    await getAuth(adminApp()).updateUser(homeowner.uid, { emailVerified: true });
    const verified = await signIn(homeowner.email);
    const looked = await asAccount(verified.idToken, { action: "view" });
    expect(looked.status).toBe(200);
    expect(((await looked.json()) as { visit: VisitView }).visit).toMatchObject({ id, status: "booked" });

    const stranger = await createTestUser();
    await getAuth(adminApp()).updateUser(stranger.uid, { emailVerified: true });
    expect((await asAccount((await signIn(stranger.email)).idToken, { action: "view" })).status).toBe(404);

    const cancelled = await asAccount(verified.idToken, { action: "cancel" });
    expect(cancelled.status).toBe(200);
    const answer = (await cancelled.json()) as { visit: VisitView; token?: string };
    expect(answer.visit.status).toBe("cancelled");
    // No new private link for an account: it needs none.
    expect(answer.token).toBeUndefined();
    // /account says so too.
    expect((await db().collection("accountLeads").doc(id).get()).get("visitStatus")).toBe("cancelled");
  });
});

describe("the private link: look, move, cancel", () => {
  test("moving frees the old time and sends both an updated invitation (same UID, SEQUENCE 1); cancelling sends METHOD:CANCEL and frees the time", async () => {
    const ofDay = await freeDay(10, 8);
    const body = booking(ofDay[0].start);
    const res = await book(body);
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const { visitorMail } = await mailsFor(body.email, /booked/i);
    const token = tokenIn(visitorMail);

    const looked = await change({ token, action: "view" });
    expect(looked.status).toBe(200);
    expect(((await looked.json()) as { visit: VisitView }).visit).toMatchObject({
      id,
      status: "booked",
      start: ofDay[0].start,
    });

    const target = ofDay[6];
    const moved = await change({ token, action: "reschedule", start: target.start });
    expect(moved.status).toBe(200);
    const movedBody = (await moved.json()) as { visit: VisitView; token: string };
    expect(movedBody.visit.start).toBe(target.start);
    const moves = await mailsFor(body.email, /moved/i);
    for (const mail of [moves.visitorMail, moves.ownerMail]) {
      expect(await invitationOf(mail)).toMatchObject({
        method: "REQUEST",
        uid: visitUid(id),
        sequence: 1,
        start: target.start,
      });
    }
    // The old time is open again; the old link no longer works, the new one does.
    expect(
      (await openSlots(`?from=${ofDay[0].day}&to=${ofDay[0].day}`)).some((slot) => slot.start === ofDay[0].start),
    ).toBe(true);
    expect((await change({ token, action: "view" })).status).toBe(404);
    const newToken = tokenIn(moves.visitorMail);
    expect(newToken).toBe(movedBody.token);
    // The first reminder is dropped, the moved visit's queued.
    expect((await db().collection("notifications").doc(`visit-${id}-0-reminder-visitor`).get()).exists).toBe(false);
    expect((await db().collection("notifications").doc(`visit-${id}-1-reminder-visitor`).get()).exists).toBe(true);

    const cancelled = await change({ token: newToken, action: "cancel" });
    expect(cancelled.status).toBe(200);
    expect(((await cancelled.json()) as { visit: VisitView }).visit.status).toBe("cancelled");
    const cancels = await mailsFor(body.email, /cancelled/i);
    for (const mail of [cancels.visitorMail, cancels.ownerMail]) {
      expect(await invitationOf(mail)).toMatchObject({ method: "CANCEL", uid: visitUid(id), sequence: 2 });
    }
    expect((await db().collection("notifications").doc(`visit-${id}-1-reminder-visitor`).get()).exists).toBe(false);
    // Bookable again, by someone else.
    expect((await book(booking(target.start))).status).toBe(201);
    // A second cancel is refused, not sent twice.
    expect((await change({ token: newToken, action: "cancel" })).status).toBe(409);
  });

  test("a made-up token is a 404", async () => {
    expect((await change({ token: "x".repeat(43), action: "view" })).status).toBe(404);
  });
});

describe("what a lost answer, the owner and a move next door do to a booking", () => {
  test("a booking sent again with its key after a lost answer gets the same visit: one visit, one confirmation", async () => {
    const [slot] = await freeDay(13);
    const body = { ...booking(slot.start), key: `k${unique().replace(/[^A-Za-z0-9]/g, "")}xxxxxxxx` };
    const first = await book(body);
    const again = await book(body);
    expect([first.status, again.status]).toEqual([201, 201]);
    const [a, b] = (await Promise.all([first.json(), again.json()])) as { id: string }[];
    expect(b.id).toBe(a.id);
    const stored = await db().collection("visits").where("day", "==", slot.day).get();
    expect(stored.docs.filter((doc) => doc.get("email") === body.email)).toHaveLength(1);
    await mailsFor(body.email, /booked/i);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await listMail()).filter((mail) => mail.to.some((to) => to.address === body.email))).toHaveLength(1);
  });

  test("a visit whose lead the owner deleted still cancels, and its time is free again", async () => {
    const [slot] = await freeDay(14);
    const body = booking(slot.start);
    const { id } = (await (await book(body)).json()) as { id: string };
    const { visitorMail } = await mailsFor(body.email, /booked/i);
    await db().collection("contactForms").doc(id).delete();
    expect((await change({ token: tokenIn(visitorMail), action: "cancel" })).status).toBe(200);
    expect((await openSlots(`?from=${slot.day}&to=${slot.day}`)).some((open) => open.start === slot.start)).toBe(true);
  });

  test("a move offers the times next to the visit's own (its buffer is its own), and takes one", async () => {
    const ofDay = await freeDay(15, 6);
    const body = booking(ofDay[0].start);
    await book(body);
    const { visitorMail } = await mailsFor(body.email, /booked/i);
    const token = tokenIn(visitorMail);
    // The public list hides 30 minutes later (the visit and its buffer); the visit's own list offers it.
    expect(
      (await openSlots(`?from=${ofDay[0].day}&to=${ofDay[0].day}`)).some((slot) => slot.start === ofDay[1].start),
    ).toBe(false);
    const res = await change({ token, action: "slots" });
    const { slots: forMove } = (await res.json()) as { slots: Slot[] };
    expect(forMove.some((slot) => slot.start === ofDay[1].start)).toBe(true);
    const moved = await change({ token, action: "reschedule", start: ofDay[1].start });
    expect(moved.status).toBe(200);
    expect(((await moved.json()) as { visit: VisitView }).visit.start).toBe(ofDay[1].start);
  });
});

describe("the reminder", () => {
  test("goes out when due (24 h before), through the outbox; a cancelled visit's is dropped", async () => {
    const ofDay = await freeDay(12, 6);
    const body = booking(ofDay[0].start);
    const { id } = (await (await book(body)).json()) as { id: string };
    const reminder = db().collection("notifications").doc(`visit-${id}-0-reminder-visitor`);
    // Due now instead of tomorrow: the scheduled run sends it.
    await reminder.update({ nextAttemptAt: Timestamp.now() });
    for (let run = 0; run < 10 && !(await reminder.get()).get("sentAt"); run++) await deliverPending();
    const [sent] = await waitForMail(
      (mail) => mail.to.some((to) => to.address === body.email) && /^Reminder/.test(mail.subject),
    );
    expect(sent.text).toContain("12 Elm St, 22201");

    const other = booking(ofDay[4].start);
    const second = (await (await book(other)).json()) as { id: string };
    const { visitorMail } = await mailsFor(other.email, /booked/i);
    expect((await change({ token: tokenIn(visitorMail), action: "cancel" })).status).toBe(200);
    expect((await db().collection("notifications").doc(`visit-${second.id}-0-reminder-visitor`).get()).exists).toBe(
      false,
    );
  });
});

describe("GET /api/visits.ics: the owner's subscription", () => {
  test("lists the booked visits by their UIDs, not the cancelled ones; a wrong or missing key is a 404", async () => {
    const key = `key_${unique().replace(/[^A-Za-z0-9]/g, "")}${"x".repeat(32)}`;
    await db().doc(VISITS_FEED_DOC).set({ key, updatedAt: Timestamp.now() });
    const ofDay = await freeDay(11, 6);
    const kept = (await (await book(booking(ofDay[0].start))).json()) as { id: string };
    const dropped = await book(booking(ofDay[4].start));
    const droppedId = ((await dropped.json()) as { id: string }).id;
    await db().collection("visits").doc(droppedId).update({ status: "cancelled" });

    const path = feedConfig.path as string;
    const res = await call(visitsFeed, `${path}?key=${key}`, { method: "GET" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/calendar/);
    const text = await res.text();
    expect(text).toContain(`UID:${visitUid(kept.id)}`);
    expect(text).not.toContain(`UID:${visitUid(droppedId)}`);

    expect((await call(visitsFeed, `${path}?key=${key.slice(0, -1)}y`, { method: "GET" })).status).toBe(404);
    expect((await call(visitsFeed, path, { method: "GET" })).status).toBe(404);
  });
});
