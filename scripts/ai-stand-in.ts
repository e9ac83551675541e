/**
 * A local server that speaks the OpenAI chat-completions protocol, the project's only
 * stand-in (design.md, Testing). The real `openai` client talks to it through
 * OPENAI_BASE_URL, over real HTTP.
 *
 *   POST /v1/chat/completions   streaming (SSE `data: {...}` chunks, then `data: [DONE]`)
 *                               or a single JSON completion, as the request asks; a reply
 *                               may be tool calls (function calling), streamed in pieces
 *   GET  /v1/models             one model, for clients that list models first
 *
 * Tests script the next replies (text, per-token delays, HTTP errors, a connection
 * dropped mid-stream, empty content) and read back every request it received.
 *
 * As a CLI it answers every request with a plausible canned reply, for local development
 * and end-to-end tests:
 *
 *   node scripts/ai-stand-in.ts [--port 8788] [--host 127.0.0.1] [--token-delay 15]
 *   OPENAI_BASE_URL=http://127.0.0.1:8788/v1 npm start
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { bookingCall, bookingToolReply, BOOKING_TOOLS, missingDetailsReply, namedDay } from "./ai-stand-in-booking.ts";

export interface ScriptedReply {
  /** The reply; streamed word by word (leading spaces kept, as real tokens do). */
  text?: string;
  /** Explicit stream chunks instead of `text`. */
  tokens?: string[];
  /** Milliseconds before the response headers. */
  headersDelayMs?: number;
  /** Milliseconds between the headers and the first content token. */
  firstTokenDelayMs?: number;
  /** Milliseconds between content tokens. */
  tokenDelayMs?: number;
  /** Answer with this HTTP error status (and an OpenAI-style error body) instead. */
  status?: number;
  /** Destroy the connection after this many content tokens (mid-stream failure). */
  failAfterTokens?: number;
  /** A well-formed reply without any content. */
  empty?: boolean;
  /**
   * Tool calls (finish_reason "tool_calls"), as the function-calling protocol streams them: each
   * call's id and name first, then its arguments in two pieces; after `text`, when there is one.
   */
  toolCalls?: { name: string; arguments: string }[];
  /**
   * The token count reported when the client asks for it (stream_options.include_usage):
   * by default the prompt's characters / 4 and one per streamed token, like a real
   * provider's order of magnitude; false sends none (a provider that ignores the option).
   */
  usage?: { prompt_tokens: number; completion_tokens: number } | false;
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  /** Parsed JSON body, or the raw text when it was not JSON (read it with completionOf). */
  body: unknown;
  /** performance.now() when the request arrived. */
  receivedAt: number;
  /** performance.now() when the first content token was written, if one was. */
  firstTokenAt?: number;
  /** Content tokens written so far (a client that hangs up stops this from growing). */
  tokensSent: number;
}

type ReplyFor = (request: RecordedRequest) => ScriptedReply;

/** The parts of a chat-completions body the stand-in and its tests read. */
export interface CompletionBody {
  model?: unknown;
  stream?: unknown;
  stream_options?: { include_usage?: unknown };
  messages?: { role?: unknown; content?: unknown; tool_call_id?: unknown; tool_calls?: unknown }[];
  tools?: { type?: unknown; function?: { name?: unknown } }[];
}

/** A recorded body as a chat-completions request; empty when it was not a JSON object. */
export function completionOf(request: Pick<RecordedRequest, "body">): CompletionBody {
  const { body } = request;
  return typeof body === "object" && body !== null && !Array.isArray(body) ? body : {};
}

/** The text of a message's content, which the `openai` client sends as a string. */
const textOf = (content: unknown): string => (typeof content === "string" ? content : "");

