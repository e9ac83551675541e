import { describe, expect, test } from "vitest";
import { isOverBudget, secondsUntilNextBusinessDay, tokensToCharge } from "../../src/server/budget.ts";
import { businessDay } from "../../src/lib/format/businessDay.ts";
import {
  AI_CHAT_DAILY_TOKENS_PER_IP,
  AI_DAILY_TOKEN_BUDGET,
  aiBudgetShares,
  aiChatTokensPerAddress,
  aiDailyTokenBudget,
  ESTIMATES_PER_DAY,
  ESTIMATES_PER_DAY_UNVERIFIED,
  estimatesPerDayFor,
} from "../../src/server/limits.ts";
import { dailyCapRejection } from "../../src/server/quota.ts";
import { buildBudgetAlert } from "../../src/server/mail/budgetAlert.ts";
import { addressBlock, addressKey } from "../../src/server/addressKey.ts";

describe("the budget's day is the business's (America/New_York)", () => {
  test.each([
    // EST (UTC-5): New York's midnight is 05:00 UTC.
    ["2026-11-23T04:59:59Z", "2026-11-22", 1],
    ["2026-11-23T05:00:00Z", "2026-11-23", 24 * 3600],
    ["2026-11-23T18:30:00Z", "2026-11-23", 10.5 * 3600],
    // EDT (UTC-4) in summer.
    ["2026-07-04T03:59:00Z", "2026-07-03", 60],
    ["2026-07-04T04:00:00Z", "2026-07-04", 24 * 3600],
    // UTC is already in the new year; New York is not.
    ["2027-01-01T02:00:00Z", "2026-12-31", 3 * 3600],
    // DST starts 2026-03-08 02:00 EST: that day has 23 hours.
    ["2026-03-08T05:00:00Z", "2026-03-08", 23 * 3600],
    // DST ends 2026-11-01 02:00 EDT: that day has 25 hours.
    ["2026-11-01T04:00:00Z", "2026-11-01", 25 * 3600],
    // Inside the changes: 01:30 EST, half an hour before the clocks skip to 03:00 EDT ...
    ["2026-03-08T06:30:00Z", "2026-03-08", 21.5 * 3600],
    // ... and 03:00 EDT, the first minute after the skip.
    ["2026-03-08T07:00:00Z", "2026-03-08", 21 * 3600],
    // 01:30 comes twice when DST ends: first in EDT, then again in EST an hour later.
    ["2026-11-01T05:30:00Z", "2026-11-01", 23.5 * 3600],
    ["2026-11-01T06:30:00Z", "2026-11-01", 22.5 * 3600],
    // The evening before each change: the next midnight still has the evening's offset.
    ["2026-03-08T03:00:00Z", "2026-03-07", 2 * 3600],
    ["2026-10-31T23:00:00Z", "2026-10-31", 5 * 3600],
  ])("%s is %s, %d s before the next budget", (instant, day, seconds) => {
    const now = new Date(instant);
    expect(businessDay(now)).toBe(day);
    expect(secondsUntilNextBusinessDay(now)).toBe(seconds);
  });
});

describe("tokensToCharge", () => {
  const call = { promptChars: 4000, replyChars: 800, cutShort: false, maxTokens: 500 };
  test.each([
    [
      "the provider's total",
      { ...call, usage: { prompt_tokens: 900, completion_tokens: 150, total_tokens: 1050 } },
      1050,
    ],
    [
      "prompt + completion when the total is missing",
      { ...call, usage: { prompt_tokens: 900, completion_tokens: 150 } },
      1050,
    ],
    ["the provider's figure even when cut short", { ...call, cutShort: true, usage: { total_tokens: 70 } }, 70],
    ["no usage: characters / 4", { ...call, usage: undefined }, 1000 + 200],
    ["a usage without numbers counts as none", { ...call, usage: { total_tokens: Number.NaN } }, 1200],
    ["negative figures count as none", { ...call, usage: { total_tokens: -5 } }, 1200],
    ["cut short without usage: the whole max_tokens", { ...call, cutShort: true, usage: null }, 1000 + 500],
    [
      "cut short after more than max_tokens' worth of text: the text",
      { ...call, replyChars: 2400, cutShort: true },
      1600,
    ],
    ["nothing sent, nothing returned", { promptChars: 0, replyChars: 0, cutShort: false, maxTokens: 500 }, 0],
  ])("%s", (_name, cost, tokens) => {
    expect(tokensToCharge(cost)).toBe(tokens);
  });

  test("the budget is used up at the limit, not one past it", () => {
    expect(isOverBudget(499_999, 500_000)).toBe(false);
    expect(isOverBudget(500_000, 500_000)).toBe(true);
  });
});

