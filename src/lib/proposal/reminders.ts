/**
 * When a sent proposal reminds the homeowner: once if it is still unopened 48 hours after
 * sending, once 48 hours before its link ends; each only while there is time left, and
 * the second only after the first. The outbox holds them until then; any answer, a
 * revision or the end of the link stops them (src/server/proposals/proposalNotice.ts).
 */
const HOUR_MS = 60 * 60_000;
const REMINDER_HOURS = { unopened: 48, beforeExpiry: 48 } as const;

export interface Reminder {
  event: "remind-unopened" | "remind-expiring";
  /** Epoch ms. */
  at: number;
}

export function reminderTimes(sentAt: number, expiresAt: number): Reminder[] {
  const unopened = sentAt + REMINDER_HOURS.unopened * HOUR_MS;
  const expiring = expiresAt - REMINDER_HOURS.beforeExpiry * HOUR_MS;
  const reminders: Reminder[] = [];
  if (unopened < expiresAt - HOUR_MS) reminders.push({ event: "remind-unopened", at: unopened });
  if (expiring > unopened) reminders.push({ event: "remind-expiring", at: expiring });
  return reminders;
}
