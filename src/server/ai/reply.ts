/** The last step of both AI functions: run the completion and answer with the stream or a 502. */
import type { PromptMessage } from "./prompts.ts";
import type { AiSettings } from "./settings.ts";
import { startCompletion } from "./completion.ts";
import { rejecter, STREAM_HEADERS } from "../http.ts";
import { logAiRequest, type AiLogEntry } from "../log.ts";

export interface ReplyInput {
  fn: AiLogEntry["fn"];
  /** performance.now() when the request arrived, for the log line. */
  started: number;
  settings: AiSettings;
  messages: PromptMessage[];
  /** Extra response headers on success (the estimate's ballpark). */
  headers?: Record<string, string>;
  /** See CompletionOptions.finish: the estimate saves the complete reply and appends its receipt. */
  finish?: (text: string) => Promise<string>;
}

const FAILURE_MESSAGES = {
  ai_failed: "The AI provider failed to answer. Please try again later.",
  ai_empty: "The AI provider returned an empty reply. Please try again.",
} as const;

export async function streamReply({ fn, started, settings, messages, headers, finish }: ReplyInput): Promise<Response> {
  const elapsed = () => Math.round(performance.now() - started);
  let firstTokenMs: number | undefined;
  const completion = await startCompletion(settings, messages, {
    onEnd: (outcome, cause) =>
      logAiRequest({ fn, status: 200, outcome, ms: elapsed(), firstTokenMs, ...(cause ? { cause } : {}) }),
    finish,
  });
  if (!completion.ok)
    return rejecter(
      fn,
      started,
    )({ code: completion.code, message: FAILURE_MESSAGES[completion.code], cause: completion.cause });
  firstTokenMs = elapsed();
  return new Response(completion.body, { status: 200, headers: { ...STREAM_HEADERS, ...headers } });
}