export interface FakeOpenAi {
  /** Base URL for the client, with /v1: what OPENAI_BASE_URL takes. */
  url: string;
  port: number;
  /** Every request received, oldest first (chat completions and anything else). */
  readonly requests: RecordedRequest[];
  /** Only the chat-completion requests. */
  completions(): RecordedRequest[];
  /** Replies for the next chat-completion requests, in order; afterwards the fallback answers. */
  script(...replies: ScriptedReply[]): void;
  /** What answers when the script is used up. */
  setFallback(reply: ScriptedReply | ReplyFor): void;
  /** Forgets recorded requests and any remaining script (not the fallback). */
  reset(): void;
  close(): Promise<void>;
}

export interface FakeOpenAiOptions {
  /** 0 (default): a free port. */
  port?: number;
  host?: string;
  fallback?: ScriptedReply | ReplyFor;
  /** false: keep no request log (long-running CLI, benchmarks with many requests). */
  record?: boolean;
}

const FAKE_MODEL_ID = "fake-gpt";
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** "Hello there, world" -> ["Hello", " there,", " world"]: roughly how real tokens arrive. */
function tokenize(text: string): string[] {
  return text.split(/(?<=\S)(?=\s+\S)/).filter((token) => token !== "");
}

export async function startFakeOpenAi(options: FakeOpenAiOptions = {}): Promise<FakeOpenAi> {
  const requests: RecordedRequest[] = [];
  let queue: ScriptedReply[] = [];
  let fallback: ScriptedReply | ReplyFor = options.fallback ?? { text: "Hello from the fake provider." };
  const record = options.record ?? true;
  let sequence = 0;

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  // Many concurrent streams from one client (the benchmark) must not be refused.
  server.maxConnections = 10_000;

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const receivedAt = performance.now();
    const raw = await readBody(req);
    let body: unknown = raw;
    try {
      body = raw ? JSON.parse(raw) : undefined;
    } catch {
      // kept as text: a test can still see what arrived
    }
    const path = new URL(req.url ?? "/", "http://localhost").pathname;
    const recorded: RecordedRequest = {
      method: req.method ?? "GET",
      path,
      headers: { ...req.headers },
      body,
      receivedAt,
      tokensSent: 0,
    };
    if (record) requests.push(recorded);

    if (req.method === "GET" && /^(\/v1)?\/models\/?$/.test(path)) {
      return sendJson(res, 200, {
        object: "list",
        data: [{ id: FAKE_MODEL_ID, object: "model", created: 0, owned_by: "local" }],
      });
    }
    if (req.method !== "POST" || !/^(\/v1)?\/chat\/completions\/?$/.test(path)) {
      return sendJson(res, 404, {
        error: { message: `Unknown route ${req.method} ${path}`, type: "invalid_request_error", code: null },
      });
    }
    const completion = completionOf(recorded);
    if (!Array.isArray(completion.messages)) {
      return sendJson(res, 400, {
        error: { message: "messages is required", type: "invalid_request_error", code: null },
      });
    }

    const reply = queue.shift() ?? (typeof fallback === "function" ? fallback(recorded) : fallback);
    const closed = () => res.destroyed || res.writableEnded;
    if (reply.headersDelayMs) await sleep(reply.headersDelayMs);
    if (closed()) return;
    if (reply.status && reply.status >= 400) {
      return sendJson(res, reply.status, {
        error: { message: `Scripted failure ${reply.status}`, type: "server_error", code: null },
      });
    }

    const id = `chatcmpl-fake-${++sequence}`;
    const created = Math.floor(Date.now() / 1000);
    const model = typeof completion.model === "string" ? completion.model : FAKE_MODEL_ID;
    // With toolCalls, text is what the model writes before its calls ("Let me check...").
    const tokens = reply.empty ? [] : (reply.tokens ?? tokenize(reply.text ?? ""));
    const toolCalls = (reply.toolCalls ?? []).map((call, index) => ({
      id: `call_${sequence}_${index}`,
      type: "function" as const,
      function: call,
    }));
    const promptTokens = Math.ceil(
      (completion.messages ?? []).reduce((sum, message) => sum + textOf(message.content).length, 0) / 4,
    );
    const counted =
      reply.usage === false
        ? undefined
        : (reply.usage ?? { prompt_tokens: promptTokens, completion_tokens: tokens.length });
    const usage = counted && { ...counted, total_tokens: counted.prompt_tokens + counted.completion_tokens };

    if (completion.stream !== true) {
      if (reply.firstTokenDelayMs) await sleep(reply.firstTokenDelayMs);
      if (reply.failAfterTokens !== undefined) return dropConnection(res);
      recorded.firstTokenAt = performance.now();
      recorded.tokensSent = tokens.length;
      return sendJson(res, 200, {
        id,
        object: "chat.completion",
        created,
        model,
        choices: [
          {
            index: 0,
            message: toolCalls.length
              ? { role: "assistant", content: tokens.join("") || null, refusal: null, tool_calls: toolCalls }
              : { role: "assistant", content: tokens.join(""), refusal: null },
            finish_reason: toolCalls.length ? "tool_calls" : "stop",
            logprobs: null,
          },
        ],
        ...(usage ? { usage } : {}),
      });
    }

    res.writeHead(200, {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-cache",
      Connection: "keep-alive",
    });
    const chunk = (delta: Record<string, unknown>, finishReason: string | null = null) =>
      `data: ${JSON.stringify({ id, object: "chat.completion.chunk", created, model, choices: [{ index: 0, delta, finish_reason: finishReason, logprobs: null }] })}\n\n`;
    // Like OpenAI: the first chunk carries the role and an empty content.
    res.write(chunk({ role: "assistant", content: "" }));
    if (reply.firstTokenDelayMs) await sleep(reply.firstTokenDelayMs);
    for (const [index, token] of tokens.entries()) {
      if (closed()) return;
      if (reply.failAfterTokens !== undefined && index >= reply.failAfterTokens) return dropConnection(res);
      if (index > 0 && reply.tokenDelayMs) await sleep(reply.tokenDelayMs);
      if (closed()) return;
      res.write(chunk({ content: token }));
      recorded.tokensSent += 1;
      recorded.firstTokenAt ??= performance.now();
    }
    if (reply.failAfterTokens !== undefined && tokens.length <= reply.failAfterTokens) return dropConnection(res);
    for (const [index, call] of toolCalls.entries()) {
      const { name, arguments: args } = call.function;
      res.write(chunk({ tool_calls: [{ index, id: call.id, type: "function", function: { name, arguments: "" } }] }));
      const half = Math.ceil(args.length / 2);
      for (const piece of [args.slice(0, half), args.slice(half)].filter(Boolean))
        res.write(chunk({ tool_calls: [{ index, function: { arguments: piece } }] }));
    }
    res.write(chunk({}, toolCalls.length ? "tool_calls" : "stop"));
    // Like OpenAI with include_usage: one more chunk, no choices, the call's token count.
    if (usage && completion.stream_options?.include_usage === true)
      res.write(
        `data: ${JSON.stringify({ id, object: "chat.completion.chunk", created, model, choices: [], usage })}\n\n`,
      );
    res.end("data: [DONE]\n\n");
  }

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, options.host ?? "127.0.0.1", () => resolve());
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const host = options.host ?? "127.0.0.1";

  return {
    url: `http://${host}:${port}/v1`,
    port,
    requests,
    completions: () => requests.filter((request) => /\/chat\/completions\/?$/.test(request.path)),
    script: (...replies) => void queue.push(...replies),
    setFallback: (reply) => void (fallback = reply),
    reset: () => {
      requests.length = 0;
      queue = [];
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

/**
 * Ends the TCP connection in the middle of the response. socket.end() sends what was
 * already written first (destroy() could discard it, and the client would then see a
 * failure before the first token rather than in the middle of the stream).
 */
function dropConnection(res: ServerResponse): void {
  if (res.socket) res.socket.end();
  else res.destroy();
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(text) });
  res.end(text);
}

