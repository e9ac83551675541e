/**
 * The owner's response figures, kept as counters per arrival day and never by
 * reading the leads: a lead adds to the counters of the day it arrived (its cohort), and a
 * change to it moves its contribution from what it was to what it is. One document per
 * New York day, `leadStats/{YYYY-MM-DD}`:
 *
 *   received.<channel>   leads that arrived that day, by where they came from
 *   won.<channel>        of those, marked won; lost.<channel> marked lost
 *   answered             of those, answered (a first change away from New)
 *   within.m5|h1|d1      answered within 5 minutes, an hour, one business day
 *   buckets.<i>          answered after RESPONSE_BUCKETS[i-1] to RESPONSE_BUCKETS[i] minutes
 *
 * The functions add a new lead's `received` in its own batch; /admin moves a lead's
 * contribution in the same transaction as its status change or deletion. A scheduled run
 * sums the last 90 days into one small summary the dashboard reads (summarise below).
 * docs/decisions/leads.md.
 */
import { businessDay } from "../format/businessDay.ts";
import { withinBusinessDay } from "./businessHours.ts";
import { LEAD_CHANNELS } from "../../schemas/leadOrigin.ts";
import {
  RESPONSE_BUCKETS,
  STATS_WINDOWS,
  type ChannelCounts,
  type DayStats,
  type StatsLead,
  type StatsSummary,
  type WindowSummary,
} from "../../schemas/leadStats.ts";

const MINUTE_MS = 60_000;

/** What one lead adds to its arrival day's counters; numbers are 0 or 1. */
export interface Contribution {
  day: string;
  counts: Record<string, number>;
}

/** The bucket index a response time falls in (1-based key, so a map field name is never "0"-ambiguous). */
export function bucketOf(minutes: number): number {
  const index = RESPONSE_BUCKETS.findIndex((bound) => minutes < bound);
  return (index === -1 ? RESPONSE_BUCKETS.length : index) + 1;
}

/** A lead's counters; null for a lead without an arrival time (it cannot be placed on a day). */
export function contributionOf(lead: StatsLead): Contribution | null {
  if (lead.timestamp === null) return null;
  const counts: Record<string, number> = { [`received.${lead.channel}`]: 1 };
  if (lead.status === "won") counts[`won.${lead.channel}`] = 1;
  if (lead.status === "lost") counts[`lost.${lead.channel}`] = 1;
  if (lead.firstResponseAt !== null) {
    const minutes = Math.max(0, (lead.firstResponseAt - lead.timestamp) / MINUTE_MS);
    counts.answered = 1;
    counts[`buckets.${bucketOf(minutes)}`] = 1;
    if (minutes <= 5) counts["within.m5"] = 1;
    if (minutes <= 60) counts["within.h1"] = 1;
    if (withinBusinessDay(new Date(lead.timestamp), new Date(lead.firstResponseAt))) counts["within.d1"] = 1;
  }
  return { day: businessDay(lead.timestamp), counts };
}

/**
 * The increments that turn `before`'s counters into `after`'s, per day (null: no lead,
 * as before a creation or after a deletion); only fields that change.
 */
export function statsDelta(before: StatsLead | null, after: StatsLead | null): Map<string, Record<string, number>> {
  const delta = new Map<string, Record<string, number>>();
  const add = (contribution: Contribution | null, sign: 1 | -1) => {
    if (!contribution) return;
    const day = delta.get(contribution.day) ?? {};
    for (const [field, value] of Object.entries(contribution.counts)) day[field] = (day[field] ?? 0) + sign * value;
    delta.set(contribution.day, day);
  };
  add(before && contributionOf(before), -1);
  add(after && contributionOf(after), 1);
  for (const [day, fields] of delta) {
    for (const [field, value] of Object.entries(fields)) if (value === 0) delete fields[field];
    if (Object.keys(fields).length === 0) delta.delete(day);
  }
  return delta;
}

const numberAt = (value: unknown, key: string): number => {
  if (typeof value !== "object" || value === null) return 0;
  const found = (value as Record<string, unknown>)[key];
  return typeof found === "number" && Number.isFinite(found) ? found : 0;
};

