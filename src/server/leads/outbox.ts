/**
 * The lead outbox: a lead and its alert are written together, and the alert is sent
 * afterwards from Firestore `notifications`, so an e-mail can delay a lead but never
 * block or lose it. Whoever sends a notification first claims it with a write made only if
 * nobody wrote it since it was read (a
 * lease of LEASE_MS), so concurrent senders (the contact function's waitUntil, the
 * scheduled retry, a second instance) never both send.
 *
 *   pending  nextAttemptAt set, leaseUntil null or past    due once nextAttemptAt has passed
 *   sending  leaseUntil in the future                      one sender holds it
 *   sent     sentAt set, nextAttemptAt null                done (lastError "lead_missing",
 *                                                         "no_recipient", "visit_changed",
 *                                                         "answered", "no_webhook": nothing
 *                                                         to send)
 *   failed   failedAt set, nextAttemptAt null              refused for good, or still failing
 *                                                         after NOTIFICATION_MAX_ATTEMPTS
 *
 * A failed send clears the lease, keeps only a safe cause (error class, code, SMTP reply
 * code) in lastError and sets the next try a minute later, doubling up to an hour; the
 * scheduled function (netlify/functions/lead-alerts.ts) sends what is due, the owner's
 * e-mails before any acknowledgement. A notification given up is recorded on its lead
 * (`mailFailures.<kind>`), where the owner sees it in /admin. docs/decisions.md, "Lead alerts".
 */
import {
  FieldValue,
  getFirestore,
  Timestamp,
  type DocumentReference,
  type Firestore,
  type WriteBatch,
} from "firebase-admin/firestore";
import { adminApp, isAlreadyExists, isFailedPrecondition } from "../firebaseAdmin.ts";
import { buildLeadDigest } from "../mail/leadDigest.ts";
import { alertWayOf, hourEnd, hourOf } from "./alertCeiling.ts";
import { errorCause } from "../log.ts";
import { buildLeadAck, buildLeadAlert, buildLeadReminder, visitorEmail } from "../mail/leadAlert.ts";
import { buildBudgetAlert } from "../mail/budgetAlert.ts";
import { buildCalendarAlert } from "../mail/calendarAlert.ts";
import { buildVisitMail, type VisitAudience } from "../mail/visitMail.ts";
import { buildReviewMail, type ReviewNotice } from "../mail/reviewMail.ts";
import { isCurrentRequest } from "../reviews/currentRequest.ts";
import type { VisitPurpose, VisitSnapshot } from "../booking/visit.ts";
import { sendFailure, sendMail, type OutgoingMail, type SendFailure } from "../mail/transport.ts";
import type { LeadMailFailure, LeadSource } from "../../schemas/lead.ts";
import { leadSearchCollection, leadSearchEntry, searchableOf, type SearchableLead } from "../../schemas/leadSearch.ts";
import { withTimeout } from "../withTimeout.ts";
import { takeRecipientSlot } from "../mail/recipientQuota.ts";
import { withAckSlot } from "./ackQuota.ts";
import { channelOf, type LeadOrigin } from "../../schemas/leadOrigin.ts";
import { businessDay } from "../../lib/format/businessDay.ts";
import { ARRIVAL_SHARDS, arrivalShardId, LEAD_STATS_COLLECTION } from "../../schemas/leadStats.ts";
import { randomInt } from "node:crypto";
import { ACCOUNT_LEADS, accountLeadOf } from "../../schemas/accountLead.ts";
import { hookId, isAnswered, queueFollowUps, readFollowUp } from "./followUp.ts";
import { buildPhoneAlert } from "../alerts/phoneAlert.ts";
import { configuredWebhook, postWebhook, webhookFailure } from "../alerts/webhook.ts";

/**
 * "budget": the owner's AI budget alert (src/server/budgetAlertQueue.ts), whose `lead` is
 * the aiBudget day; "calendar": the owner's alert that the calendar could not be read
 * (src/server/booking/calendarAlert.ts), whose `lead` is the day's record; "visit": an
 * e-mail of a site visit to the owner or the visitor, built from the `visit` snapshot the
 * notification carries (src/server/booking/book.ts), whose `lead` is the booking's lead;
 * "reminder": the owner's reminder of a lead still "new" (`minutes` after it arrived);
 * "hook": a lead's alert, or with `minutes` its reminder, posted to the owner's phone
 * (ALERT_WEBHOOK_URL). Both are queued by src/server/leads/followUp.ts. "review": a client's
 * review request, or the owner's note of a review received, built from the ReviewNotice it
 * carries (src/server/reviews/), whose `lead` is the lead asked, or the review. "digest":
 * the owner's one e-mail for an hour's leads past the alert ceiling (alertCeiling.ts), whose
 * `lead` is the hour's record in leadDigests.
 */
