/**
 * What follows a new lead besides the owner's e-mail: a post to the owner's
 * phone (ALERT_WEBHOOK_URL) and reminders while the lead stays "new", each an outbox
 * notification written in the lead's own batch, so none is lost or sent twice. Their ids
 * derive from the alert's: `<alert>-hook`, `<alert>-reminder-<n>` and
 * `<alert>-reminder-<n>-hook`. A reminder is due at its time in office hours
 * (src/lib/leads/businessHours.ts) and checks the lead again when it is sent: once the
 * owner changed the status (or deleted the lead) it is dropped.
 */
import { getFirestore, Timestamp, type DocumentReference, type WriteBatch } from "firebase-admin/firestore";
import { reminderTimes } from "../../lib/leads/businessHours.ts";
import { DEFAULT_FOLLOW_UP, followUpOf, type FollowUp } from "../../schemas/followUp.ts";
import type { LeadSource } from "../../schemas/lead.ts";
import { configuredWebhook } from "../alerts/webhook.ts";
import type { Env } from "../env.ts";
import { adminApp } from "../firebaseAdmin.ts";
import { errorCause } from "../log.ts";
import { withTimeout } from "../withTimeout.ts";
import { notification, notificationRef } from "../outbox/queue.ts";
import { FOLLOW_UP_DOC } from "../../schemas/collections.ts";

/** Reading the settings must not hold up a lead: past this the defaults apply. */
const SETTINGS_TIMEOUT_MS = 1_500;

export const hookId = (notificationId: string) => `${notificationId}-hook`;
const reminderId = (alertId: string, step: number) => `${alertId}-reminder-${step}`;

/** The owner's follow-up settings (settings/followUp), or the defaults when absent, unreadable or slow. */
export async function readFollowUp(): Promise<FollowUp> {
  try {
    const snapshot = await withTimeout(
      getFirestore(adminApp()).doc(FOLLOW_UP_DOC).get(),
      SETTINGS_TIMEOUT_MS,
      "Reading the follow-up settings",
    );
    return snapshot.exists ? followUpOf(snapshot.data()) : DEFAULT_FOLLOW_UP;
  } catch (error) {
    console.warn(`[lead-alerts] follow-up settings not read, defaults used: ${errorCause(error)}`);
    return DEFAULT_FOLLOW_UP;
  }
}

/** A lead the owner has answered: its status moved on from "new", or the time of that move is stored. */
export function isAnswered(lead: Record<string, unknown>): boolean {
  return (lead.status !== undefined && lead.status !== "new") || lead.firstResponseAt != null;
}

/**
 * Adds the lead's phone alert (when a webhook is configured) and its reminders to the
 * lead's batch; returns the ids to send at once (the phone alert).
 */
export function queueFollowUps(
  batch: WriteBatch,
  input: {
    leadRef: DocumentReference;
    source: LeadSource;
    alertId: string;
    arrival: Date;
    /** The owner's reminder times (settings/followUp); none for a booked visit, whose visitor has their answer. */
    reminderMinutes: readonly number[];
  },
  env: Env = process.env,
): string[] {
  const notify = (kind: "hook" | "reminder", extra: Record<string, unknown> = {}) => ({
    ...notification(input.leadRef.path, input.source, kind),
    ...extra,
  });
  const webhook = configuredWebhook(env) !== undefined;
  const sendNow: string[] = [];
  if (webhook) {
    batch.create(notificationRef(hookId(input.alertId)), notify("hook"));
    sendNow.push(hookId(input.alertId));
  }
  const minutes = input.reminderMinutes;
  reminderTimes(input.arrival, minutes).forEach((due, index) => {
    const step = index + 1;
    const timing = { nextAttemptAt: Timestamp.fromDate(due), minutes: minutes[index] };
    batch.create(notificationRef(reminderId(input.alertId, step)), notify("reminder", timing));
    if (webhook) batch.create(notificationRef(hookId(reminderId(input.alertId, step))), notify("hook", timing));
  });
  return sendNow;
}