// ---------------------------------------------------------------------------------------
// Canned replies for the CLI: plausible enough to develop and demo against.

function systemPrompt(request: RecordedRequest): string {
  const messages = completionOf(request).messages ?? [];
  return messages
    .filter((m) => m.role === "system")
    .map((m) => textOf(m.content))
    .join("\n");
}

export function cannedReply(request: RecordedRequest): ScriptedReply {
  const system = systemPrompt(request);
  const messages = completionOf(request).messages ?? [];
  const prompt = textOf(messages.at(-1)?.content);
  const phone = /\(\d{3}\) \d{3}-\d{4}/.exec(system + prompt)?.[0] ?? "our office";
  if (/cost estimator/i.test(system)) {
    const range = /\$[\d,]+ – \$[\d,]+/.exec(prompt)?.[0] ?? "$10,000 – $25,000";
    // Told the client asked in Spanish (prompts.ts), it writes the estimate in Spanish.
    if (/write the whole estimate in Spanish/.test(system))
      return {
        text:
          `1. Rango de costo estimado: ${range}, de acuerdo con nuestra guía de precios para este tipo de proyecto.\n\n` +
          "2. Plazo estimado: de 4 a 8 semanas de obra una vez emitidos los permisos; cuente con 2 a 4 semanas para el diseño y los permisos.\n\n" +
          "3. Aspectos clave: el estado de la plomería, el cableado y la estructura existentes; el nivel de acabados que elija; " +
          "los permisos de su condado; los plazos de entrega de gabinetes, ventanas y accesorios por pedido especial.\n\n" +
          `4. Notas: esto es un rango aproximado, no una cotización. Una visita al sitio nos permite darle un precio firme; llame al ${phone} para programarla.`,
      };
    return {
      text:
        `1. Estimated cost range: ${range}, in line with our pricing guide for this kind of project.\n\n` +
        "2. Estimated timeline: 4 to 8 weeks of work once permits are issued; allow 2 to 4 weeks for design and permitting.\n\n" +
        "3. Key considerations: the condition of existing plumbing, wiring and framing; the finish level you choose; " +
        "permit requirements in your county; lead times for cabinets, windows and special-order fixtures.\n\n" +
        `4. Notes: this is a ballpark, not a quote. A site visit lets us give you a firm price; call ${phone} to arrange one.`,
    };
  }
  // A model that follows the prompt: asked to be contacted, it offers the hand-off form and
  // ends with the marker the prompt names (CHAT_HANDOFF_MARKER).
  const handoffMarker = /end your reply with (\S+) on a line of its own/.exec(system)?.[1];
  const spanish = /Answer in Spanish/.test(system);
  // Asked when someone can come, it looks up the open times of the week ahead, then offers them.
  const last = messages.at(-1);
  if (last?.role === "tool") {
    const tool = calledTool(messages, last.tool_call_id);
    if (tool === BOOKING_TOOLS.book || tool === BOOKING_TOOLS.confirm)
      return { text: bookingToolReply(textOf(last.content), spanish) };
    return openTimesReply(textOf(last.content), spanish, handoffMarker);
  }
  const toolNames = (completionOf(request).tools ?? []).map((tool) => String(tool.function?.name));
  // Books as the prompt says: the details with a chosen time → book_visit; a yes after the read-back → confirm_booking.
  const earlierReplies = messages.filter((message) => message.role === "assistant").map((m) => textOf(m.content));
  const booking = bookingCall(prompt, earlierReplies, toolNames);
  if (booking) return { toolCalls: [booking] };
  const missing = toolNames.includes(BOOKING_TOOLS.book) ? missingDetailsReply(prompt, spanish) : null;
  if (missing) return { text: missing };
  const offersTimes = toolNames.includes(OPEN_TIMES_TOOL);
  const today = /\((\d{4}-\d{2}-\d{2})\), New York time/.exec(system)?.[1];
  if (offersTimes && today && ASKS_FOR_A_TIME.test(prompt)) {
    // A day named: that day; otherwise the week ahead.
    const day = namedDay(prompt, today);
    const to = day ?? new Date(Date.parse(`${today}T12:00:00Z`) + 6 * 86_400_000).toISOString().slice(0, 10);
    return { toolCalls: [{ name: OPEN_TIMES_TOOL, arguments: JSON.stringify({ from: day ?? today, to }) }] };
  }
  // Answers from the passages of our pages the server sent, linking the page, as the prompt asks.
  const passages = passagesIn(messages);
  const estimator = /AI Estimator \((https?:\/\/[^)\s]+)\)/.exec(system)?.[1];
  // Told the visitor reads the site in Spanish (prompts.ts), it answers in Spanish.
  if (spanish) return spanishReply(prompt, phone, handoffMarker, passages);
  if (handoffMarker && /call ?back|call me|visit|contact me|reach me|quote/i.test(prompt)) {
    return {
      text: `Happy to set that up. Leave your name and a phone number or e-mail address in the short form below and our team will get back to you, usually within one business day. You can also call ${phone}.\n${handoffMarker}`,
    };
  }
  if (/price|cost|how much|quote|budget/i.test(prompt)) {
    const guide = passages.find((passage) => /\/(cost-guide|guia-de-costos)\//.test(passage.url));
    return {
      text:
        `Every project is priced after we see it, so I can't quote a figure here. Our team will gladly help: call ${phone} or send us an e-mail.` +
        (guide ? ` Our published cost guide for this kind of project is at ${guide.url}.` : "") +
        (estimator ? ` Signed-in visitors can also try the AI Estimator at ${estimator} for a ballpark.` : ""),
    };
  }
  const [best] = passages;
  if (best)
    return { text: `From our page "${best.title}": ${firstSentence(best.text)} You can read more at ${best.url}.` };
  return {
    text:
      "Thanks for reaching out! We handle complete remodels, new construction, repairs, design and finish work, " +
      `plumbing, electrical and interior design across Virginia, Maryland and DC. Tell me a little about your project, or call ${phone} to talk it through with our team.`,
  };
}