export type NotificationKind =
  "alert" | "ack" | "budget" | "calendar" | "visit" | "reminder" | "hook" | "review" | "digest";
const KINDS: readonly NotificationKind[] = [
  "alert",
  "ack",
  "budget",
  "calendar",
  "visit",
  "reminder",
  "hook",
  "review",
  "digest",
];
/**
 * A run's order, each group with its own share: the posts to the owner's phone first (within
 * WEBHOOK_BUDGET_MS), then new leads' alerts, the owner's other e-mails and a visit's, the
 * reminders, and the visitors' and clients' e-mails last. A flood of one group fills only its
 * own share; a mail server that refuses or hangs stops the e-mail groups, not the phone posts.
 */
const RUN_GROUPS: { kinds: NotificationKind[]; share: number; transport: "mail" | "webhook" }[] = [
  // First, with a few seconds of their own: a mail server that hangs (20 s a try) must not hold them.
  { kinds: ["hook"], share: 25, transport: "webhook" },
  { kinds: ["alert"], share: 25, transport: "mail" },
  { kinds: ["visit", "budget", "calendar", "digest"], share: 25, transport: "mail" },
  { kinds: ["reminder"], share: 25, transport: "mail" },
  { kinds: ["ack", "review"], share: 25, transport: "mail" },
];

export const NOTIFICATIONS = "notifications";
/** One record per hour that had a digest; its notification's `lead`. */
const LEAD_DIGESTS = "leadDigests";
/** Longer than one send may take (SMTP timeouts: 5 + 5 + 10 s), short enough for the next minute's retry. */
const LEASE_MS = 60_000;
/** Per run of the scheduled function (the groups' shares): it runs every minute and must end well within Netlify's 30 s. */
const PENDING_BUDGET_MS = 20_000;
/** The phone posts' part of it, first: a webhook that hangs (8 s a try) leaves the e-mails the rest. */
const WEBHOOK_BUDGET_MS = 6_000;
/** Tries before a notification is given up: with the waits below, about a day. */
export const NOTIFICATION_MAX_ATTEMPTS = 30;
const FIRST_RETRY_MS = 60_000;
const LONGEST_RETRY_MS = 60 * 60_000;
/** Queueing the acknowledgement after the lead is stored; past this the visitor is answered without one. */
const ACK_QUEUE_TIMEOUT_MS = 2_000;

/** The wait after the given number of failed tries: a minute, doubling up to an hour. */
const retryDelayMs = (attempts: number): number =>
  Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);

const db = (): Firestore => getFirestore(adminApp());
const ackId = (notificationId: string) => `${notificationId}-ack`;

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

/** Where leads are stored: the contact form, the chat's call-back and a booked visit in contactForms; estimates apart. */
export type LeadCollection = "contactForms" | "estimates";

/**
 * Adds a new lead and its search index entry to a batch; returns the lead's reference.
 * The entry (src/schemas/leadSearch.ts) holds the terms the inbox's search finds the
 * lead by, from its own name, e-mail and phone unless `searchable` names others (an
 * estimate's asker's profile); the lead itself carries none, so the inbox's listing reads
 * small documents. The lead is created, never overwritten.
 */
