/**
 * The overall AI budget: the tokens chat and estimator together may spend per business
 * day, counted in Firestore `aiBudget/{yyyy-mm-dd}` (the day in America/New_York, the
 * business's own midnight). Every provider call adds the provider's own usage figure
 * (stream_options.include_usage) or, when the provider sends none, an estimate from the
 * characters. Before a call the counter is read; at or past AI_DAILY_TOKEN_BUDGET both
 * functions answer 503 and the owner gets one e-mail that day (src/server/budgetAlert.ts).
 *
 * The read and the increment are not one transaction: calls already running when the
 * budget runs out still finish, so the day can end over the budget by at most the calls
 * in flight (each at most its prompt plus max_tokens). One hot document under a
 * transaction per call would cost more than that overshoot. firestore.rules deny clients
 * the collection (default deny); only firebase-admin reads and writes it.
 * docs/decisions.md, "AI budget".
 */
import { FieldValue, getFirestore, Timestamp } from "firebase-admin/firestore";
import { withTimeout } from "../utils/withTimeout.ts";
import { budgetTimeoutMs } from "./timeouts.ts";
import { adminApp } from "./firebaseAdmin.ts";
import { aiDailyTokenBudget } from "./limits.ts";
import { errorCause } from "./log.ts";
import type { Env } from "./env.ts";

export const AI_BUDGET_COLLECTION = "aiBudget";
/** The business is in the Washington area: its day, not UTC's, is the one the owner thinks in. */
const BUSINESS_TIME_ZONE = "America/New_York";
/** OpenAI's rule of thumb for English text, used only when the provider reports no usage. */
const CHARS_PER_TOKEN = 4;
/** Old counters stay readable as a usage history for a quarter; a TTL policy on expiresAt may delete them. */
const KEEP_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

const dayParts = new Intl.DateTimeFormat("en-US", {
  timeZone: BUSINESS_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

function wallClock(at: Date): {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
} {
  const parts = Object.fromEntries(dayParts.formatToParts(at).map((part) => [part.type, Number(part.value)]));
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

const pad = (value: number) => String(value).padStart(2, "0");

/** The business day of an instant, YYYY-MM-DD: the budget document's id. */
export function businessDay(now: Date): string {
  const { year, month, day } = wallClock(now);
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** Milliseconds the business's wall clock is ahead of UTC at an instant (negative in New York). */
function zoneOffsetMs(at: Date): number {
  const { year, month, day, hour, minute, second } = wallClock(at);
  return Date.UTC(year, month - 1, day, hour, minute, second) - Math.floor(at.getTime() / 1000) * 1000;
}

/** Seconds until the business's next midnight, when a new budget starts (23 h or 25 h days included). */
export function secondsUntilNextBusinessDay(now: Date): number {
  const { year, month, day } = wallClock(now);
  const wallMidnight = Date.UTC(year, month - 1, day + 1);
  // The offset at midnight may differ from now's (a DST change earlier that night): correct once with it.
  let midnight = wallMidnight - zoneOffsetMs(now);
  midnight = wallMidnight - zoneOffsetMs(new Date(midnight));
  return Math.max(1, Math.ceil((midnight - now.getTime()) / 1000));
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

export type BudgetCheck =
  { ok: true; usedTokens: number; limit: number } | { ok: false; cause: string; retryAfterSeconds?: number };

/** What the counter's document holds. */
export interface BudgetDay {
  day: string;
  tokens: number;
  calls: number;
}

const budgetRef = (day: string) => getFirestore(adminApp()).collection(AI_BUDGET_COLLECTION).doc(day);

/**
 * What this instance already knows: once a day is over budget it stays so (counters only
 * grow), so later requests that day are refused without a read. The figure is
 * compared with the current limit, so a higher one (tests, a redeploy) reads again.
 */
let spent: { day: string; tokens: number } | undefined;

export type BudgetExhausted = (day: BudgetDay & { limit: number }) => Promise<void>;

/**
 * Whether another AI call may start. Fails closed: a counter that cannot be read within
 * budgetTimeoutMs() refuses the call, like the estimate quota (a cost ceiling that gives
 * way whenever Firestore is slow is none). `onExhausted` runs when this instance first
 * finds the day over budget (the owner's alert).
 */
export async function checkAiBudget(
  options: { now?: Date; env?: Env; onExhausted?: BudgetExhausted } = {},
): Promise<BudgetCheck> {
  const { now = new Date(), env = process.env } = options;
  const limit = aiDailyTokenBudget(env);
  const day = businessDay(now);
  const refused = {
    ok: false,
    cause: "budget_exhausted",
    retryAfterSeconds: secondsUntilNextBusinessDay(now),
  } as const;
  if (spent?.day === day && isOverBudget(spent.tokens, limit)) return refused;

  let stored: BudgetDay;
  try {
    const snapshot = await withTimeout(budgetRef(day).get(), budgetTimeoutMs(env), "Reading the AI budget");
    stored = { day, tokens: count(snapshot.get("tokens")) ?? 0, calls: count(snapshot.get("calls")) ?? 0 };
  } catch (error) {
    return { ok: false, cause: `budget_store:${errorCause(error)}` };
  }
  if (!isOverBudget(stored.tokens, limit)) return { ok: true, usedTokens: stored.tokens, limit };

  const firstSighting = spent?.day !== day;
  spent = { day, tokens: stored.tokens };
  if (firstSighting) {
    // The line an operator's log alert can match, once per instance and day.
    console.warn(`[ai-budget] ${JSON.stringify({ event: "exhausted", ...stored, limit })}`);
    await options.onExhausted?.({ ...stored, limit }).catch((error: unknown) => {
      console.error(`[ai-budget] owner alert not queued: ${errorCause(error)}`);
    });
  }
  return refused;
}

/** Adds one call's tokens to today's counter. Never throws: a lost increment only undercounts one call. */
export async function chargeAiBudget(tokens: number, now: Date = new Date()): Promise<void> {
  const day = businessDay(now);
  try {
    await withTimeout(
      budgetRef(day).set(
        {
          day,
          tokens: FieldValue.increment(tokens),
          calls: FieldValue.increment(1),
          updatedAt: FieldValue.serverTimestamp(),
          expiresAt: Timestamp.fromMillis(now.getTime() + KEEP_DAYS * DAY_MS),
        },
        { merge: true },
      ),
      budgetTimeoutMs(),
      "Charging the AI budget",
    );
  } catch (error) {
    console.error(`[ai-budget] ${tokens} tokens not counted: ${errorCause(error)}`);
  }
}
