/**
 * POST /api/bookings: a site visit booked from /book. Body: the booking fields, the
 * chosen start and the form's anti-spam fields (src/schemas/booking.ts). Answers 201
 * `{ id, start, end }`, 409 `slot_taken` with the next open times when somebody else got
 * the time first, or a JSON error (src/schemas/api.ts): 403 `ticket_invalid` without the
 * ticket GET /api/slots gave this network (src/server/booking/ticket.ts), 403
 * `visit_limit` and 429 `booking_limit` past a person's or a network's share
 * (src/server/booking/bookingLimits.ts), each with the sentence the form shows. The
 * e-mails go after the answer.
 */
import type { Config } from "@netlify/functions";
import { BOOKING_TEXT } from "../../src/config/text.ts";
import { bookingRequestSchema, slotTakenBody, type BookingRequest } from "../../src/schemas/booking.ts";
import { bookVisit } from "../../src/server/booking/book.ts";
import { checkTicket } from "../../src/server/booking/ticket.ts";
import { checkBody, jsonPost, type Checked } from "../../src/server/jsonPost.ts";
import { spamRejection } from "../../src/server/leads/intake.ts";
import { withLeadOrigin } from "../../src/server/leads/origin.ts";
import { deliverAfterAnswer } from "../../src/server/afterAnswer.ts";
import { bookingRateLimit } from "../../src/server/limits.ts";
import { errorCause } from "../../src/server/log.ts";
import { withTimeout } from "../../src/server/withTimeout.ts";

/** Reading the schedule and committing; past it the visitor keeps the form and is told to try again or call. */
const BOOKING_STORE_TIMEOUT_MS = 10_000;

function checkBooking(body: unknown): Checked<BookingRequest> {
  const request = checkBody(bookingRequestSchema, body);
  if (!request.ok) return request;
  const spam = spamRejection(request.value);
  if (spam) return { ok: false, ...spam, message: "The booking was not accepted." };
  return request;
}

export default jsonPost(
  {
    fn: "bookings",
    rateLimit: { limit: bookingRateLimit, message: BOOKING_TEXT.rateLimited },
    body: withLeadOrigin(checkBooking),
  },
  async ({ body, address, reject, answer, waitUntil }) => {
    const { website: _website, elapsedMs: _elapsed, ticket, ...request } = body;
    let outcome;
    try {
      const checked = await checkTicket(ticket, address);
      if (!checked.ok) {
        return reject({
          code: "ticket_invalid",
          message: BOOKING_TEXT.apiMessages.ticketInvalid,
          cause: `ticket_${checked.reason}`,
        });
      }
      outcome = await withTimeout(bookVisit(request, address), BOOKING_STORE_TIMEOUT_MS, "Booking the visit");
    } catch (error) {
      return reject({
        code: "unavailable",
        message: "The visit could not be booked. Please try again.",
        cause: errorCause(error),
      });
    }
    if (!outcome.ok && outcome.reason !== "taken") {
      return outcome.reason === "person"
        ? reject({ code: "visit_limit", message: BOOKING_TEXT.personLimit })
        : reject({ code: "booking_limit", message: BOOKING_TEXT.networkLimit });
    }
    if (!outcome.ok) return answer(409, slotTakenBody(outcome.slots), "slot_taken");
    deliverAfterAnswer(waitUntil, { fn: "bookings", status: 201 }, outcome.mailIds);
    return answer(201, { id: outcome.visitId, start: outcome.slot.start, end: outcome.slot.end });
  },
);

// Literal values only: Netlify reads this object from the source without running it.
// The numbers are BOOKING_RATE_LIMIT in src/server/limits.ts.
export const config: Config = {
  path: "/api/bookings",
  rateLimit: { windowLimit: 5, windowSize: 60, aggregateBy: ["ip", "domain"] },
};
