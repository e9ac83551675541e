/**
 * The owner's response figures as stored: where the counters and their summary
 * live, and their shapes. The arithmetic is src/lib/leads/stats.ts.
 */
import type { LeadStatus } from "./lead.ts";
import type { LeadChannel } from "./leadOrigin.ts";

/**
 * Arrivals are counted in one of this many shard documents of their day, `{day}~{n}`, picked
 * at random: every lead's commit increments one, and a burst of leads contending for a
 * single `{day}` document could fail a real lead's commit. The summary adds a day's shards
 * to its `{day}` document (the owner's own moves, written by /admin).
 */
export const ARRIVAL_SHARDS = 10;
export const arrivalShardId = (day: string, shard: number): string => `${day}~${shard}`;
/** The day a counters document counts: its id, or its id before the shard's "~". */
export const dayOfStatsDoc = (id: string): string => id.split("~")[0];
/** Above every shard id of `day` in document-id order ("~" is the highest printable ASCII). */
export const afterDayShards = (day: string): string => `${day}~~`;

/** Upper bounds, in minutes, of the response-time buckets; the last bucket is everything longer. */
export const RESPONSE_BUCKETS = [1, 2, 3, 5, 10, 15, 30, 60, 120, 240, 480, 1440, 2880, 10080] as const;
/** The windows the panel shows, in days. */
export const STATS_WINDOWS = [30, 90] as const;

export interface StatsLead {
  /** Arrival, epoch ms. */
  timestamp: number | null;
  channel: LeadChannel;
  status: LeadStatus;
  /** First answer, epoch ms; null while unanswered. */
  firstResponseAt: number | null;
}

/** One day's counters as stored (maps of numbers); anything missing reads as 0. */
export type DayStats = Record<string, unknown>;

export type ChannelCounts = Partial<Record<LeadChannel, number>>;

export interface WindowSummary {
  days: number;
  received: ChannelCounts;
  total: number;
  answered: number;
  /** Median minutes to the first answer, interpolated within its bucket; null with nothing answered. */
  medianMinutes: number | null;
  within: { m5: number; h1: number; d1: number };
  won: ChannelCounts;
  lost: ChannelCounts;
  /** Leads per week (weeks starting on Monday, the window's first week possibly partial), oldest first. */
  weeks: { start: string; received: ChannelCounts }[];
}

export interface StatsSummary {
  /** Epoch ms of the computation; the business day it was computed for. */
  computedAt: number;
  today: string;
  windows: WindowSummary[];
}

/**
 * Counters as a document stores them: `{ "received.ads": 2, answered: 1 }` becomes
 * `{ received: { ads: value(2) }, answered: value(1) }`, with `value` a number or an
 * increment (Firestore's merge applies nested maps field by field).
 */
export function nestedCounters<Value>(counts: Record<string, number>, value: (count: number) => Value) {
  const nested: Record<string, Value | Record<string, Value>> = {};
  for (const [field, count] of Object.entries(counts)) {
    const [group, key] = field.split(".");
    nested[group] =
      key === undefined
        ? value(count)
        : { ...(nested[group] as Record<string, Value> | undefined), [key]: value(count) };
  }
  return nested;
}
