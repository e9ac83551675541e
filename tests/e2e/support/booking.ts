import type { Page } from "@playwright/test";
import { API_ROUTES } from "../../../src/config/routes.ts";
import { BOOKING_TICKET, type SlotsAnswer } from "../../../src/schemas/booking.ts";

/** A phone no other booking of the run has, as a person types it: each phone may hold one future visit. */
export function uniquePhone(): string {
  const digits = String(Math.floor(Math.random() * 9_000_000) + 1_000_000);
  return `(571) ${digits.slice(0, 3)}-${digits.slice(3)}`;
}

/**
 * A booking sent the way /book's form sends it, without the form: the times first (their
 * answer carries the ticket), the ticket's least age waited out, then the POST.
 */
export async function bookThroughApi(page: Page, data: Record<string, unknown>) {
  const { ticket } = (await (await page.request.get(API_ROUTES.slots)).json()) as SlotsAnswer;
  await page.waitForTimeout(BOOKING_TICKET.minAgeMs + 100);
  return page.request.post(API_ROUTES.bookings, { data: { ...data, ticket } });
}
