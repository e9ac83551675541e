/**
 * The response panel's proposal figures (src/lib/admin/responsePanel.ts): which listed
 * proposals count as sent and as signed, the median wait for a signature, and its unit.
 */
import { describe, expect, test } from "vitest";
import { proposalConversion, signingWait, type ProposalOutcome } from "../../src/lib/admin/responsePanel.ts";
import { ADMIN_TEXT } from "../../src/config/text.ts";
import { shownState } from "../../src/lib/proposal/state.ts";

const HOUR = 3_600_000;
const SENT = Date.UTC(2026, 10, 2, 15);

const draft: ProposalOutcome = { state: "draft", sentAt: null, signed: null };
const sent = (changes: Partial<ProposalOutcome> = {}): ProposalOutcome => ({
  state: "sent",
  sentAt: SENT,
  signed: null,
  ...changes,
});
const signedAfter = (hours: number, state: "signed" | "paid" = "signed") =>
  sent({ state, signed: { signedAt: SENT + hours * HOUR } });

describe("proposalConversion", () => {
  test("none sent: drafts only, or nothing listed", () => {
    expect(proposalConversion([])).toEqual({ sent: 0, signed: 0, medianToSign: null });
    expect(proposalConversion([draft, draft])).toEqual({ sent: 0, signed: 0, medianToSign: null });
  });

  test("some sent, none signed: viewed, changes asked and declined count as sent", () => {
    const rows = [sent(), sent({ state: "viewed" }), sent({ state: "changes" }), sent({ state: "declined" }), draft];
    expect(proposalConversion(rows)).toEqual({ sent: 4, signed: 0, medianToSign: null });
  });

  test("an expired one, unsigned: sent, not signed", () => {
    const expired = { ...sent({ state: "viewed" }), expiresAt: SENT + 30 * 24 * HOUR };
    expect(shownState(expired, SENT + 40 * 24 * HOUR)).toBe("expired");
    expect(proposalConversion([expired])).toEqual({ sent: 1, signed: 0, medianToSign: null });
  });

  test("a sent proposal saved again is a draft that was sent all the same", () => {
    expect(proposalConversion([sent({ state: "draft" })]).sent).toBe(1);
  });

  test("signed then paid counts once, as sent and signed, with its wait", () => {
    expect(proposalConversion([signedAfter(30, "paid"), sent()])).toEqual({
      sent: 2,
      signed: 1,
      medianToSign: 30 * HOUR,
    });
  });

  test("a signature recorded counts whatever the state; one without its time is left out of the median", () => {
    const odd = sent({ state: "viewed", signed: { signedAt: SENT + 5 * HOUR } });
    const noTime = sent({ state: "signed", signed: { signedAt: null } });
    expect(proposalConversion([odd, noTime])).toEqual({ sent: 2, signed: 2, medianToSign: 5 * HOUR });
  });

  test("the median of an odd count is the middle wait, of an even count the mean of the two middle ones", () => {
    expect(proposalConversion([signedAfter(50), signedAfter(2), signedAfter(7)]).medianToSign).toBe(7 * HOUR);
    expect(proposalConversion([signedAfter(50), signedAfter(2), signedAfter(7), signedAfter(10)]).medianToSign).toBe(
      8.5 * HOUR,
    );
  });
});

describe("signingWait", () => {
  const shown = (ms: number) => ADMIN_TEXT.responsePanel.proposals.wait(signingWait(ms));

  test("hours under 2 days, one decimal at most", () => {
    expect(signingWait(5.5 * HOUR)).toEqual({ unit: "hours", amount: 5.5 });
    expect(signingWait(36 * HOUR + 100_000)).toEqual({ unit: "hours", amount: 36 });
    expect(signingWait(47.9 * HOUR)).toEqual({ unit: "hours", amount: 47.9 });
    expect(shown(HOUR)).toBe("1 hour");
    expect(shown(20 * 60_000)).toBe("0.3 hours");
  });

  test("days from 2 days on", () => {
    expect(signingWait(48 * HOUR)).toEqual({ unit: "days", amount: 2 });
    expect(signingWait(100 * HOUR)).toEqual({ unit: "days", amount: 4.2 });
    expect(shown(60 * HOUR)).toBe("2.5 days");
    expect(shown(24 * 30 * HOUR)).toBe("30 days");
  });
});
