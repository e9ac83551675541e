/**
 * A proposal's e-mails as the outbox builds them (no SMTP): the homeowner's link in the
 * fragment, the owner's news with the homeowner as Reply-To, the signed PDF attached;
 * and the link function's rate limit, the same in Netlify's config and in the code.
 */
import { noticeKind } from "../../src/server/proposals/queueMail.ts";
import { describe, expect, test } from "vitest";
import { config as linkConfig } from "../../netlify/functions/proposal.ts";
import { PROPOSAL_TEXT } from "../../src/config/text/proposal.ts";
import { PROPOSAL_RATE_LIMIT, proposalRateLimit } from "../../src/server/limits.ts";
import { buildProposalMail } from "../../src/server/proposals/proposalMail.ts";

const ENV = { LEAD_ALERT_TO: "owner@example.com" };
const about = { email: "dana@example.org", name: "Dana Whitfield", title: "Kitchen remodel", totalCents: 3_016_038 };

describe("the proposal's e-mails", () => {
  test("the homeowner's link: the token after #, the total, the expiry; never the owner's address as recipient", () => {
    const mail = buildProposalMail(
      { event: "sent", ...about, token: "tok_123", revision: 1, expiresAt: Date.UTC(2026, 11, 20, 12) },
      null,
      ENV,
    );
    expect(mail?.to).toBe("dana@example.org");
    expect(mail?.subject).toBe(PROPOSAL_TEXT.mail.sentSubject("Kitchen remodel"));
    expect(mail?.text).toContain("/proposal#tok_123");
    expect(mail?.text).toContain("$30,160.38");
    expect(mail?.text).toContain("December 20, 2026");
    expect(mail?.text).toContain("Hello Dana,");
  });

  test("the signed copy: the PDF attached to both; the homeowner's says the deposit is due", () => {
    const pdf = new Uint8Array([37, 80, 68, 70]);
    const signed = { event: "signed" as const, ...about, depositCents: 904_811 };
    const client = buildProposalMail({ ...signed, audience: "client" }, pdf, ENV);
    const owner = buildProposalMail({ ...signed, audience: "owner" }, pdf, ENV);
    expect(client?.attachments?.[0]).toMatchObject({ filename: "signed-contract.pdf", contentType: "application/pdf" });
    expect(client?.text).toContain(PROPOSAL_TEXT.mail.depositDue("$9,048.11"));
    expect(owner?.to).toBe("owner@example.com");
    expect(owner?.replyTo).toBe("dana@example.org");
    expect(owner?.attachments).toHaveLength(1);
  });

  test("the owner's news of changes carries the homeowner's words, escaped in HTML", () => {
    const mail = buildProposalMail({ event: "changes", ...about, message: "Cheaper <b>tile</b>?" }, null, ENV);
    expect(mail?.subject).toBe(PROPOSAL_TEXT.mail.changesSubject("Dana Whitfield"));
    expect(mail?.text).toContain("Cheaper <b>tile</b>?");
    expect(mail?.html).toContain("&#60;b&#62;tile");
  });

  test("the deposit's receipt (DC 16 DCMR § 810.1): amount, day, how it was paid, who received it, what is left", () => {
    const paid = {
      event: "deposit-paid" as const,
      ...about,
      depositCents: 904_811,
      method: "card" as const,
      paidOn: Date.UTC(2026, 11, 3, 17),
    };
    const client = buildProposalMail({ ...paid, audience: "client" }, null, ENV);
    expect(client?.to).toBe("dana@example.org");
    expect(client?.subject).toBe(PROPOSAL_TEXT.mail.receiptSubject("Kitchen remodel"));
    expect(client?.text).toContain("deposit of $9,048.11 on December 3, 2026, by card");
    expect(client?.text).toContain("$21,112.27 is left to pay");
    expect(client?.text).toContain(PROPOSAL_TEXT.mail.receiptBy);
    const owner = buildProposalMail({ ...paid, method: "manual", audience: "owner" }, null, ENV);
    expect(owner?.to).toBe("owner@example.com");
    expect(owner?.text).toContain("by cheque or bank transfer");
  });

  test("a refund tells the homeowner how much went back to the card", () => {
    const refund = { event: "deposit-refunded" as const, ...about, refundedCents: 904_811 };
    const client = buildProposalMail({ ...refund, audience: "client" }, null, ENV);
    expect(client?.subject).toBe(PROPOSAL_TEXT.mail.refundSubject("Kitchen remodel"));
    expect(client?.text).toContain("refunded $9,048.11 of your deposit");
    expect(buildProposalMail({ ...refund, audience: "owner" }, null, ENV)?.to).toBe("owner@example.com");
  });

  test("a homeowner address that is not one gets no e-mail", () => {
    const mail = buildProposalMail(
      { event: "sent", ...about, email: "a@b.c\nBcc: x@y.z", token: "t", revision: 1, expiresAt: 0 },
      null,
      ENV,
    );
    expect(mail).toBeUndefined();
  });
});

test("POST /api/proposal: Netlify's rate limit is the in-code one; the variable raises only the in-code one", () => {
  expect(linkConfig.rateLimit).toEqual({
    windowLimit: PROPOSAL_RATE_LIMIT.windowLimit,
    windowSize: PROPOSAL_RATE_LIMIT.windowSizeSeconds,
    aggregateBy: ["ip", "domain"],
  });
  expect(proposalRateLimit({ PROPOSAL_RATE_LIMIT: "1000" }).windowLimit).toBe(1000);
});

describe("whom a proposal's e-mail is for decides its outbox kind", () => {
  const about = { email: "dana@example.org", name: "Dana Whitfield", title: "Kitchen", totalCents: 100_00 };
  test.each([
    [{ ...about, event: "sent", token: "t", revision: 1, expiresAt: 0 }, "proposal"],
    [{ ...about, event: "changes", message: "Less tile." }, "proposalNews"],
    [{ ...about, event: "declined", message: "" }, "proposalNews"],
    [{ ...about, event: "signed", audience: "client", depositCents: 1 }, "proposal"],
    [{ ...about, event: "signed", audience: "owner", depositCents: 1 }, "proposalNews"],
    [{ ...about, event: "deposit-refunded", audience: "owner", refundedCents: 1 }, "proposalNews"],
    [{ ...about, event: "change-sent", number: 1, changeCents: 1, token: "t", expiresAt: 0 }, "proposal"],
    [{ ...about, event: "change-signed", number: 1, changeCents: 1, audience: "client" }, "proposal"],
    [{ ...about, event: "change-declined", number: 1, changeCents: 1 }, "proposalNews"],
  ])("%o is %s", (notice, kind) => {
    expect(noticeKind(notice as Parameters<typeof noticeKind>[0])).toBe(kind);
  });
});
