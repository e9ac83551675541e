/**
 * GET /api/visits.ics?key=<secret>: every upcoming site visit as an iCalendar feed the
 * owner's calendar app subscribes to (Google, Outlook, Apple poll such a feed every few
 * hours; the e-mailed invitations are the instant copy). The key is settings/visitsFeed's,
 * which the owner can replace in /admin; a wrong or missing key gets 404, like no feed.
 */
import { timingSafeEqual } from "node:crypto";
import type { Config, Context } from "@netlify/functions";
import { getFirestore, Timestamp } from "firebase-admin/firestore";
import { FILE_HEADER_CSP } from "../../src/config/csp.ts";
import { VISITS_FEED_KEY_PATTERN } from "../../src/schemas/availability.ts";
import { visitsFeed } from "../../src/server/booking/invitation.ts";
import { MOST_BOOKED } from "../../src/server/booking/schedule.ts";
import { snapshotOf, type VisitDocument } from "../../src/server/booking/visit.ts";
import { adminApp } from "../../src/server/firebaseAdmin.ts";
import { clientIp, guarded } from "../../src/server/http.ts";
import { visitRateLimit } from "../../src/server/limits.ts";
import { WindowLimiter } from "../../src/server/windowLimiter.ts";
import { VISITS_FEED_DOC, VISITS } from "../../src/schemas/collections.ts";

const perAddress = new WindowLimiter();
/** A day back, so today's visit stays in the owner's calendar after it starts. */
const SINCE_MS = 24 * 60 * 60_000;

const plain = (status: number, text: string, headers: Record<string, string> = {}) =>
  new Response(text, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", ...headers },
  });

function sameKey(given: string, stored: unknown): boolean {
  if (typeof stored !== "string" || !VISITS_FEED_KEY_PATTERN.test(stored)) return false;
  const [a, b] = [Buffer.from(given), Buffer.from(stored)];
  return a.length === b.length && timingSafeEqual(a, b);
}

export default guarded("visits-feed", async (req: Request, context?: Pick<Context, "ip">) => {
  if (req.method !== "GET" && req.method !== "HEAD") return plain(405, "Method Not Allowed", { Allow: "GET, HEAD" });
  const { windowLimit, windowMs } = visitRateLimit();
  const limit = perAddress.take(clientIp(context), windowLimit, windowMs);
  if (!limit.ok) return plain(429, "Too Many Requests", { "Retry-After": String(limit.retryAfterSeconds) });
  const key = new URL(req.url).searchParams.get("key") ?? "";
  const db = getFirestore(adminApp());
  const settings = await db.doc(VISITS_FEED_DOC).get();
  if (!sameKey(key, settings.get("key"))) return plain(404, "Not Found");
  const upcoming = await db
    .collection(VISITS)
    .where("status", "==", "booked")
    .where("start", ">=", Timestamp.fromMillis(Date.now() - SINCE_MS))
    .orderBy("start")
    .limit(MOST_BOOKED)
    .get();
  const visits = upcoming.docs.map((doc) => snapshotOf(doc.id, doc.data() as VisitDocument));
  return new Response(req.method === "HEAD" ? null : visitsFeed(visits), {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Cache-Control": "no-store",
      "Content-Security-Policy": FILE_HEADER_CSP,
      "X-Content-Type-Options": "nosniff",
    },
  });
});

// Literal values only: Netlify reads this object from the source without running it.
export const config: Config = {
  path: "/api/visits.ics",
  rateLimit: { windowLimit: 20, windowSize: 60, aggregateBy: ["ip", "domain"] },
};
