import { describe, expect, test } from "vitest";
import { payableByCard } from "../../src/server/proposals/deposit.ts";
import type { StoredProposal } from "../../src/server/proposals/proposalDoc.ts";

const signedFor = (cents: number) =>
  ({ document: { payments: [{ label: "Deposit", cents }] } }) as unknown as StoredProposal["signed"];

describe("a deposit the homeowner can pay by card", () => {
  test.each([
    [49, false],
    [50, true],
    [99_999_999, true],
    // Stripe refuses a Checkout Session above $999,999.99: cheque or transfer, not a server error.
    [100_000_000, false],
  ])("a signed deposit of %i cents: %s", (cents, payable) => {
    expect(payableByCard({ signed: signedFor(cents), deposit: null }, true)).toBe(payable);
  });

  test("not before the signature, not twice, not without Stripe", () => {
    expect(payableByCard({ signed: null, deposit: null }, true)).toBe(false);
    const paid = { method: "card" } as unknown as StoredProposal["deposit"];
    expect(payableByCard({ signed: signedFor(5_000), deposit: paid }, true)).toBe(false);
    expect(payableByCard({ signed: signedFor(5_000), deposit: null }, false)).toBe(false);
  });
});
