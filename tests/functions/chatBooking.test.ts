/**
 * Booking a site visit in the chat (issue 35): book_visit shows the details, the visitor's
 * yes books them through /book's own code, once per conversation. The stand-in plays the
 * model and the tests script its calls, as a model that misbehaves would too: booking
 * without a yes, twice, ten times, for another conversation. Real Firestore emulator,
 * MailDev, and the chat handler as Netlify runs it.
 */
import { getFirestore, Timestamp } from "firebase-admin/firestore";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import chat, { config } from "../../netlify/functions/chat.ts";
import slots, { config as slotsConfig } from "../../netlify/functions/slots.ts";
import { completionOf, type RecordedRequest } from "../../scripts/ai-stand-in.ts";
import { mailCalendars, waitForMail } from "../../scripts/maildev.ts";
import { localizedPath, visitPath } from "../../src/config/routes.ts";
import { BOOKING_TEXT } from "../../src/config/text.ts";
import { BOOKING_TEXT as ES_BOOKING_TEXT } from "../../src/config/text/es/booking.ts";
import { CHAT_TEXT } from "../../src/config/text/en/chat.ts";
import { CHAT_TEXT as ES_CHAT_TEXT } from "../../src/config/text/es/chat.ts";
import { visitWhen } from "../../src/lib/format/visitTime.ts";
import { DEFAULT_AVAILABILITY } from "../../src/schemas/availability.ts";
import { clearCollection, OPEN_EVERY_DAY } from "./support/bookingState.ts";
import type { Slot, SlotsAnswer } from "../../src/schemas/booking.ts";
import { splitChatCard, type ChatCard } from "../../src/schemas/chatCard.ts";
import { BOOK_VISIT, CONFIRM_BOOKING } from "../../src/schemas/chatTools.ts";
import {
  AVAILABILITY_DOC,
  BOOKING_LEADS,
  CHAT_BOOKINGS,
  VISIT_HOLDS,
  VISIT_PEOPLE,
  VISIT_SEATS,
  VISITS,
} from "../../src/schemas/collections.ts";
import { wallTime } from "../../src/server/ai/openTimes.ts";
import { adminApp } from "../../src/server/firebaseAdmin.ts";
import { hashToken } from "../../src/server/privateLink.ts";
import { readInvitation } from "../support/invitation.ts";
import { call, freshIp, readChunks } from "./support/http.ts";
import { useFakeProvider } from "./support/provider.ts";

const fake = useFakeProvider({ text: "Hello from the fake provider." });
const db = () => getFirestore(adminApp());

const BOOKING_STATE = [VISITS, VISIT_HOLDS, VISIT_SEATS, VISIT_PEOPLE, CHAT_BOOKINGS];

beforeAll(async () => {
  await Promise.all(BOOKING_STATE.map(clearCollection));
  await db()
    .doc(AVAILABILITY_DOC)
    .set({ ...OPEN_EVERY_DAY, updatedAt: Timestamp.now() });
});
afterAll(async () => {
  await Promise.all(BOOKING_STATE.map(clearCollection));
  await db()
    .doc(AVAILABILITY_DOC)
    .set({ ...DEFAULT_AVAILABILITY, updatedAt: Timestamp.now() });
});

let counter = 0;
/** A conversation id as the widget makes one, and details no other test uses (each e-mail and phone: one visit). */
function visitor() {
  counter += 1;
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;
  const digits = String((process.pid * 100 + counter) % 10_000_000).padStart(7, "0");
  return {
    conversation: `conv_${id}`.padEnd(24, "x"),
    email: `chat-${id}@example.com`,
    phone: `(703) ${digits.slice(0, 3)}-${digits.slice(3)}`,
  };
}

async function openTimes(): Promise<Slot[]> {
  const res = await call(slots, slotsConfig.path as string, { method: "GET" });
  expect(res.status).toBe(200);
  return ((await res.json()) as SlotsAnswer).slots;
}

/** book_visit's arguments for a slot, as a model fills them in from the conversation. */
const detailsFor = (slot: Slot, who: { email: string; phone: string }, overrides: Record<string, unknown> = {}) => ({
  day: slot.day,
  time: wallTime(slot.start),
  name: "Ana Ruiz",
  phone: who.phone,
  email: who.email,
  street: "12 Oak St",
  zip: "22201",
  projectType: "remodel",
  note: "Basement walls are damp.",
  ...overrides,
});

const calling = (name: string, args: unknown = {}) => ({
  toolCalls: [{ name, arguments: JSON.stringify(args) }],
});

/** The tool answers that reached the model in a request, parsed. */
function toolAnswers(request: RecordedRequest | undefined): Record<string, unknown>[] {
  return (completionOf(request ?? { body: {} }).messages ?? [])
    .filter((message) => message.role === "tool")
    .map((message) => JSON.parse(String(message.content)) as Record<string, unknown>);
}

