/**
 * The overall AI budget, the smaller cap of unverified accounts and the slot an estimate
 * gives back, against the Firestore and Auth emulators, MailDev and the AI stand-in.
 *
 * The aiBudget counter of today is shared with every suite running at the same time, so
 * these tests never write it directly: they spend a little, then lower this worker's
 * AI_DAILY_TOKEN_BUDGET below what is spent (other workers keep the default) and compare
 * increments with "at least".
 */
import { getFirestore } from "firebase-admin/firestore";
import { describe, expect, test, vi } from "vitest";
import chat, { config as chatConfig } from "../../netlify/functions/chat.ts";
import estimate, { config as estimateConfig } from "../../netlify/functions/estimate.ts";
import type { EstimateRequest } from "../../src/schemas/estimate.ts";
import { checkAiBudget } from "../../src/server/budget.ts";
import { businessDay } from "../../src/lib/format/businessDay.ts";
import { budgetAlertId, chatBudgetAlertId } from "../../src/server/budgetAlertQueue.ts";
import { AI_CHAT_DAILY_TOKENS_PER_IP, aiBudgetShares } from "../../src/server/limits.ts";
import { BUDGET_MAIL_TEXT, MESSAGES } from "../../src/config/text.ts";
import { httpFailure } from "../../src/lib/api-client/request.ts";
import { chatErrorMessage } from "../../src/lib/chat/chatErrors.ts";
import { adminApp } from "../../src/server/firebaseAdmin.ts";
import { quotaSlotId } from "../../src/server/quota.ts";
import { completionOf } from "../../scripts/ai-stand-in.ts";
import { AUTH_EMULATOR_HOST, PROJECT_ID } from "../../scripts/emulators.ts";
import { listMail, type ReceivedMail } from "../../scripts/maildev.ts";
import { call, errorOf, freshIp, readChunks } from "./support/http.ts";
import { createTestUser, signIn, type TestUser } from "./support/tokens.ts";
import { useFakeProvider } from "./support/provider.ts";
import { AI_BUDGET, NOTIFICATIONS, RATE_LIMITS } from "../../src/schemas/collections.ts";
import { CHAT_TEXT } from "../../src/config/text/en/chat.ts";

const fake = useFakeProvider({ text: "A short reply." });

const db = () => getFirestore(adminApp());
const today = () => businessDay(new Date());
const spentToday = async () => {
  const snapshot = await db().collection(AI_BUDGET).doc(today()).get();
  return {
    tokens: Number(snapshot.get("tokens") ?? 0),
    calls: Number(snapshot.get("calls") ?? 0),
    chatTokens: Number(snapshot.get("chatTokens") ?? 0),
  };
};

const ask = (content: string) => ({ messages: [{ role: "user", content }] });
const postChat = (content = "What do you build?", ip = freshIp()) =>
  call(chat, chatConfig.path as string, { body: ask(content), ip });

const VALID: EstimateRequest = {
  projectType: "remodel",
  squareFootage: 120,
  roomType: "bathroom",
  timeline: "1-3months",
  scope: "New tub, tiles and a vanity.",
};
const postEstimate = (user: TestUser) =>
  call(estimate, estimateConfig.path as string, {
    body: VALID,
    headers: { Authorization: `Bearer ${user.idToken}` },
  });
/** The estimate slots the account holds today (no test allows more than 10 a day). */
const slotsUsed = async (user: TestUser) => {
  const slots = Array.from({ length: 10 }, (_, i) =>
    db()
      .collection(RATE_LIMITS)
      .doc(quotaSlotId(user.uid, new Date(), i + 1)),
  );
  return (await db().getAll(...slots)).filter((slot) => slot.exists).length;
};

