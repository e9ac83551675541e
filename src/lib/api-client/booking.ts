/**
 * The browser side of the site-visit functions: the open times (GET /api/slots), a
 * booking (POST /api/bookings) and a visit's private page (POST /api/visit). A booking's
 * answer is a value, not an exception, for the answers the form acts on (booked, the time
 * taken with the next ones, a field refused); anything else rejects with an
 * ApiRequestError so the form keeps what was typed and says so.
 */
import type { Locale } from "../../config/i18n.ts";
import { API_ROUTES } from "../../config/routes.ts";
import { leadOriginForSend } from "../leadOrigin/send.ts";
import type { ContactAntiSpam } from "../../schemas/contact.ts";
import { API_ERROR_CODES } from "../../schemas/api.ts";
import type { BookingDetails, Slot, SlotsAnswer, SlotTakenBody, VisitView } from "../../schemas/booking.ts";
import { BOOKING_TICKET } from "../../schemas/bookingFields.ts";
import { ApiRequestError, fetchWithin, httpFailure, postJsonWithin } from "./request.ts";

/**
 * A network that neither answers nor fails gets this long: longer than the server's own
 * limit on booking (netlify/functions/bookings.ts), so its answer arrives before we give up.
 */
const BOOKING_REQUEST_TIMEOUT_MS = 15_000;

const send = (url: string, init: RequestInit, fetchImpl: typeof fetch) =>
  fetchWithin(url, init, BOOKING_REQUEST_TIMEOUT_MS, fetchImpl);

const postJson = (url: string, body: unknown, fetchImpl: typeof fetch, headers: Record<string, string> = {}) =>
  postJsonWithin(url, body, BOOKING_REQUEST_TIMEOUT_MS, fetchImpl, headers);

/**
 * The booking ticket of the last times this page loaded, and when it arrived: the booking
 * sends it back (src/server/booking/ticket.ts). One form a page, so one ticket a page.
 */
let ticket: { value: string; at: number } | undefined;

export async function fetchSlots(fetchImpl: typeof fetch = fetch): Promise<Slot[]> {
  // A plain GET, as /book's <link rel="preload"> asks for it, so the browser hands over that response.
  const response = await send(API_ROUTES.slots, {}, fetchImpl);
  if (!response.ok) throw new ApiRequestError(await httpFailure(response), API_ROUTES.slots);
  const answer = (await response.json().catch(() => null)) as SlotsAnswer | null;
  if (!Array.isArray(answer?.slots)) throw new ApiRequestError({ kind: "empty" }, API_ROUTES.slots);
  if (typeof answer.ticket === "string") ticket = { value: answer.ticket, at: Date.now() };
  return answer.slots;
}

export type BookingAnswer =
  | { kind: "booked"; id: string; start: string; end: string }
  | { kind: "taken"; slots: Slot[] }
  | { kind: "field"; field: string; message: string }
  /** visit_limit or booking_limit: a sentence for the visitor, who keeps the form and is asked to call. */
  | { kind: "refused"; reason: "person" | "network" };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A ticket too old (a form left open for hours) or missing (the times came from elsewhere):
 * a new one with the times, then the wait the server asks of every ticket.
 */
async function freshTicket(fetchImpl: typeof fetch): Promise<void> {
  await fetchSlots(fetchImpl);
  await wait(BOOKING_TICKET.minAgeMs + 100);
}

/** 409: somebody got the time first; the body lists the next open ones. */
async function takenSlots(response: Response): Promise<Slot[]> {
  const body = (await response.json().catch(() => null)) as SlotTakenBody | null;
  return Array.isArray(body?.slots) ? body.slots : [];
}

