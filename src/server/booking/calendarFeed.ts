/**
 * The owner's calendar as the slots function reads it: the secret iCal address
 * every calendar app gives, fetched at most once a minute (callers at the same moment
 * share one fetch), parsed by busyTimes.ts. A feed that cannot be read never stops
 * booking: the last copy read in the past day stands in, else the slots come from the
 * hours and the visits alone; the answer says which, so the owner can be told. What may be
 * fetched, and how much of it: feedFetch.ts.
 */
import type { Env } from "../env.ts";
import { busyIntervals } from "./busyTimes.ts";
import { allowedFeedHosts, fetchFeedText, type Lookup } from "./feedFetch.ts";
import type { Interval } from "../../lib/booking/slots.ts";

/** At most one fetch of a feed a minute, whether the last one worked or not. */
export const FEED_REFRESH_MS = 60_000;
/** A copy older than this is too old to trust: the owner has had a day to change things. */
const STALE_LIMIT_MS = 24 * 60 * 60_000;
const FEED_TIMEOUT_MS = 5_000;
/** Google's feed of a busy owner's calendar over years is a few MB; more is not a calendar. */
export const MAX_FEED_BYTES = 20_000_000;
/** What a copy's busy times cover: the booking horizon (at most 90 days) from any moment of its minute, and then some. */
const COVER_BEFORE_MS = 24 * 60 * 60_000;
const COVER_AFTER_MS = 92 * 24 * 60 * 60_000;

type FeedStatus = "fresh" | "cached" | "stale" | "failed" | "none";

export interface FeedRead {
  busy: Interval[];
  /** fresh: fetched now; cached: fetched within the minute; stale: the last good copy, the feed failing; failed: no usable copy; none: no feed set. */
  status: FeedStatus;
  /** Why the last fetch failed (for the owner's e-mail and the log; never shown to a visitor). */
  error?: string;
}

interface Copy {
  busy: Interval[];
  readAt: number;
}

interface Entry {
  good?: Copy;
  checkedAt: number;
  error?: string;
  pending?: Promise<void>;
}

export interface CalendarFeedOptions {
  fetch?: typeof fetch;
  now?: () => number;
  /** Where CALENDAR_FEED_ALLOW_HOSTS is read, at each fetch. */
  env?: Env;
  lookup?: Lookup;
}

export function createCalendarFeed({
  fetch: fetchFeed = fetch,
  now = Date.now,
  env = process.env,
  lookup,
}: CalendarFeedOptions = {}) {
  const entries = new Map<string, Entry>();

  async function refresh(address: string, entry: Entry): Promise<void> {
    const startedAt = now();
    entry.checkedAt = startedAt;
    try {
      const text = await fetchFeedText(address, {
        fetch: fetchFeed,
        allowed: allowedFeedHosts(env),
        lookup,
        signal: AbortSignal.timeout(FEED_TIMEOUT_MS),
        maxBytes: MAX_FEED_BYTES,
      });
      const busy = busyIntervals(text, new Date(startedAt - COVER_BEFORE_MS), new Date(startedAt + COVER_AFTER_MS));
      entry.good = { busy, readAt: startedAt };
      entry.error = undefined;
    } catch (error) {
      entry.error = error instanceof Error ? error.message : String(error);
    }
  }

  /** The owner's busy times overlapping [from, to). */
  async function read(address: string | undefined, from: Date, to: Date): Promise<FeedRead> {
    if (!address?.trim()) return { busy: [], status: "none" };
    let entry = entries.get(address);
    let status: FeedStatus = "cached";
    if (!entry || now() - entry.checkedAt >= FEED_REFRESH_MS) {
      entry ??= { checkedAt: 0 };
      entries.set(address, entry);
      const current = entry;
      current.pending ??= refresh(address, current).finally(() => (current.pending = undefined));
      status = "fresh";
    }
    await entry.pending;
    const { good, error } = entry;
    const window = (copy: Copy) =>
      copy.busy.filter((interval) => interval.start < to.getTime() && interval.end > from.getTime());
    if (!error && good) return { busy: window(good), status };
    if (good && now() - good.readAt < STALE_LIMIT_MS) return { busy: window(good), status: "stale", error };
    return { busy: [], status: "failed", error };
  }

  return { read };
}
