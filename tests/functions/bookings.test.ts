import { getAuth } from "firebase-admin/auth";
import { FieldValue, getFirestore, Timestamp } from "firebase-admin/firestore";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import bookings, { config as bookingsConfig } from "../../netlify/functions/bookings.ts";
import slots, { config as slotsConfig } from "../../netlify/functions/slots.ts";
import visit, { config as visitConfig } from "../../netlify/functions/visit.ts";
import visitsFeed, { config as feedConfig } from "../../netlify/functions/visits-feed.ts";
import { listMail, mailCalendars, waitForMail, type ReceivedMail } from "../../scripts/maildev.ts";
import { businessDay } from "../../src/lib/format/businessDay.ts";
import { deleteEvent, makeCalendar, putEvent } from "../../scripts/radicale.ts";
import { ROUTES } from "../../src/config/routes.ts";
import { SITE } from "../../src/config/site.ts";
import { VISIT_MAIL_TEXT as ES_VISIT_MAIL_TEXT } from "../../src/config/text/es/visitMail.ts";
import { visitWhen } from "../../src/lib/format/visitTime.ts";
import { BOOKING_TEXT, CALENDAR_MAIL_TEXT } from "../../src/config/text.ts";
import { DEFAULT_AVAILABILITY } from "../../src/schemas/availability.ts";
import { clearCollection, OPEN_EVERY_DAY } from "./support/bookingState.ts";
import {
  BOOKING_TICKET,
  type Slot,
  type SlotsAnswer,
  type SlotTakenBody,
  type VisitView,
} from "../../src/schemas/booking.ts";
import { visitUid } from "../../src/server/booking/invitation.ts";
import { adminApp } from "../../src/server/firebaseAdmin.ts";
import { deliverNow, deliverPending } from "../../src/server/noticeRegistry.ts";
import { readInvitation } from "../support/invitation.ts";
import { call, errorOf, freshIp } from "./support/http.ts";
import { issueTicket } from "../../src/server/booking/ticket.ts";
import { BOOKINGS_PER_ADDRESS_PER_DAY, VISITOR_MAILS_PER_ADDRESS_PER_DAY } from "../../src/server/limits.ts";
import { createTestUser, signIn } from "./support/tokens.ts";
import { TEST_ALERT_TO } from "./support/mail.ts";
import {
  ACCOUNT_LEADS,
  AVAILABILITY_DOC,
  BOOKING_LEADS,
  CALENDAR_ALERTS,
  CALENDAR_SECRETS_DOC,
  NOTIFICATIONS,
  VISIT_HOLDS,
  VISIT_SEATS,
  VISITS,
  VISITS_FEED_DOC,
} from "../../src/schemas/collections.ts";

/**
 * Booking a site visit through the real handlers, against the Firestore emulator, MailDev
 * for the e-mails and Radicale as the owner's calendar. The hours here are open every day
 * so any day of the horizon works; the visits are this file's alone (reset first).
 */
const db = () => getFirestore(adminApp());
const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
let phones = 0;
/** A phone no other booking of this run has: each phone may hold one future visit. */
const uniquePhone = () => {
  phones += 1;
  const digits = String((process.pid * 1000 + phones) % 10_000_000).padStart(7, "0");
  return `(301) ${digits.slice(0, 3)}-${digits.slice(3)}`;
};

let calendar: string;
beforeAll(async () => {
  await Promise.all([VISITS, VISIT_HOLDS, VISIT_SEATS].map(clearCollection));
  calendar = await makeCalendar("bookings-test");
  await db()
    .doc(AVAILABILITY_DOC)
    .set({ ...OPEN_EVERY_DAY, updatedAt: Timestamp.now() });
  await db().doc(CALENDAR_SECRETS_DOC).set({ feedUrl: calendar, updatedAt: Timestamp.now() });
});

