import { afterEach, describe, expect, test, vi } from "vitest";
import { requestBooking, fetchSlots } from "../../src/lib/api-client/booking.ts";
import { API_ROUTES } from "../../src/config/routes.ts";
import { BOOKING_TICKET, type BookingDetails } from "../../src/schemas/booking.ts";

/**
 * The /book form's calls as the browser makes them, against a recorded server: the ticket
 * the times came with goes back with the booking, a refused ticket is replaced once, and
 * the limits' refusals become the form's sentences, not a generic failure.
 */
const DETAILS: BookingDetails = {
  name: "Jordan Avery",
  phone: "(571) 555-0142",
  email: "jordan@example.com",
  street: "4100 Lee Hwy",
  zip: "22201",
  projectType: "remodel",
  note: "",
};
const ANTI_SPAM = { website: "", elapsedMs: 5000, key: "k".repeat(20) };
const SLOTS = { timeZone: "America/New_York", slots: [] };
const error = (status: number, code: string) => Response.json({ error: { code, message: "refused" } }, { status });

function server(bookingAnswers: Response[]) {
  let tickets = 0;
  const posted: Record<string, unknown>[] = [];
  const fetchImpl = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === API_ROUTES.slots) {
      tickets += 1;
      return Response.json({ ...SLOTS, ticket: `ticket-${tickets}` });
    }
    posted.push(JSON.parse(init?.body as string) as Record<string, unknown>);
    return bookingAnswers.shift() ?? error(500, "internal");
  }) as unknown as typeof fetch;
  return { fetchImpl, posted };
}

afterEach(() => vi.useRealTimers());

describe("booking from the browser", () => {
  test("sends back the ticket its times came with", async () => {
    const { fetchImpl, posted } = server([Response.json({ id: "v1", start: "s", end: "e" }, { status: 201 })]);
    await fetchSlots(fetchImpl);
    const answer = await requestBooking(DETAILS, "2026-12-01T14:00:00.000Z", ANTI_SPAM, fetchImpl);
    expect(answer).toEqual({ kind: "booked", id: "v1", start: "s", end: "e" });
    expect(posted.map((body) => body.ticket)).toEqual(["ticket-1"]);
  });

  test("a refused ticket (a form left open for hours) is replaced once, after the ticket's least age", async () => {
    const { fetchImpl, posted } = server([
      error(403, "ticket_invalid"),
      Response.json({ id: "v2", start: "s", end: "e" }, { status: 201 }),
    ]);
    await fetchSlots(fetchImpl);
    const started = Date.now();
    const answer = await requestBooking(DETAILS, "2026-12-01T14:00:00.000Z", ANTI_SPAM, fetchImpl);
    expect(answer.kind).toBe("booked");
    expect(posted.map((body) => body.ticket)).toEqual(["ticket-1", "ticket-2"]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(BOOKING_TICKET.minAgeMs);
  });

  test.each([
    ["visit_limit", 403, "person"],
    ["booking_limit", 429, "network"],
  ] as const)("%s is the form's own refusal (%s), never a retry", async (code, status, reason) => {
    const { fetchImpl, posted } = server([error(status, code)]);
    await fetchSlots(fetchImpl);
    expect(await requestBooking(DETAILS, "2026-12-01T14:00:00.000Z", ANTI_SPAM, fetchImpl)).toEqual({
      kind: "refused",
      reason,
    });
    expect(posted).toHaveLength(1);
  });
});