describe("limits from the environment", () => {
  test.each([
    [{}, AI_DAILY_TOKEN_BUDGET],
    [{ AI_DAILY_TOKEN_BUDGET: "2000000" }, 2_000_000],
    [{ AI_DAILY_TOKEN_BUDGET: "0" }, AI_DAILY_TOKEN_BUDGET],
    [{ AI_DAILY_TOKEN_BUDGET: "lots" }, AI_DAILY_TOKEN_BUDGET],
  ])("AI budget %j -> %d", (env, tokens) => {
    expect(aiDailyTokenBudget(env)).toBe(tokens);
  });

  test.each([
    [{}, { total: 500_000, chat: 300_000 }],
    [
      { AI_DAILY_TOKEN_BUDGET: "1000000", AI_ESTIMATE_RESERVE_PERCENT: "25" },
      { total: 1_000_000, chat: 750_000 },
    ],
    // Chat always keeps something, and the estimator its share, whatever is set.
    [{ AI_ESTIMATE_RESERVE_PERCENT: "100" }, { total: 500_000, chat: 5_000 }],
    [{ AI_ESTIMATE_RESERVE_PERCENT: "0" }, { total: 500_000, chat: 300_000 }],
  ])("budget shares %j -> %j", (env, shares) => {
    expect(aiBudgetShares(env)).toEqual(shares);
  });

  test("chat tokens per address: 30,000 unless set", () => {
    expect(aiChatTokensPerAddress({})).toBe(AI_CHAT_DAILY_TOKENS_PER_IP);
    expect(AI_CHAT_DAILY_TOKENS_PER_IP).toBe(30_000);
    expect(aiChatTokensPerAddress({ AI_CHAT_DAILY_TOKENS_PER_IP: "1000000" })).toBe(1_000_000);
  });

  test.each([
    [{}, true, ESTIMATES_PER_DAY],
    [{}, false, ESTIMATES_PER_DAY_UNVERIFIED],
    [{ AI_ESTIMATES_PER_DAY_UNVERIFIED: "5" }, false, 5],
    // Never more than a verified account: a test lowering the cap lowers both.
    [{ AI_ESTIMATES_PER_DAY: "2" }, false, 2],
    [{ AI_ESTIMATES_PER_DAY: "2", AI_ESTIMATES_PER_DAY_UNVERIFIED: "7" }, false, 2],
    [{ AI_ESTIMATES_PER_DAY: "50", AI_ESTIMATES_PER_DAY_UNVERIFIED: "7" }, true, 50],
  ])("estimates per day %j, verified %s -> %d", (env, verified, perDay) => {
    expect(estimatesPerDayFor(verified, env)).toBe(perDay);
  });
});

