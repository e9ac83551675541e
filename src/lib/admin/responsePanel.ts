/**
 * The response panel's rows from a window's summary: the channels in order of
 * leads, each week's stacked counts, shares. Pure, unit-tested without a DOM.
 */
import { format } from "date-fns";
import { LEAD_CHANNELS, type LeadChannel } from "../../schemas/leadOrigin.ts";
import type { ChannelCounts, WindowSummary } from "../../schemas/leadStats.ts";

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
