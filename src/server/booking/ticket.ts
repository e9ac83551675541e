/**
 * The booking ticket: GET /api/slots hands one out with the open times, and POST
 * /api/bookings must bring it back. It is `<issuedAt>.<HMAC>`, the HMAC over the issue
 * time and the caller's network (IPv6 by its /64, src/server/addressKey.ts), so a
 * client cannot make one, cannot carry one to another network, and cannot book sooner
 * than BOOKING_TICKET.minAgeMs after it asked for the times: the fill time measured by
 * the server, where the form's own `elapsedMs` is only what the client says. No cookie,
 * no third-party script; an honest visitor's form waits for nothing (its ticket came with
 * the times it was shown). docs/decisions/booking.md.
 *
 * The key is BOOKING_TICKET_SECRET where set; otherwise one made once and kept in
 * `serverSecrets/bookingTicket` (src/server/serverSecret.ts).
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { BOOKING_TICKET } from "../../schemas/booking.ts";
import { addressBlock } from "../addressKey.ts";
import type { Env } from "../env.ts";
import { serverSecret } from "../serverSecret.ts";

const secret = (env: Env): Promise<string> => serverSecret("bookingTicket", "BOOKING_TICKET_SECRET", env);

const signature = (key: string, issuedAt: number, ip: string): Buffer =>
  createHmac("sha256", key)
    .update(`booking-ticket|${issuedAt}|${addressBlock(ip)}`)
    .digest();

export async function issueTicket(ip: string, now: number = Date.now(), env: Env = process.env): Promise<string> {
  return `${now}.${signature(await secret(env), now, ip).toString("base64url")}`;
}

export type TicketCheck = { ok: true } | { ok: false; reason: "missing" | "invalid" | "expired" | "too_soon" };

export async function checkTicket(
  ticket: string | undefined,
  ip: string,
  now: number = Date.now(),
  env: Env = process.env,
): Promise<TicketCheck> {
  if (!ticket) return { ok: false, reason: "missing" };
  const [issued, mac] = ticket.split(".");
  const issuedAt = Number(issued);
  if (!Number.isSafeInteger(issuedAt) || !mac) return { ok: false, reason: "invalid" };
  const expected = signature(await secret(env), issuedAt, ip);
  const given = Buffer.from(mac, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: "invalid" };
  const age = now - issuedAt;
  if (age > BOOKING_TICKET.maxAgeMs || age < -BOOKING_TICKET.clockSkewMs) return { ok: false, reason: "expired" };
  if (age < BOOKING_TICKET.minAgeMs) return { ok: false, reason: "too_soon" };
  return { ok: true };
}