export function addLead(
  batch: WriteBatch,
  input: {
    collection: LeadCollection;
    data: Record<string, unknown>;
    source: LeadSource;
    searchable?: SearchableLead;
    /** Where the visitor came from (issue 20); stored with its channel, "unknown" without one. */
    origin?: LeadOrigin | null;
  },
  leadRef: DocumentReference = db().collection(input.collection).doc(),
): DocumentReference {
  const timestamp = FieldValue.serverTimestamp();
  // Our fields last: a payload can never set its own status or time. Its own `search`
  // (the field leads carried before the index) is dropped: nothing reads it any more.
  const { search: _search, origin: _origin, channel: _channel, ...data } = input.data;
  const origin = input.origin ?? null;
  const channel = channelOf(origin);
  batch.create(leadRef, {
    ...data,
    ...(origin ? { origin } : {}),
    channel,
    timestamp,
    status: "new",
    source: input.source,
  });
  // The owner's response figures count it on its arrival day (src/lib/leads/stats.ts), in the same
  // commit, in one of the day's shards: a burst of leads never contends for one document.
  batch.set(
    db()
      .collection(LEAD_STATS_COLLECTION)
      .doc(arrivalShardId(businessDay(Date.now()), randomInt(ARRIVAL_SHARDS))),
    { received: { [channel]: FieldValue.increment(1) }, updatedAt: timestamp },
    { merge: true },
  );
  // The homeowner's own view of it (issue 22: /account), without anything the owner adds later.
  batch.create(db().collection(ACCOUNT_LEADS).doc(leadRef.id), {
    ...accountLeadOf(input.source, data),
    status: "new",
    timestamp,
  });
  // The same commit, so the lead is never stored unsearchable; both times are the commit's.
  batch.set(
    db().collection(leadSearchCollection(input.collection)).doc(leadRef.id),
    leadSearchEntry(input.searchable ?? searchableOf(input.data), "new", timestamp, channel),
  );
  return leadRef;
}

/**
 * Writes the lead document, its search index entry and its alert (a `notifications`
 * document) in one batch; resolves with the lead's and the alert's ids. A caller that
 * retries passes the `ids` it chose once: lead and alert are created, never overwritten,
 * so a retry after a commit that landed fails with ALREADY_EXISTS instead of storing a
 * second lead or resetting an alert already sent.
 */
export async function storeLead(input: {
  collection: LeadCollection;
  data: Record<string, unknown>;
  source: LeadSource;
  searchable?: SearchableLead;
  origin?: LeadOrigin | null;
  ids?: { leadId: string; notificationId: string };
  /** The client address, counted against the hour's alerts (alertCeiling.ts); none for an estimate. */
  address?: string;
}): Promise<{ leadId: string; notificationId: string }> {
  const firestore = db();
  const notifications = firestore.collection(NOTIFICATIONS);
  const batch = firestore.batch();
  const now = Date.now();
  // Past the hour's ceiling the lead waits in the hour's digest instead of alerting on its own.
  const way = await alertWayOf(input.address, now);
  const alone = way === "alone";
  const hour = hourOf(now);
  const leadRef = addLead(
    batch,
    alone ? input : { ...input, data: { ...input.data, digestHour: hour } },
    input.ids ? firestore.collection(input.collection).doc(input.ids.leadId) : undefined,
  );
  const alertRef = input.ids ? notifications.doc(input.ids.notificationId) : notifications.doc();
  const followUp = await readFollowUp();
  if (alone) {
    batch.create(alertRef, notification(leadRef.path, input.source, "alert"));
    queueFollowUps(batch, {
      leadRef,
      source: input.source,
      alertId: alertRef.id,
      arrival: new Date(now),
      reminderMinutes: followUp.reminderMinutes,
      notify: (kind, extra) => ({ ...notification(leadRef.path, input.source, kind), ...extra }),
    });
  }
  await batch.commit();
  if (!alone) await queueDigest(hour);
  // A network past its own ceiling is a script's: its addresses, anyone's, get no mail from us.
  const email = followUp.instantReply && way !== "address" ? visitorEmail(input.data) : undefined;
  if (email) await queueAck(email, leadRef.path, input.source, alertRef.id);
  return { leadId: leadRef.id, notificationId: alertRef.id };
}

/**
 * The hour's digest and its record, once an hour however many leads join it; due at the
 * hour's end. Never failing the lead: at worst the owner finds it in the inbox unannounced.
 */
async function queueDigest(hour: string): Promise<void> {
  const batch = db().batch();
  const record = db().collection(LEAD_DIGESTS).doc(hour);
  batch.create(record, { hour, createdAt: FieldValue.serverTimestamp() });
  batch.create(db().collection(NOTIFICATIONS).doc(`digest-${hour}`), {
    ...notification(record.path, "contact", "digest"),
    nextAttemptAt: Timestamp.fromMillis(hourEnd(hour)),
  });
  try {
    await batch.commit();
  } catch (error) {
    if (!isAlreadyExists(error)) console.error(`[lead-alerts] digest ${hour} not queued: ${errorCause(error)}`);
  }
}

/**
 * The visitor's acknowledgement, a document of its own (its failures and retries never
 * hold up the owner's alert), written together with one of its address's slots for the
 * day (src/server/leads/ackQuota.ts). After the lead is stored and never failing it: at
 * worst the visitor gets no acknowledgement.
 */
