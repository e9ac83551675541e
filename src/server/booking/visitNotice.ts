/**
 * A site visit's e-mails, to the owner and the visitor: queued in the commit that books,
 * moves or cancels the visit (book.ts, change.ts), each carrying the visit as it was then
 * (a snapshot), and sent only while that is still true.
 */
import { LOCALES } from "../../config/i18n.ts";
import { getFirestore, Timestamp, type DocumentReference, type WriteBatch } from "firebase-admin/firestore";
import { VISITS } from "../../schemas/collections.ts";
import { adminApp } from "../firebaseAdmin.ts";
import { queueFollowUps } from "../leads/followUp.ts";
import { mailDelivery, recordOnLead, visitorMailDelivery, type NotificationHandler } from "../outbox/deliver.ts";
import { notification, notificationRef } from "../outbox/queue.ts";
import type { VisitPurpose, VisitSnapshot } from "./visit.ts";
import { buildVisitMail, type VisitAudience, type VisitNotice } from "./visitMail.ts";

const REMINDER_BEFORE_MS = 24 * 60 * 60_000;

/** One id per visit, change and audience: a retried commit cannot queue an e-mail twice. */
const visitMailId = (visit: VisitSnapshot, purpose: VisitPurpose, audience: VisitAudience) =>
  `visit-${visit.visitId}-${visit.sequence}-${purpose}-${audience}`;

function queueMail(batch: WriteBatch, leadRef: DocumentReference, notice: VisitNotice, dueAt?: number): string {
  const id = visitMailId(notice.visit, notice.purpose, notice.audience);
  batch.create(notificationRef(id), {
    ...notification(leadRef.path, "booking", "visit"),
    ...notice,
    ...(dueAt === undefined ? {} : { nextAttemptAt: Timestamp.fromMillis(dueAt) }),
  });
  return id;
}

/** The e-mails of a change, to both; returns the ids to send at once (the reminder waits for its time). */
export function queueVisitMails(
  batch: WriteBatch,
  leadRef: DocumentReference,
  visit: VisitSnapshot,
  purpose: VisitPurpose,
  token: string | undefined,
  now: number,
): string[] {
  const ids = [
    queueMail(batch, leadRef, { purpose, audience: "owner", visit }),
    queueMail(batch, leadRef, { purpose, audience: "visitor", visit, ...(token ? { token } : {}) }),
  ];
  // A new booking reaches the owner's phone too, like any lead; it needs no reminder to answer.
  if (purpose === "booked") {
    ids.push(
      ...queueFollowUps(batch, {
        leadRef,
        source: "booking",
        alertId: ids[0],
        arrival: new Date(now),
        reminderMinutes: [],
      }),
    );
  }
  const reminderAt = visit.start - REMINDER_BEFORE_MS;
  // Booked within a day of the visit, the confirmation is the reminder.
  if (purpose !== "cancelled" && reminderAt > now) {
    queueMail(batch, leadRef, { purpose: "reminder", audience: "visitor", visit }, reminderAt);
  }
  return ids;
}

/** The reminder a move or a cancellation drops, in the same commit. */
export const dropReminder = (batch: WriteBatch, before: VisitSnapshot): void => {
  batch.delete(notificationRef(visitMailId(before, "reminder", "visitor")));
};

/**
 * A visit's e-mail says what is true when it goes out: one queued before a later move or
 * the cancellation (a lower SEQUENCE: an old time, a link that no longer works) is not
 * sent, and a reminder only for a visit still booked at the time it names.
 */
async function visitChanged(notice: VisitNotice): Promise<boolean> {
  const visit = await getFirestore(adminApp()).collection(VISITS).doc(notice.visit.visitId).get();
  if (!visit.exists) return true;
  if (Number(visit.get("sequence")) > notice.visit.sequence) return true;
  if (notice.purpose !== "reminder") return false;
  const start = visit.get("start") as Timestamp | undefined;
  return visit.get("status") !== "booked" || start?.toMillis() !== notice.visit.start;
}

const recordForOwner = recordOnLead("alert");
const recordForVisitor = recordOnLead("ack");

export const visitNotice: NotificationHandler = {
  // With the owner's e-mails, both audiences: a confirmation is as urgent as an alert.
  group: "owner",
  // The e-mails carry their visit and go out as long as it stands, its lead deleted or not.
  withoutLead: true,
  deliver: async (claimed) => {
    const stored = claimed.data as unknown as VisitNotice;
    // A notice queued before visits kept their language carries none: it was booked in English.
    const language = LOCALES.find((locale) => locale === stored.visit.language) ?? "en";
    const notice: VisitNotice = { ...stored, visit: { ...stored.visit, language } };
    if (await visitChanged(notice)) return { skip: "visit_changed" };
    const mail = buildVisitMail(notice);
    return notice.audience === "owner" ? mailDelivery(mail) : visitorMailDelivery(mail, claimed.id);
  },
  givenUp: (claimed, record, at) =>
    (claimed.data.audience === "owner" ? recordForOwner : recordForVisitor)(claimed, record, at),
};