interface SentPassage {
  title: string;
  url: string;
  text: string;
}

/** The passages of our pages a request carried (src/server/ai/prompts.ts, passagesPrompt), in order. */
export function passagesIn(messages: NonNullable<CompletionBody["messages"]>): SentPassage[] {
  const sent = messages.find(
    (message) => message.role === "system" && textOf(message.content).startsWith("Passages from our own website"),
  );
  return [...textOf(sent?.content).matchAll(/\[\d+\] (.+) \((https?:\/\/\S+)\)\n<<<([\s\S]*?)>>>/g)].map(
    ([, title, url, text]) => ({ title, url, text }),
  );
}

const firstSentence = (text: string): string => /^[^\n]*?[.?!](?=\s|$)/.exec(text)?.[0] ?? text.split("\n")[0];

/** The name of the tool a tool message answers, from the assistant turn that called it. */
function calledTool(messages: NonNullable<CompletionBody["messages"]>, callId: unknown): string | undefined {
  for (const message of messages) {
    if (!Array.isArray(message.tool_calls)) continue;
    for (const call of message.tool_calls as { id?: unknown; function?: { name?: unknown } }[])
      if (call.id === callId) return String(call.function?.name);
  }
  return undefined;
}

/** The chat's open-times tool, as src/schemas/chatTools.ts names it. */
const OPEN_TIMES_TOOL = "find_open_times";
/** A question about when someone can come: not a call-back request, which has its own reply. */
const ASKS_FOR_A_TIME =
  /\b(when can|available|availability|appointment|site visit|come out|come by)\b|visita|una cita|cuándo pueden|disponib/i;