async function queueAck(email: string, lead: string, source: LeadSource, alertId: string): Promise<void> {
  const ref = db().collection(NOTIFICATIONS).doc(ackId(alertId));
  try {
    const queued = await withTimeout(
      withAckSlot(email, (batch) => batch.create(ref, notification(lead, source, "ack"))),
      ACK_QUEUE_TIMEOUT_MS,
      "Queueing the acknowledgement",
    );
    if (!queued) console.info(`[lead-alerts] ${alertId}: acknowledgement left out, the address had its share today`);
  } catch (error) {
    console.error(`[lead-alerts] ${alertId}: acknowledgement not queued: ${errorCause(error)}`);
  }
}

/** What a visit's notification carries besides the outbox's own fields. */
export interface VisitNotice {
  purpose: VisitPurpose;
  audience: VisitAudience;
  visit: VisitSnapshot;
  /** The private link's token, removed once the e-mail is sent (the visit keeps only its hash). */
  token?: string;
}

interface Claimed {
  lead: string;
  source: LeadSource;
  kind: NotificationKind;
  /** This try's number, counted in the claim. */
  attempts: number;
  /** The notification's whole document (a visit's snapshot). */
  data: Record<string, unknown>;
}

const isFuture = (value: unknown) => value instanceof Timestamp && value.toMillis() > Date.now();

/** Takes the lease when the notification is due and free; null when sent, failed, not due yet, leased or gone. */
async function claim(ref: DocumentReference): Promise<Claimed | null> {
  const snapshot = await ref.get();
  if (!snapshot.exists || !snapshot.updateTime) return null;
  const data = snapshot.data() as Record<string, unknown>;
  if (data.sentAt || data.failedAt || data.nextAttemptAt === null || isFuture(data.nextAttemptAt)) return null;
  if (isFuture(data.leaseUntil)) return null;
  const attempts = (typeof data.attempts === "number" ? data.attempts : 0) + 1;
  try {
    // Only if nobody wrote it since it was read: of two senders, the first write wins and the other
    // moves on at once (a transaction's lock made the loser wait, in the emulator for seconds).
    await ref.update(
      { leaseUntil: Timestamp.fromMillis(Date.now() + LEASE_MS), attempts },
      { lastUpdateTime: snapshot.updateTime },
    );
  } catch (error) {
    // FAILED_PRECONDITION: another sender claimed it since it was read.
    if (isFailedPrecondition(error)) return null;
    throw error;
  }
  return {
    lead: String(data.lead),
    source: data.source as LeadSource,
    kind: KINDS.find((kind) => kind === data.kind) ?? "alert",
    attempts,
    data,
  };
}

type Outcome = { result: "sent" | "skipped" } | { result: "failed"; failure: SendFailure };

/** Marks a claimed notification done; a failure here only means the lease runs out and it may be sent again. */
async function finish(ref: DocumentReference, lastError: string | null): Promise<void> {
  try {
    // A visit's private token leaves the outbox with the e-mail that carried it.
    await ref.update({
      sentAt: FieldValue.serverTimestamp(),
      leaseUntil: null,
      nextAttemptAt: null,
      lastError,
      token: FieldValue.delete(),
    });
  } catch (error) {
    console.error(`[lead-alerts] ${ref.id} sent but not marked: ${errorCause(error)}`);
  }
}

