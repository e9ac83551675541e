/**
 * POST /api/chat: the website assistant. Body `{ messages }` (src/schemas/chat.ts);
 * answers with the reply streamed as plain text, or a JSON error.
 */
import type { Config } from "@netlify/functions";
import { chatRequestSchema } from "../../src/schemas/chat.ts";
import { buildChatMessages } from "../../src/server/ai/prompts.ts";
import { streamReply } from "../../src/server/ai/reply.ts";
import { CHAT_TOOLS, runChatTool } from "../../src/server/ai/chatTools.ts";
import { readAiSettings } from "../../src/server/ai/settings.ts";
import { jsonPost } from "../../src/server/jsonPost.ts";
import { chatRateLimit } from "../../src/server/limits.ts";

// The client address counts twice: the per-minute limit here, the daily chat tokens in streamReply.
export default jsonPost(
  {
    fn: "chat",
    rateLimit: {
      limit: chatRateLimit,
      message: (seconds) => `Too many chat messages. Please wait ${seconds} seconds and try again.`,
    },
    body: chatRequestSchema,
  },
  async ({ req, body, address, started, reject }) => {
    const settings = readAiSettings();
    if (!settings)
      return reject({ code: "ai_unavailable", message: "The chat assistant is not configured on this server." });

    return streamReply({
      fn: "chat",
      started,
      settings,
      messages: buildChatMessages(body),
      signal: req.signal,
      address,
      // The open times for a visit, from /book's schedule, written in the page's language.
      tools: {
        definitions: CHAT_TOOLS,
        run: (name, args) => runChatTool(name, args, { language: body.language ?? "en" }),
      },
    });
  },
);

// Literal values only: Netlify reads this object from the source without running it.
// The numbers are CHAT_RATE_LIMIT in src/server/limits.ts (a unit test keeps them equal).
export const config: Config = {
  path: "/api/chat",
  rateLimit: { windowLimit: 20, windowSize: 60, aggregateBy: ["ip", "domain"] },
};
