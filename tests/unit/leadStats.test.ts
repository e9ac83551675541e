/**
 * The owner's response figures (src/lib/leads/stats.ts): what a lead adds to its arrival
 * day, how a change moves it, and the panel's sums over 30 and 90 days.
 */
import { describe, expect, test } from "vitest";
import { TZDate } from "@date-fns/tz/date";
import { bucketOf, contributionOf, shiftDay, statsDelta, summarise } from "../../src/lib/leads/stats.ts";
import { channelRows, weekBars } from "../../src/lib/admin/responsePanel.ts";
import type { StatsLead } from "../../src/schemas/leadStats.ts";

const ny = (day: number, hours: number, minutes = 0) =>
  new TZDate(2026, 11, day, hours, minutes, "America/New_York").getTime();
const MIN = 60_000;
/** A Wednesday, 10:00 in New York. */
const ARRIVAL = ny(2, 10);
const lead = (changes: Partial<StatsLead> = {}): StatsLead => ({
  timestamp: ARRIVAL,
  channel: "ads",
  status: "new",
  firstResponseAt: null,
  ...changes,
});

describe("contributionOf", () => {
  test("a new lead counts once on its New York arrival day", () => {
    expect(contributionOf(lead())).toEqual({ day: "2026-12-02", counts: { "received.ads": 1 } });
    // 23:30 in New York is the next day in UTC, not in the business's day.
    expect(contributionOf(lead({ timestamp: ny(2, 23, 30) }))?.day).toBe("2026-12-02");
  });

  test.each([
    ["3 minutes", 3, ["within.m5", "within.h1", "within.d1"]],
    ["40 minutes", 40, ["within.h1", "within.d1"]],
    ["the next morning inside a business day", 22 * 60, ["within.d1"]],
    ["three days later", 3 * 24 * 60, []],
  ])("answered after %s", (_, minutes, within) => {
    const { counts } = contributionOf(lead({ status: "contacted", firstResponseAt: ARRIVAL + minutes * MIN }))!;
    expect(counts.answered).toBe(1);
    expect(counts[`buckets.${bucketOf(minutes)}`]).toBe(1);
    expect(
      Object.keys(counts)
        .filter((key) => key.startsWith("within."))
        .sort(),
    ).toEqual(within.sort());
  });

  test("won and lost count by channel; a lead with no time counts nowhere", () => {
    expect(contributionOf(lead({ status: "won", channel: "directory" }))?.counts).toMatchObject({ "won.directory": 1 });
    expect(contributionOf(lead({ status: "lost" }))?.counts).toMatchObject({ "lost.ads": 1 });
    expect(contributionOf(lead({ timestamp: null }))).toBeNull();
  });
});

describe("statsDelta", () => {
  test("the first answer adds the answer and its time; marking it won then adds only won", () => {
    const answered = lead({ status: "contacted", firstResponseAt: ARRIVAL + 4 * MIN });
    expect(statsDelta(lead(), answered)).toEqual(
      new Map([
        ["2026-12-02", { answered: 1, [`buckets.${bucketOf(4)}`]: 1, "within.m5": 1, "within.h1": 1, "within.d1": 1 }],
      ]),
    );
    expect(statsDelta(answered, { ...answered, status: "won" })).toEqual(new Map([["2026-12-02", { "won.ads": 1 }]]));
  });

  test("a note alone moves nothing; a deletion takes the whole contribution away", () => {
    expect(statsDelta(lead(), lead())).toEqual(new Map());
    expect(statsDelta(lead({ status: "lost" }), null)).toEqual(
      new Map([["2026-12-02", { "received.ads": -1, "lost.ads": -1 }]]),
    );
  });
});

describe("summarise", () => {
  const today = "2026-12-02";
  const days = new Map<string, Record<string, unknown>>([
    [
      today,
      {
        received: { ads: 3, search: 1 },
        answered: 3,
        within: { m5: 2, h1: 3, d1: 3 },
        buckets: { "4": 2, "8": 1 },
        won: { ads: 1 },
      },
    ],
    [shiftDay(today, -40), { received: { directory: 5 }, answered: 1, buckets: { "12": 1 }, lost: { directory: 2 } }],
    // Outside both windows.
    [shiftDay(today, -120), { received: { direct: 50 } }],
  ]);
  const [last30, last90] = summarise(days, today, 0).windows;

  test("30 days: totals, shares, the median inside its bucket, won by channel", () => {
    expect(last30).toMatchObject({ days: 30, total: 4, answered: 3, within: { m5: 2, h1: 3, d1: 3 }, won: { ads: 1 } });
    expect(last30.received).toEqual({ ads: 3, search: 1 });
    // Two answers in 3-5 minutes, one in 15-30: the median is the second of three, in the first bucket.
    expect(last30.medianMinutes).toBeGreaterThanOrEqual(3);
    expect(last30.medianMinutes).toBeLessThanOrEqual(5);
  });

  test("90 days take the older day in; the weeks start on Mondays and cover the window", () => {
    expect(last90.total).toBe(9);
    expect(last90.lost).toEqual({ directory: 2 });
    expect(last90.weeks[0].start <= shiftDay(today, -89)).toBe(true);
    expect(last90.weeks.at(-1)).toEqual({ start: "2026-11-30", received: { ads: 3, search: 1 } });
    expect(last90.weeks.every(({ start }) => new Date(`${start}T12:00:00Z`).getUTCDay() === 1)).toBe(true);
  });

  test("the panel's rows: channels by leads, bars scaled to the busiest week", () => {
    expect(channelRows(last90).map((row) => [row.channel, row.leads, row.won, row.lost])).toEqual([
      ["directory", 5, 0, 2],
      ["ads", 3, 1, 0],
      ["search", 1, 0, 0],
    ]);
    const bars = weekBars(last90, ["directory", "ads", "search"]);
    const busiest = bars.find((bar) => bar.total === 5)!;
    expect(busiest.segments).toEqual([{ channel: "directory", count: 5, percent: 100 }]);
    expect(bars.at(-1)?.segments.map((segment) => segment.percent)).toEqual([60, 20]);
  });
});
