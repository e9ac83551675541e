/**
 * The open times as the /book form and the visit's page show them: one entry per day
 * that has any, in order, each with its times; and the day to show first.
 */
import type { Slot } from "../../schemas/booking.ts";

export interface SlotDay {
  day: string;
  slots: Slot[];
}

export function slotDays(slots: readonly Slot[]): SlotDay[] {
  const days = new Map<string, Slot[]>();
  for (const slot of [...slots].sort((a, b) => a.start.localeCompare(b.start))) {
    const list = days.get(slot.day) ?? [];
    list.push(slot);
    days.set(slot.day, list);
  }
  return [...days].map(([day, list]) => ({ day, slots: list }));
}

/** The chosen day if it still has times, else the first day that does. */
export function dayToShow(days: readonly SlotDay[], chosen: string | undefined): string | undefined {
  return days.find((entry) => entry.day === chosen)?.day ?? days[0]?.day;
}

/**
 * After a 409: the times the server offered next, merged into the list, and the taken
 * one removed, so the form shows what is open without another round trip.
 */
export function afterTaken(slots: readonly Slot[], taken: string, offered: readonly Slot[]): Slot[] {
  const known = new Set(slots.map((slot) => slot.start));
  return [...slots.filter((slot) => slot.start !== taken), ...offered.filter((slot) => !known.has(slot.start))];
}