/** What the model says with the open times the tool answered: the times as written, and how to take one. */
function openTimesReply(toolAnswer: string, spanish: boolean, handoffMarker: string | undefined): ScriptedReply {
  let times: string[] = [];
  let bookAt = "";
  try {
    const parsed = JSON.parse(toolAnswer) as { times?: { when?: string }[]; bookAt?: string };
    times = (parsed.times ?? []).map((time) => time.when ?? "").filter(Boolean);
    bookAt = parsed.bookAt ?? "";
  } catch {
    // An answer that is not JSON reads as no times.
  }
  const marker = handoffMarker ? `\n${handoffMarker}` : "";
  const list = (words: string[], or: string) =>
    words.length > 1 ? `${words.slice(0, -1).join(", ")} ${or} ${words.at(-1)}` : (words[0] ?? "");
  if (spanish)
    return {
      text: times.length
        ? `Tenemos estos horarios para una visita gratuita: ${list(times, "o")}. Para reservar uno, elíjalo en ${bookAt}, o escríbame aquí cuál prefiere con su nombre, teléfono, correo, dirección y código postal, y el tipo de proyecto. También puede dejar su nombre y teléfono y le llamamos.${marker}`
        : `No veo horarios libres en esos días. Puede ver todos en ${bookAt}, o dejar su nombre y teléfono aquí y le llamamos.${marker}`,
    };
  return {
    text: times.length
      ? `We have these times open for a free site visit: ${list(times, "or")}. To take one, pick it at ${bookAt}, or tell me here which one, with your name, phone, e-mail, street address and ZIP, and the kind of project. Or leave your name and number and we'll call you.${marker}`
      : `I don't see open times on those days. You can see them all at ${bookAt}, or leave your name and number here and we'll call you.${marker}`,
  };
}

