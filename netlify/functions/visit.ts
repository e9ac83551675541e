/**
 * POST /api/visit: a booked visit's own page (/visit#token) and the owner's dashboard
 * look at, move or cancel it. Body (src/schemas/booking.ts, visitChangeSchema): the
 * private link's `token`, or with an admin's Bearer ID token the visit's `visitId`; the
 * `action`; for a move the new `start`. A signed-in homeowner (/account) names their own
 * visit by `visitId` with their Bearer ID token, their verified e-mail being the visit's.
 * Answers 200 `{ visit }` (VisitView) or, for `slots`, `{ slots }` (the times it could
 * move to), 409 `slot_taken` with the next open times, 404 for a link that matches no
 * visit, 410 once the visit has passed (the visitor's link; the owner may still look).
 * The rules are src/server/booking/visitAccess.ts's.
 */
import type { Config } from "@netlify/functions";
import { BOOKING_TEXT } from "../../src/config/text.ts";
import { slotTakenBody, visitChangeSchema } from "../../src/schemas/booking.ts";
import { resolveCaller } from "../../src/server/auth.ts";
import { actOnVisit, type VisitAnswer } from "../../src/server/booking/visitAccess.ts";
import { jsonPost } from "../../src/server/jsonPost.ts";
import { visitRateLimit } from "../../src/server/limits.ts";
import { errorCause } from "../../src/server/log.ts";
import { deliverAfterAnswer } from "../../src/server/afterAnswer.ts";

export default jsonPost(
  {
    fn: "visit",
    rateLimit: { limit: visitRateLimit, message: BOOKING_TEXT.rateLimited },
    authorize: (req) => resolveCaller(req, "visit", BOOKING_TEXT.apiMessages.linkInvalid),
    body: visitChangeSchema,
  },
  async ({ body, caller: { caller }, reject, answer, waitUntil }) => {
    let result: VisitAnswer;
    try {
      result = await actOnVisit(caller, body);
    } catch (error) {
      return reject({
        code: "unavailable",
        message: "The visit could not be changed. Please try again.",
        cause: errorCause(error),
      });
    }
    if ("refused" in result) return reject(result.refused);
    if ("taken" in result) return answer(409, slotTakenBody(result.taken), "slot_taken");
    deliverAfterAnswer(waitUntil, { fn: "visit", status: 200 }, result.mailIds);
    return answer(200, result.body);
  },
);

// Literal values only: Netlify reads this object from the source without running it.
// The numbers are VISIT_RATE_LIMIT in src/server/limits.ts.
export const config: Config = {
  path: "/api/visit",
  rateLimit: { windowLimit: 20, windowSize: 60, aggregateBy: ["ip", "domain"] },
};
