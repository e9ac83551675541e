/**
 * The dashboard's response figures: the last 90 days' counters
 * (src/lib/leads/stats.ts) summed into one small document, settings/leadStats, which
 * /admin reads instead of the leads or the days. Refreshed by a scheduled run every minute
 * (netlify/functions/lead-stats.ts), only when a day's counters changed since the last
 * summary or the day itself changed (the windows move on at midnight).
 */
import { FieldPath, getFirestore, Timestamp } from "firebase-admin/firestore";
import { businessDay } from "../../lib/format/businessDay.ts";
import { addDayStats, shiftDay, summarise } from "../../lib/leads/stats.ts";
import {
  afterDayShards,
  dayOfStatsDoc,
  STATS_WINDOWS,
  type DayStats,
  type StatsSummary,
} from "../../schemas/leadStats.ts";
import { adminApp } from "../firebaseAdmin.ts";
import { LEAD_STATS, LEAD_STATS_SUMMARY_DOC } from "../../schemas/collections.ts";

/** Sums the counters into the summary when they changed; resolves with what it wrote, or null when nothing changed. */
export async function refreshLeadStats(now: Date = new Date()): Promise<StatsSummary | null> {
  const db = getFirestore(adminApp());
  const summaryRef = db.doc(LEAD_STATS_SUMMARY_DOC);
  const today = businessDay(now);
  const previous = await summaryRef.get();
  const computedAt = previous.get("computedAt") as Timestamp | undefined;
  if (computedAt && previous.get("today") === today) {
    const changed = await db.collection(LEAD_STATS).where("updatedAt", ">", computedAt).limit(1).get();
    if (changed.empty) return null;
  }
  // Read before the summary's time is taken: a change after this read is newer than it, so the next run sees it.
  const startedAt = Timestamp.fromDate(now);
  const first = shiftDay(today, -(Math.max(...STATS_WINDOWS) - 1));
  const snapshot = await db
    .collection(LEAD_STATS)
    .where(FieldPath.documentId(), ">=", first)
    .where(FieldPath.documentId(), "<", afterDayShards(today))
    .get();
  // A day's own document and its arrival shards, added up.
  const days = new Map<string, DayStats>();
  for (const doc of snapshot.docs) {
    const day = dayOfStatsDoc(doc.id);
    days.set(day, addDayStats(days.get(day) ?? {}, doc.data()));
  }
  const summary = summarise(days, today, now.getTime());
  await summaryRef.set({ ...summary, computedAt: startedAt });
  return summary;
}
