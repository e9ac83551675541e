/**
 * The lead outbox: a lead and its alert are written together, and the alert is sent
 * afterwards from Firestore `notifications`, so an e-mail can delay a lead but never
 * block or lose it. A notification is pending while `sentAt` is null; whoever sends it
 * first claims it in a transaction (a lease of LEASE_MS), so concurrent senders (the
 * contact function's waitUntil, the scheduled retry, a second instance) never both send.
 *
 *   pending  sentAt null, leaseUntil null or past     anyone may claim it
 *   sending  sentAt null, leaseUntil in the future    one sender holds it
 *   sent     sentAt set                               done (lastError "lead_missing" or
 *                                                    "no_recipient": nothing to send)
 *
 * A failed send clears the lease and keeps only a safe cause (error class and code) in
 * lastError; the scheduled function (netlify/functions/lead-alerts.ts) retries it.
 * docs/decisions.md, "Lead alerts".
 */
import { FieldValue, getFirestore, Timestamp, type DocumentReference, type Firestore } from "firebase-admin/firestore";
import { adminApp } from "../firebaseAdmin.ts";
import { envText, type Env } from "../env.ts";
import { errorCause } from "../log.ts";
import { buildLeadAck, buildLeadAlert, visitorEmail } from "../mail/leadAlert.ts";
import { buildBudgetAlert } from "../mail/budgetAlert.ts";
import { sendMail, SmtpNotConfiguredError } from "../mail/transport.ts";
import type { LeadSource } from "../../schemas/lead.ts";
import { leadSearchCollection, leadSearchEntry, searchableOf, type SearchableLead } from "../../schemas/leadSearch.ts";

export type { LeadSource };

/** "budget": the owner's AI budget alert (src/server/budgetAlert.ts), whose `lead` is the aiBudget day. */
type NotificationKind = "alert" | "ack" | "budget";

export const NOTIFICATIONS = "notifications";
/** Longer than one send may take (SMTP timeouts: 5 + 5 + 10 s), short enough for the next minute's retry. */
const LEASE_MS = 60_000;
/** Per run of the scheduled function: it runs every minute and must end well within Netlify's 30 s. */
const PENDING_LIMIT = 25;
const PENDING_BUDGET_MS = 20_000;
/** Causes that say the SMTP server is unreachable: every other pending alert would fail the same way. */
const SERVER_DOWN = /smtp_not_configured|ECONNECTION|ETIMEDOUT|ESOCKET|EDNS|ECONNREFUSED/;

const db = (): Firestore => getFirestore(adminApp());
const ackId = (notificationId: string) => `${notificationId}-ack`;

/** LEAD_ACK_ENABLED=true sends the visitor a confirmation too; off by default. */
const ackEnabled = (env: Env) => envText(env, "LEAD_ACK_ENABLED") === "true";

export function notification(lead: string, source: LeadSource, kind: NotificationKind) {
  return {
    lead,
    source,
    kind,
    createdAt: FieldValue.serverTimestamp(),
    attempts: 0,
    sentAt: null,
    lastError: null,
    leaseUntil: null,
  };
}

/**
 * Writes the lead document, its search index entry and its alert (a `notifications`
 * document) in one batch; resolves with the lead's and the alert's ids. The entry
 * (src/schemas/leadSearch.ts) holds the terms the inbox's search finds the lead by, from
 * its own name, e-mail and phone unless `searchable` names others (an estimate's asker's
 * profile); the lead itself carries none, so the inbox's listing reads small documents.
 */
export async function storeLead(input: {
  collection: "contactForms" | "estimates";
  data: Record<string, unknown>;
  source: LeadSource;
  searchable?: SearchableLead;
}): Promise<{ leadId: string; notificationId: string }> {
  const firestore = db();
  const leadRef = firestore.collection(input.collection).doc();
  const alertRef = firestore.collection(NOTIFICATIONS).doc();
  const batch = firestore.batch();
  const timestamp = FieldValue.serverTimestamp();
  // Our fields last: a payload can never set its own status or time. Its own `search`
  // (the field leads carried before the index) is dropped: nothing reads it any more.
  const { search: _search, ...data } = input.data;
  batch.set(leadRef, { ...data, timestamp, status: "new", source: input.source });
  // The same commit, so the lead is never stored unsearchable; both times are the commit's.
  batch.set(
    firestore.collection(leadSearchCollection(input.collection)).doc(leadRef.id),
    leadSearchEntry(input.searchable ?? searchableOf(input.data), "new", timestamp),
  );
  batch.set(alertRef, notification(leadRef.path, input.source, "alert"));
  if (ackEnabled(process.env) && visitorEmail(input.data)) {
    // A document of its own: its failures and retries never hold up the owner's alert.
    batch.set(
      firestore.collection(NOTIFICATIONS).doc(ackId(alertRef.id)),
      notification(leadRef.path, input.source, "ack"),
    );
  }
  await batch.commit();
  return { leadId: leadRef.id, notificationId: alertRef.id };
}

