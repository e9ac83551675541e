/**
 * Sending what the outbox holds, whatever its kind. Whoever sends a notification first
 * claims it with a write made only if nobody wrote it since it was read (a lease of
 * LEASE_MS), so concurrent senders (a function's waitUntil, the scheduled retry, a second
 * instance) never both send. What to send is the kind's handler's business
 * (src/server/noticeRegistry.ts).
 *
 *   pending  nextAttemptAt set, leaseUntil null or past    due once nextAttemptAt has passed
 *   sending  leaseUntil in the future                      one sender holds it
 *   sent     sentAt set, nextAttemptAt null                done; lastError says why nothing was
 *                                                         sent when nothing was ("lead_missing",
 *                                                         "no_recipient", "visit_changed", ...)
 *   failed   failedAt set, nextAttemptAt null              refused for good, or still failing
 *                                                         after NOTIFICATION_MAX_ATTEMPTS
 *
 * A failed send clears the lease, keeps only a safe cause (error class, code, SMTP reply
 * code) in lastError and sets the next try a minute later, doubling up to an hour.
 * docs/decisions/leads.md.
 */
import { FieldValue, getFirestore, Timestamp, type DocumentReference } from "firebase-admin/firestore";
import type { LeadMailFailure, LeadSource } from "../../schemas/lead.ts";
import { NOTIFICATIONS } from "../../schemas/collections.ts";
import { adminApp, isFailedPrecondition } from "../firebaseAdmin.ts";
import { errorCause } from "../log.ts";
import { recipientSeatFree } from "../mail/recipientQuota.ts";
import { sendFailure, sendMail, type OutgoingMail, type SendFailure } from "../mail/transport.ts";
import { notificationRef, type NotificationKind } from "./queue.ts";

/** Longer than one send may take (SMTP timeouts: 5 + 5 + 10 s), short enough for the next minute's retry. */
const LEASE_MS = 60_000;
/** Tries before a notification is given up: with the waits below, about a day. */
export const NOTIFICATION_MAX_ATTEMPTS = 30;
const FIRST_RETRY_MS = 60_000;
const LONGEST_RETRY_MS = 60 * 60_000;

/** The wait after the given number of failed tries: a minute, doubling up to an hour. */
const retryDelayMs = (attempts: number): number =>
  Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);

/** A notification this sender holds the lease of. */
export interface Claimed {
  id: string;
  /** The path of what it is about (see queue.ts). */
  lead: string;
  source: LeadSource;
  kind: NotificationKind;
  /** This try's number, counted in the claim. */
  attempts: number;
  /** The notification's whole document (a visit's snapshot, a review's notice). */
  data: Record<string, unknown>;
}

/** What a claimed notification does: send something (and how its failure reads), or nothing, and why. */
export type Delivery = { send: () => Promise<void>; failure: (error: unknown) => SendFailure } | { skip: string };

/** What each kind of notification does; a feature owns its kind's handler. */
export interface NotificationHandler {
  /** Which of the scheduled run's groups it goes out in (noticeRegistry.ts, RUN_GROUPS). */
  group: "phone" | "alerts" | "owner" | "reminders" | "visitors";
  /** Sent even when its lead is gone (a visit's e-mails carry their visit); otherwise "lead_missing". */
  withoutLead?: boolean;
  /** What to send now, built from the lead as it is now (its id, and its data: undefined when gone). */
  deliver: (claimed: Claimed, lead: StoredLead) => Promise<Delivery>;
  /** What a notification given up leaves where the owner sees it; without it the log line is its record. */
  givenUp?: (claimed: Claimed, record: Omit<LeadMailFailure, "kind">, at: FieldValue) => Promise<void>;
}

export interface StoredLead {
  id: string;
  data: Record<string, unknown> | undefined;
}

export type Handlers = Partial<Record<NotificationKind, NotificationHandler>>;

export const mailDelivery = (mail: OutgoingMail | undefined): Delivery =>
  mail ? { send: () => sendMail(mail), failure: sendFailure } : { skip: "no_recipient" };

/** A visitor's e-mail, within the day's e-mails to their mailbox (src/server/mail/recipientQuota.ts). */
export async function visitorMailDelivery(mail: OutgoingMail | undefined, notificationId: string): Promise<Delivery> {
  if (!mail) return { skip: "no_recipient" };
  return (await recipientSeatFree(mail.to, notificationId)) ? mailDelivery(mail) : { skip: "recipient_daily_cap" };
}

/** Records a given-up e-mail on its lead (`mailFailures.<kind>`), where the owner sees it in /admin. */
export const recordOnLead =
  (mailKind: "alert" | "ack" | "hook"): NonNullable<NotificationHandler["givenUp"]> =>
  async (claimed, record, at) => {
    await getFirestore(adminApp())
      .doc(claimed.lead)
      .update({ [`mailFailures.${mailKind}`]: { ...record, at } });
  };

const isFuture = (value: unknown) => value instanceof Timestamp && value.toMillis() > Date.now();