/** cannedReply's answers for a visitor on the Spanish pages: the same three kinds, in Spanish. */
function spanishReply(
  prompt: string,
  phone: string,
  handoffMarker: string | undefined,
  passages: readonly SentPassage[],
): ScriptedReply {
  if (handoffMarker && /llam|visita|contact|cotiza|presupuesto/i.test(prompt)) {
    return {
      text: `Con gusto. Deje su nombre y un teléfono o correo electrónico en el formulario de abajo y nuestro equipo se comunicará con usted, normalmente en un día hábil. También puede llamar al ${phone}.\n${handoffMarker}`,
    };
  }
  if (/precio|cost|cuánto|cuanto/i.test(prompt)) {
    const guide = passages.find((passage) => /\/guia-de-costos\//.test(passage.url));
    return {
      text:
        `Cada proyecto se cotiza después de verlo, así que no puedo darle una cifra aquí. Nuestro equipo le ayudará con gusto: llame al ${phone} o escríbanos un correo electrónico.` +
        (guide ? ` Nuestra guía de costos publicada para este tipo de proyecto está en ${guide.url}.` : ""),
    };
  }
  const [best] = passages;
  if (best)
    return { text: `De nuestra página "${best.title}": ${firstSentence(best.text)} Puede leer más en ${best.url}.` };
  return {
    text:
      "¡Gracias por escribirnos! Hacemos remodelaciones completas, construcción, reparaciones, diseño y acabados, " +
      `plomería, electricidad y diseño de interiores en Virginia, Maryland y DC. Cuénteme un poco sobre su proyecto, o llame al ${phone} para hablarlo con nuestro equipo.`,
  };
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
  const tokenDelayMs = Number(option("--token-delay") ?? 15);
  const fake = await startFakeOpenAi({
    port: Number(option("--port") ?? 8788),
    host: option("--host") ?? "127.0.0.1",
    record: false,
    fallback: (request) => ({ ...cannedReply(request), tokenDelayMs }),
  });
  console.log(`Fake OpenAI-compatible server on ${fake.url}\n  OPENAI_BASE_URL=${fake.url}`);
  for (const signal of ["SIGINT", "SIGTERM"] as const)
    process.on(signal, () => void fake.close().then(() => process.exit(0)));
}

if (import.meta.main) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