/** After a failed send: the next try later, or given up (refused for good, or the last try). */
async function afterFailure(ref: DocumentReference, claimed: Claimed, failure: SendFailure): Promise<void> {
  const givenUp = failure.permanent || claimed.attempts >= NOTIFICATION_MAX_ATTEMPTS;
  console.warn(`[lead-alerts] ${ref.id} not sent (try ${claimed.attempts}): ${failure.cause}`);
  // Released at once; if these writes fail too, the lease simply expires and it is tried again.
  try {
    if (!givenUp) {
      const next = Timestamp.fromMillis(Date.now() + retryDelayMs(claimed.attempts));
      await ref.update({ leaseUntil: null, lastError: failure.cause, nextAttemptAt: next });
      return;
    }
    console.error(`[lead-alerts] ${ref.id} given up after ${claimed.attempts} tries: ${failure.cause}`);
    const failedAt = FieldValue.serverTimestamp();
    await ref.update({
      leaseUntil: null,
      lastError: failure.cause,
      nextAttemptAt: null,
      failedAt,
      token: FieldValue.delete(),
    });
    // The owner's budget and calendar alerts have no lead to show it on, and a reminder
    // given up is past its moment; the log line above is their record.
    if (["budget", "calendar", "digest", "reminder"].includes(claimed.kind)) return;
    // A review request that never arrived shows on its lead, where the owner can ask again.
    if (claimed.kind === "review") {
      const notice = claimed.data as unknown as ReviewNotice;
      // Only the current request's failure is the lead's news (the token is still in `data`).
      if (notice.audience === "client" && (await isCurrentRequest(claimed.lead, notice.token)))
        await db().doc(claimed.lead).update({ "review.failedAt": failedAt });
      return;
    }
    if (claimed.kind === "hook" && claimed.data.minutes !== undefined) return;
    const mailKind = claimed.kind === "visit" ? (claimed.data.audience === "owner" ? "alert" : "ack") : claimed.kind;
    const recorded: Omit<LeadMailFailure, "kind"> = {
      reason: failure.permanent ? "refused" : "gave_up",
      attempts: claimed.attempts,
      smtpCode: failure.smtpCode,
    };
    await db()
      .doc(claimed.lead)
      .update({ [`mailFailures.${mailKind}`]: { ...recorded, at: failedAt } });
  } catch (error) {
    console.error(`[lead-alerts] ${ref.id} failure not recorded: ${errorCause(error)}`);
  }
}

/**
 * A visit's e-mail says what is true when it goes out: one queued before a later move or
 * the cancellation (a lower SEQUENCE: an old time, a link that no longer works) is not
 * sent, and a reminder only for a visit still booked at the time it names.
 */
async function visitChanged(notice: VisitNotice): Promise<boolean> {
  const visit = await db().collection("visits").doc(notice.visit.visitId).get();
  if (!visit.exists) return true;
  if (Number(visit.get("sequence")) > notice.visit.sequence) return true;
  if (notice.purpose !== "reminder") return false;
  const start = visit.get("start") as Timestamp | undefined;
  return visit.get("status") !== "booked" || start?.toMillis() !== notice.visit.start;
}

/** What a claimed notification does: send something (and how its failure reads), or nothing, and why. */
type Delivery = { send: () => Promise<void>; failure: (error: unknown) => SendFailure } | { skip: string };

const mailDelivery = (mail: OutgoingMail | undefined): Delivery =>
  mail ? { send: () => sendMail(mail), failure: sendFailure } : { skip: "no_recipient" };

/** A visitor's e-mail, within the day's e-mails to their mailbox (src/server/mail/recipientQuota.ts). */
async function visitorMailDelivery(mail: OutgoingMail | undefined, notificationId: string): Promise<Delivery> {
  if (!mail) return { skip: "no_recipient" };
  return (await takeRecipientSlot(mail.to, notificationId)) ? mailDelivery(mail) : { skip: "recipient_daily_cap" };
}

/** The notification's e-mail or post, built from the lead as it is now; null when there is nothing to send. */
async function deliveryOf(
  claimed: Claimed,
  notificationId: string,
  leadId: string,
  lead: Record<string, unknown> | undefined,
): Promise<Delivery> {
  const input = { leadId, source: claimed.source, lead: lead ?? {} };
  switch (claimed.kind) {
    case "budget":
      return mailDelivery(buildBudgetAlert(leadId, input.lead));
    case "calendar":
      return mailDelivery(buildCalendarAlert(leadId, input.lead));
    case "visit": {
      const notice = claimed.data as unknown as VisitNotice;
      if (await visitChanged(notice)) return { skip: "visit_changed" };
      const mail = buildVisitMail(notice);
      return notice.audience === "owner" ? mailDelivery(mail) : visitorMailDelivery(mail, notificationId);
    }
    case "ack":
      return visitorMailDelivery(buildLeadAck(input), notificationId);
    case "review": {
      const notice = claimed.data as unknown as ReviewNotice;
      if (notice.audience === "client" && !(await isCurrentRequest(claimed.lead, notice.token)))
        return { skip: "link_replaced" };
      const mail = buildReviewMail(notice);
      return notice.audience === "client" ? visitorMailDelivery(mail, notificationId) : mailDelivery(mail);
    }
    case "alert":
      return mailDelivery(buildLeadAlert(input));
    case "digest":
      return mailDelivery(await buildLeadDigest(leadId));
    case "reminder":
    case "hook": {
      const minutes = typeof claimed.data.minutes === "number" ? claimed.data.minutes : undefined;
      // A reminder (by mail or post) is for a lead nobody has answered yet.
      if (minutes !== undefined && isAnswered(input.lead)) return { skip: "answered" };
      if (claimed.kind === "reminder") {
        const { reminderAlsoTo } = await readFollowUp();
        return mailDelivery(buildLeadReminder(input, minutes ?? 0, reminderAlsoTo));
      }
      const webhook = configuredWebhook();
      if (!webhook) return { skip: "no_webhook" };
      const alert = buildPhoneAlert({ ...input, minutes });
      return { send: () => postWebhook(webhook, alert), failure: webhookFailure };
    }
  }
}