/** Takes the lease when the notification is due, free and of a kind `handlers` send; null otherwise. */
async function claim(ref: DocumentReference, handlers: Handlers): Promise<Claimed | null> {
  const snapshot = await ref.get();
  if (!snapshot.exists || !snapshot.updateTime) return null;
  const data = snapshot.data() as Record<string, unknown>;
  const kind = data.kind as NotificationKind;
  if (!handlers[kind]) return null;
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
  return { id: ref.id, lead: String(data.lead), source: data.source as LeadSource, kind, attempts, data };
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
    console.error(`[outbox] ${ref.id} sent but not marked: ${errorCause(error)}`);
  }
}

/** After a failed send: the next try later, or given up (refused for good, or the last try). */
async function afterFailure(
  ref: DocumentReference,
  claimed: Claimed,
  handler: NotificationHandler,
  failure: SendFailure,
): Promise<void> {
  const givenUp = failure.permanent || claimed.attempts >= NOTIFICATION_MAX_ATTEMPTS;
  console.warn(`[outbox] ${ref.id} not sent (try ${claimed.attempts}): ${failure.cause}`);
  // Released at once; if these writes fail too, the lease simply expires and it is tried again.
  try {
    if (!givenUp) {
      const next = Timestamp.fromMillis(Date.now() + retryDelayMs(claimed.attempts));
      await ref.update({ leaseUntil: null, lastError: failure.cause, nextAttemptAt: next });
      return;
    }
    console.error(`[outbox] ${ref.id} given up after ${claimed.attempts} tries: ${failure.cause}`);
    const failedAt = FieldValue.serverTimestamp();
    await ref.update({
      leaseUntil: null,
      lastError: failure.cause,
      nextAttemptAt: null,
      failedAt,
      token: FieldValue.delete(),
    });
    const record = {
      reason: failure.permanent ? ("refused" as const) : ("gave_up" as const),
      attempts: claimed.attempts,
      smtpCode: failure.smtpCode,
    };
    await handler.givenUp?.(claimed, record, failedAt);
  } catch (error) {
    console.error(`[outbox] ${ref.id} failure not recorded: ${errorCause(error)}`);
  }
}

async function deliverOne(ref: DocumentReference, handlers: Handlers): Promise<Outcome> {
  let claimed: Claimed | null;
  try {
    claimed = await claim(ref, handlers);
  } catch (error) {
    const cause = `claim:${errorCause(error)}`;
    return { result: "failed", failure: { cause, smtpCode: null, permanent: false, serverWide: false } };
  }
  if (!claimed) return { result: "skipped" };
  const handler = handlers[claimed.kind] as NotificationHandler;
  let delivery: Delivery;
  try {
    const lead = await getFirestore(adminApp()).doc(claimed.lead).get();
    // Deleted (spam) before its alert went out: nothing left to tell anyone.
    delivery =
      !lead.exists && !handler.withoutLead
        ? { skip: "lead_missing" }
        : await handler.deliver(claimed, { id: lead.id, data: lead.data() });
  } catch (error) {
    const failure = sendFailure(error);
    await afterFailure(ref, claimed, handler, failure);
    return { result: "failed", failure };
  }
  if ("skip" in delivery) return await finish(ref, delivery.skip).then(() => ({ result: "skipped" }));
  try {
    await delivery.send();
  } catch (error) {
    const failure = delivery.failure(error);
    await afterFailure(ref, claimed, handler, failure);
    return { result: "failed", failure };
  }
  await finish(ref, null);
  return { result: "sent" };
}

/**
 * Tries to send these notifications now, in order, each of a kind `handlers` send (the
 * others wait for the scheduled run); never throws (failures stay pending for it).
 */
export async function deliverWith(handlers: Handlers, ids: readonly string[]): Promise<void> {
  for (const id of ids) {
    try {
      await deliverOne(notificationRef(id), handlers);
    } catch (error) {
      console.error(`[outbox] ${id}: ${errorCause(error)}`);
    }
  }
}

/** One share of the scheduled run: these kinds, at most `share` of them, within `budgetMs` of the run's start. */
export interface RunGroup {
  kinds: NotificationKind[];
  share: number;
  budgetMs: number;
  transport: "mail" | "webhook";
}

/**
 * Sends the due notifications, group by group, each longest-waiting first within its share;
 * returns counts. A transport that fails server-wide (the SMTP server refuses everything)
 * stops the rest of its groups until the next run. The query needs the composite index
 * notifications (kind, nextAttemptAt) in firestore.indexes.json.
 */
export async function deliverDue(
  handlers: Handlers,
  groups: readonly RunGroup[],
  options: { share?: number } = {},
): Promise<{ sent: number; failed: number; skipped: number }> {
  const counts = { sent: 0, failed: 0, skipped: 0 };
  const started = Date.now();
  const down = new Set<string>();
  for (const group of groups) {
    const deadline = started + group.budgetMs;
    if (Date.now() > deadline || down.has(group.transport)) continue;
    const pending = await getFirestore(adminApp())
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
      const outcome = await deliverOne(doc.ref, handlers);
      counts[outcome.result] += 1;
      if (outcome.result === "failed" && outcome.failure.serverWide) {
        down.add(group.transport);
        break;
      }
    }
  }
  return counts;
}
