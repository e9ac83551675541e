/**
 * What POST /api/visit does for its caller (src/server/auth.ts): the visitor by the
 * private link's token, the owner by the visit's id, a signed-in homeowner by the id of
 * a visit booked with their verified e-mail (anyone else's reads as no visit at all).
 * They look at it, list the times it could move to, move it or cancel it.
 */
import { BOOKING_TEXT } from "../../config/text.ts";
import type { Slot, VisitChange, VisitView } from "../../schemas/booking.ts";
import type { Caller } from "../auth.ts";
import type { Rejection } from "../http.ts";
import {
  cancelVisit,
  rescheduleVisit,
  slotsForMove,
  visitById,
  visitByToken,
  type ChangeOutcome,
  type StoredVisit,
} from "./change.ts";

export type VisitAnswer =
  | { ok: true; body: { visit: VisitView; token?: string } | { slots: Slot[] }; mailIds: string[] }
  | { ok: false; refused: Rejection }
  | { ok: false; taken: Slot[] };

const NOT_FOUND: Rejection = { code: "visit_not_found", message: BOOKING_TEXT.apiMessages.linkInvalid };
const refused = (rejection: Rejection): VisitAnswer => ({ ok: false, refused: rejection });

function viewOf({ id, doc }: StoredVisit): VisitView {
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

/** The visit this caller names, if it is theirs to see. */
async function findFor(caller: Caller, request: VisitChange): Promise<StoredVisit | undefined> {
  if (caller.kind === "admin" && request.visitId) return visitById(request.visitId);
  if (caller.kind === "homeowner" && request.visitId) {
    const visit = await visitById(request.visitId);
    return visit?.doc.email.trim().toLowerCase() === caller.email ? visit : undefined;
  }
  return request.token ? visitByToken(request.token) : undefined;
}

export async function actOnVisit(caller: Caller, request: VisitChange): Promise<VisitAnswer> {
  if (request.action === "reschedule" && !request.start) {
    return refused({ code: "invalid_request", message: "start is required to reschedule.", field: "start" });
  }
  let stored = await findFor(caller, request);
  if (!stored) return refused(NOT_FOUND);
  // The visitor's link ends with the visit; the owner can still look back at it.
  if (caller.kind !== "admin" && stored.doc.end.toMillis() < Date.now()) {
    return refused({ code: "link_expired", message: BOOKING_TEXT.apiMessages.linkExpired });
  }
  if (request.action === "view") return { ok: true, body: { visit: viewOf(stored) }, mailIds: [] };
  if (request.action === "slots") return { ok: true, body: { slots: await slotsForMove(stored) }, mailIds: [] };
  let outcome: ChangeOutcome | undefined;
  // Changed by someone else since it was read (the owner and the visitor at once): read it again and try once more.
  for (let tryNumber = 1; tryNumber <= 2 && stored; tryNumber += 1) {
    outcome =
      request.action === "cancel" ? await cancelVisit(stored) : await rescheduleVisit(stored, request.start ?? "");
    if (outcome.ok || outcome.reason !== "changed") break;
    stored = await findFor(caller, request);
  }
  if (!stored || !outcome) return refused(NOT_FOUND);
  if (!outcome.ok && outcome.reason === "taken") return { ok: false, taken: outcome.slots };
  if (!outcome.ok) return refused({ code: "visit_cancelled", message: BOOKING_TEXT.apiMessages.visitCancelled });
  const updated = await visitById(stored.id);
  // The visitor's page swaps its link for the new one; the owner never sees a visitor's token.
  const token = caller.kind === "visitor" && outcome.token ? { token: outcome.token } : {};
  return { ok: true, body: { visit: viewOf(updated ?? stored), ...token }, mailIds: outcome.mailIds };
}
