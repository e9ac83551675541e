/**
 * Runs a streamed chat completion with the official `openai` client and turns it into
 * a plain-text body.
 *
 * The provider stream is read up to its first non-blank content before anything is
 * answered, so a provider error, a timeout or an empty reply still becomes a proper
 * 502 (ai_failed / ai_empty). After that the rest is streamed as it arrives; a failure
 * then can only end the body early.
 */
import OpenAI from "openai";
import type {
  ChatCompletionChunk,
  ChatCompletionMessageParam,
  ChatCompletionTool,
} from "openai/resources/chat/completions";
import type { CompletionUsage } from "openai/resources/completions";
import type { AiSettings } from "./settings.ts";
import type { PromptMessage } from "./prompts.ts";
import { errorCause } from "../log.ts";
import { tokensToCharge } from "../budget.ts";
import { TRAILER_SEPARATOR } from "../../schemas/api.ts";

const clients = new Map<string, OpenAI>();

/** One client per configuration, so connections are kept alive across requests. */
function openAiClient(settings: AiSettings): OpenAI {
  const key = JSON.stringify([settings.apiKey, settings.baseURL, settings.firstTokenTimeoutMs, settings.maxRetries]);
  let client = clients.get(key);
  if (!client) {
    client = new OpenAI({
      apiKey: settings.apiKey,
      // null, not undefined: undefined would fall back to process.env.OPENAI_BASE_URL.
      baseURL: settings.baseURL ?? null,
      timeout: settings.firstTokenTimeoutMs,
      maxRetries: settings.maxRetries,
      // The SDK's own logging could print requests (prompts) at debug level.
      logLevel: "off",
    });
    clients.set(key, client);
  }
  return client;
}

/** How a streamed body ended, for the log line. */
type StreamOutcome = "ok" | "stream_failed" | "cancelled" | "timeout";

export type CompletionStart =
  | { ok: true; body: ReadableStream<Uint8Array>; firstTokenMs: number }
  /** toolTokens: what the tool rounds before the failure cost, charged all the same. */
  | { ok: false; code: "ai_failed" | "ai_empty"; cause: string; toolTokens?: number };

/** The cause of a completion the client abandoned before its first token (nobody reads the answer). */
export const CLIENT_GONE = "client_gone";

export interface CompletionOptions {
  /** Called once when the streamed body has ended, whichever way. */
  onEnd?: (outcome: StreamOutcome, cause?: string) => void;
  /**
   * Called once the provider has finished a complete reply, with the whole text as the
   * client received it; what it resolves to is sent as the body's last chunk (the
   * estimate's save receipt). Not called when the reply failed or the client left.
   */
  finish?: (text: string) => Promise<string>;
  /**
   * Called once when the streamed body ends, whichever way, with the provider's token
   * usage (when it sent one: stream_options.include_usage) and the text sent so far; awaited
   * before the body closes, so the budget is charged while the function still runs.
   */
  account?: (
    outcome: StreamOutcome,
    usage: CompletionUsage | undefined,
    text: string,
    toolTokens: number,
  ) => Promise<void>;
  /**
   * The client's request signal: when it aborts (the visitor left, at any moment, before
   * the first token too) the provider call is aborted with it, so no more tokens are paid for.
   */
  signal?: AbortSignal;
  /**
   * performance.now() when the request arrived: the reply timeout counts from there, so the
   * token check, the counters and the provider together stay inside the function's limit.
   */
  startedAt?: number;
  /**
   * Tools the model may call before it answers (the chat's open times, chatTools.ts). Their
   * calls are run here and their answers sent back; the visitor gets the model's words. The last
   * round keeps them defined with tool_choice "none", so a model that keeps calling must answer.
   */
  tools?: { definitions: ChatCompletionTool[]; run: (name: string, args: string) => Promise<string> };
}

/** Rounds that may call tools before the one that must answer in words. */
const MAX_TOOL_ROUNDS = 2;
/** Calls run in one round; more are answered with an error, not run (each reads the schedule). */
const MAX_CALLS_PER_ROUND = 3;

interface ToolCall {
  id: string;
  name: string;
  args: string;
}

/** Indexes past this are not calls anyone means to make: they are dropped, not allocated. */
const MAX_CALL_INDEX = 16;

