/**
 * The outbox's ground floor: what a queued notification is. A feature writes one in the
 * same batch as what it announces (a lead, a visit, a review), so an e-mail or a phone
 * post can be late but never lost nor sent for something that was not stored. Sending
 * is src/server/outbox/deliver.ts; who sends which kind, src/server/noticeRegistry.ts.
 */
import { FieldValue, getFirestore, type DocumentReference } from "firebase-admin/firestore";
import type { LeadSource } from "../../schemas/lead.ts";
import { NOTIFICATIONS } from "../../schemas/collections.ts";
import { adminApp } from "../firebaseAdmin.ts";

/**
 * alert     the owner's e-mail of a new lead                     leads/alertNotice.ts
 * reminder  the owner's reminder of a lead still "new"            leads/alertNotice.ts
 * ack       the visitor's instant reply                           leads/ackNotice.ts
 * hook      a lead's post to the owner's phone (or its reminder)  leads/phoneNotice.ts
 * digest    the owner's one e-mail for an hour's leads past the alert ceiling   leads/digestNotice.ts
 * visit     a site visit's e-mail to the owner or the visitor     booking/visitNotice.ts
 * calendar  the owner's alert that the calendar could not be read booking/calendarNotice.ts
 * review    a client's review request, or the owner's note of a review           reviews/reviewNotice.ts
 * budget    the owner's alert that the AI budget ran out          budgetNotice.ts
 * proposal  a proposal's e-mail to the homeowner: its link, the signed copy   proposals/proposalNotice.ts
 * proposalNews  the owner's: changes asked, declined, signed              proposals/proposalNotice.ts
 */
export type NotificationKind =
  | "alert"
  | "ack"
  | "budget"
  | "calendar"
  | "visit"
  | "reminder"
  | "hook"
  | "review"
  | "digest"
  | "proposal"
  | "proposalNews";

/**
 * A notification due at once (a caller may set a later `nextAttemptAt`). `lead` is the path
 * of what it is about: the lead, or the day's or hour's record of an owner's alert.
 */
export function notification(lead: string, source: LeadSource, kind: NotificationKind) {
  return {
    lead,
    source,
    kind,
    createdAt: FieldValue.serverTimestamp(),
    attempts: 0,
    // Due at once; the scheduled run's query finds pending notifications by this field alone.
    nextAttemptAt: FieldValue.serverTimestamp(),
    sentAt: null,
    failedAt: null,
    lastError: null,
    leaseUntil: null,
  };
}

/** A notification's document; a new id when none is given. */
export function notificationRef(id?: string): DocumentReference {
  const notifications = getFirestore(adminApp()).collection(NOTIFICATIONS);
  return id === undefined ? notifications.doc() : notifications.doc(id);
}
