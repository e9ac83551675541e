/**
 * Booking a site visit inside the chat, in two tools and two turns of the visitor's:
 *
 * 1. book_visit: the model passes the chosen day and time and the visitor's details. They go
 *    through /book's own schema and the live schedule; nothing is booked. The server keeps them
 *    for this conversation, and the answer ends with them in a card drawn from that record
 *    (answerCard), which marks them delivered; the model asks the visitor to say yes.
 * 2. confirm_booking, no arguments: books exactly what was delivered, through /book's bookVisit
 *    (its holds, limits, outbox, invitation and .ics), only when an earlier answer delivered
 *    the details and the visitor's own last message is a plain yes (lib/chat/explicitYes.ts).
 *
 * One request runs its booking tools one after another (a model may call several at once).
 *
 * The conversation's id (random, made by the widget) is the key: one booking per
 * conversation, the same visit for a repeated yes, and nobody else's visit to read. A
 * conversation without one (an old widget, a script) cannot book; the model offers /book.
 */
import { createHash } from "node:crypto";
import { FieldValue, getFirestore, Timestamp } from "firebase-admin/firestore";
import type { Locale } from "../../config/i18n.ts";
import { localizedPath, visitPath } from "../../config/routes.ts";
import { textFor } from "../../config/text/catalogue.ts";
import { openSlots } from "../../lib/booking/slots.ts";
import { isExplicitYes } from "../../lib/chat/explicitYes.ts";
import { lastTurns } from "../../lib/chat/handoff.ts";
import { visitWhen } from "../../lib/format/visitTime.ts";
import { validateBooking, type BookingDetails, type Slot } from "../../schemas/booking.ts";
import type { ChatCard } from "../../schemas/chatCard.ts";
import { bookVisitArgsSchema } from "../../schemas/chatTools.ts";
import { CHAT_HANDOFF_MARKER } from "../../schemas/api.ts";
import { CHAT_BOOKINGS, VISITS } from "../../schemas/collections.ts";
import type { TranscriptTurn } from "../../schemas/contact.ts";
import type { LeadOrigin } from "../../schemas/leadOrigin.ts";
import { bookVisit } from "../booking/book.ts";
import { readSchedule } from "../booking/schedule.ts";
import { adminApp } from "../firebaseAdmin.ts";
import { bookingPageUrl, offeredSlots, offeredTime, wallTime } from "./openTimes.ts";
import { readToolArgs, toolAnswer } from "./toolAnswer.ts";
import { errorCause } from "../log.ts";

/** Details delivered longer ago than this are shown again before booking: the visitor may have moved on. */
const READ_BACK_MAX_AGE_MS = 30 * 60_000;
/**
 * A conversation's record is deleted by a TTL policy on expireAt (firestore.indexes.json), within
 * a day of it: the details shown a day after they were (they hold a visitor's name, phone and
 * address), the booked visit's id after a week (a late yes finds the visit by its key anyway).
 */
const PENDING_DAYS = 1;
const BOOKED_DAYS = 7;

export interface ChatBookingContext {
  language: Locale;
  /** The widget's id of this conversation; none, no booking. */
  conversation?: string;
  /** The client address: the booking path's per-network limit. */
  address: string;
  /** The visitor's newest message, as sent in this request. */
  lastUserText: string;
  /** The conversation's last turns, stored with the lead for the owner. */
  transcript: TranscriptTurn[];
  origin: LeadOrigin | null;
  /** Date.now() when the request arrived: details delivered in this same answer are not yet confirmed. */
  requestedAt: number;
  now: () => Date;
  /** The e-mails a booking queued, sent after the answer. */
  deliver: (mailIds: string[]) => void;
  /** Set by the tools: the visit this answer booked or found (its card), or details kept to be shown. */
  outcome?: { card: ChatCard } | { detailsKept: true };
}

/** What the server keeps between the read-back and the yes. */
interface PendingBooking extends BookingDetails {
  start: string;
  end: string;
  /** When an answer ended with these details in its card (answerCard); absent until then. */
  deliveredAt?: number;
}

interface ChatBookingRecord {
  pending?: PendingBooking;
  visitId?: string;
}

const db = () => getFirestore(adminApp());