/** A streamed tool call arrives in pieces, by index: its id and name first, its arguments in parts. */
function collectToolCalls(calls: ToolCall[], chunk: ChatCompletionChunk): void {
  for (const delta of chunk.choices?.[0]?.delta?.tool_calls ?? []) {
    const index = typeof delta.index === "number" ? delta.index : 0;
    if (index < 0 || index >= MAX_CALL_INDEX) continue;
    const call = (calls[index] ??= { id: "", name: "", args: "" });
    if (delta.id) call.id = delta.id;
    // Assigned, as the SDK does: a provider may repeat the name in later pieces.
    if (delta.function?.name) call.name = delta.function.name;
    if (delta.function?.arguments) call.args += delta.function.arguments;
  }
}

/** The model's calls and the tools' answers, as the next request's messages. */
async function toolTurn(
  collected: ToolCall[],
  run: (name: string, args: string) => Promise<string>,
  round: number,
  /** What the model wrote in the same reply, before or after its calls. */
  text: string,
): Promise<ChatCompletionMessageParam[]> {
  // A provider's indexes may skip, and some send no id: no hole goes back as a call, every call has an id.
  const calls = collected
    .filter((call) => call !== undefined)
    .map((call, index) => ({ ...call, id: call.id || `call_${round}_${index}` }));
  const answers = await Promise.all(
    calls.map((call, index) =>
      index < MAX_CALLS_PER_ROUND
        ? run(call.name, call.args)
        : Promise.resolve(JSON.stringify({ error: `At most ${MAX_CALLS_PER_ROUND} tool calls at once.` })),
    ),
  );
  return [
    {
      role: "assistant",
      content: text || null,
      tool_calls: calls.map((call) => ({
        id: call.id,
        type: "function",
        function: { name: call.name, arguments: call.args },
      })),
    },
    ...calls.map((call, index) => ({ role: "tool" as const, tool_call_id: call.id, content: answers[index] ?? "" })),
  ];
}

/** Settles when the call is aborted (a timeout, the visitor gone): a tool run is not waited for then. */
function whenAborted(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    const fail = () => reject(new Error("aborted during a tool run"));
    if (signal.aborted) fail();
    else signal.addEventListener("abort", fail, { once: true });
  });
}

/** The model's text; the record separator is reserved for the body's own trailer (TRAILER_SEPARATOR). */
const contentOf = (chunk: ChatCompletionChunk): string =>
  (chunk.choices?.[0]?.delta?.content ?? "").replaceAll(TRAILER_SEPARATOR, "");

