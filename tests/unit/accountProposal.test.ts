/** A lead's proposal as /account tells it: where it stands, which e-mail holds it, never a link. */
import { describe, expect, test } from "vitest";
import { PROPOSAL_TEXT } from "../../src/config/text/proposal.ts";
import { accountProposalFacts } from "../../src/lib/account/proposal.ts";
import type { AccountProposal } from "../../src/schemas/accountLead.ts";

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 11, 10, 17);
const sent: AccountProposal = {
  id: "p1",
  title: "Kitchen remodel",
  state: "viewed",
  totalCents: 3_016_038,
  sentAt: NOW - 2 * DAY,
  expiresAt: NOW + 20 * DAY,
  signedAt: null,
  depositCents: 0,
  depositPaidAt: null,
  depositRefundedCents: 0,
};
const signed: AccountProposal = { ...sent, state: "signed", signedAt: NOW - DAY, depositCents: 904_811 };

describe("/account: a request's proposal", () => {
  test("open: the price, the day it was sent, and the e-mail whose link opens it", () => {
    const facts = accountProposalFacts(sent, NOW);
    expect(facts.heading).toBe("Proposal: Kitchen remodel");
    expect(facts.state).toBe(PROPOSAL_TEXT.page.states.viewed);
    expect(facts.lines).toEqual([
      "Price: $30,160.38",
      "Sent on December 8, 2026.",
      PROPOSAL_TEXT.account.open(PROPOSAL_TEXT.mail.sentSubject("Kitchen remodel")),
    ]);
    expect(facts.lines.join(" ")).not.toMatch(/#|\/proposal/);
  });

  test("past its link's end: expired, with how to get a new one, and nothing to open", () => {
    const facts = accountProposalFacts({ ...sent, expiresAt: NOW - 1 }, NOW);
    expect(facts.state).toBe(PROPOSAL_TEXT.page.states.expired);
    expect(facts.lines).toContain(PROPOSAL_TEXT.account.expired);
    expect(facts.lines.some((line) => line.startsWith("Read it"))).toBe(false);
  });

  test("signed: where the signed PDF is, and the deposit due; then paid; then refunded", () => {
    expect(accountProposalFacts(signed, NOW).lines).toEqual([
      "Price: $30,160.38",
      "Sent on December 8, 2026.",
      PROPOSAL_TEXT.account.signedOn("December 9, 2026", PROPOSAL_TEXT.mail.signedSubject("Kitchen remodel")),
      PROPOSAL_TEXT.account.depositDue("$9,048.11"),
    ]);
    const paid = accountProposalFacts({ ...signed, state: "paid", depositPaidAt: NOW }, NOW);
    expect(paid.state).toBe(PROPOSAL_TEXT.page.states.paid);
    expect(paid.lines.at(-1)).toBe(PROPOSAL_TEXT.account.depositPaid("$9,048.11", "December 10, 2026"));
    const refunded = accountProposalFacts({ ...signed, depositPaidAt: NOW, depositRefundedCents: 904_811 }, NOW);
    expect(refunded.state).toBe(PROPOSAL_TEXT.page.states.signed);
    expect(refunded.lines.at(-1)).toBe(PROPOSAL_TEXT.account.refunded("$9,048.11"));
  });

  test("declined: said so, with nothing to open", () => {
    const facts = accountProposalFacts({ ...sent, state: "declined" }, NOW);
    expect(facts.state).toBe(PROPOSAL_TEXT.page.states.declined);
    expect(facts.lines).toEqual(["Price: $30,160.38", "Sent on December 8, 2026."]);
  });
});
