/**
 * POST /api/chat: the website assistant. Body `{ messages }` (see src/lib/ai/contract.ts);
 * answers with the reply streamed as plain text, or a JSON error.
 */
import type { Config, Context } from "@netlify/functions";
import { buildChatMessages } from "../../src/server/ai/prompts.ts";
import { readAiSettings } from "../../src/server/ai/settings.ts";
import { validateChatRequest } from "../../src/server/validation.ts";
import { streamReply } from "../../src/server/ai/reply.ts";
import { SITE } from "../../src/config/site.ts";
import {
  clientIp,
  FORBIDDEN_ORIGIN,
  guarded,
  isCrossSiteRequest,
  isJsonContentType,
  METHOD_NOT_ALLOWED,
  readJsonBody,
  rejecter,
  UNSUPPORTED_MEDIA_TYPE,
} from "../../src/server/http.ts";
import { chatRateLimit } from "../../src/server/limits.ts";
import { WindowLimiter } from "../../src/server/windowLimiter.ts";

const perIp = new WindowLimiter();

// Netlify passes the whole Context; the chat reads only the client address from it (the
// per-minute limit and the daily chat tokens per address).
async function chat(req: Request, context: Pick<Context, "ip">): Promise<Response> {
  const started = performance.now();
  const reject = rejecter("chat", started);
  if (req.method !== "POST") return reject(METHOD_NOT_ALLOWED);

  // Every POST counts, valid or not: the limit is there to stop floods.
  const { windowLimit, windowMs } = chatRateLimit();
  const limit = perIp.take(clientIp(context), windowLimit, windowMs);
  if (!limit.ok) {
    return reject({
      code: "rate_limited",
      message: `Too many chat messages. Please wait ${limit.retryAfterSeconds} seconds and try again.`,
      headers: { "Retry-After": String(limit.retryAfterSeconds) },
    });
  }

  // Both before the body is read: another site's page gets no reply and costs nothing.
  if (isCrossSiteRequest(req, SITE.url)) return reject(FORBIDDEN_ORIGIN);
  if (!isJsonContentType(req)) return reject(UNSUPPORTED_MEDIA_TYPE);

  const body = await readJsonBody(req);
  if (!body.ok) return reject(body);
  const request = validateChatRequest(body.value);
  if (!request.ok) return reject({ code: "invalid_request", message: request.message, field: request.field });

  const settings = readAiSettings();
  if (!settings)
    return reject({ code: "ai_unavailable", message: "The chat assistant is not configured on this server." });

  return streamReply({
    fn: "chat",
    started,
    settings,
    messages: buildChatMessages(request.value),
    signal: req.signal,
    address: clientIp(context),
  });
}

export default guarded("chat", chat);

// Literal values only: Netlify reads this object from the source without running it.
// The numbers are CHAT_RATE_LIMIT in src/server/limits.ts (a unit test keeps them equal).
export const config: Config = {
  path: "/api/chat",
  rateLimit: { windowLimit: 20, windowSize: 60, aggregateBy: ["ip", "domain"] },
};
