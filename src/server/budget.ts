/**
 * The overall AI budget: the tokens chat and estimator together may spend per business
 * day, counted in Firestore `aiBudget/{yyyy-mm-dd}` (the day in America/New_York, the
 * business's own midnight). Every provider call adds the provider's own usage figure
 * (stream_options.include_usage) or, when the provider sends none, an estimate from the
 * characters. Before a call the counter is read; at or past AI_DAILY_TOKEN_BUDGET both
 * functions answer 503 and the owner gets one e-mail that day (src/server/budgetAlertQueue.ts).
 * Chat, open to anyone, may use only its share (AI_ESTIMATE_RESERVE_PERCENT is kept for
 * the estimator) and each client address at most AI_CHAT_DAILY_TOKENS_PER_IP of it.
 *
 * The read and the increment are not one transaction: calls already running when the
 * budget runs out still finish, so the day can end over the budget by at most the calls
 * in flight (each at most its prompt plus max_tokens). One hot document under a
 * transaction per call would cost more than that overshoot. firestore.rules deny clients
 * the collection (default deny); only firebase-admin reads and writes it.
 * docs/decisions/ai-server.md.
 */
// One module each: the functions run unbundled under Node locally, and the date-fns index loads all of date-fns (2 s).
import { tz } from "@date-fns/tz/tz";
import { addDays } from "date-fns/addDays";
import { startOfDay } from "date-fns/startOfDay";
import { FieldValue, getFirestore, Timestamp } from "firebase-admin/firestore";
import { withTimeout } from "./withTimeout.ts";
import { budgetTimeoutMs } from "./timeouts.ts";
import { adminApp } from "./firebaseAdmin.ts";
import { aiBudgetShares, aiChatTokensPerAddress } from "./limits.ts";
import { addressKey } from "./addressKey.ts";
import { BUSINESS_TIME_ZONE } from "../config/site.ts";
import { businessDay } from "../lib/format/businessDay.ts";
import { errorCause } from "./log.ts";
import type { Env } from "./env.ts";
import { AI_BUDGET, CHAT_ADDRESSES } from "../schemas/collections.ts";

/** OpenAI's rule of thumb for English text, used only when the provider reports no usage. */
const CHARS_PER_TOKEN = 4;
/** Old counters stay readable as a usage history for a quarter; a TTL policy on expiresAt may delete them. */
const KEEP_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

const inBusinessZone = tz(BUSINESS_TIME_ZONE);

/** Seconds until the business's next midnight, when a new budget starts (23 h or 25 h days included). */
export function secondsUntilNextBusinessDay(now: Date): number {
  const midnight = startOfDay(addDays(now, 1, { in: inBusinessZone }));
  return Math.max(1, Math.ceil((midnight.getTime() - now.getTime()) / 1000));
}

/** The provider's count for one call (OpenAI's `usage`); any field may be missing from other servers. */
export interface ProviderUsage {
  prompt_tokens?: number;
  completion_tokens?: number;
  total_tokens?: number;
}

export interface CallCost {
  usage?: ProviderUsage | null;
  /** Characters of every message sent (system prompt included). */
  promptChars: number;
  /** Characters of the reply as far as it came. */
  replyChars: number;
  /**
   * The call ended before the provider finished (client left, timeout, broken stream):
   * the provider may have generated up to max_tokens, so that is what an estimate charges.
   */
  cutShort: boolean;
  maxTokens: number;
}

const count = (value: unknown): number | undefined =>
  typeof value === "number" && Number.isFinite(value) && value >= 0 ? Math.ceil(value) : undefined;

/** Tokens to charge for one call: the provider's figure when it gave one, else an estimate that errs high. */
export function tokensToCharge({ usage, promptChars, replyChars, cutShort, maxTokens }: CallCost): number {
  const total = count(usage?.total_tokens);
  if (total !== undefined) return total;
  const prompt = count(usage?.prompt_tokens);
  const completion = count(usage?.completion_tokens);
  if (prompt !== undefined && completion !== undefined) return prompt + completion;
  const promptEstimate = Math.ceil(promptChars / CHARS_PER_TOKEN);
  const replyEstimate = Math.ceil(replyChars / CHARS_PER_TOKEN);
  return promptEstimate + (cutShort ? Math.max(replyEstimate, maxTokens) : replyEstimate);
}

export const isOverBudget = (usedTokens: number, limit: number): boolean => usedTokens >= limit;

export type AiFeature = "chat" | "estimate";
/** What ran out: the whole day's budget (both features pause) or chat's share of it. */
export type BudgetScope = "all" | "chat";

export type BudgetCheck =
  | { ok: true }
  /** cause: "budget_exhausted", "address_cap" (this address's chat tokens) or "budget_store:*" (unreadable). */
  | { ok: false; cause: string; retryAfterSeconds?: number };

/** The figures of what ran out, for the log line and the owner's alert. */
export interface BudgetDay {
  day: string;
  tokens: number;
  calls: number;
}

const db = () => getFirestore(adminApp());
const budgetRef = (day: string) => db().collection(AI_BUDGET).doc(day);
/** One address's chat tokens of the day, under the day's document; the id is a hash, never the address. */
const addressRef = (day: string, ip: string) => budgetRef(day).collection(CHAT_ADDRESSES).doc(addressKey(ip, day));

/**
 * What this instance already knows: once a day is over budget it stays so (counters only
 * grow), so later requests that day are refused without a read. The figures are
 * compared with the current limits, so a higher one (tests, a redeploy) reads again.
 */
