/** The last step of both AI functions: run the completion and answer with the stream or a 502. */
import type { PromptMessage } from "./prompts.ts";
import type { AiSettings } from "./settings.ts";
import { CLIENT_GONE, startCompletion, type CompletionOptions } from "./completion.ts";
import { rejecter, STREAM_HEADERS } from "../http.ts";
import { logApiRequest, type ApiLogEntry } from "../log.ts";
import { chargeAiBudget, checkAiBudget, tokensToCharge, type ProviderUsage } from "../budget.ts";
import { queueBudgetAlert } from "../budgetAlertQueue.ts";
import { MESSAGES } from "../../config/text.ts";

export interface ReplyInput {
  fn: ApiLogEntry["fn"];
  /** performance.now() when the request arrived, for the log line. */
  started: number;
  settings: AiSettings;
  messages: PromptMessage[];
  /** Extra response headers on success (the estimate's ballpark). */
  headers?: Record<string, string>;
  /** See CompletionOptions.finish: the estimate saves the complete reply and appends its receipt. */
  finish?: (text: string) => Promise<string>;
  /**
   * Called when the visitor got no complete reply for a reason not theirs (budget used up,
   * provider failed, empty, timed out or broke off), not when the client left: the
   * estimate gives its daily slot back.
   */
  onFailure?: () => Promise<void>;
  /** The request's signal: a client that leaves, at any moment, cancels the provider call. */
  signal?: AbortSignal;
  /** The chat's client address: its daily chat tokens are counted and capped (src/server/budget.ts). */
  address?: string;
  /** The chat's tools (chatTools.ts), run between the model's rounds. */
  tools?: CompletionOptions["tools"];
}

const FAILURE_MESSAGES = {
  ai_failed: "The AI provider failed to answer. Please try again later.",
  ai_empty: "The AI provider returned an empty reply. Please try again.",
} as const;

export async function streamReply({
  fn,
  started,
  settings,
  messages,
  headers,
  finish,
  onFailure,
  signal,
  address,
  tools,
}: ReplyInput): Promise<Response> {
  const elapsed = () => Math.round(performance.now() - started);
  const failed = () => onFailure?.().catch(() => {});

  const feature = fn === "chat" ? "chat" : "estimate";
  const budget = await checkAiBudget({
    feature,
    address,
    onExhausted: (figures, scope) => queueBudgetAlert(figures, feature, scope),
  });
  if (!budget.ok && budget.cause === "address_cap") {
    // A limit on this visitor, worded as the spec's "unavailable" text the widget shows for a 429.
    return rejecter(
      fn,
      started,
    )({
      code: "rate_limited",
      message: MESSAGES.chatUnavailable,
      cause: budget.cause,
      headers: { "Retry-After": String(budget.retryAfterSeconds) },
    });
  }
  if (!budget.ok) {
    await failed();
    return rejecter(
      fn,
      started,
    )({
      code: "ai_unavailable",
      message:
        budget.cause === "budget_exhausted"
          ? `The ${feature === "chat" ? "chat assistant" : "AI estimator"} has used today's AI budget.`
          : "The AI budget cannot be checked right now.",
      cause: budget.cause,
      ...(budget.retryAfterSeconds ? { headers: { "Retry-After": String(budget.retryAfterSeconds) } } : {}),
    });
  }
  const promptChars = messages.reduce((sum, message) => sum + message.content.length, 0);
  // toolTokens: the chat's look-up rounds before the answer (completion.ts), charged with it.
  const charge = (usage: ProviderUsage | undefined, reply: string, cutShort: boolean, toolTokens = 0) =>
    chargeAiBudget(
      tokensToCharge({ usage, promptChars, replyChars: reply.length, cutShort, maxTokens: settings.maxTokens }) +
        toolTokens,
      { feature, address },
    );

  let firstTokenMs: number | undefined;
  const completion = await startCompletion(settings, messages, {
    onEnd: (outcome, cause) =>
      logApiRequest({ fn, status: 200, outcome, ms: elapsed(), firstTokenMs, ...(cause ? { cause } : {}) }),
    finish,
    signal,
    tools,
    startedAt: started,
    account: async (outcome, usage, text, toolTokens) => {
      await Promise.all([
        charge(usage, text, outcome !== "ok", toolTokens),
        outcome === "stream_failed" || outcome === "timeout" ? failed() : undefined,
      ]);
    },
  });
  if (!completion.ok) {
    // No usage figure before the first token; a timed-out call may still be generating.
    // A client that left before the first token keeps its slot used: aborting early must not be a free retry.
    await Promise.all([
      charge(undefined, "", completion.cause === "timeout", completion.toolTokens),
      completion.cause === CLIENT_GONE ? undefined : failed(),
    ]);
    return rejecter(
      fn,
      started,
    )({ code: completion.code, message: FAILURE_MESSAGES[completion.code], cause: completion.cause });
  }
  firstTokenMs = elapsed();
  return new Response(completion.body, { status: 200, headers: { ...STREAM_HEADERS, ...headers } });
}
