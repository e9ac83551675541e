/**
 * The owner's response figures (issue 20) against the Firestore emulator: a new lead is
 * counted on its arrival day in its own commit, and the scheduled run sums the days into
 * the one summary /admin reads. Other files store leads
 * meanwhile, so today's counters are compared as "at least"; the summary is computed for a
 * day in 2019 whose counters only this file writes.
 */
import { getFirestore } from "firebase-admin/firestore";
import { expect, test } from "vitest";
import leadStats, { config } from "../../netlify/functions/lead-stats.ts";
import { businessDay } from "../../src/lib/format/businessDay.ts";
import { shiftDay } from "../../src/lib/leads/stats.ts";
import { adminApp } from "../../src/server/firebaseAdmin.ts";
import { storeLead } from "../../src/server/leads/outbox.ts";
import { refreshLeadStats } from "../../src/server/leads/stats.ts";

const db = () => getFirestore(adminApp());

test("a new lead counts on its arrival day, under its channel, in the lead's own commit", async () => {
  const day = db().collection("leadStats").doc(businessDay(Date.now()));
  const countOf = async () => Number((await day.get()).get("received.search") ?? 0);
  const before = await countOf();
  await storeLead({
    collection: "contactForms",
    data: { name: "Counted", email: "counted@example.org", phone: "", message: "Hello" },
    source: "contact",
    origin: { landing: "/", referrer: "www.google.com", utm: {}, adClick: false, device: "phone", page: "/contact" },
  });
  expect(await countOf()).toBeGreaterThanOrEqual(before + 1);
});

test("the run sums the last 30 and 90 days' counters into one summary", async () => {
  const now = new Date("2019-06-15T16:00:00Z");
  const today = businessDay(now);
  await db()
    .collection("leadStats")
    .doc(today)
    .set({
      received: { ads: 2, direct: 1 },
      answered: 2,
      within: { m5: 1, h1: 2, d1: 2 },
      buckets: { "4": 2 },
      updatedAt: now,
    });
  await db()
    .collection("leadStats")
    .doc(shiftDay(today, -60))
    .set({ received: { directory: 4 }, lost: { directory: 1 }, updatedAt: now });

  const summary = await refreshLeadStats(now);
  expect(summary?.windows.map((window) => [window.days, window.total, window.answered])).toEqual([
    [30, 3, 2],
    [90, 7, 2],
  ]);
  expect(summary?.windows[1].lost).toEqual({ directory: 1 });
});

test("lead-stats runs every minute and, called as Netlify calls it, answers whether it refreshed", async () => {
  expect(config.schedule).toBe("* * * * *");
  const res = await leadStats();
  expect(res.status).toBe(200);
  expect(typeof ((await res.json()) as { refreshed: unknown }).refreshed).toBe("boolean");
});