async function waitForMailCount(subject: string, count: number): Promise<ReceivedMail[]> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const found = (await listMail()).filter((mail) => mail.subject === subject);
    if (found.length >= count || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Lowers this worker's budget to what is already spent: the next call is over it. */
async function exhaustBudgetForThisWorker(): Promise<void> {
  const res = await postChat();
  expect(res.status).toBe(200);
  await readChunks(res);
  vi.stubEnv("AI_DAILY_TOKEN_BUDGET", String(Math.max(1, (await spentToday()).tokens)));
}

describe("every AI call is charged to the day's budget", () => {
  test("with the provider's own usage figure, asked for in the streaming call", async () => {
    const before = await spentToday();
    fake.script({ text: "We build decks.", usage: { prompt_tokens: 1200, completion_tokens: 34 } });
    const res = await postChat();
    expect(res.status).toBe(200);
    await readChunks(res);
    expect(completionOf(fake.completions()[0])).toMatchObject({
      stream: true,
      stream_options: { include_usage: true },
    });
    const after = await spentToday();
    expect(after.tokens - before.tokens).toBeGreaterThanOrEqual(1234);
    expect(after.calls - before.calls).toBeGreaterThanOrEqual(1);
  });

  test("a provider that reports no usage is charged an estimate from the characters", async () => {
    const before = await spentToday();
    fake.script({ text: "We build decks.", usage: false });
    const res = await postChat("x".repeat(1800));
    await readChunks(res);
    const after = await spentToday();
    // The user's 1,800 characters alone are 450 tokens; the system prompt adds more.
    expect(after.tokens - before.tokens).toBeGreaterThanOrEqual(450);
  });

  test("a visitor who leaves mid-reply is charged the reply's max_tokens", async () => {
    const before = await spentToday();
    fake.script({ text: "one two three four five six seven eight", tokenDelayMs: 200, usage: false });
    const res = await postChat();
    const reader = res.body!.getReader();
    await reader.read();
    await reader.cancel();
    const after = await spentToday();
    expect(after.tokens - before.tokens).toBeGreaterThanOrEqual(500);
  });
});

describe("past the budget", () => {
  test("chat and estimator answer 503 ai_unavailable without calling the provider, and the owner is alerted once", async () => {
    // Only this test queues today's alert; a run earlier today may have left one behind.
    await db().collection(NOTIFICATIONS).doc(budgetAlertId(today())).delete();
    const subject = `AI budget used up for ${today()}: chat and estimator paused until midnight`;
    const mailsBefore = (await listMail()).filter((mail) => mail.subject === subject).length;

    await exhaustBudgetForThisWorker();
    fake.reset();
    const user = await createTestUser();
    const responses = await Promise.all([
      ...Array.from({ length: 6 }, () => postChat()),
      ...Array.from({ length: 2 }, () => postEstimate(user)),
    ]);
    for (const res of responses) {
      expect(await errorOf(res)).toMatchObject({ status: 503, code: "ai_unavailable" });
      const retryAfter = Number(res.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(25 * 3600);
    }
    expect(fake.completions()).toHaveLength(0);
    // The refused estimates gave their slots back.
    expect(await slotsUsed(user)).toBe(0);

    const alerts = await db().collection(NOTIFICATIONS).where("lead", "==", `${AI_BUDGET}/${today()}`).get();
    expect(alerts.docs.map((doc) => doc.id)).toEqual([budgetAlertId(today())]);
    expect(alerts.docs[0].get("kind")).toBe("budget");
    const mails = await waitForMailCount(subject, mailsBefore + 1);
    expect(mails.at(-1)?.text).toContain("AI_DAILY_TOKEN_BUDGET");
    // More refusals later add neither a notification nor an e-mail.
    await errorOf(await postChat());
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await listMail()).filter((received) => received.subject === subject)).toHaveLength(mailsBefore + 1);
    expect((await db().collection(NOTIFICATIONS).where("lead", "==", `${AI_BUDGET}/${today()}`).get()).size).toBe(1);
  });

  test("the check costs one document read per request (measured)", async () => {
    vi.stubEnv("AI_DAILY_TOKEN_BUDGET", "1000000000000");
    const timings: number[] = [];
    for (let i = 0; i < 200; i++) {
      const started = performance.now();
      expect((await checkAiBudget({ feature: "estimate" })).ok).toBe(true);
      timings.push(performance.now() - started);
    }
    timings.sort((a, b) => a - b);
    const at = (q: number) => timings[Math.min(timings.length - 1, Math.floor(q * timings.length))].toFixed(2);
    console.log(`budget check against the Firestore emulator, 200 calls: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms`);
    expect(Number(at(0.95))).toBeLessThan(50);
  });
});

