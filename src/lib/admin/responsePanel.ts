/**
 * The response panel's rows from a window's summary: the channels in order of
 * leads, each week's stacked counts, shares; and how the proposals /admin lists turn
 * into signatures. Pure, unit-tested without a DOM.
 */
import { format } from "date-fns";
import { LEAD_CHANNELS, type LeadChannel } from "../../schemas/leadOrigin.ts";
import type { ChannelCounts, WindowSummary } from "../../schemas/leadStats.ts";
import type { ProposalState } from "../../schemas/proposalRules.ts";

export interface ChannelRow {
  channel: LeadChannel;
  leads: number;
  won: number;
  lost: number;
}

/** Every channel with a lead in the window, most leads first (ties in the channels' own order). */
export function channelRows(window: WindowSummary): ChannelRow[] {
  return LEAD_CHANNELS.map((channel) => ({
    channel,
    leads: window.received[channel] ?? 0,
    won: window.won[channel] ?? 0,
    lost: window.lost[channel] ?? 0,
  }))
    .filter((row) => row.leads + row.won + row.lost > 0)
    .sort((a, b) => b.leads - a.leads);
}

export interface WeekBar {
  label: string;
  total: number;
  /** The week's counts by channel, in `order`, as shares of the busiest week (0-100). */
  segments: { channel: LeadChannel; count: number; percent: number }[];
}

const sum = (counts: ChannelCounts) => Object.values(counts).reduce((total, count) => total + (count ?? 0), 0);

/** One bar per week, scaled to the busiest week, its segments in the channels' order of the legend. */
export function weekBars(window: WindowSummary, order: readonly LeadChannel[]): WeekBar[] {
  const busiest = Math.max(1, ...window.weeks.map((week) => sum(week.received)));
  return window.weeks.map((week) => ({
    label: format(new Date(`${week.start}T12:00:00`), "MMM d"),
    total: sum(week.received),
    segments: order
      .map((channel) => ({ channel, count: week.received[channel] ?? 0 }))
      .filter((segment) => segment.count > 0)
      .map((segment) => ({ ...segment, percent: (segment.count / busiest) * 100 })),
  }));
}

/** What the proposal figures read of a listed proposal (src/lib/firebase/proposals.ts's ProposalRow). */
export interface ProposalOutcome {
  state: ProposalState;
  /** The latest sending, epoch ms. */
  sentAt: number | null;
  signed: { signedAt: number | null } | null;
}

export interface ProposalConversion {
  sent: number;
  signed: number;
  /** Sending to signature in ms, over the signed ones with both times; null when there is none. */
  medianToSign: number | null;
}

/**
 * Sent = ever past draft. "Expired" is only shown, for an open state, so the stored state
 * counts it; a sent proposal the owner saves again is a draft that keeps its `sentAt`,
 * and it was sent all the same. Signed = signed or paid, or a signature recorded whatever
 * the state says.
 */
export function proposalConversion(rows: readonly ProposalOutcome[]): ProposalConversion {
  const signed = rows.filter((row) => row.signed !== null || row.state === "signed" || row.state === "paid");
  const waits = signed.flatMap((row) => {
    const signedAt = row.signed?.signedAt ?? null;
    // Signing needs the latest sending's link, so only a hand-edited record could sign before it.
    return row.sentAt !== null && signedAt !== null && signedAt >= row.sentAt ? [signedAt - row.sentAt] : [];
  });
  return {
    sent: rows.filter((row) => row.state !== "draft" || row.sentAt !== null || row.signed !== null).length,
    signed: signed.length,
    medianToSign: median(waits),
  };
}

function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const HOUR_MS = 3_600_000;

/** A wait in hours under 2 days (a day and a half reads better as 36 hours), in days from there; one decimal at most. */
export function signingWait(ms: number): { unit: "hours" | "days"; amount: number } {
  const hours = ms / HOUR_MS;
  return hours < 48
    ? { unit: "hours", amount: Math.round(hours * 10) / 10 }
    : { unit: "days", amount: Math.round((hours / 24) * 10) / 10 };
}