/** `key`: the form's own, made once (newBookingKey), sent again with every retry of the same booking. */
export async function requestBooking(
  details: BookingDetails,
  start: string,
  antiSpam: ContactAntiSpam & { key?: string; language?: Locale },
  fetchImpl: typeof fetch = fetch,
): Promise<BookingAnswer> {
  const origin = leadOriginForSend();
  const post = () =>
    postJson(API_ROUTES.bookings, { ...details, start, ...antiSpam, origin, ticket: ticket?.value }, fetchImpl);
  // The server counts a ticket's age from when it made it; one just fetched waits out the rest.
  if (ticket) await wait(Math.max(0, BOOKING_TICKET.minAgeMs - (Date.now() - ticket.at)));
  let response = await post();
  if (response.status === 403) {
    const failure = await httpFailure(response.clone());
    if (failure.kind === "http" && failure.code === API_ERROR_CODES.ticketInvalid) {
      await freshTicket(fetchImpl);
      response = await post();
    }
  }
  if (response.status === 201) {
    const answer = (await response.json()) as { id: string; start: string; end: string };
    return { kind: "booked", ...answer };
  }
  if (response.status === 409) return { kind: "taken", slots: await takenSlots(response) };
  const failure = await httpFailure(response);
  if (failure.kind === "http" && failure.code === API_ERROR_CODES.visitLimit)
    return { kind: "refused", reason: "person" };
  if (failure.kind === "http" && failure.code === API_ERROR_CODES.bookingLimit)
    return { kind: "refused", reason: "network" };
  if (failure.kind === "http" && failure.status === 400 && failure.field && failure.message) {
    return { kind: "field", field: failure.field, message: failure.message };
  }
  throw new ApiRequestError(failure, API_ROUTES.bookings);
}

export type VisitAnswer =
  | { kind: "visit"; visit: VisitView; token?: string }
  | { kind: "taken"; slots: Slot[] }
  | { kind: "invalid" | "expired" | "cancelled" };

/** A key for one booking (the pattern in src/schemas/booking.ts): 122 random bits. */
export const newBookingKey = (): string => crypto.randomUUID().replace(/-/g, "");

type VisitAction = { action: "view" | "cancel" | "reschedule"; start?: string };
type VisitRef = { token: string } | { visitId: string };

/** The open times this visit could move to: its own time and its day's seat count as free. */
export async function visitSlots(
  ref: VisitRef,
  options: { idToken?: string; fetchImpl?: typeof fetch } = {},
): Promise<Slot[]> {
  const { idToken, fetchImpl = fetch } = options;
  const headers: Record<string, string> = idToken ? { authorization: `Bearer ${idToken}` } : {};
  const response = await postJson(API_ROUTES.visit, { ...ref, action: "slots" }, fetchImpl, headers);
  if (!response.ok) throw new ApiRequestError(await httpFailure(response), API_ROUTES.visit);
  const answer = (await response.json().catch(() => null)) as { slots?: Slot[] } | null;
  if (!Array.isArray(answer?.slots)) throw new ApiRequestError({ kind: "empty" }, API_ROUTES.visit);
  return answer.slots;
}

/**
 * Look at a visit, move it or cancel it: the private page names it by its link's token;
 * the owner in /admin by its id, with their ID token (`idToken`).
 */
export async function changeVisit(
  body: VisitRef & VisitAction,
  options: { idToken?: string; fetchImpl?: typeof fetch } = {},
): Promise<VisitAnswer> {
  const { idToken, fetchImpl = fetch } = options;
  const headers: Record<string, string> = idToken ? { authorization: `Bearer ${idToken}` } : {};
  const response = await postJson(API_ROUTES.visit, body, fetchImpl, headers);
  if (response.ok) {
    const answer = (await response.json()) as { visit: VisitView; token?: string };
    return { kind: "visit", ...answer };
  }
  if (response.status === 409) {
    const refused = (await response.json().catch(() => null)) as SlotTakenBody | null;
    if (refused?.error.code !== "slot_taken") return { kind: "cancelled" };
    return { kind: "taken", slots: Array.isArray(refused.slots) ? refused.slots : [] };
  }
  if (response.status === 404) return { kind: "invalid" };
  if (response.status === 410) return { kind: "expired" };
  throw new ApiRequestError(await httpFailure(response), API_ROUTES.visit);
}
