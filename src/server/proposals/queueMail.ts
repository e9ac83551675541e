/**
 * A proposal's and its change orders' e-mails into the outbox, in the transaction that made
 * them: whom each is for decides its kind, "proposal" for the homeowner and "proposalNews"
 * for the owner, so no caller names it (src/server/proposals/proposalNotice.ts sends both).
 */
import { Timestamp, type Transaction } from "firebase-admin/firestore";
import type { LeadSource } from "../../schemas/lead.ts";
import { notification, notificationRef, type NotificationKind } from "../outbox/queue.ts";
import type { ChangeOrderNotice } from "./changeOrderRecord.ts";
import type { ProposalMailNotice } from "./proposalMail.ts";

type Notice = ProposalMailNotice | ChangeOrderNotice;

/** The homeowner's answers are the owner's news; any notice with an audience says whose it is. */
const OWNER_EVENTS: readonly Notice["event"][] = ["changes", "declined", "change-declined"];

export function noticeKind(notice: Notice): NotificationKind {
  const forOwner = "audience" in notice ? notice.audience === "owner" : OWNER_EVENTS.includes(notice.event);
  return forOwner ? "proposalNews" : "proposal";
}

/**
 * Queues the notices about `lead` (the proposal's or change order's path), due at once or at
 * `dueAt` (a reminder); their outbox ids, for delivery after the answer.
 */
export function queueProposalMail(
  transaction: Transaction,
  lead: string,
  source: LeadSource,
  notices: Notice[],
  dueAt?: number,
): string[] {
  return notices.map((notice) => {
    const ref = notificationRef();
    transaction.create(ref, {
      ...notification(lead, source, noticeKind(notice)),
      ...(dueAt === undefined ? {} : { nextAttemptAt: Timestamp.fromMillis(dueAt) }),
      ...notice,
    });
    return ref.id;
  });
}
