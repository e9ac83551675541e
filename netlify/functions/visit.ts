/**
 * POST /api/visit: a booked visit's own page (/visit#token) and the owner's dashboard
 * look at, move or cancel it. Body (src/schemas/booking.ts, visitChangeSchema): the
 * private link's `token`, or with an admin's Bearer ID token the visit's `visitId`; the
 * `action`; for a move the new `start`. A signed-in homeowner (/account) names their own
 * visit by `visitId` with their Bearer ID token, their verified e-mail being the visit's. Answers 200 `{ visit }` (src/schemas/booking.ts,
 * VisitView) or, for `slots`, `{ slots }` (the times it could move to), 409 `slot_taken` with the next open times, 404 for a link that matches no
 * visit, 410 once the visit has passed (the visitor's link; the owner may still look).
 */
import type { Config } from "@netlify/functions";
import { BOOKING_TEXT } from "../../src/config/text.ts";
import { visitChangeSchema, type SlotTakenBody, type VisitView } from "../../src/schemas/booking.ts";
import {
  cancelVisit,
  rescheduleVisit,
  slotsForMove,
  visitById,
  visitByToken,
  type ChangeOutcome,
  type StoredVisit,
} from "../../src/server/booking/book.ts";
import { bearerToken, verifyRequestUser } from "../../src/server/idToken.ts";
import { jsonPost } from "../../src/server/jsonPost.ts";
import { deliverNow } from "../../src/server/leads/outbox.ts";
import { visitRateLimit } from "../../src/server/limits.ts";
import { errorCause, logApiRequest } from "../../src/server/log.ts";
import { adminClaimOf } from "../../src/server/rebuild.ts";
import type { Rejection } from "../../src/server/http.ts";

type Caller = { ok: true; admin: boolean; homeowner?: string } | ({ ok: false } & Rejection);

/**
 * Anyone with the link; an Authorization header means the owner (an admin's token) or,
 * from /account (issue 22), a homeowner whose verified e-mail is the visit's.
 */
async function caller(req: Request): Promise<Caller> {
  if (!bearerToken(req)) return { ok: true, admin: false };
  // One token check for both: the owner's claim, else the homeowner's verified e-mail.
  const verified = await verifyRequestUser(req);
  if (!verified.ok) {
    return verified.unavailable
      ? { ok: false, code: "unavailable", message: "The sign-in check could not be made.", cause: verified.cause }
      : { ok: false, code: "unauthorized", message: "Sign in again to change this visit.", cause: verified.cause };
  }
  const admin = await adminClaimOf(verified.user.uid);
  if (admin.ok) return { ok: true, admin: true };
  if (admin.code !== "forbidden") return admin;
  const { email, emailVerified } = verified.user;
  if (!email || !emailVerified) return { ...admin, message: BOOKING_TEXT.apiMessages.linkInvalid };
  return { ok: true, admin: false, homeowner: email.trim().toLowerCase() };
}

const NOT_FOUND: Rejection = { code: "visit_not_found", message: BOOKING_TEXT.apiMessages.linkInvalid };

function view({ id, doc }: StoredVisit): VisitView {
  return {
    id,
    status: doc.status,
    start: doc.start.toDate().toISOString(),
    end: doc.end.toDate().toISOString(),
    name: doc.name,
    phone: doc.phone,
    email: doc.email,
    street: doc.street,
    zip: doc.zip,
    projectType: doc.projectType,
    note: doc.note,
  };
}

export default jsonPost(
  {
    fn: "visit",
    rateLimit: { limit: visitRateLimit, message: BOOKING_TEXT.rateLimited },
    authorize: caller,
    body: visitChangeSchema,
  },
  async ({ body, caller: who, reject, answer, waitUntil }) => {
    if (body.action === "reschedule" && !body.start) {
      return reject({ code: "invalid_request", message: "start is required to reschedule.", field: "start" });
    }
    const find = async () => {
      if (who.admin && body.visitId) return visitById(body.visitId);
      if (who.homeowner && body.visitId) {
        const visit = await visitById(body.visitId);
        // Someone else's visit reads as no visit at all.
        return visit?.doc.email.trim().toLowerCase() === who.homeowner ? visit : undefined;
      }
      return body.token ? visitByToken(body.token) : undefined;
    };
    let stored: StoredVisit | undefined;
    let outcome: ChangeOutcome | undefined;
    try {
      stored = await find();
      if (!stored) return reject(NOT_FOUND);
      // The visitor's link ends with the visit; the owner can still look back at it.
      if (!who.admin && stored.doc.end.toMillis() < Date.now()) {
        return reject({ code: "link_expired", message: BOOKING_TEXT.apiMessages.linkExpired });
      }
      if (body.action === "view") return answer(200, { visit: view(stored) });
      if (body.action === "slots") return answer(200, { slots: await slotsForMove(stored) });
      // Changed by someone else since it was read (the owner and the visitor at once): read it again and try once more.
      for (let tryNumber = 1; tryNumber <= 2 && stored; tryNumber += 1) {
        outcome =
          body.action === "cancel" ? await cancelVisit(stored) : await rescheduleVisit(stored, body.start ?? "");
        if (outcome.ok || outcome.reason !== "changed") break;
        stored = await find();
      }
    } catch (error) {
      return reject({
        code: "unavailable",
        message: "The visit could not be changed. Please try again.",
        cause: errorCause(error),
      });
    }
    if (!stored || !outcome) return reject(NOT_FOUND);
    if (!outcome.ok && outcome.reason === "taken") {
      const taken: SlotTakenBody = {
        error: { code: "slot_taken", message: BOOKING_TEXT.apiMessages.slotTaken },
        slots: outcome.slots,
      };
      return answer(409, taken, "slot_taken");
    }
    if (!outcome.ok) return reject({ code: "visit_cancelled", message: BOOKING_TEXT.apiMessages.visitCancelled });
    waitUntil(
      deliverNow(outcome.mailIds).catch((error: unknown) =>
        logApiRequest({ fn: "visit", status: 200, outcome: "mail_failed", ms: 0, cause: errorCause(error) }),
      ),
    );
    const updated = await visitById(stored.id);
    // The visitor's page swaps its link for the new one; the owner never sees a visitor's token.
    const token = !who.admin && !who.homeowner && outcome.token ? { token: outcome.token } : {};
    return answer(200, { visit: updated ? view(updated) : view(stored), ...token });
  },
);

// Literal values only: Netlify reads this object from the source without running it.
// The numbers are VISIT_RATE_LIMIT in src/server/limits.ts.
export const config: Config = {
  path: "/api/visit",
  rateLimit: { windowLimit: 20, windowSize: 60, aggregateBy: ["ip", "domain"] },
};
