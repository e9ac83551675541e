/**
 * A proposal's money in integer cents: lines rounded half up, shares rounded down, the
 * final payment taking the rest, and 1,000 generated proposals whose parts always add up.
 */
import { describe, expect, it } from "vitest";
import { lineCents, paymentsOf, proposalTotals, shareOf, tickedOptional } from "../../src/lib/proposal/money.ts";
import type { LineItem, Schedule } from "../../src/schemas/proposal.ts";
import { seededRandom } from "../support/proposals.ts";

const item = (id: string, quantity: number, unitCents: number, optional = false): LineItem => ({
  id,
  description: `Item ${id}`,
  quantity,
  unit: "each",
  unitCents,
  optional,
});

const schedule = (deposit: Schedule["deposit"], milestones: Schedule["milestones"] = []): Schedule => ({
  deposit,
  milestones,
  finalLabel: "On completion",
});

describe("a line's price", () => {
  it.each([
    [1, 12_345, 12_345],
    [2.5, 1_999, 4_998], // 4,997.5 rounds half up
    [0.01, 49, 0], // 0.49 ¢ rounds down
    [0.01, 50, 1], // 0.5 ¢ rounds up
    [120.25, 1_850, 222_463], // 222,462.5
    [0.1, 3, 0],
    [100_000, 100_000_000, 10_000_000_000_000],
  ])("%d × %d ¢ = %d ¢", (quantity, unitCents, expected) => {
    expect(lineCents({ quantity, unitCents })).toBe(expected);
  });

  it("a floating-point quantity still prices exactly: 0.29 × 100 ¢ is 29 ¢ (0.29 × 100 is 28.999… in floating point)", () => {
    expect(lineCents({ quantity: 0.29, unitCents: 100 })).toBe(29);
  });
});

describe("the totals", () => {
  const items = [item("a", 2, 10_000), item("b", 1, 5_000, true), item("c", 3, 1_000, true)];
  const priced = {
    items,
    allowances: [{ description: "Tile", cents: 2_500 }],
    schedule: schedule({ kind: "percent", value: 3_000 }),
  };

  it("leave optional items out until they are ticked", () => {
    const totals = proposalTotals(priced);
    expect(totals).toMatchObject({ baseCents: 20_000, optionalCents: 0, allowancesCents: 2_500, totalCents: 22_500 });
    expect(totals.lines.map((line) => line.included)).toEqual([true, false, false]);
  });

  it("add what is ticked, ignoring unknown and required ids", () => {
    const totals = proposalTotals(priced, ["c", "zzz", "a"]);
    expect(totals).toMatchObject({ optionalCents: 3_000, totalCents: 25_500 });
    expect(tickedOptional(items, ["c", "a", "b", "c"])).toEqual(["b", "c"]);
  });

  it("pay a deposit share rounded down, milestones the same, and the final payment the rest", () => {
    const payments = paymentsOf(
      schedule({ kind: "percent", value: 3_333 }, [{ label: "Rough-in", basisPoints: 3_333 }]),
      10_001,
    );
    expect(payments).toEqual([
      { kind: "deposit", label: "", cents: 3_333 },
      { kind: "milestone", label: "Rough-in", cents: 3_333 },
      { kind: "final", label: "On completion", cents: 3_335 },
    ]);
  });

  it("a fixed deposit stays the same sum whatever is ticked", () => {
    const fixed = { ...priced, schedule: schedule({ kind: "fixed", value: 5_000 }) };
    expect(proposalTotals(fixed).depositCents).toBe(5_000);
    expect(proposalTotals(fixed, ["b", "c"]).depositCents).toBe(5_000);
  });

  it("shares round down: the homeowner is never asked a cent more than the share", () => {
    expect(shareOf(100, 3_333)).toBe(33);
    expect(shareOf(1, 9_999)).toBe(0);
  });
});

describe("1,000 generated proposals", () => {
  it("always add up: lines to totals, payments to the total, a deposit never above its share", () => {
    const next = seededRandom(33);
    for (let run = 0; run < 1_000; run += 1) {
      const items = Array.from({ length: 1 + next(12) }, (_, index) =>
        item(`i${index}`, (1 + next(50_000)) / 100, next(2_000_000), next(3) === 0),
      );
      const allowances = Array.from({ length: next(3) }, () => ({ description: "Allowance", cents: next(500_000) }));
      const depositShare = next(5_001);
      const milestones = Array.from({ length: next(4) }, (_, index) => ({
        label: `Step ${index}`,
        basisPoints: 1 + next(1_500),
      }));
      const proposal = { items, allowances, schedule: schedule({ kind: "percent", value: depositShare }, milestones) };
      const ticked = items.filter(() => next(2) === 0).map((line) => line.id);
      const totals = proposalTotals(proposal, ticked);

      const included = totals.lines.filter((line) => line.included).reduce((sum, line) => sum + line.cents, 0);
      const allowanceSum = allowances.reduce((sum, allowance) => sum + allowance.cents, 0);
      expect(included + allowanceSum).toBe(totals.totalCents);
      expect(totals.baseCents + totals.optionalCents + totals.allowancesCents).toBe(totals.totalCents);
      expect(totals.payments.reduce((sum, payment) => sum + payment.cents, 0)).toBe(totals.totalCents);
      for (const payment of totals.payments) expect(Number.isInteger(payment.cents)).toBe(true);
      expect(totals.depositCents * 10_000).toBeLessThanOrEqual(totals.totalCents * depositShare);
      expect(totals.payments.at(-1)!.cents).toBeGreaterThanOrEqual(0);
    }
  });
});