export async function startCompletion(
  settings: AiSettings,
  messages: PromptMessage[],
  options: CompletionOptions = {},
): Promise<CompletionStart> {
  const started = performance.now();
  const arrived = options.startedAt ?? started;
  const remainingMs = () => Math.max(0, settings.replyTimeoutMs - (performance.now() - arrived));
  const abort = new AbortController();
  let timedOut = false;
  const expire = () => {
    timedOut = true;
    abort.abort();
  };
  let clientGone = false;
  const leave = () => {
    clientGone = true;
    abort.abort();
  };
  if (options.signal?.aborted) return { ok: false, code: "ai_failed", cause: CLIENT_GONE };
  options.signal?.addEventListener("abort", leave, { once: true });
  const forget = () => options.signal?.removeEventListener("abort", leave);
  // Restarted for each round: a look-up is a second call, whose first token gets the same time.
  const firstTokenDeadline = () => setTimeout(expire, Math.min(settings.firstTokenTimeoutMs, remainingMs()));
  let firstTokenTimer = firstTokenDeadline();

  let iterator!: AsyncIterator<ChatCompletionChunk>;
  let head = "";
  /** What the finished tool rounds cost: the budget charges it with the answer. */
  let toolTokens = 0;
  let conversation: ChatCompletionMessageParam[] = messages;
  let round = 0;
  /** The round's calls so far; the answering round's go on to the stream (a call after its words). */
  let calls: ToolCall[];
  const tools = options.tools;
  /** The round's request; the last offers the tools but may not call them (a history with calls needs them defined). */
  const openRound = () =>
    openAiClient(settings).chat.completions.create(
      {
        model: settings.model,
        messages: conversation,
        temperature: settings.temperature,
        max_tokens: settings.maxTokens,
        stream: true,
        // The last chunk then carries the call's token count, which the AI budget charges.
        stream_options: { include_usage: true },
        ...(tools ? { tools: tools.definitions, tool_choice: round < MAX_TOOL_ROUNDS ? "auto" : "none" } : {}),
      },
      { signal: abort.signal },
    );
  const mayCall = () => tools !== undefined && round < MAX_TOOL_ROUNDS && !clientGone && !timedOut;
  /** Runs the round's calls and opens the next round; false when the round may not call. */
  const nextRound = async (calls: ToolCall[], usage: CompletionUsage | undefined, text: string): Promise<boolean> => {
    if (!tools || calls.length === 0 || !mayCall()) return false;
    // The round's last usage figure (some servers send a running total on every chunk), else the budget's estimate.
    toolTokens += tokensToCharge({
      usage,
      promptChars: JSON.stringify(conversation).length,
      replyChars: text.length + calls.reduce((sum, call) => sum + (call?.args.length ?? 0), 0),
      cutShort: false,
      maxTokens: settings.maxTokens,
    });
    const turn = await Promise.race([toolTurn(calls, tools.run, round, text), whenAborted(abort.signal)]);
    conversation = [...conversation, ...turn];
    round += 1;
    iterator = (await openRound())[Symbol.asyncIterator]();
    return true;
  };
  try {
    iterator = (await openRound())[Symbol.asyncIterator]();
    for (;;) {
      calls = [];
      let roundUsage: CompletionUsage | undefined;
      let ended = false;
      // Whitespace alone does not count as a reply: keep reading until real text arrives.
      while (!/\S/.test(head)) {
        const next = await iterator.next();
        if (next.done) {
          ended = true;
          break;
        }
        if (next.value.usage) roundUsage = next.value.usage;
        collectToolCalls(calls, next.value);
        head += contentOf(next.value);
      }
      if (!ended) break;
      clearTimeout(firstTokenTimer);
      if (await nextRound(calls, roundUsage, head)) {
        head = "";
        firstTokenTimer = firstTokenDeadline();
        continue;
      }
      forget();
      // The SDK ends an aborted stream quietly; that is our timeout or the client leaving, not an empty reply.
      if (clientGone) return { ok: false, code: "ai_failed", cause: CLIENT_GONE, toolTokens };
      if (timedOut) return { ok: false, code: "ai_failed", cause: "timeout", toolTokens };
      return { ok: false, code: "ai_empty", cause: "no-content", toolTokens };
    }
  } catch (error) {
    clearTimeout(firstTokenTimer);
    forget();
    abort.abort();
    const cause = clientGone ? CLIENT_GONE : timedOut ? "timeout" : errorCause(error);
    return { ok: false, code: "ai_failed", cause, toolTokens };
  }
  clearTimeout(firstTokenTimer);
  const firstTokenMs = Math.round(performance.now() - started);
  const replyTimer = setTimeout(expire, remainingMs());

  let ended = false;
  const end = (outcome: StreamOutcome, cause?: string) => {
    if (ended) return;
    ended = true;
    clearTimeout(replyTimer);
    forget();
    options.onEnd?.(outcome, cause);
  };
  const encoder = new TextEncoder();
  let usage: CompletionUsage | undefined;
  let accounted = false;
  const account = async (outcome: StreamOutcome) => {
    if (accounted) return;
    accounted = true;
    await options.account?.(outcome, usage, sent, toolTokens).catch(() => {});
  };
  /** The current round's calls: a model may write first and call after ("Let me check..."). */
  let streamCalls: ToolCall[] = calls;
  let roundText = head;

  let sent = head.trimStart();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(sent));
    },
    // Loops until it has something to hand over: a pull that returns without enqueuing
    // is not called again while the reader waits.
    async pull(controller) {
      try {
        for (;;) {
          const next = await iterator.next();
          // It wrote, then called: the visitor keeps what was written, and the answer follows it.
          if (next.done && (await nextRound(streamCalls, usage, roundText))) {
            streamCalls = [];
            usage = undefined;
            roundText = "";
            continue;
          }
          if (next.done) {
            // The client left (its signal ended the provider stream quietly): nothing to finish.
            if (clientGone) {
              end("cancelled");
              await account("cancelled");
              controller.close();
              return;
            }
            // Cut short by the reply timeout: fail the body so the client sees it is incomplete.
            if (timedOut) throw new Error("reply timeout");
            if (options.finish) controller.enqueue(encoder.encode(await options.finish(sent)));
            await account("ok");
            controller.close();
            end("ok");
            return;
          }
          if (next.value.usage) usage = next.value.usage;
          collectToolCalls(streamCalls, next.value);
          const text = contentOf(next.value);
          if (text) {
            sent += text;
            roundText += text;
            controller.enqueue(encoder.encode(text));
            return;
          }
        }
      } catch (error) {
        if (clientGone) {
          end("cancelled");
          await account("cancelled");
        } else {
          await account(timedOut ? "timeout" : "stream_failed");
          end(timedOut ? "timeout" : "stream_failed", timedOut ? "timeout" : errorCause(error));
        }
        controller.error(error);
      }
    },
    cancel() {
      end("cancelled");
      abort.abort();
      return account("cancelled");
    },
  });
  return { ok: true, body, firstTokenMs };
}