const addChannels = (into: ChannelCounts, from: unknown) => {
  for (const channel of LEAD_CHANNELS) {
    const count = numberAt(from, channel);
    if (count) into[channel] = (into[channel] ?? 0) + count;
  }
};

/** Adds a delta into running totals per day (the demo seed and the bench sum many leads before writing once). */
export function addDelta(
  totals: Map<string, Record<string, number>>,
  delta: Map<string, Record<string, number>>,
): void {
  for (const [day, counts] of delta) {
    const sums = totals.get(day) ?? {};
    for (const [field, value] of Object.entries(counts)) sums[field] = (sums[field] ?? 0) + value;
    totals.set(day, sums);
  }
}

/** Counters documents of one day (its own and its arrival shards) as one: numbers added, nested maps field by field. */
export function addDayStats(into: DayStats, more: DayStats): DayStats {
  const sum: DayStats = { ...into };
  for (const [field, value] of Object.entries(more)) {
    const mine = sum[field];
    if (typeof value === "number") sum[field] = (typeof mine === "number" ? mine : 0) + value;
    else if (value && typeof value === "object" && !Array.isArray(value) && !("toMillis" in value))
      sum[field] = addDayStats(mine && typeof mine === "object" ? (mine as DayStats) : {}, value as DayStats);
    else if (!(field in sum)) sum[field] = value;
  }
  return sum;
}

/** YYYY-MM-DD of the day `offset` days from `day` (calendar arithmetic on the date itself, no zone). */
export function shiftDay(day: string, offset: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

/** The Monday on or before a day. */
function weekStart(day: string): string {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return shiftDay(day, -((weekday + 6) % 7));
}

/** The median of the bucketed response times, linear within the bucket it falls in. */
function medianOf(buckets: number[]): number | null {
  const total = buckets.reduce((sum, count) => sum + count, 0);
  if (total === 0) return null;
  let seen = 0;
  for (let index = 0; index < buckets.length; index++) {
    const count = buckets[index];
    if (count === 0) continue;
    if (seen + count >= total / 2) {
      const low = index === 0 ? 0 : RESPONSE_BUCKETS[index - 1];
      // The open last bucket: its lower bound is all that is known.
      const high = index < RESPONSE_BUCKETS.length ? RESPONSE_BUCKETS[index] : low;
      return low + ((total / 2 - seen) / count) * (high - low);
    }
    seen += count;
  }
  return null;
}

/** The panel's figures for each window ending `today`, from the days' counters (by day id). */
export function summarise(days: ReadonlyMap<string, DayStats>, today: string, now: number): StatsSummary {
  const windows = STATS_WINDOWS.map((length): WindowSummary => {
    const first = shiftDay(today, -(length - 1));
    const summary: WindowSummary = {
      days: length,
      received: {},
      total: 0,
      answered: 0,
      medianMinutes: null,
      within: { m5: 0, h1: 0, d1: 0 },
      won: {},
      lost: {},
      weeks: [],
    };
    const buckets = Array.from({ length: RESPONSE_BUCKETS.length + 1 }, () => 0);
    const weeks = new Map<string, ChannelCounts>();
    for (let offset = 0; offset < length; offset++) {
      const day = shiftDay(first, offset);
      const week = weekStart(day);
      if (!weeks.has(week)) weeks.set(week, {});
      const stats = days.get(day);
      if (!stats) continue;
      addChannels(summary.received, stats.received);
      addChannels(weeks.get(week)!, stats.received);
      addChannels(summary.won, stats.won);
      addChannels(summary.lost, stats.lost);
      summary.answered += numberAt(stats, "answered");
      for (const key of ["m5", "h1", "d1"] as const) summary.within[key] += numberAt(stats.within, key);
      buckets.forEach((_, index) => (buckets[index] += numberAt(stats.buckets, String(index + 1))));
    }
    summary.total = Object.values(summary.received).reduce((sum, count) => sum + count, 0);
    summary.medianMinutes = medianOf(buckets);
    summary.weeks = [...weeks].map(([start, received]) => ({ start, received }));
    return summary;
  });
  return { computedAt: now, today, windows };
}
