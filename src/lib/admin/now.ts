/**
 * /admin's "Now" card without a DOM: the leads waiting for an answer, the visits of today and
 * tomorrow, the proposals that wait on the owner. Built from what the dashboard already reads.
 */
import { ADMIN_TEXT } from "../../config/text.ts";
import type { ProposalRow } from "../firebase/proposals.ts";
import { businessDay } from "../format/businessDay.ts";
import { shownState } from "../proposal/state.ts";
import type { ContactLead, EstimateLead } from "../../schemas/lead.ts";

const T = ADMIN_TEXT.now;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** How many waiting leads the card lists; the inbox below has them all. */
export const NOW_WAITING_LIMIT = 5;
/** A sent proposal this close to its end is listed. */
const EXPIRING_WITHIN_MS = 3 * DAY;

export interface WaitingLead {
  id: string;
  name: string;
  kind: keyof typeof T.kinds;
  phone: string;
  /** When it arrived, epoch ms; null when the document has no usable time. */
  since: number | null;
}

/**
 * New leads (nobody has answered: status "new") of both kinds, oldest first (one without a
 * time first: it is at least as old as the rest).
 */
export function waitingLeads(contacts: readonly ContactLead[], estimates: readonly EstimateLead[]): WaitingLead[] {
  const leads: WaitingLead[] = [
    ...contacts
      .filter((lead) => lead.status === "new")
      .map((lead) => ({ id: lead.id, name: lead.name, kind: lead.source, phone: lead.phone, since: lead.timestamp })),
    ...estimates
      .filter((lead) => lead.status === "new")
      .map((lead) => ({
        id: lead.id,
        name: lead.userName,
        kind: "estimate" as const,
        phone: lead.userPhone,
        since: lead.timestamp,
      })),
  ];
  return leads.sort((a, b) => (a.since ?? -Infinity) - (b.since ?? -Infinity));
}

/** The one that arrived last: the lead to call first. */
export const newestLead = (waiting: readonly WaitingLead[]): WaitingLead | undefined =>
  waiting.reduce<WaitingLead | undefined>(
    (newest, lead) => (newest && (newest.since ?? -Infinity) >= (lead.since ?? -Infinity) ? newest : lead),
    undefined,
  );

/** "just now", "12 min", "3 h", "2 days": how long a lead has waited. */
export function waitedFor(ms: number): string {
  if (ms < MINUTE) return T.ago.justNow;
  if (ms < HOUR) return T.ago.minutes(Math.floor(ms / MINUTE));
  if (ms < DAY) return T.ago.hours(Math.floor(ms / HOUR));
  return T.ago.days(Math.floor(ms / DAY));
}

/** What to read for today and tomorrow in the business's zone: from a day back to three days on. */
export const nowVisitRange = (now: number): { from: number; to: number } => ({ from: now - DAY, to: now + 3 * DAY });

/** The visits of the business's today and tomorrow, earliest first, each with which of the two it is. */
export function todayAndTomorrow<Visit extends { start: number }>(
  visits: readonly Visit[],
  now: number,
): { visit: Visit; day: "today" | "tomorrow" }[] {
  const today = businessDay(now);
  // Noon today plus a day is tomorrow in any zone, whatever the clock change.
  const tomorrow = businessDay(Date.parse(`${today}T12:00:00Z`) + DAY);
  return [...visits]
    .sort((a, b) => a.start - b.start)
    .flatMap((visit): { visit: Visit; day: "today" | "tomorrow" }[] => {
      const day = businessDay(visit.start);
      if (day === today) return [{ visit, day: "today" }];
      return day === tomorrow ? [{ visit, day: "tomorrow" }] : [];
    });
}

/** Sent proposals the homeowner asked to change, and open ones ending within three days; soonest end first. */
export function proposalsToAnswer(rows: readonly ProposalRow[], now: number): ProposalRow[] {
  return rows
    .filter((row) => {
      const state = shownState(row, now);
      if (state === "changes") return true;
      const open = state === "sent" || state === "viewed";
      return open && row.expiresAt !== null && row.expiresAt - now <= EXPIRING_WITHIN_MS;
    })
    .sort((a, b) => (a.expiresAt ?? Infinity) - (b.expiresAt ?? Infinity));
}