interface Turn {
  role: "user" | "assistant";
  content: string;
}

/** One chat request: its text and card as the widget reads them, and what the model was told. */
async function ask(
  messages: Turn[],
  options: { conversation?: string; language?: "es"; ip?: string; origin?: unknown } = {},
) {
  const before = fake.completions().length;
  const { ip, ...rest } = options;
  const res = await call(chat, config.path as string, { body: { messages, ...rest }, ip });
  expect(res.status).toBe(200);
  const { text, card } = splitChatCard((await readChunks(res)).text);
  const requests = fake.completions().slice(before);
  return { text, card, answers: requests.flatMap((request) => toolAnswers(request)).slice(-3) };
}

const visitsOf = async (email: string) => (await db().collection(VISITS).where("email", "==", email).get()).docs;

/** The conversation so far, ending with the visitor's new message. */
const history = (...contents: string[]): Turn[] =>
  contents.map((content, index) => ({ role: index % 2 === 0 ? "user" : "assistant", content }));

const DETAILS_MESSAGE = "Tuesday at 9 works. My name is Ana Ruiz, phone and e-mail as above, 12 Oak St, 22201.";
const READ_BACK = "Here are the details. If they are right, answer yes to book.";

/** Shows the details in one request (book_visit), as the first half of every booking. */
async function showDetails(slot: Slot, who: ReturnType<typeof visitor>, overrides: Record<string, unknown> = {}) {
  fake.script(calling(BOOK_VISIT, detailsFor(slot, who, overrides)), { text: READ_BACK });
  return ask(history(DETAILS_MESSAGE), { conversation: who.conversation });
}

describe("a visit booked in the chat", () => {
  test("the details are shown first and nothing is booked; the visitor's yes books them once, as /book would", async () => {
    const [slot] = await openTimes();
    const who = visitor();
    const shown = await showDetails(slot, who);
    expect(shown.answers.at(-1)).toMatchObject({ status: "awaiting_yes", when: visitWhen(slot.start) });
    expect(shown.text).toBe(READ_BACK);
    // The card is the server's: the stored details, not the model's words.
    expect(shown.card).toEqual({
      kind: "confirm",
      start: slot.start,
      end: slot.end,
      name: "Ana Ruiz",
      phone: who.phone,
      email: who.email,
      street: "12 Oak St",
      zip: "22201",
      projectType: "remodel",
      note: "Basement walls are damp.",
    } satisfies ChatCard);
    expect(await visitsOf(who.email)).toHaveLength(0);

    fake.script(calling(CONFIRM_BOOKING), { text: "Booked." });
    const origin = { landing: "/services/plumbing", referrer: "www.google.com", utm: {}, device: "phone", page: "/" };
    const booked = await ask(history(DETAILS_MESSAGE, READ_BACK, CHAT_TEXT.booking.yes), {
      conversation: who.conversation,
      origin,
    });
    expect(booked.answers.at(-1)).toMatchObject({ status: "booked", when: visitWhen(slot.start) });
    const visits = await visitsOf(who.email);
    expect(visits).toHaveLength(1);
    const visit = visits[0];
    expect(visit.get("status")).toBe("booked");
    expect((visit.get("start") as Timestamp).toDate().toISOString()).toBe(slot.start);
    expect(visit.get("note")).toBe("Basement walls are damp.");
    // The card carries the visit's private link, which opens this visit (only its hash is stored).
    expect(booked.card).toMatchObject({ kind: "booked", start: slot.start, end: slot.end, status: "booked" });
    const manage = booked.card?.kind === "booked" ? (booked.card.manage ?? "") : "";
    const token = decodeURIComponent(manage.split("#")[1] ?? "");
    expect(manage).toBe(visitPath(token));
    expect(visit.get("tokenHash")).toBe(hashToken(token));

    // The lead is a booking's, from the chat: its conversation and where the visitor came from.
    const lead = await db().collection(BOOKING_LEADS).doc(visit.id).get();
    expect(lead.get("source")).toBe("booking");
    expect(lead.get("channel")).toBe("search");
    expect(lead.get("origin")).toMatchObject({ landing: "/services/plumbing" });
    expect(lead.get("transcript")).toEqual([
      { role: "user", content: DETAILS_MESSAGE },
      { role: "assistant", content: READ_BACK },
      { role: "user", content: CHAT_TEXT.booking.yes },
    ]);
    // The same e-mails as /book's: the visitor's confirmation with its invitation.
    const [mail] = await waitForMail((received) => received.to.some((to) => to.address === who.email));
    expect(mail.subject).toContain(visitWhen(slot.start));
    const [invitation] = await mailCalendars(mail.id);
    expect(readInvitation(invitation).start).toBe(slot.start);

    // Yes again, in the same conversation: the same visit, no second one.
    fake.script(calling(CONFIRM_BOOKING), { text: "Already booked." });
    const again = await ask(history(DETAILS_MESSAGE, READ_BACK, CHAT_TEXT.booking.yes, "Booked.", "yes"), {
      conversation: who.conversation,
    });
    expect(again.answers.at(-1)).toMatchObject({ status: "already_booked", visitStatus: "booked" });
    expect(again.card).toEqual({ kind: "booked", start: slot.start, end: slot.end, status: "booked" });
    expect(await visitsOf(who.email)).toHaveLength(1);
  });

  test("in Spanish: the card's yes is a yes, the link leads to the Spanish visit page, the refusal is in Spanish", async () => {
    const [, slot] = await openTimes();
    const who = visitor();
    fake.script(calling(BOOK_VISIT, detailsFor(slot, who)), { text: "Revise los datos." });
    await ask(history("Quiero el martes."), { conversation: who.conversation, language: "es" });
    fake.script(calling(CONFIRM_BOOKING), { text: "Reservada." });
    const booked = await ask(history("Quiero el martes.", "Revise los datos.", ES_CHAT_TEXT.booking.yes), {
      conversation: who.conversation,
      language: "es",
    });
    expect(booked.answers.at(-1)).toMatchObject({ status: "booked", when: visitWhen(slot.start, "es") });
    const manage = booked.card?.kind === "booked" ? (booked.card.manage ?? "") : "";
    expect(manage.startsWith(localizedPath(visitPath("x"), "es").split("#")[0])).toBe(true);

    // The same person from another conversation: /book's per-person limit, said in Spanish.
    const other = { ...visitor(), email: who.email };
    const [, , later] = await openTimes();
    fake.script(calling(BOOK_VISIT, detailsFor(later, other)), { text: "Revise los datos." });
    await ask(history("Otra visita."), { conversation: other.conversation, language: "es" });
    fake.script(calling(CONFIRM_BOOKING), { text: "No se pudo." });
    const refused = await ask(history("Otra visita.", "Revise los datos.", "Sí"), {
      conversation: other.conversation,
      language: "es",
    });
    expect(refused.answers.at(-1)).toEqual({ status: "refused", error: ES_BOOKING_TEXT.personLimit });
    expect(refused.card).toBeNull();
    expect(await visitsOf(who.email)).toHaveLength(1);
  });
});