async function deliverOne(ref: DocumentReference): Promise<Outcome> {
  let claimed: Claimed | null;
  try {
    claimed = await claim(ref);
  } catch (error) {
    const cause = `claim:${errorCause(error)}`;
    return { result: "failed", failure: { cause, smtpCode: null, permanent: false, serverWide: false } };
  }
  if (!claimed) return { result: "skipped" };
  let delivery: Delivery;
  try {
    const lead = await db().doc(claimed.lead).get();
    // Deleted (spam) before its alert went out: nothing left to tell anyone. A visit's e-mails
    // carry the visit and go out as long as the visit stands (visitChanged).
    delivery =
      !lead.exists && claimed.kind !== "visit"
        ? { skip: "lead_missing" }
        : await deliveryOf(claimed, ref.id, lead.id, lead.data());
  } catch (error) {
    const failure = sendFailure(error);
    await afterFailure(ref, claimed, failure);
    return { result: "failed", failure };
  }
  if ("skip" in delivery) return await finish(ref, delivery.skip).then(() => ({ result: "skipped" }));
  try {
    await delivery.send();
  } catch (error) {
    const failure = delivery.failure(error);
    await afterFailure(ref, claimed, failure);
    return { result: "failed", failure };
  }
  await finish(ref, null);
  return { result: "sent" };
}

/** Tries to send these notifications now, in order; never throws (failures stay pending for the scheduled retry). */
export async function deliverNow(ids: readonly string[]): Promise<void> {
  for (const id of ids) {
    try {
      await deliverOne(db().collection(NOTIFICATIONS).doc(id));
    } catch (error) {
      console.error(`[lead-alerts] ${id}: ${errorCause(error)}`);
    }
  }
}

/**
 * Tries to send a lead's alert now, then its post to the owner's phone and the visitor's
 * confirmation when storeLead queued them (one that is not there is skipped); never
 * throws (failures stay pending for the scheduled retry).
 */
export function deliverAlert(notificationId: string): Promise<void> {
  return deliverNow([notificationId, hookId(notificationId), ackId(notificationId)]);
}

/**
 * Sends the due notifications, group by group (RUN_GROUPS), each longest-waiting first within
 * its share; returns counts. Used by the scheduled function. The query needs the composite
 * index notifications (kind, nextAttemptAt) in firestore.indexes.json.
 */
export async function deliverPending(options: { share?: number } = {}): Promise<{
  sent: number;
  failed: number;
  skipped: number;
}> {
  const counts = { sent: 0, failed: 0, skipped: 0 };
  const started = Date.now();
  const down = new Set<string>();
  for (const group of RUN_GROUPS) {
    const deadline = started + (group.transport === "webhook" ? WEBHOOK_BUDGET_MS : PENDING_BUDGET_MS);
    if (Date.now() > deadline) continue;
    // The server refuses everything right now: the rest of its kind waits for the next run.
    if (down.has(group.transport)) continue;
    const pending = await db()
      .collection(NOTIFICATIONS)
      .where("kind", "in", group.kinds)
      .where("nextAttemptAt", "<=", Timestamp.now())
      .orderBy("nextAttemptAt")
      .limit(options.share ?? group.share)
      .get();
    for (const doc of pending.docs) {
      if (Date.now() > deadline) break;
      // Being sent right now (a waitUntil send): no transaction needed to know it is not ours.
      if (isFuture(doc.get("leaseUntil"))) {
        counts.skipped += 1;
        continue;
      }
      const outcome = await deliverOne(doc.ref);
      counts[outcome.result] += 1;
      if (outcome.result === "failed" && outcome.failure.serverWide) {
        down.add(group.transport);
        break;
      }
    }
  }
  return counts;
}