let spent: { day: string; tokens: number; chatTokens: number } | undefined;
/** The scopes this instance has reported used up (log line, owner's alert), for one day. */
let reported: { day: string; scopes: Set<BudgetScope> } = { day: "", scopes: new Set() };

export type BudgetExhausted = (figures: BudgetDay & { limit: number }, scope: BudgetScope) => Promise<void>;

/**
 * Whether another AI call may start. Chat stops at its share of the day's budget (the
 * rest is the estimator's: aiBudgetShares) and, given the client's `address`, at that
 * address's daily chat tokens; the estimator stops at the whole budget. Fails closed: a
 * counter that cannot be read within budgetTimeoutMs() refuses the call, like the
 * estimate quota (a cost ceiling that gives way whenever Firestore is slow is none).
 * `onExhausted` runs when this instance first finds the day, or chat's share, used up
 * (the owner's alert).
 */
export async function checkAiBudget(options: {
  feature: AiFeature;
  address?: string;
  now?: Date;
  env?: Env;
  onExhausted?: BudgetExhausted;
}): Promise<BudgetCheck> {
  const { feature, now = new Date(), env = process.env } = options;
  const shares = aiBudgetShares(env);
  const day = businessDay(now);
  const retryAfterSeconds = secondsUntilNextBusinessDay(now);
  const usedUp = (figures: { tokens: number; chatTokens: number }): BudgetScope | undefined => {
    if (isOverBudget(figures.tokens, shares.total)) return "all";
    return feature === "chat" && isOverBudget(figures.chatTokens, shares.chat) ? "chat" : undefined;
  };
  const refused = { ok: false, cause: "budget_exhausted", retryAfterSeconds } as const;
  if (spent?.day === day && usedUp(spent)) return refused;

  const address = feature === "chat" && options.address !== undefined ? addressRef(day, options.address) : undefined;
  let stored: { tokens: number; calls: number; chatTokens: number; chatCalls: number };
  let addressTokens: number;
  try {
    // Both documents in one round trip.
    const [daySnapshot, addressSnapshot] = await withTimeout(
      address
        ? db().getAll(budgetRef(day), address)
        : budgetRef(day)
            .get()
            .then((snapshot) => [snapshot]),
      budgetTimeoutMs(env),
      "Reading the AI budget",
    );
    const read = (field: string) => count(daySnapshot?.get(field)) ?? 0;
    stored = {
      tokens: read("tokens"),
      calls: read("calls"),
      chatTokens: read("chatTokens"),
      chatCalls: read("chatCalls"),
    };
    addressTokens = count(addressSnapshot?.get("tokens")) ?? 0;
  } catch (error) {
    return { ok: false, cause: `budget_store:${errorCause(error)}` };
  }

  const scope = usedUp(stored);
  if (scope) {
    spent = { day, tokens: stored.tokens, chatTokens: stored.chatTokens };
    await report(scope, day, stored, shares, options.onExhausted);
    return refused;
  }
  if (address && isOverBudget(addressTokens, aiChatTokensPerAddress(env))) {
    return { ok: false, cause: "address_cap", retryAfterSeconds };
  }
  return { ok: true };
}

/** Once per instance, day and scope: the log line an operator's alert can match, and the owner's alert. */
async function report(
  scope: BudgetScope,
  day: string,
  stored: { tokens: number; calls: number; chatTokens: number; chatCalls: number },
  shares: { total: number; chat: number },
  onExhausted: BudgetExhausted | undefined,
): Promise<void> {
  if (reported.day !== day) reported = { day, scopes: new Set() };
  if (reported.scopes.has(scope)) return;
  reported.scopes.add(scope);
  const figures =
    scope === "all"
      ? { day, tokens: stored.tokens, calls: stored.calls, limit: shares.total }
      : { day, tokens: stored.chatTokens, calls: stored.chatCalls, limit: shares.chat };
  const event = scope === "all" ? "exhausted" : "chat_share_exhausted";
  console.warn(`[ai-budget] ${JSON.stringify({ event, ...figures })}`);
  await onExhausted?.(figures, scope).catch((error: unknown) => {
    console.error(`[ai-budget] owner alert not queued: ${errorCause(error)}`);
  });
}

/**
 * Adds one call's tokens to today's counters: the day's, chat's share and the address's
 * for a chat. Never throws: a lost increment only undercounts one call.
 */
export async function chargeAiBudget(
  tokens: number,
  call: { feature: AiFeature; address?: string; now?: Date },
): Promise<void> {
  const { feature, now = new Date() } = call;
  const day = businessDay(now);
  const add = (value: number) => FieldValue.increment(value);
  const batch = db().batch();
  batch.set(
    budgetRef(day),
    {
      day,
      tokens: add(tokens),
      calls: add(1),
      ...(feature === "chat" ? { chatTokens: add(tokens), chatCalls: add(1) } : {}),
      updatedAt: FieldValue.serverTimestamp(),
      expiresAt: Timestamp.fromMillis(now.getTime() + KEEP_DAYS * DAY_MS),
    },
    { merge: true },
  );
  if (feature === "chat" && call.address !== undefined) {
    // Needed only on its day: a TTL policy on expiresAt may delete it after the next.
    batch.set(
      addressRef(day, call.address),
      { tokens: add(tokens), calls: add(1), expiresAt: Timestamp.fromMillis(now.getTime() + 2 * DAY_MS) },
      { merge: true },
    );
  }
  try {
    await withTimeout(batch.commit(), budgetTimeoutMs(), "Charging the AI budget");
  } catch (error) {
    console.error(`[ai-budget] ${tokens} tokens not counted: ${errorCause(error)}`);
  }
}
