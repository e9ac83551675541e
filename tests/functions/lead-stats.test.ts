/**
 * The owner's response figures against the Firestore emulator: a new lead is
 * counted on its arrival day in its own commit, and the scheduled run sums the days into
 * the one summary /admin reads. Other files store leads
 * meanwhile, so today's counters are compared as "at least"; the summary is computed for a
 * day in 2019 whose counters only this file writes.
 */
import { FieldPath, getFirestore } from "firebase-admin/firestore";
import { expect, test } from "vitest";
import leadStats, { config } from "../../netlify/functions/lead-stats.ts";
import { businessDay } from "../../src/lib/format/businessDay.ts";
import { shiftDay } from "../../src/lib/leads/stats.ts";
import { adminApp } from "../../src/server/firebaseAdmin.ts";
import { storeLead } from "../../src/server/leads/store.ts";
import { afterDayShards, arrivalShardId } from "../../src/schemas/leadStats.ts";
import { refreshLeadStats } from "../../src/server/leads/stats.ts";
import { LEAD_STATS, MESSAGE_LEADS } from "../../src/schemas/collections.ts";

const db = () => getFirestore(adminApp());

/** The day's arrivals under a channel, its own document and its shards together. */
async function receivedToday(channel: string): Promise<number> {
  const today = businessDay(Date.now());
  const docs = await db()
    .collection(LEAD_STATS)
    .where(FieldPath.documentId(), ">=", today)
    .where(FieldPath.documentId(), "<", afterDayShards(today))
    .get();
  return docs.docs.reduce((sum, doc) => sum + Number(doc.get(`received.${channel}`) ?? 0), 0);
}

const searchOrigin = {
  landing: "/",
  referrer: "www.google.com",
  utm: {},
  adClick: false,
  device: "phone" as const,
  page: "/contact",
};

test("a new lead counts on its arrival day, under its channel, in the lead's own commit", async () => {
  const before = await receivedToday("search");
  await storeLead({
    collection: MESSAGE_LEADS,
    data: { name: "Counted", email: "counted@example.org", phone: "", message: "Hello" },
    source: "contact",
    origin: searchOrigin,
  });
  expect(await receivedToday("search")).toBeGreaterThanOrEqual(before + 1);
});

test("a burst of 40 leads at once: every one stored and counted, none failed by the day's counter", async () => {
  const before = await receivedToday("search");
  const results = await Promise.allSettled(
    Array.from({ length: 40 }, (_, n) =>
      storeLead({
        collection: MESSAGE_LEADS,
        data: { name: `Burst ${n}`, email: `burst-${n}@example.org`, phone: "", message: "Hello" },
        source: "contact",
        origin: searchOrigin,
      }),
    ),
  );
  expect(results.filter((result) => result.status === "rejected")).toEqual([]);
  expect(await receivedToday("search")).toBeGreaterThanOrEqual(before + 40);
});

test("the run sums the last 30 and 90 days' counters into one summary", async () => {
  const now = new Date("2019-06-15T16:00:00Z");
  const today = businessDay(now);
  await db()
    .collection(LEAD_STATS)
    .doc(today)
    .set({
      received: { ads: 2, direct: 1 },
      answered: 2,
      within: { m5: 1, h1: 2, d1: 2 },
      buckets: { "4": 2 },
      updatedAt: now,
    });
  await db()
    .collection(LEAD_STATS)
    .doc(shiftDay(today, -60))
    .set({ received: { directory: 4 }, lost: { directory: 1 }, updatedAt: now });
  // Arrivals in two of today's shards, added to the day.
  for (const [shard, ads] of [
    [3, 2],
    [7, 1],
  ])
    await db().collection(LEAD_STATS).doc(arrivalShardId(today, shard)).set({ received: { ads }, updatedAt: now });

  const summary = await refreshLeadStats(now);
  expect(summary?.windows.map((window) => [window.days, window.total, window.answered])).toEqual([
    [30, 6, 2],
    [90, 10, 2],
  ]);
  expect(summary?.windows[1].lost).toEqual({ directory: 1 });
});

test("lead-stats runs every minute and, called as Netlify calls it, answers whether it refreshed", async () => {
  expect(config.schedule).toBe("* * * * *");
  const res = await leadStats();
  expect(res.status).toBe(200);
  expect(typeof ((await res.json()) as { refreshed: unknown }).refreshed).toBe("boolean");
});