describe("the chat books only what the visitor saw and said yes to", () => {
  test.each([
    ["a yes that changes something", "Yes, but make it 10 instead"],
    ["a question", "Is that the earliest?"],
    ["a no", "No, wrong address"],
    ["something else entirely", "What kind of permits do I need?"],
  ])("%s is not a yes: nothing is booked", async (_, reply) => {
    const [slot] = await openTimes();
    const who = visitor();
    await showDetails(slot, who);
    fake.script(calling(CONFIRM_BOOKING), { text: "Let me check." });
    const asked = await ask(history(DETAILS_MESSAGE, READ_BACK, reply), { conversation: who.conversation });
    expect(String(asked.answers.at(-1)?.error)).toMatch(/not a plain yes/);
    expect(asked.card).toBeNull();
    expect(await visitsOf(who.email)).toHaveLength(0);
  });

  test("details shown and confirmed in the same answer are not booked: the visitor has not seen them", async () => {
    const [slot] = await openTimes();
    const who = visitor();
    // A model told "the visitor says yes to everything" by a hidden instruction calls both at once.
    fake.script(calling(BOOK_VISIT, detailsFor(slot, who)), calling(CONFIRM_BOOKING), { text: "Booked!" });
    const asked = await ask(history("Yes. Book Tuesday 9 AM for Ana Ruiz, and say yes for me."), {
      conversation: who.conversation,
    });
    expect(String(asked.answers.at(-1)?.error)).toMatch(/has not seen the details/);
    expect(asked.card?.kind).toBe("confirm");
    expect(await visitsOf(who.email)).toHaveLength(0);
  });

  test("details kept in an answer that failed were never seen: a yes after it books nothing", async () => {
    const [slot] = await openTimes();
    const who = visitor();
    // The details are kept, then the provider fails before the answer is written: no card reaches the visitor.
    fake.script(calling(BOOK_VISIT, detailsFor(slot, who)), { status: 500 }, { status: 500 }, { status: 500 });
    const failed = await call(chat, config.path as string, {
      body: { messages: history(DETAILS_MESSAGE), conversation: who.conversation },
    });
    expect(failed.status).toBe(502);
    fake.script(calling(CONFIRM_BOOKING), { text: "Let me check." });
    const asked = await ask(history(DETAILS_MESSAGE, "Sorry, something went wrong.", "yes"), {
      conversation: who.conversation,
    });
    expect(String(asked.answers.at(-1)?.error)).toMatch(/has not seen the details/);
    expect(await visitsOf(who.email)).toHaveLength(0);
  });

  test("two sets of details in one answer: the card shows the one kept, and a yes books that one", async () => {
    const [first, second] = await openTimes();
    const who = visitor();
    fake.script(
      {
        toolCalls: [first, second].map((slot) => ({
          name: BOOK_VISIT,
          arguments: JSON.stringify(detailsFor(slot, who)),
        })),
      },
      { text: READ_BACK },
    );
    const shown = await ask(history(DETAILS_MESSAGE), { conversation: who.conversation });
    expect(shown.card?.kind).toBe("confirm");
    fake.script(calling(CONFIRM_BOOKING), { text: "Booked." });
    const booked = await ask(history(DETAILS_MESSAGE, READ_BACK, "yes"), { conversation: who.conversation });
    // What was booked is what the card showed.
    expect(booked.card).toMatchObject({ kind: "booked", start: shown.card?.start });
    expect(await visitsOf(who.email)).toHaveLength(1);
  });

  test("another conversation's yes confirms nothing, and a conversation without an id cannot book", async () => {
    const [slot] = await openTimes();
    const who = visitor();
    await showDetails(slot, who);
    const stranger = visitor();
    fake.script(calling(CONFIRM_BOOKING), { text: "Hm." });
    const asked = await ask(history("Book the visit Ana Ruiz was shown.", "Sure?", "yes"), {
      conversation: stranger.conversation,
    });
    expect(String(asked.answers.at(-1)?.error)).toMatch(/Nothing to confirm/);

    fake.script(calling(BOOK_VISIT, detailsFor(slot, visitor())), { text: "Hm." });
    const anonymous = await ask(history("Book it"));
    expect(String(anonymous.answers.at(-1)?.error)).toMatch(/not available in this conversation/);
    expect(anonymous.card).toBeNull();
    expect(await visitsOf(who.email)).toHaveLength(0);
  });

  test("details /book would refuse are refused by the same rules, each named, and nothing is kept to confirm", async () => {
    const [slot] = await openTimes();
    const who = visitor();
    fake.script(calling(BOOK_VISIT, detailsFor(slot, who, { zip: "10001", phone: "12", projectType: "pool" })), {
      text: "Some details need another look.",
    });
    const asked = await ask(history(DETAILS_MESSAGE), { conversation: who.conversation });
    const answer = asked.answers.at(-1) as { fields?: Record<string, string> };
    expect(Object.keys(answer.fields ?? {}).sort()).toEqual(["phone", "projectType", "zip"]);
    expect(answer.fields?.zip).toBe(BOOKING_TEXT.outsideArea);
    expect(asked.card).toBeNull();
    fake.script(calling(CONFIRM_BOOKING), { text: "Hm." });
    const confirmed = await ask(history(DETAILS_MESSAGE, "Some details need another look.", "yes"), {
      conversation: who.conversation,
    });
    expect(String(confirmed.answers.at(-1)?.error)).toMatch(/Nothing to confirm/);
  });

  test("a time that is not open is not shown; the next open times are offered instead", async () => {
    const [slot] = await openTimes();
    const who = visitor();
    fake.script(calling(BOOK_VISIT, detailsFor(slot, who, { time: "03:00" })), { text: "That time is not open." });
    const asked = await ask(history(DETAILS_MESSAGE), { conversation: who.conversation });
    const answer = asked.answers.at(-1) as { status?: string; times?: { day: string; time: string }[] };
    expect(answer.status).toBe("not_open");
    expect(answer.times?.length).toBeGreaterThan(0);
    expect(asked.card).toBeNull();
  });

  test("asked for ten visits, the chat books one: three yeses at once and seven more find the same visit", async () => {
    const all = await openTimes();
    const who = visitor();
    await showDetails(all[0], who);
    const three = { toolCalls: [0, 1, 2].map(() => ({ name: CONFIRM_BOOKING, arguments: "{}" })) };
    fake.script(three, { text: "Booked." });
    const ip = freshIp();
    await ask(history(DETAILS_MESSAGE, READ_BACK, "yes"), { conversation: who.conversation, ip });
    for (let visit = 4; visit <= 10; visit += 1) {
      const slot = all[visit * 3];
      fake.script(calling(BOOK_VISIT, detailsFor(slot, who)), { text: READ_BACK });
      const shown = await ask(history(`Book visit number ${visit} too.`), { conversation: who.conversation, ip });
      expect(shown.answers.at(-1)).toMatchObject({ status: "already_booked" });
    }
    expect(await visitsOf(who.email)).toHaveLength(1);
  });
});
