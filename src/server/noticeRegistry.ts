/**
 * Every kind of notification and the feature that sends it: the outbox's one switch. A new
 * kind is a handler file in its feature, its name in
 * NotificationKind (outbox/queue.ts) and one line here; the type makes the line required.
 * The functions send through these exports; a feature that must send at once without
 * standing above every other (an owner's alert) uses outbox/deliver.ts with its own handler.
 */
import { budgetNotice } from "./budgetNotice.ts";
import { calendarNotice } from "./booking/calendarNotice.ts";
import { visitNotice } from "./booking/visitNotice.ts";
import { ackNotice } from "./leads/ackNotice.ts";
import { alertNotice, reminderNotice } from "./leads/alertNotice.ts";
import { digestNotice } from "./leads/digestNotice.ts";
import { hookId } from "./leads/followUp.ts";
import { phoneNotice } from "./leads/phoneNotice.ts";
import { ackId } from "./leads/store.ts";
import { deliverDue, deliverWith, type NotificationHandler, type RunGroup } from "./outbox/deliver.ts";
import type { NotificationKind } from "./outbox/queue.ts";
import { proposalNewsNotice, proposalNotice } from "./proposals/proposalNotice.ts";
import { reviewNotice } from "./reviews/reviewNotice.ts";

const HANDLERS: Record<NotificationKind, NotificationHandler> = {
  alert: alertNotice,
  ack: ackNotice,
  reminder: reminderNotice,
  hook: phoneNotice,
  digest: digestNotice,
  visit: visitNotice,
  calendar: calendarNotice,
  review: reviewNotice,
  budget: budgetNotice,
  proposal: proposalNotice,
  proposalNews: proposalNewsNotice,
};

/** Per run of the scheduled function: it runs every minute and must end well within Netlify's 30 s. */
const PENDING_BUDGET_MS = 20_000;
/** The phone posts' part of it, first: a webhook that hangs (8 s a try) leaves the e-mails the rest. */
const WEBHOOK_BUDGET_MS = 6_000;
/** Each group's most per run: a flood of one group fills only its own share. */
const SHARE = 25;

const kindsOf = (group: NotificationHandler["group"]) =>
  (Object.keys(HANDLERS) as NotificationKind[]).filter((kind) => HANDLERS[kind].group === group);

/**
 * A run's order: the posts to the owner's phone first (within WEBHOOK_BUDGET_MS), then new
 * leads' alerts, the owner's other e-mails and a visit's, the reminders, and the visitors'
 * and clients' e-mails last. A mail server that refuses or hangs stops the e-mail groups,
 * not the phone posts.
 */
const RUN_GROUPS: RunGroup[] = [
  { kinds: kindsOf("phone"), share: SHARE, budgetMs: WEBHOOK_BUDGET_MS, transport: "webhook" },
  ...(["alerts", "owner", "reminders", "visitors"] as const).map((group) => ({
    kinds: kindsOf(group),
    share: SHARE,
    budgetMs: PENDING_BUDGET_MS,
    transport: "mail" as const,
  })),
];

/** Tries to send these notifications now, in order; never throws (failures stay pending for the scheduled run). */
export const deliverNow = (ids: readonly string[]): Promise<void> => deliverWith(HANDLERS, ids);

/**
 * Tries to send a lead's alert now, then its post to the owner's phone and the visitor's
 * instant reply when storeLead queued them (one that is not there is skipped).
 */
export const deliverAlert = (notificationId: string): Promise<void> => deliverNow(leadNoticeIds(notificationId));

/** Sends what is due, group by group (the scheduled function, every minute); returns counts. */
export const deliverPending = (options: { share?: number } = {}) => deliverDue(HANDLERS, RUN_GROUPS, options);

/** The notifications a new lead may have queued: its alert, its phone post, the visitor's instant reply. */
export const leadNoticeIds = (alertId: string): string[] => [alertId, hookId(alertId), ackId(alertId)];
