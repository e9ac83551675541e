/**
 * Storing a lead: the lead, its search entry, the homeowner's own view of it, the day's
 * arrival counter and its notifications are one commit, so a lead is never stored without
 * its alert queued, nor unsearchable. An e-mail can delay a lead but never block or lose
 * it: sending is the outbox's (src/server/outbox/), after the commit.
 */
import { randomInt } from "node:crypto";
import {
  FieldValue,
  getFirestore,
  Timestamp,
  type DocumentReference,
  type Firestore,
  type WriteBatch,
} from "firebase-admin/firestore";
import { storedLanguage } from "../../config/i18n.ts";
import { businessDay } from "../../lib/format/businessDay.ts";
import { accountLeadOf } from "../../schemas/accountLead.ts";
import {
  ACCOUNT_LEADS,
  LEAD_DIGESTS,
  LEAD_STATS,
  leadSearchCollection,
  type LeadCollection,
} from "../../schemas/collections.ts";
import type { LeadSource } from "../../schemas/lead.ts";
import { channelOf, type LeadOrigin } from "../../schemas/leadOrigin.ts";
import { leadSearchEntry, searchableOf, type SearchableLead } from "../../schemas/leadSearch.ts";
import { ARRIVAL_SHARDS, arrivalShardId } from "../../schemas/leadStats.ts";
import { adminApp, isAlreadyExists } from "../firebaseAdmin.ts";
import { errorCause } from "../log.ts";
import { visitorEmail } from "../mail/leadAlert.ts";
import { notification, notificationRef } from "../outbox/queue.ts";
import { withTimeout } from "../withTimeout.ts";
import { withAckSeat } from "./ackQuota.ts";
import { alertWayOf, hourEnd, hourOf } from "./alertCeiling.ts";
import { queueFollowUps, readFollowUp } from "./followUp.ts";

/** Queueing the acknowledgement after the lead is stored; past this the visitor is answered without one. */
const ACK_QUEUE_TIMEOUT_MS = 2_000;

const db = (): Firestore => getFirestore(adminApp());
/** The visitor's instant reply: beside its lead's alert. */
export const ackId = (alertId: string) => `${alertId}-ack`;

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
    /** Where the visitor came from; stored with its channel, "unknown" without one. */
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
  // Always stored, so the inbox's language filter finds English leads too (English when the payload names none).
  const language = storedLanguage(data);
  batch.create(leadRef, {
    ...data,
    ...(origin ? { origin } : {}),
    channel,
    language,
    timestamp,
    status: "new",
    source: input.source,
  });
  // The owner's response figures count it on its arrival day (src/lib/leads/stats.ts), in the same
  // commit, in one of the day's shards: a burst of leads never contends for one document.
  batch.set(
    db()
      .collection(LEAD_STATS)
      .doc(arrivalShardId(businessDay(Date.now()), randomInt(ARRIVAL_SHARDS))),
    { received: { [channel]: FieldValue.increment(1) }, updatedAt: timestamp },
    { merge: true },
  );
  // The homeowner's own view of it (/account), without anything the owner adds later.
  batch.create(db().collection(ACCOUNT_LEADS).doc(leadRef.id), {
    ...accountLeadOf(input.source, data),
    status: "new",
    timestamp,
  });
  // The same commit, so the lead is never stored unsearchable; both times are the commit's.
  batch.set(
    db().collection(leadSearchCollection(input.collection)).doc(leadRef.id),
    leadSearchEntry(input.searchable ?? searchableOf(input.data), { status: "new", timestamp, channel, language }),
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
  const alertRef = notificationRef(input.ids?.notificationId);
  const followUp = await readFollowUp();
  if (alone) {
    batch.create(alertRef, notification(leadRef.path, input.source, "alert"));
    queueFollowUps(batch, {
      leadRef,
      source: input.source,
      alertId: alertRef.id,
      arrival: new Date(now),
      reminderMinutes: followUp.reminderMinutes,
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
  batch.create(notificationRef(`digest-${hour}`), {
    ...notification(record.path, "contact", "digest"),
    nextAttemptAt: Timestamp.fromMillis(hourEnd(hour)),
  });
  try {
    await batch.commit();
  } catch (error) {
    if (!isAlreadyExists(error)) console.error(`[outbox] digest ${hour} not queued: ${errorCause(error)}`);
  }
}

/**
 * The visitor's acknowledgement, a document of its own (its failures and retries never
 * hold up the owner's alert), written together with one of its address's slots for the
 * day (ackQuota.ts). After the lead is stored and never failing it: at worst the visitor
 * gets no acknowledgement.
 */
async function queueAck(email: string, lead: string, source: LeadSource, alertId: string): Promise<void> {
  const ref = notificationRef(ackId(alertId));
  try {
    const queued = await withTimeout(
      withAckSeat(email, (batch) => batch.create(ref, notification(lead, source, "ack"))),
      ACK_QUEUE_TIMEOUT_MS,
      "Queueing the acknowledgement",
    );
    if (!queued) console.info(`[outbox] ${alertId}: acknowledgement left out, the address had its share today`);
  } catch (error) {
    console.error(`[outbox] ${alertId}: acknowledgement not queued: ${errorCause(error)}`);
  }
}