interface Claimed {
  lead: string;
  source: LeadSource;
  kind: NotificationKind;
}

/** Takes the lease when the notification is pending and free; null when sent, leased or gone. */
async function claim(ref: DocumentReference): Promise<Claimed | null> {
  return db().runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) return null;
    const data = snapshot.data() as Record<string, unknown>;
    if (data.sentAt) return null;
    const lease = data.leaseUntil;
    if (lease instanceof Timestamp && lease.toMillis() > Date.now()) return null;
    tx.update(ref, { leaseUntil: Timestamp.fromMillis(Date.now() + LEASE_MS), attempts: FieldValue.increment(1) });
    return {
      lead: String(data.lead),
      source: data.source as LeadSource,
      kind: data.kind === "ack" || data.kind === "budget" ? data.kind : "alert",
    };
  });
}

type Outcome = { result: "sent" | "skipped" } | { result: "failed"; cause: string };

/** Marks a claimed notification done; a failure here only means the lease runs out and it may be sent again. */
async function finish(ref: DocumentReference, lastError: string | null): Promise<void> {
  try {
    await ref.update({ sentAt: FieldValue.serverTimestamp(), leaseUntil: null, lastError });
  } catch (error) {
    console.error(`[lead-alerts] ${ref.id} sent but not marked: ${errorCause(error)}`);
  }
}

async function deliverOne(ref: DocumentReference): Promise<Outcome> {
  let claimed: Claimed | null;
  try {
    claimed = await claim(ref);
  } catch (error) {
    return { result: "failed", cause: `claim:${errorCause(error)}` };
  }
  if (!claimed) return { result: "skipped" };
  try {
    const lead = await db().doc(claimed.lead).get();
    // Deleted (spam) before its alert went out: nothing left to tell anyone.
    if (!lead.exists) return await finish(ref, "lead_missing").then(() => ({ result: "skipped" }));
    const input = { leadId: lead.id, source: claimed.source, lead: lead.data() ?? {} };
    const mail =
      claimed.kind === "budget"
        ? buildBudgetAlert(lead.id, input.lead)
        : claimed.kind === "ack"
          ? buildLeadAck(input)
          : buildLeadAlert(input);
    if (!mail) return await finish(ref, "no_recipient").then(() => ({ result: "skipped" }));
    await sendMail(mail);
  } catch (error) {
    const cause = error instanceof SmtpNotConfiguredError ? error.code : errorCause(error);
    console.warn(`[lead-alerts] ${ref.id} not sent: ${cause}`);
    // Released at once for the next run; if this write fails too, the lease simply expires.
    await ref.update({ leaseUntil: null, lastError: cause }).catch(() => {});
    return { result: "failed", cause };
  }
  await finish(ref, null);
  return { result: "sent" };
}

/** Tries to send one pending alert now; never throws (failures stay pending for the scheduled retry). */
export async function deliverAlert(notificationId: string): Promise<void> {
  try {
    const notifications = db().collection(NOTIFICATIONS);
    await deliverOne(notifications.doc(notificationId));
    // The visitor's confirmation, if storeLead queued one, after the owner's alert.
    const ack = notifications.doc(ackId(notificationId));
    if ((await ack.get()).exists) await deliverOne(ack);
  } catch (error) {
    console.error(`[lead-alerts] ${notificationId}: ${errorCause(error)}`);
  }
}

/** Sends every pending alert (oldest first, bounded batch); returns counts. Used by the scheduled function. */
export async function deliverPending(options: { limit?: number } = {}): Promise<{
  sent: number;
  failed: number;
  skipped: number;
}> {
  const counts = { sent: 0, failed: 0, skipped: 0 };
  const deadline = Date.now() + PENDING_BUDGET_MS;
  // Needs the composite index notifications (sentAt, createdAt) in firestore.indexes.json.
  const pending = await db()
    .collection(NOTIFICATIONS)
    .where("sentAt", "==", null)
    .orderBy("createdAt")
    .limit(options.limit ?? PENDING_LIMIT)
    .get();
  for (const doc of pending.docs) {
    if (Date.now() > deadline) break;
    // Being sent right now (a waitUntil send): no transaction needed to know it is not ours.
    const lease = doc.get("leaseUntil") as unknown;
    if (lease instanceof Timestamp && lease.toMillis() > Date.now()) {
      counts.skipped += 1;
      continue;
    }
    const outcome = await deliverOne(doc.ref);
    counts[outcome.result] += 1;
    // The server is down: the rest stay pending for the next run instead of each waiting for a timeout.
    if (outcome.result === "failed" && SERVER_DOWN.test(outcome.cause)) break;
  }
  return counts;
}