/** The conversation's last turns as a lead keeps them (the call-back form's transcript, the same limits). */
export function chatTranscript(messages: readonly { role: "user" | "assistant"; content: string }[]): TranscriptTurn[] {
  return lastTurns(
    messages.map(({ role, content }) => ({ role, content: content.split(CHAT_HANDOFF_MARKER).join("") })),
  );
}

/** The record's id: a hash, so the collection holds no conversation id a reader could replay. */
const recordOf = (conversation: string) =>
  db()
    .collection(CHAT_BOOKINGS)
    .doc(createHash("sha256").update(`chat-booking:${conversation}`).digest("hex").slice(0, 40));

const expireAt = (now: Date, days: number) => Timestamp.fromMillis(now.getTime() + days * 86_400_000);

const NO_CONVERSATION = toolAnswer({
  error: "Booking is not available in this conversation. Offer the booking page (bookAt) or the call-back form.",
});

/** One visit per conversation: the one it booked, as stored now (it may have been moved or cancelled since). */
async function alreadyBooked(visitId: string, context: ChatBookingContext): Promise<string> {
  const stored = await db().collection(VISITS).doc(visitId).get();
  const start = (stored.get("start") as Timestamp | undefined)?.toDate().toISOString();
  const end = (stored.get("end") as Timestamp | undefined)?.toDate().toISOString();
  const status = stored.get("status") === "cancelled" ? "cancelled" : "booked";
  if (start && end) context.outcome = { card: { kind: "booked", start, end, status } };
  return toolAnswer({
    status: "already_booked",
    visitStatus: status,
    when: start ? visitWhen(start, context.language) : null,
    instruction:
      "This conversation has already booked its visit; it books no other. The visitor moves or cancels it with the " +
      "private link in its confirmation e-mail; another visit can be booked on the booking page.",
    bookAt: bookingPageUrl(context.language),
  });
}

const timesToOffer = (slots: readonly Slot[], language: Locale) =>
  offeredSlots(slots).map((slot) => offeredTime(slot, language));

export async function bookVisitTool(rawArguments: string, context: ChatBookingContext): Promise<string> {
  if (!context.conversation) return NO_CONVERSATION;
  const args = readToolArgs(bookVisitArgsSchema, rawArguments);
  if (!args.ok) return args.answer;
  const { day, time, note, ...given } = args.value;
  // /book's own schema: the chat accepts exactly what the form accepts (a served ZIP, a real phone...).
  const details = validateBooking({ ...given, note: note ?? "" } as BookingDetails);
  if (!details.ok)
    return toolAnswer({
      error: "Some details are not valid. Ask the visitor for these again.",
      fields: details.errors,
    });
  const record = recordOf(context.conversation);
  const now = context.now();
  const schedule = await readSchedule(now, { recent: true });
  const open = openSlots({ ...schedule, fromDay: day, toDay: day });
  const slot = open.find((candidate) => wallTime(candidate.start) === time);
  if (!slot) {
    const later = openSlots({ ...schedule, fromDay: day });
    return toolAnswer({
      status: "not_open",
      error: `${day} at ${time} is not an open time.`,
      times: timesToOffer(later, context.language),
      bookAt: bookingPageUrl(context.language),
    });
  }
  const pending: PendingBooking = { ...details.value, start: slot.start, end: slot.end };
  // In a transaction: details are never kept beside a visit this conversation already booked.
  const booked = await db().runTransaction(async (transaction) => {
    const stored = (await transaction.get(record)).data() as ChatBookingRecord | undefined;
    if (stored?.visitId) return stored.visitId;
    transaction.set(
      record,
      { pending, expireAt: expireAt(now, PENDING_DAYS), updatedAt: FieldValue.serverTimestamp() },
      { merge: true },
    );
    return undefined;
  });
  if (booked) return alreadyBooked(booked, context);
  context.outcome = { detailsKept: true };
  return toolAnswer({
    status: "awaiting_yes",
    when: visitWhen(slot.start, context.language),
    instruction:
      "Nothing is booked yet. The website shows the visitor these details under your reply. Ask them to check " +
      "them and to answer yes to book, or to say what to change. Call confirm_booking only after they say yes.",
  });
}

