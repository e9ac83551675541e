import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { PROJECT_TYPES, ROOM_TYPES } from "../../src/config/site.ts";
import {
  ballparkFor,
  formatBallpark,
  MINIMUM_JOB_USD,
  PRICING_GUIDE,
  tryBallpark,
} from "../../src/lib/pricing/defaultGuide.ts";

const combinations = PROJECT_TYPES.flatMap((project) => ROOM_TYPES.map((room) => [project.value, room.value] as const));

describe("the pricing guide table", () => {
  test.each(combinations)("%s / %s has a positive range with low < high", (project, room) => {
    const rate = PRICING_GUIDE[project][room];
    expect(rate.low).toBeGreaterThan(0);
    expect(rate.high).toBeGreaterThan(rate.low);
  });

  test("covers exactly the estimator's options", () => {
    expect(Object.keys(PRICING_GUIDE).sort()).toEqual(PROJECT_TYPES.map((o) => o.value).sort());
    for (const byRoom of Object.values(PRICING_GUIDE))
      expect(Object.keys(byRoom).sort()).toEqual(ROOM_TYPES.map((o) => o.value).sort());
  });

  test.each(ROOM_TYPES.map((room) => room.value))(
    "%s: repair < renovation < remodel, and an addition costs at least a renovation",
    (room) => {
      const { repair, renovation, remodel, addition } = PRICING_GUIDE;
      expect(repair[room].high).toBeLessThanOrEqual(renovation[room].high);
      expect(renovation[room].low).toBeLessThan(remodel[room].low);
      expect(renovation[room].high).toBeLessThan(remodel[room].high);
      expect(addition[room].low).toBeGreaterThanOrEqual(renovation[room].low);
    },
  );

  test("every figure cites a public source in a comment", () => {
    const source = readFileSync(new URL("../../src/lib/pricing/defaultGuide.ts", import.meta.url), "utf8");
    const table = source.slice(source.indexOf("export const PRICING_GUIDE"), source.indexOf("function roundingStep"));
    const lines = table.split("\n");
    const isFigure = (line: string) => /^\s+\w+: \{ low: \d+, high: \d+ \},/.test(line);
    const isComment = (line: string) => line.trim().startsWith("//");
    let figures = 0;
    for (const [index, line] of lines.entries()) {
      if (!isFigure(line)) continue;
      figures += 1;
      // The comment block above the figure (consecutive figures may share one) names a source.
      let at = index - 1;
      while (at >= 0 && isFigure(lines[at])) at--;
      const block: string[] = [];
      while (at >= 0 && isComment(lines[at])) block.unshift(lines[at--]);
      expect(block.join(" "), line).toMatch(/\[(CvV 2024|CvV 2019|Angi 2024)\]/);
    }
    expect(figures).toBe(PROJECT_TYPES.length * ROOM_TYPES.length);
  });
});

describe("ballparkFor", () => {
  test.each([
    // 200 sq ft x $350-$800 = $70,000-$160,000
    [
      { projectType: "remodel", roomType: "kitchen", squareFootage: 200 },
      { low: 70_000, high: 160_000 },
    ],
    // 35 sq ft x $550-$900 = $19,250-$31,500 -> rounded out to $19,000-$32,000
    [
      { projectType: "remodel", roomType: "bathroom", squareFootage: 35 },
      { low: 19_000, high: 32_000 },
    ],
    // 600 sq ft x $40-$90 = $24,000-$54,000
    [
      { projectType: "renovation", roomType: "basement", squareFootage: 600 },
      { low: 24_000, high: 54_000 },
    ],
    // 384 sq ft x $300-$450 = $115,200-$172,800 -> $115,000-$175,000
    [
      { projectType: "addition", roomType: "bedroom", squareFootage: 384 },
      { low: 115_000, high: 175_000 },
    ],
    // 20 sq ft x $8-$30 = $160-$600: the minimum job lifts the low end
    [
      { projectType: "repair", roomType: "bedroom", squareFootage: 20 },
      { low: MINIMUM_JOB_USD, high: 600 },
    ],
    // 1 sq ft: both ends at the minimum job
    [
      { projectType: "repair", roomType: "other", squareFootage: 1 },
      { low: MINIMUM_JOB_USD, high: MINIMUM_JOB_USD },
    ],
    // 55 sq ft x $40-$120 = $2,200-$6,600
    [
      { projectType: "repair", roomType: "bathroom", squareFootage: 55 },
      { low: 2_200, high: 6_600 },
    ],
    // 5,000 sq ft x $250-$450 = $1.25M-$2.25M, to $10,000
    [
      { projectType: "addition", roomType: "other", squareFootage: 5_000 },
      { low: 1_250_000, high: 2_250_000 },
    ],
  ] as const)("%j -> %j", (input, expected) => {
    expect(ballparkFor(input)).toEqual(expected);
  });

  test.each(combinations)("%s / %s: whole dollars, low <= high, grows with size", (projectType, roomType) => {
    let previous = { low: 0, high: 0 };
    for (const squareFootage of [1, 10, 55.5, 200, 1_000, 100_000]) {
      const range = ballparkFor({ projectType, roomType, squareFootage });
      expect(Number.isInteger(range.low) && Number.isInteger(range.high)).toBe(true);
      expect(range.low).toBeLessThanOrEqual(range.high);
      expect(range.low).toBeGreaterThanOrEqual(previous.low);
      expect(range.high).toBeGreaterThanOrEqual(previous.high);
      // Rounding only ever widens the range.
      const rate = PRICING_GUIDE[projectType][roomType];
      expect(range.low).toBeLessThanOrEqual(Math.max(rate.low * squareFootage, MINIMUM_JOB_USD));
      expect(range.high).toBeGreaterThanOrEqual(rate.high * squareFootage);
      previous = range;
    }
  });

  test.each([
    [{ projectType: "remodel", roomType: "kitchen", squareFootage: 0 }],
    [{ projectType: "remodel", roomType: "kitchen", squareFootage: -10 }],
    [{ projectType: "remodel", roomType: "kitchen", squareFootage: Number.NaN }],
    [{ projectType: "remodel", roomType: "kitchen", squareFootage: "200" }],
    [{ projectType: "demolition", roomType: "kitchen", squareFootage: 200 }],
    [{ projectType: "remodel", roomType: "garage", squareFootage: 200 }],
    [{ projectType: "constructor", roomType: "name", squareFootage: 200 }],
  ])("throws RangeError for %j; tryBallpark gives null", (input) => {
    expect(() => ballparkFor(input as never)).toThrow(RangeError);
    expect(tryBallpark(input)).toBeNull();
  });

  test("tryBallpark waits for a complete form", () => {
    expect(tryBallpark({ projectType: "remodel", roomType: "kitchen" })).toBeNull();
    expect(tryBallpark({ projectType: "remodel", roomType: "kitchen", squareFootage: 200 })).toEqual({
      low: 70_000,
      high: 160_000,
    });
  });
});

test.each([
  [{ low: 70_000, high: 160_000 }, "$70,000 – $160,000"],
  [{ low: 500, high: 600 }, "$500 – $600"],
  [{ low: 1_250_000, high: 2_250_000 }, "$1,250,000 – $2,250,000"],
])("formatBallpark(%j) = %s", (range, text) => {
  expect(formatBallpark(range)).toBe(text);
});
