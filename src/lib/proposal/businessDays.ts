/**
 * Business days as the right to cancel counts them: every day but Sunday and the federal
 * holidays (16 CFR 429.0: Saturday counts). The holidays are all of 5 U.S.C. 6103(a)'s, and a fixed-date holiday on a weekend skips its
 * observed day too: where the rule's own list is narrower, the deadline printed only falls
 * later, never earlier, so a buyer never gets less time than the law gives
 * (docs/decisions/proposals.md, "Notice of Cancellation").
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** A day as YYYY-MM-DD, counted in UTC so no clock change moves it. */
const dayKey = (time: number): string => new Date(time).toISOString().slice(0, 10);
const dayTime = (day: string): number => Date.parse(`${day}T00:00:00Z`);

/** The `n`th `weekday` (0 = Sunday) of a month (0-based); n = -1 for the last. */
function nthWeekday(year: number, month: number, weekday: number, n: number): string {
  if (n < 0) {
    const last = Date.UTC(year, month + 1, 0);
    const back = (new Date(last).getUTCDay() - weekday + 7) % 7;
    return dayKey(last - back * DAY_MS);
  }
  const first = Date.UTC(year, month, 1);
  const forward = (weekday - new Date(first).getUTCDay() + 7) % 7;
  return dayKey(first + (forward + 7 * (n - 1)) * DAY_MS);
}

/** A fixed-date holiday and, when it falls on a weekend, the Friday or Monday it is observed on. */
function fixed(year: number, month: number, date: number): string[] {
  const time = Date.UTC(year, month, date);
  const weekday = new Date(time).getUTCDay();
  const observed = weekday === 6 ? time - DAY_MS : weekday === 0 ? time + DAY_MS : undefined;
  return observed === undefined ? [dayKey(time)] : [dayKey(time), dayKey(observed)];
}

/** The federal holidays of a year (5 U.S.C. 6103(a)), with the observed days of those on a weekend. */
export function federalHolidays(year: number): Set<string> {
  return new Set([
    ...fixed(year, 0, 1), // New Year's Day
    nthWeekday(year, 0, 1, 3), // Birthday of Martin Luther King, Jr.
    nthWeekday(year, 1, 1, 3), // Washington's Birthday
    nthWeekday(year, 4, 1, -1), // Memorial Day
    ...fixed(year, 5, 19), // Juneteenth National Independence Day
    ...fixed(year, 6, 4), // Independence Day
    nthWeekday(year, 8, 1, 1), // Labor Day
    nthWeekday(year, 9, 1, 2), // Columbus Day
    ...fixed(year, 10, 11), // Veterans Day
    nthWeekday(year, 10, 4, 4), // Thanksgiving Day
    ...fixed(year, 11, 25), // Christmas Day
    // New Year's Day of the next year on a Saturday is observed on this year's December 31.
    ...fixed(year + 1, 0, 1).filter((day) => day.startsWith(`${year}-`)),
  ]);
}

export function isBusinessDay(day: string): boolean {
  const time = dayTime(day);
  return new Date(time).getUTCDay() !== 0 && !federalHolidays(Number(day.slice(0, 4))).has(day);
}

/** The `count`th business day after `day` (YYYY-MM-DD): "midnight of the third business day after the date of this transaction". */
export function businessDaysAfter(day: string, count: number): string {
  let time = dayTime(day);
  for (let counted = 0; counted < count;) {
    time += DAY_MS;
    if (isBusinessDay(dayKey(time))) counted += 1;
  }
  return dayKey(time);
}