describe("the daily cap's answer", () => {
  test("an unverified account is told that verifying raises it", () => {
    const rejection = dailyCapRejection({ perDay: 3, verifiedPerDay: 10, emailVerified: false }, 3600);
    expect(rejection).toMatchObject({ code: "rate_limited", headers: { "Retry-After": "3600" } });
    expect(rejection.message).toBe(
      "You have used all 3 estimates for today. Verify your e-mail address to get up to 10 a day.",
    );
  });

  test("asked from a Spanish page, it says both in Spanish", () => {
    const unverified = dailyCapRejection({ perDay: 3, verifiedPerDay: 10, emailVerified: false }, 3600, "es");
    expect(unverified.message).toBe(
      "Ya usó sus 3 estimados de hoy. Verifique su correo electrónico para obtener hasta 10 al día.",
    );
    const verified = dailyCapRejection({ perDay: 10, verifiedPerDay: 10, emailVerified: true }, 60, "es");
    expect(verified.message).toBe(
      "Ya usó sus 10 estimados de hoy. Vuelva a intentarlo mañana o comuníquese directamente con nosotros.",
    );
  });

  test("a verified account is told to come back tomorrow", () => {
    const rejection = dailyCapRejection({ perDay: 10, verifiedPerDay: 10, emailVerified: true }, 60);
    expect(rejection.message).toBe(
      "You have used all 10 estimates for today. Please try again tomorrow or contact us directly.",
    );
  });
});

describe("the per-address chat counter's key", () => {
  test.each([
    ["203.0.113.7", "203.0.113.7"],
    ["::ffff:203.0.113.7", "203.0.113.7"],
    ["2001:db8:1:2:aaaa:bbbb:cccc:dddd", "2001:db8:1:2::/64"],
    ["2001:0DB8:0001:0002::9", "2001:db8:1:2::/64"],
    ["[2001:db8:1:2::9]", "2001:db8:1:2::/64"],
    ["2001:db8::1:2:3:4:5", "2001:db8:0:1::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["local", "local"],
  ])("%s counts as %s", (ip, block) => {
    expect(addressBlock(ip)).toBe(block);
  });

  test("addresses of one IPv6 /64 share a key; other blocks and other days do not; no address is stored", () => {
    const key = addressKey("2001:db8:1:2::1", "2026-11-23");
    expect(addressKey("2001:db8:1:2:ffff::9", "2026-11-23")).toBe(key);
    expect(addressKey("2001:db8:1:3::1", "2026-11-23")).not.toBe(key);
    expect(addressKey("2001:db8:1:2::1", "2026-11-24")).not.toBe(key);
    expect(addressKey("203.0.113.7", "2026-11-23")).toMatch(/^[\w-]{22}$/);
    expect(addressKey("203.0.113.7", "2026-11-23")).not.toContain("203");
  });
});

describe("the owner's budget alert", () => {
  test("chat's share: says chat paused and the estimator still answers, with chat's figures", () => {
    const mail = buildBudgetAlert(
      "chat",
      { day: "2026-11-23", scope: "chat", tokens: 300_120, limit: 300_000, calls: 212 },
      { LEAD_ALERT_TO: "owner@example.com" },
    );
    expect(mail.subject).toBe("AI chat paused for 2026-11-23: its share of the AI budget is used up");
    expect(mail.text).toContain("estimator keeps the part of the budget reserved for it");
    expect(mail.text).toContain("Chat tokens used: 300,120");
    expect(mail.text).toContain("Chat's share of the daily budget: 300,000");
    expect(mail.text).toContain("Chat calls today: 212");
    expect(mail.text).toContain("AI_ESTIMATE_RESERVE_PERCENT");
  });

  test("names the day, the figures and how to allow more", () => {
    const mail = buildBudgetAlert(
      "2026-11-23",
      { tokens: 512_345, limit: 500_000, calls: 431 },
      { LEAD_ALERT_TO: "owner@example.com" },
    );
    expect(mail.to).toBe("owner@example.com");
    expect(mail.subject).toBe("AI budget used up for 2026-11-23: chat and estimator paused until midnight");
    expect(mail.text).toContain("Tokens used: 512,345");
    expect(mail.text).toContain("Daily budget: 500,000");
    expect(mail.text).toContain("AI calls today: 431");
    expect(mail.text).toContain("AI_DAILY_TOKEN_BUDGET");
    expect(mail.html).toContain("<td>512,345</td>");
  });
});
