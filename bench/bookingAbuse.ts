/**
 * bench:booking's figures of what one patient script can do to booking (timings and counts
 * only; what must hold is tests/functions/bookings.test.ts):
 *
 *   - a script on one address sends 12 well-formed bookings for 12 e-mails, phones and times
 *     over about a minute, against `npm start` with its default limits: how many were stored,
 *     what the rest got, how far the open times shrank;
 *   - the same from 12 addresses of one IPv6 /64, through the same functions runtime with
 *     each address as Netlify hands it over (context.ip): this machine's loopback has no
 *     /64 to send from;
 *   - GET /api/slots with 5,000 cancelled visits in the window, as a book-and-cancel loop
 *     leaves them: every request, and requests 5.5 s apart (past the instance's 5 s copy).
 */
import { createHash } from "node:crypto";
import { Timestamp, type Firestore } from "firebase-admin/firestore";
import { VISITS } from "../src/schemas/collections.ts";
import { createFunctionsHandler } from "../scripts/functions-handler.ts";
import { API_ROUTES } from "../src/config/routes.ts";
import { BOOKING_TICKET, type Slot, type SlotsAnswer } from "../src/schemas/booking.ts";
import { quantile, round, type DevServer } from "./support.ts";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const DAY_MS = 24 * 60 * 60_000;
const SCRIPT_BOOKINGS = 12;

/** A phone of its own for each booking: each phone may hold one future visit. */
export const phoneOf = (tag: string) => {
  const digits = String(parseInt(createHash("sha256").update(tag).digest("hex").slice(0, 8), 16) % 10_000_000);
  return `(703) ${digits.padStart(7, "0").slice(0, 3)}-${digits.padStart(7, "0").slice(3)}`;
};

const scriptBooking = (start: string, tag: string, ticket: string) => ({
  start,
  name: `Script ${tag}`,
  phone: phoneOf(tag),
  email: `bench-script-${tag}@example.com`,
  street: "1 Script Way",
  zip: "22207",
  projectType: "repair",
  note: "",
  website: "",
  elapsedMs: 5000,
  ticket,
});

type Send = (path: string, init: RequestInit) => Promise<Response>;

/** Slots, then one booking every ~5 s for about a minute, each with a fresh ticket as a script would fetch. */
async function runScript(send: Send, label: string) {
  const read = async () => (await (await send(API_ROUTES.slots, {})).json()) as SlotsAnswer;
  const first = await read();
  // Spread over the days so the script's own bookings never clash with each other.
  const perDay = new Map<string, Slot>();
  for (const slot of first.slots) if (!perDay.has(slot.day)) perDay.set(slot.day, slot);
  const times = [...perDay.values()].slice(0, SCRIPT_BOOKINGS);
  const statuses: Record<string, number> = {};
  const sentences = new Set<string>();
  const started = Date.now();
  for (const [n, slot] of times.entries()) {
    const { ticket } = await read();
    await sleep(BOOKING_TICKET.minAgeMs + 100);
    const res = await send(API_ROUTES.bookings, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(scriptBooking(slot.start, `${label}${n}${Date.now().toString(36)}`, ticket)),
    });
    const body = (await res.json()) as { error?: { code: string; message: string } };
    const key = body.error ? `${res.status} ${body.error.code}` : String(res.status);
    statuses[key] = (statuses[key] ?? 0) + 1;
    if (body.error) sentences.add(body.error.message);
    // About a minute for the twelve, as the review's script took.
    await sleep(Math.max(0, started + ((n + 1) * 60_000) / SCRIPT_BOOKINGS - Date.now()));
  }
  const last = await read();
  return {
    statuses,
    stored: statuses["201"] ?? 0,
    openBefore: first.slots.length,
    openAfter: last.slots.length,
    seconds: round((Date.now() - started) / 1000, 1),
    sentences: [...sentences],
  };
}

/** Over HTTP against the running stack, from this machine's one address. */
export function scriptOverHttp(server: DevServer) {
  return runScript(
    (path, init) => fetch(`${server.url}${path}`, { ...init, headers: { ...init.headers, origin: server.url } }),
    "ip4-",
  );
}

/** The functions runtime npm start serves, each request from another address of one /64. */
export async function scriptFromOneSlash64() {
  const handler = await createFunctionsHandler({ schedules: false, blobs: false });
  let n = 0;
  try {
    return await runScript((path, init) => {
      n += 1;
      // GET and POST of one booking from the same address, as one client; the next booking from the next.
      const ip = `2001:db8:5c:7::${(Math.floor((n - 1) / 2) + 1).toString(16)}`;
      return Promise.resolve(handler(new Request(`http://localhost${path}`, init), { ip }));
    }, "ip6-");
  } finally {
    await handler.stop();
  }
}

const CANCELLED_PREFIX = "bench-cancelled-";

/** 5,000 cancelled visits spread over the window, the way a book-and-cancel loop leaves them. */
export async function seedCancelled(db: Firestore, count: number): Promise<void> {
  const now = Date.now();
  for (let first = 0; first < count; first += 400) {
    const batch = db.batch();
    for (let i = first; i < Math.min(count, first + 400); i += 1) {
      const start = Math.floor((now + DAY_MS + ((i * 7919) % (28 * 24 * 4)) * 900_000) / 900_000) * 900_000;
      batch.set(db.collection(VISITS).doc(`${CANCELLED_PREFIX}${i}`), {
        status: "cancelled",
        start: Timestamp.fromMillis(start),
        end: Timestamp.fromMillis(start + 15 * 60_000),
        day: new Date(start).toISOString().slice(0, 10),
        sequence: 1,
        cells: [],
        seat: "",
        name: "Bench Cancelled",
        email: "bench-cancelled@example.com",
        phone: "",
        street: "",
        zip: "",
        projectType: "repair",
        note: "",
        tokenHash: "",
      });
    }
    await batch.commit();
  }
}

export async function clearCancelled(db: Firestore, count: number): Promise<void> {
  for (let first = 0; first < count; first += 400) {
    const batch = db.batch();
    for (let i = first; i < Math.min(count, first + 400); i += 1)
      batch.delete(db.collection(VISITS).doc(`${CANCELLED_PREFIX}${i}`));
    await batch.commit();
  }
}

/** GET /api/slots timings: every 250 ms for `seconds`, then `missCount` requests 5.5 s apart. */
export async function slotsTimings(server: DevServer, seconds: number, missCount: number) {
  const time = async () => {
    const started = performance.now();
    const res = await fetch(`${server.url}${API_ROUTES.slots}`);
    await res.json();
    return performance.now() - started;
  };
  const every: number[] = [];
  const deadline = performance.now() + seconds * 1000;
  while (performance.now() < deadline) {
    every.push(await time());
    await sleep(250);
  }
  const misses: number[] = [];
  for (let i = 0; i < missCount; i += 1) {
    await sleep(5_500);
    misses.push(await time());
  }
  return {
    requests: every.length,
    p50Ms: round(quantile(every, 0.5), 1),
    p95Ms: round(quantile(every, 0.95), 1),
    uncachedP50Ms: round(quantile(misses, 0.5), 1),
    uncachedP95Ms: round(quantile(misses, 0.95), 1),
  };
}
