import { describe, expect, it } from "vitest";
import { formatCents, formatSignedCents, formatUsdRange } from "../../src/lib/format/money.ts";

// The money formatters are written out (no ICU at a page's load); Intl is the oracle they must match.
const intlCents = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
const intlUsd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

/** A fixed spread of amounts: every magnitude a contract meets, both signs. */
function* amounts(): Generator<number> {
  let seed = 20_261_128;
  const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648);
  for (const edge of [0, 1, 5, 9, 10, 99, 100, 101, 999, 1000, 99_999, 100_000, 99_999_999, 100_000_000])
    yield* [edge, -edge];
  for (let index = 0; index < 5_000; index += 1) {
    const magnitude = 10 ** (next() % 12);
    yield (next() % magnitude) * (next() % 2 ? 1 : -1);
  }
}

describe("money as the site writes it", () => {
  it("writes integer cents exactly as Intl's en-US dollars and cents, 5,028 amounts", () => {
    for (const cents of amounts()) {
      if (Object.is(cents, -0)) continue;
      expect(formatCents(cents), String(cents)).toBe(intlCents.format(cents / 100));
    }
  });

  it("writes whole dollars as Intl does, halves rounded away from zero", () => {
    for (const dollars of [...amounts(), 2.5, -2.5, 1234.49, 1234.5, 999.5]) {
      if (Object.is(dollars, -0)) continue;
      expect(formatUsdRange(dollars, null), String(dollars)).toBe(intlUsd.format(dollars));
    }
    expect(formatUsdRange(27_000, 56_000)).toBe("$27,000 – $56,000");
  });

  it("writes no minus before nothing, and a true minus on a signed change", () => {
    expect(formatCents(-0)).toBe("$0.00");
    expect(formatSignedCents(120_000)).toBe("+$1,200.00");
    expect(formatSignedCents(-30_000)).toBe("−$300.00");
    expect(formatSignedCents(81_250)).toBe("+$812.50");
    // No change has no sign.
    expect(formatSignedCents(0)).toBe("$0.00");
  });
});