describe("chat cannot take the estimator's share, and one address cannot take chat's", () => {
  /** What the widget shows for a refused chat: the same path as in the browser. */
  const widgetText = async (res: Response) => chatErrorMessage(await httpFailure(res), CHAT_TEXT);

  test("an address at its daily chat tokens is refused before the provider; other addresses and the estimator still answer", async () => {
    vi.stubEnv("AI_CHAT_DAILY_TOKENS_PER_IP", undefined);
    const ip = freshIp();
    fake.script({
      text: "A long answer.",
      usage: { prompt_tokens: AI_CHAT_DAILY_TOKENS_PER_IP - 200, completion_tokens: 200 },
    });
    const first = await postChat("Tell me everything about decks.", ip);
    expect(first.status).toBe(200);
    await readChunks(first);

    const refused = await postChat("And more?", ip);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(25 * 3600);
    expect(await widgetText(refused.clone())).toBe(MESSAGES.chatUnavailable);
    expect(await errorOf(refused)).toMatchObject({ code: "rate_limited" });
    expect(fake.completions()).toHaveLength(1);

    const other = await postChat("What do you build?", freshIp());
    expect(other.status).toBe(200);
    await readChunks(other);
    const estimated = await postEstimate(await createTestUser());
    expect(estimated.status).toBe(200);
    await readChunks(estimated);
  });

  test("chat's share used up: every address is told chat is unavailable, the estimator still answers, the owner hears once", async () => {
    await db().collection(NOTIFICATIONS).doc(chatBudgetAlertId(today())).delete();
    const subject = BUDGET_MAIL_TEXT.chat.subject(today());
    const mailsBefore = (await listMail()).filter((mail) => mail.subject === subject).length;
    // One huge chat; then a day's budget with room left for estimates but none in chat's share.
    fake.script({ text: "A very long answer.", usage: { prompt_tokens: 10_000_000, completion_tokens: 0 } });
    await readChunks(await postChat());
    const spent = await spentToday();
    const limit = spent.tokens + 1_000_000;
    const shares = `chat's share ${aiBudgetShares({ AI_DAILY_TOKEN_BUDGET: String(limit) }).chat}, chat tokens today ${spent.chatTokens}`;
    vi.stubEnv("AI_DAILY_TOKEN_BUDGET", String(limit));
    fake.reset();
    fake.setFallback({ text: "A short reply." });

    for (const res of await Promise.all([postChat(), postChat()])) {
      expect(res.status, shares).toBe(503);
      expect(await widgetText(res)).toBe(MESSAGES.chatUnavailable);
    }
    expect(fake.completions()).toHaveLength(0);
    const estimated = await postEstimate(await createTestUser());
    expect(estimated.status).toBe(200);
    await readChunks(estimated);

    const mails = await waitForMailCount(subject, mailsBefore + 1);
    expect(mails).toHaveLength(mailsBefore + 1);
    expect(mails.at(-1)?.text).toContain("AI_ESTIMATE_RESERVE_PERCENT");
  });
});