/**
 * The card this answer ends with, for the chat's `finish`: the visit it booked or found, or the
 * details kept for a yes, read again from the record (so several calls in one answer show what
 * is stored) and marked delivered, which confirm_booking requires.
 */
export async function answerCard(context: ChatBookingContext): Promise<ChatCard | undefined> {
  const outcome = context.outcome;
  if (!outcome) return undefined;
  if ("card" in outcome) return outcome.card;
  if (!context.conversation) return undefined;
  const record = recordOf(context.conversation);
  return db().runTransaction(async (transaction) => {
    const stored = (await transaction.get(record)).data() as ChatBookingRecord | undefined;
    if (!stored?.pending || stored.visitId) return undefined;
    transaction.update(record, { "pending.deliveredAt": Date.now() });
    const { deliveredAt: _deliveredAt, ...shown } = stored.pending;
    return { kind: "confirm", ...shown };
  });
}

export async function confirmBookingTool(context: ChatBookingContext): Promise<string> {
  if (!context.conversation) return NO_CONVERSATION;
  const record = recordOf(context.conversation);
  const stored = (await record.get()).data() as ChatBookingRecord | undefined;
  if (stored?.visitId) return alreadyBooked(stored.visitId, context);
  const pending = stored?.pending;
  if (!pending) return toolAnswer({ error: "Nothing to confirm: call book_visit with the visitor's details first." });
  // Not yet delivered, or delivered in this very answer: the visitor has not seen the details.
  if (pending.deliveredAt === undefined || pending.deliveredAt >= context.requestedAt)
    return toolAnswer({ error: "The visitor has not seen the details yet. Ask them to check them and say yes." });
  if (context.requestedAt - pending.deliveredAt > READ_BACK_MAX_AGE_MS)
    return toolAnswer({
      error: "The details were shown too long ago. Call book_visit again so the visitor can check them.",
    });
  if (!isExplicitYes(context.lastUserText))
    return toolAnswer({
      error: "The visitor's last message is not a plain yes. Ask them to confirm the details, or what to change.",
    });

  const now = context.now();
  const { deliveredAt: _deliveredAt, end: _end, ...details } = pending;
  const outcome = await bookVisit(
    {
      ...details,
      // The same key for every yes of this conversation: a repeat, or two at once, find the one visit.
      key: `chat:${context.conversation}`,
      origin: context.origin,
      language: context.language,
      transcript: context.transcript,
    },
    context.address,
    now,
  );
  if (outcome.ok) {
    // The e-mails first: the visit is booked, whatever happens to this conversation's record.
    context.deliver(outcome.mailIds);
    await record
      .set(
        {
          visitId: outcome.visitId,
          pending: FieldValue.delete(),
          expireAt: expireAt(now, BOOKED_DAYS),
          updatedAt: FieldValue.serverTimestamp(),
        },
        { merge: true },
      )
      .catch((error: unknown) => console.error(`[chat] booking record not written: ${errorCause(error)}`));
    // The key found a visit this conversation booked before (its record expired): that one stands.
    if (outcome.slot.start !== pending.start || !outcome.token) return alreadyBooked(outcome.visitId, context);
    const manage = localizedPath(visitPath(outcome.token), context.language);
    context.outcome = {
      card: { kind: "booked", start: outcome.slot.start, end: outcome.slot.end, status: "booked", manage },
    };
    return toolAnswer({
      status: "booked",
      when: visitWhen(outcome.slot.start, context.language),
      instruction:
        "Booked. The website shows the visitor the booked time and its private link under your reply; a confirmation " +
        "e-mail with a calendar invitation is on its way. Say so briefly; do not repeat the link.",
    });
  }
  const text = textFor(context.language).BOOKING_TEXT;
  if (outcome.reason === "taken") {
    await record.set({ pending: FieldValue.delete() }, { merge: true });
    return toolAnswer({
      status: "taken",
      error: "Someone else took that time a moment ago. Nothing was booked.",
      times: timesToOffer(outcome.slots, context.language),
    });
  }
  return toolAnswer({
    status: "refused",
    error: outcome.reason === "person" ? text.personLimit : text.networkLimit,
  });
}
