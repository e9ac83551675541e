/** A lead's proposal as /account tells it: where it stands, which e-mail holds it, never a link. */
import { describe, expect, test } from "vitest";
import { CHANGE_ORDER_TEXT } from "../../src/config/text/changeOrder.ts";
import { PROPOSAL_TEXT } from "../../src/config/text/proposal.ts";
import { accountProposalFacts } from "../../src/lib/account/proposal.ts";
import { PROPOSAL_WORDS } from "../../src/lib/proposal/proposalWords.ts";
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

  test("on /es/mi-cuenta: its lines and dates in Spanish, quoting each e-mail's subject in the language it was sent in", () => {
    const ES = PROPOSAL_WORDS.es;
    const spanish = accountProposalFacts({ ...signed, language: "es" }, NOW, "es");
    expect(spanish.state).toBe(ES.page.states.signed);
    expect(spanish.lines).toEqual([
      ES.account.price("$30,160.38"),
      ES.account.sentOn("8 de diciembre de 2026"),
      ES.account.signedOn("9 de diciembre de 2026", ES.mail.signedSubject("Kitchen remodel")),
      ES.account.depositDue("$9,048.11"),
    ]);
    // An English proposal read on the Spanish page: the Spanish page's words, the English e-mail's subject.
    expect(accountProposalFacts(sent, NOW, "es").lines.at(-1)).toBe(
      ES.account.open(PROPOSAL_TEXT.mail.sentSubject("Kitchen remodel")),
    );
  });

  test("declined: said so, with nothing to open", () => {
    const facts = accountProposalFacts({ ...sent, state: "declined" }, NOW);
    expect(facts.state).toBe(PROPOSAL_TEXT.page.states.declined);
    expect(facts.lines).toEqual(["Price: $30,160.38", "Sent on December 8, 2026."]);
  });

  test("a signed contract's change orders, one line each: what each changes, where it stands, which e-mail holds it", () => {
    const change = { sentAt: NOW - DAY, expiresAt: NOW + 13 * DAY, signedAt: null, declinedAt: null };
    const facts = accountProposalFacts(
      {
        ...signed,
        totalCents: 3_016_038 + 120_000,
        changeOrders: [
          { ...change, id: "c1", number: 1, title: "Pantry", changeCents: 120_000, state: "signed", signedAt: NOW },
          {
            ...change,
            id: "c2",
            number: 2,
            title: "Less tile",
            changeCents: -30_000,
            state: "declined",
            declinedAt: NOW,
          },
          { ...change, id: "c3", number: 3, title: "Outlets", changeCents: 45_000, state: "viewed" },
          { ...change, id: "c4", number: 4, title: "Skylight", changeCents: 90_000, state: "sent", expiresAt: NOW - 1 },
        ],
      },
      NOW,
    );
    const C = PROPOSAL_TEXT.account.changeOrder;
    expect(facts.lines[0]).toBe("Price: $31,360.38");
    expect(facts.lines.slice(-4)).toEqual([
      C.signed(1, "+$1,200.00", "December 10, 2026", CHANGE_ORDER_TEXT.mail.signedSubject(1, "Pantry")),
      C.declined(2, "−$300.00", "December 10, 2026"),
      C.open(3, "+$450.00", CHANGE_ORDER_TEXT.mail.sentSubject(3, "Outlets")),
      C.expired(4, "+$900.00"),
    ]);
    expect(facts.lines.join(" ")).not.toMatch(/#|\/change-order/);
  });
});
