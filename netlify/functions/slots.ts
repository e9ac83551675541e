/**
 * GET /api/slots?from=YYYY-MM-DD&to=YYYY-MM-DD: the open site-visit times of those days
 * (both optional: by default the whole horizon), `{ timeZone, slots }` (src/schemas/
 * booking.ts), with the ticket a booking from this network needs (src/server/booking/
 * ticket.ts). Never cached: a booking or the owner's calendar changes it at any moment.
 */
import type { Config, Context } from "@netlify/functions";
import { BUSINESS_TIME_ZONE } from "../../src/config/site.ts";
import { BOOKING_TEXT } from "../../src/config/text.ts";
import { BOOKING_LIMITS, type SlotsAnswer } from "../../src/schemas/booking.ts";
import { openSlots } from "../../src/lib/booking/slots.ts";
import { readSchedule } from "../../src/server/booking/schedule.ts";
import { issueTicket } from "../../src/server/booking/ticket.ts";
import { clientIp, guarded, rejecter } from "../../src/server/http.ts";
import { slotsRateLimit } from "../../src/server/limits.ts";
import { errorCause, logApiRequest } from "../../src/server/log.ts";
import { WindowLimiter } from "../../src/server/windowLimiter.ts";

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 24 * 60 * 60_000;
const perAddress = new WindowLimiter();

export default guarded("slots", async (req: Request, context?: Pick<Context, "ip">) => {
  const started = performance.now();
  const reject = rejecter("slots", started);
  if (req.method !== "GET") {
    return reject({ code: "method_not_allowed", message: "Use GET.", headers: { Allow: "GET" } });
  }
  const { windowLimit, windowMs } = slotsRateLimit();
  const address = clientIp(context);
  const limit = perAddress.take(address, windowLimit, windowMs);
  if (!limit.ok) {
    const seconds = limit.retryAfterSeconds;
    return reject({
      code: "rate_limited",
      message: BOOKING_TEXT.rateLimited(seconds),
      headers: { "Retry-After": String(seconds) },
    });
  }
  const params = new URL(req.url).searchParams;
  const from = params.get("from") ?? undefined;
  const to = params.get("to") ?? undefined;
  for (const [field, value] of [
    ["from", from],
    ["to", to],
  ] as const) {
    if (value !== undefined && !DAY_PATTERN.test(value)) {
      return reject({ code: "invalid_request", message: `${field} must be a day, YYYY-MM-DD.`, field });
    }
  }
  if (from && to && (to < from || Date.parse(to) - Date.parse(from) > BOOKING_LIMITS.maxRangeDays * DAY_MS)) {
    return reject({
      code: "invalid_request",
      message: `to must be on or after from, at most ${BOOKING_LIMITS.maxRangeDays} days later.`,
      field: "to",
    });
  }
  let schedule;
  let ticket;
  try {
    [schedule, ticket] = await Promise.all([readSchedule(new Date(), { recent: true }), issueTicket(address)]);
  } catch (error) {
    return reject({
      code: "unavailable",
      message: "The open times could not be read. Please try again.",
      cause: errorCause(error),
    });
  }
  const answer: SlotsAnswer = {
    timeZone: BUSINESS_TIME_ZONE,
    slots: openSlots({ ...schedule, fromDay: from, toDay: to }),
    ticket,
  };
  logApiRequest({
    fn: "slots",
    status: 200,
    outcome: `ok:${schedule.calendar}`,
    ms: Math.round(performance.now() - started),
  });
  return Response.json(answer, { headers: { "Cache-Control": "no-store" } });
});

// Literal values only: Netlify reads this object from the source without running it.
// The numbers are SLOTS_RATE_LIMIT in src/server/limits.ts.
export const config: Config = {
  path: "/api/slots",
  rateLimit: { windowLimit: 120, windowSize: 60, aggregateBy: ["ip", "domain"] },
};