afterAll(async () => {
  await Promise.all([VISITS, VISIT_HOLDS, VISIT_SEATS].map(clearCollection));
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
    phone: uniquePhone(),
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

/**
 * A booking as the form sends it: with a ticket for its address, made by the same code as
 * GET /api/slots' and dated as if the times had been shown a few seconds before (the
 * tickets' own tests below ask GET /api/slots for one and wait).
 */
async function book(body: Record<string, unknown>, ip: string = freshIp()): Promise<Response> {
  const ticket = await issueTicket(ip, Date.now() - 5_000);
  return call(bookings, bookingsConfig.path as string, { body: { ticket, ...body }, ip });
}
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

  test("hours that fail their schema offer no time at all (not the default hours) and tell the owner once that day", async () => {
    const day = businessDay(Date.now());
    const since = Date.now();
    await Promise.all([
      db().doc(`${NOTIFICATIONS}/availability-${day}`).delete(),
      db().doc(`${CALENDAR_ALERTS}/${day}-hours`).delete(),
    ]);
    // A day off that is no date: what a hand edit in the console, or an old version, can leave.
    await db()
      .doc(AVAILABILITY_DOC)
      .set({ ...OPEN_EVERY_DAY, daysOff: ["Christmas"], updatedAt: Timestamp.now() });
    try {
      expect(await openSlots()).toEqual([]);
      const isAlert = (mail: ReceivedMail) =>
        mail.subject === CALENDAR_MAIL_TEXT.hours.subject(day) && Date.parse(mail.time) >= since - 1000;
      const [alert] = await waitForMail(isAlert);
      expect(alert.to.map((to) => to.address)).toEqual([TEST_ALERT_TO]);
      expect(alert.text).toContain("daysOff");
      await openSlots();
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect((await listMail()).filter(isAlert)).toHaveLength(1);
    } finally {
      await db()
        .doc(AVAILABILITY_DOC)
        .set({ ...OPEN_EVERY_DAY, updatedAt: Timestamp.now() });
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
      db().doc(`${NOTIFICATIONS}/calendarFeed-${day}`).delete(),
      db().doc(`${CALENDAR_ALERTS}/${day}`).delete(),
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
      // Plain http on this machine, not opted in as Radicale is: refused before any connection.
      expect(alert.text).toContain("address_refused");
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

    const lead = (await db().collection(BOOKING_LEADS).doc(id).get()).data()!;
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
    const reminder = await db().collection(NOTIFICATIONS).doc(`visit-${id}-0-reminder-visitor`).get();
    expect((reminder.get("nextAttemptAt") as Timestamp).toMillis()).toBe(Date.parse(slot.start) - 24 * 3_600_000);
  });

  test("booked from the Spanish page: the visit and its lead keep the language, the visitor's mail and invitation are Spanish", async () => {
    const [slot] = await freeDay(21);
    const body = booking(slot.start, { language: "es", name: "María López" });
    const res = await book(body);
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    expect((await db().collection(VISITS).doc(id).get()).get("language")).toBe("es");
    expect((await db().collection(BOOKING_LEADS).doc(id).get()).get("language")).toBe("es");

    const { visitorMail, ownerMail } = await mailsFor(body.email, /reservada|booked/i);
    expect(visitorMail.subject).toBe(ES_VISIT_MAIL_TEXT.subject.booked(visitWhen(slot.start, "es")));
    expect(visitorMail.text).toContain(`${SITE.url}/es/visita#`);
    expect((await invitationOf(visitorMail)).summary).toBe(ES_VISIT_MAIL_TEXT.summary);
    // The owner's side stays English and says the visitor's language.
    expect(ownerMail.text).toContain("Prefers Spanish");
    expect((await invitationOf(ownerMail)).summary).toMatch(/^Site visit: María López/);
  });

  test("two people booking the same time at once: one visit, one 409 with the next open times", async () => {
    const [slot] = await freeDay(7);
    const [first, second] = await Promise.all([book(booking(slot.start)), book(booking(slot.start))]);
    expect([first.status, second.status].sort()).toEqual([201, 409]);
    const refused = (await (first.status === 409 ? first : second).json()) as SlotTakenBody;
    expect(refused.error.code).toBe("slot_taken");
    expect(refused.slots).toHaveLength(3);
    expect(refused.slots.every((next) => next.start > slot.start)).toBe(true);
    const stored = await db().collection(VISITS).where("day", "==", slot.day).get();
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

describe("what one script cannot do: tickets, a person's visits, a network's day", () => {
  const slotsAs = async (ip: string) => {
    const res = await call(slots, slotsConfig.path as string, { method: "GET", ip });
    expect(res.status).toBe(200);
    return (await res.json()) as SlotsAnswer;
  };
  const post = (body: unknown, ip: string) => call(bookings, bookingsConfig.path as string, { body, ip });

  test("a booking needs the ticket GET /api/slots gave its network, at least the fill time old; a missing, forged, borrowed or too-fresh one is a 403 and nothing is stored", async () => {
    // Six refusals from one address: past the per-minute window, which has tests of its own.
    vi.stubEnv("BOOKING_RATE_LIMIT", "100");
    const ip = freshIp();
    const { ticket, slots: open } = await slotsAs(ip);
    expect(ticket).toMatch(BOOKING_TICKET.pattern);
    const slot = open[open.length - 40];
    const body = booking(slot.start);
    const refusals: [string, Record<string, unknown>, string][] = [
      ["no ticket", body, ip],
      ["too fresh (the server's own fill time)", { ...body, ticket }, ip],
      ["from another network", { ...body, ticket }, freshIp()],
      ["forged", { ...body, ticket: `${Date.now() - 5000}.${"A".repeat(43)}` }, ip],
      ["its time changed", { ...body, ticket: ticket.replace(/^\d+/, String(Date.now() - 5000)) }, ip],
      ["too old", { ...body, ticket: await issueTicket(ip, Date.now() - BOOKING_TICKET.maxAgeMs - 1000) }, ip],
    ];
    for (const [why, refused, from] of refusals) {
      const res = await post(refused, from);
      expect({ why, status: res.status, code: (await errorOf(res)).code }).toEqual({
        why,
        status: 403,
        code: "ticket_invalid",
      });
    }
    expect((await db().collection(BOOKING_LEADS).where("email", "==", body.email).get()).size).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, BOOKING_TICKET.minAgeMs));
    expect((await post({ ...body, ticket }, ip)).status).toBe(201);
    vi.unstubAllEnvs();
  });

  test("an e-mail or a phone with a visit still to come books no second one (however it is written) until that visit is cancelled; the owner can allow more", async () => {
    const days = await freeDay(17, 19);
    const first = booking(days[0].start, { email: `Pat.Lee-${unique()}+first@Example.com`, phone: uniquePhone() });
    const res = await book(first);
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const sameEmail = await book(
      booking(days[4].start, { email: String(first.email).toLowerCase().replace("+first", "+second") }),
    );
    const digits = String(first.phone).replace(/\D/g, "");
    const samePhone = await book(booking(days[8].start, { phone: `+1 ${digits.slice(0, 3)}.${digits.slice(3)}` }));
    // Asking about a person costs the asking network a booking of its day: two such questions and it is done.
    const asker = freshIp();
    for (const _ of [1, 2])
      expect((await book(booking(days[6].start, { email: first.email }), asker)).status).toBe(403);
    expect(await errorOf(await book(booking(days[6].start), asker))).toMatchObject({
      status: 429,
      code: "booking_limit",
    });
    for (const refused of [sameEmail, samePhone]) {
      expect(await errorOf(refused)).toMatchObject({
        status: 403,
        code: "visit_limit",
        message: BOOKING_TEXT.personLimit,
      });
    }
    // Only the first visit is stored.
    const ofEmail = await db().collection(VISITS).where("day", "==", days[0].day).get();
    expect(ofEmail.docs.filter((doc) => doc.get("status") === "booked")).toHaveLength(1);

    await db()
      .doc(AVAILABILITY_DOC)
      .set({ ...OPEN_EVERY_DAY, visitsPerPerson: 2, updatedAt: Timestamp.now() });
    try {
      expect((await book(booking(days[4].start, { email: first.email }))).status).toBe(201);
      expect((await book(booking(days[8].start, { email: first.email }))).status).toBe(403);
    } finally {
      await db()
        .doc(AVAILABILITY_DOC)
        .set({ ...OPEN_EVERY_DAY, updatedAt: Timestamp.now() });
    }

    // Cancelled, the first visit gives its phone back.
    const stored = await db().collection(VISITS).doc(id).get();
    const { cancelVisit, visitById } = await import("../../src/server/booking/change.ts");
    expect(stored.exists).toBe(true);
    const visitNow = await visitById(id);
    expect((await cancelVisit(visitNow!)).ok).toBe(true);
    expect((await book(booking(days[12].start, { phone: first.phone }))).status).toBe(201);
  });

  test("a book-and-cancel loop on a stranger's address mails them at most 6 times a day; the owner hears of every booking", async () => {
    const ofDay = await freeDay(24, 19);
    const email = `stranger-${unique()}@example.com`;
    const { cancelVisit, visitById } = await import("../../src/server/booking/change.ts");
    const visitorMail = (id: string, purpose: string) =>
      db()
        .collection(NOTIFICATIONS)
        .doc(`visit-${id}-${purpose === "booked" ? 0 : 1}-${purpose}-visitor`)
        .get();
    const ids: string[] = [];
    for (const slot of [0, 4, 8, 12].map((n) => ofDay[n])) {
      const res = await book(booking(slot.start, { email }));
      expect(res.status).toBe(201);
      const { id } = (await res.json()) as { id: string };
      ids.push(id);
      // Its confirmation out first (after the answer), as a script reading its mail would find it.
      await expect
        .poll(async () => (await visitorMail(id, "booked")).get("sentAt") as unknown, { timeout: 5_000 })
        .toBeTruthy();
      const cancelled = await cancelVisit((await visitById(id))!);
      if (!cancelled.ok) throw new Error("not cancelled");
      await deliverNow(cancelled.mailIds);
    }
    // Four confirmations and four cancellations were queued for the stranger: six went out.
    const outcomes = async () => {
      const docs = await Promise.all(ids.flatMap((id) => [visitorMail(id, "booked"), visitorMail(id, "cancelled")]));
      // Sent or skipped: done either way; the confirmations go after the booking's answer.
      return docs.map((doc) => (doc.get("sentAt") ? String(doc.get("lastError")) : "pending")).sort();
    };
    await expect
      .poll(outcomes, { timeout: 10_000 })
      .toEqual([
        ...Array<string>(VISITOR_MAILS_PER_ADDRESS_PER_DAY).fill("null"),
        ...Array<string>(8 - VISITOR_MAILS_PER_ADDRESS_PER_DAY).fill("recipient_daily_cap"),
      ]);
    expect((await listMail()).filter((mail) => mail.to.some((to) => to.address === email))).toHaveLength(
      VISITOR_MAILS_PER_ADDRESS_PER_DAY,
    );
    // The owner's e-mails are never capped: every booking and cancellation.
    await expect
      .poll(
        async () =>
          (await listMail()).filter(
            (mail) => mail.to.some((to) => to.address === TEST_ALERT_TO) && mail.text.includes(email),
          ).length,
        { timeout: 10_000 },
      )
      .toBe(8);
  });

  test("one address booking 12 visits for 12 people and times: 2 are stored, 10 refused with 429 and the sentence; the same from 12 addresses of one /64", async () => {
    for (const [label, offset, addressOf] of [
      [
        "IPv4",
        20,
        (() => {
          const ip = freshIp();
          return () => ip;
        })(),
      ],
      ["IPv6 /64", 22, (n: number) => `2001:db8:${(process.pid % 60000).toString(16)}:7::${(n + 1).toString(16)}`],
    ] as const) {
      const ofDay = await freeDay(offset, 19);
      // Two times apart first, so the two a network may book do not clash with each other.
      const times = [ofDay[0], ofDay[8], ...ofDay.slice(1, 8), ...ofDay.slice(9, 12)];
      const bodies = times.map((slot) => booking(slot.start));
      const statuses: number[] = [];
      for (const [n, body] of bodies.entries()) {
        const res = await book(body, addressOf(n));
        statuses.push(res.status);
        // The per-minute window (one IPv4 address) or the network's day (a /64's many addresses), each with its sentence.
        if (res.status === 429)
          expect([
            { code: "booking_limit", message: BOOKING_TEXT.networkLimit },
            { code: "rate_limited", message: BOOKING_TEXT.rateLimited(60) },
          ]).toContainEqual({ code: (await errorOf(res.clone())).code, message: (await errorOf(res)).message });
      }
      const allowed = BOOKINGS_PER_ADDRESS_PER_DAY;
      expect({ label, statuses }).toEqual({
        label,
        statuses: [...Array<number>(allowed).fill(201), ...Array<number>(12 - allowed).fill(429)],
      });
      const stored = await db().collection(VISITS).where("day", "==", ofDay[0].day).get();
      const emails = new Set(bodies.map((body) => body.email));
      expect(stored.docs.filter((doc) => emails.has(doc.get("email") as string))).toHaveLength(allowed);
    }
  });
});

describe("from /account: the homeowner's own visit by their verified e-mail", () => {
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
    expect((await db().collection(ACCOUNT_LEADS).doc(id).get()).get("visitStatus")).toBe("cancelled");
  });
});

describe("one token check a call", () => {
  test("a homeowner's /api/visit verifies their ID token once (it was twice, with a third look at the account)", async () => {
    const homeowner = await createTestUser();
    await getAuth(adminApp()).updateUser(homeowner.uid, { emailVerified: true });
    const { idToken } = await signIn(homeowner.email);
    const [slot] = await freeDay(18);
    const res = await book(booking(slot.start, { email: homeowner.email }));
    const { id } = (await res.json()) as { id: string };
    const verify = vi.spyOn(getAuth(adminApp()), "verifyIdToken");
    const looked = await call(visit, visitConfig.path as string, {
      body: { visitId: id, action: "view" },
      headers: { Authorization: `Bearer ${idToken}` },
    });
    expect(looked.status).toBe(200);
    expect(verify).toHaveBeenCalledTimes(1);
    verify.mockRestore();
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
    expect((await db().collection(NOTIFICATIONS).doc(`visit-${id}-0-reminder-visitor`).get()).exists).toBe(false);
    expect((await db().collection(NOTIFICATIONS).doc(`visit-${id}-1-reminder-visitor`).get()).exists).toBe(true);

    const cancelled = await change({ token: newToken, action: "cancel" });
    expect(cancelled.status).toBe(200);
    expect(((await cancelled.json()) as { visit: VisitView }).visit.status).toBe("cancelled");
    const cancels = await mailsFor(body.email, /cancelled/i);
    for (const mail of [cancels.visitorMail, cancels.ownerMail]) {
      expect(await invitationOf(mail)).toMatchObject({ method: "CANCEL", uid: visitUid(id), sequence: 2 });
    }
    expect((await db().collection(NOTIFICATIONS).doc(`visit-${id}-1-reminder-visitor`).get()).exists).toBe(false);
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
    const stored = await db().collection(VISITS).where("day", "==", slot.day).get();
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
    await db().collection(BOOKING_LEADS).doc(id).delete();
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
    const reminder = db().collection(NOTIFICATIONS).doc(`visit-${id}-0-reminder-visitor`);
    // Due now instead of tomorrow: the scheduled run sends it. Queued as before visits kept
    // their language (none in its snapshot): it still goes out, in English.
    await reminder.update({ nextAttemptAt: Timestamp.now(), "visit.language": FieldValue.delete() });
    for (let run = 0; run < 10 && !(await reminder.get()).get("sentAt"); run++) await deliverPending();
    const [sent] = await waitForMail(
      (mail) => mail.to.some((to) => to.address === body.email) && /^Reminder/.test(mail.subject),
    );
    expect(sent.text).toContain("12 Elm St, 22201");

    const other = booking(ofDay[4].start);
    const second = (await (await book(other)).json()) as { id: string };
    const { visitorMail } = await mailsFor(other.email, /booked/i);
    expect((await change({ token: tokenIn(visitorMail), action: "cancel" })).status).toBe(200);
    expect((await db().collection(NOTIFICATIONS).doc(`visit-${second.id}-0-reminder-visitor`).get()).exists).toBe(
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
    await db().collection(VISITS).doc(droppedId).update({ status: "cancelled" });

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