/** The Auth emulator's out-of-band codes: the verification link a person would click. */
async function verifyEmail(user: TestUser): Promise<void> {
  const base = `http://${AUTH_EMULATOR_HOST}`;
  const sent = await fetch(`${base}/identitytoolkit.googleapis.com/v1/accounts:sendOobCode?key=demo-api-key`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ requestType: "VERIFY_EMAIL", idToken: user.idToken }),
  });
  expect(sent.ok).toBe(true);
  const { oobCodes } = (await (await fetch(`${base}/emulator/v1/projects/${PROJECT_ID}/oobCodes`)).json()) as {
    oobCodes: { email: string; requestType: string; oobLink: string }[];
  };
  const code = oobCodes.findLast((item) => item.email === user.email && item.requestType === "VERIFY_EMAIL");
  expect(code).toBeDefined();
  expect((await fetch(code!.oobLink)).ok).toBe(true);
}

describe("the daily estimate cap", () => {
  test("an unverified account gets 3 a day; once it verifies its e-mail, the full 10", async () => {
    let user = await createTestUser();
    for (let i = 0; i < 3; i++) {
      const res = await postEstimate(user);
      expect(res.status).toBe(200);
      await readChunks(res);
    }
    const capped = await errorOf(await postEstimate(user));
    expect(capped).toMatchObject({ status: 429, code: "rate_limited" });
    expect(capped.message).toBe(
      "You have used all 3 estimates for today. Verify your e-mail address to get up to 10 a day.",
    );
    expect(fake.completions()).toHaveLength(3);

    await verifyEmail(user);
    // The old token still says unverified; a fresh sign-in (as the browser refreshes it) does not.
    user = await signIn(user.email);
    const res = await postEstimate(user);
    expect(res.status).toBe(200);
    await readChunks(res);
    expect(await slotsUsed(user)).toBe(4);
  });

  test.each([
    ["the provider fails (after its retry)", [{ status: 500 }, { status: 500 }], 502, "ai_failed"],
    ["the provider returns nothing", [{ empty: true }], 502, "ai_empty"],
  ])("%s: 502 and the slot is given back", async (_name, script, status, code) => {
    vi.stubEnv("AI_ESTIMATES_PER_DAY", "1");
    const user = await createTestUser();
    fake.script(...script);
    expect(await errorOf(await postEstimate(user))).toMatchObject({ status, code });
    expect(await slotsUsed(user)).toBe(0);
    // The one estimate of the day is still there.
    const res = await postEstimate(user);
    expect(res.status).toBe(200);
    await readChunks(res);
    expect(await slotsUsed(user)).toBe(1);
  });

  test("estimates of one account that fail at once all give their slots back", async () => {
    // In a fresh-clone run at load 16, two refused estimates returning their slots together
    // each waited past the 2 s limit on the other's transaction, and the account lost both.
    vi.stubEnv("AI_ESTIMATES_PER_DAY_UNVERIFIED", "10");
    const user = await createTestUser();
    fake.script(...Array.from({ length: 8 }, () => ({ status: 500 })));
    const refused = await Promise.all(Array.from({ length: 4 }, () => postEstimate(user)));
    for (const res of refused) expect(await errorOf(res)).toMatchObject({ status: 502, code: "ai_failed" });
    expect(await slotsUsed(user)).toBe(0);
  });

  test("a reply that breaks off mid-stream gives the slot back too; a visitor who leaves does not", async () => {
    vi.stubEnv("AI_ESTIMATES_PER_DAY", "1");
    const broken = await createTestUser();
    fake.script({ text: "one two three four five", failAfterTokens: 2 });
    const res = await postEstimate(broken);
    expect(res.status).toBe(200);
    await expect(readChunks(res)).rejects.toThrow();
    expect(await slotsUsed(broken)).toBe(0);

    const leaver = await createTestUser();
    fake.script({ text: "one two three four five six", tokenDelayMs: 200 });
    const left = await postEstimate(leaver);
    const reader = left.body!.getReader();
    await reader.read();
    await reader.cancel();
    expect(await slotsUsed(leaver)).toBe(1);
  });
});
