/** /admin's agenda of coming visits, without a DOM: today's and the next seven days', and a map link. */
import { businessDay } from "../format/businessDay.ts";

const DAY_MS = 24 * 60 * 60_000;
/** Today and the seven days after it. */
const AGENDA_DAYS = 8;

/** What to read: from a day back (today began at most a day ago in any zone) to past the agenda's last day. */
export function agendaRange(now: number): { from: number; to: number } {
  return { from: now - DAY_MS, to: now + (AGENDA_DAYS + 1) * DAY_MS };
}

/** Visits of today and of the next seven New York days, earliest first; earlier or later ones are left out. */
export function agendaGroups<Visit extends { start: number }>(
  visits: readonly Visit[],
  now: number,
): { today: Visit[]; week: Visit[] } {
  const today = businessDay(now);
  const last = businessDay(now + (AGENDA_DAYS - 1) * DAY_MS);
  const sorted = [...visits].sort((a, b) => a.start - b.start);
  return {
    today: sorted.filter((visit) => businessDay(visit.start) === today),
    week: sorted.filter((visit) => {
      const day = businessDay(visit.start);
      return day > today && day <= last;
    }),
  };
}

/** The visit's address in Google Maps (any phone opens it in its maps app). */
export function mapHref(street: string, zip: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${street}, ${zip}`)}`;
}
