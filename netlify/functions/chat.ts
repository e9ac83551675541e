/**
 * POST /api/chat: the website assistant. Body `{ messages, language?, conversation?, origin? }`
 * (src/schemas/chat.ts); answers with the reply streamed as plain text, or a JSON error. A
 * reply that showed or booked a visit ends with its card (src/schemas/chatCard.ts).
 */
import type { Config } from "@netlify/functions";
import { chatRequestSchema } from "../../src/schemas/chat.ts";
import { chatCardTrailer } from "../../src/schemas/chatCard.ts";
import { buildChatMessages } from "../../src/server/ai/prompts.ts";
import { streamReply } from "../../src/server/ai/reply.ts";
import { CHAT_TOOLS, runChatTool, type ChatToolContext } from "../../src/server/ai/chatTools.ts";
import { readAiSettings } from "../../src/server/ai/settings.ts";
import { deliverAfterAnswer } from "../../src/server/afterAnswer.ts";
import { checkBody, jsonPost } from "../../src/server/jsonPost.ts";
import { withLeadOrigin } from "../../src/server/leads/origin.ts";
import { chatRateLimit } from "../../src/server/limits.ts";
import { answerCard, chatTranscript } from "../../src/server/ai/chatBooking.ts";
import { searchSite } from "../../src/server/ai/siteSearch.ts";
import { SITE } from "../../src/config/site.ts";

// The client address counts twice: the per-minute limit here, the daily chat tokens in streamReply.
export default jsonPost(
  {
    fn: "chat",
    rateLimit: {
      limit: chatRateLimit,
      message: (seconds) => `Too many chat messages. Please wait ${seconds} seconds and try again.`,
    },
    // The origin is read only for a visit booked in the chat, and stored only on its lead.
    body: withLeadOrigin((body) => checkBody(chatRequestSchema, body)),
  },
  async ({ req, body, address, started, reject, waitUntil }) => {
    const settings = readAiSettings();
    if (!settings)
      return reject({ code: "ai_unavailable", message: "The chat assistant is not configured on this server." });

    const context: ChatToolContext = {
      language: body.language ?? "en",
      conversation: body.conversation,
      address,
      lastUserText: body.messages.at(-1)?.content ?? "",
      transcript: chatTranscript(body.messages),
      origin: body.origin,
      requestedAt: Date.now(),
      now: () => new Date(),
      deliver: (mailIds) => deliverAfterAnswer(waitUntil, { fn: "chat", status: 200 }, mailIds),
    };
    return streamReply({
      fn: "chat",
      started,
      settings,
      // Our pages' passages for the latest question: its facts, and the page to link.
      messages: buildChatMessages(body, SITE, searchSite(context.lastUserText, context.language)),
      signal: req.signal,
      address,
      tools: { definitions: CHAT_TOOLS, run: (name, args) => runChatTool(name, args, context) },
      // The visit this answer showed or booked, drawn from what the server stored.
      finish: async () => {
        const card = await answerCard(context);
        return card ? chatCardTrailer(card) : "";
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
