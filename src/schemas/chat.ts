/**
 * POST /api/chat: the prior conversation plus the visitor's new message last. The server
 * owns the system prompt, so a client may send only user and assistant turns, alternating
 * and ending with the user's, within a count and a total length. The chat
 * widget builds its requests within these limits (lib/chat/history.ts); the function
 * refuses anything else with 400 and the first problem's path. These messages are for
 * developers and logs: the widget shows the spec's texts.
 */
import * as z from "zod/mini";
import { AI_LIMITS, CONVERSATION_ID_PATTERN } from "./api.ts";
import { pageLanguage } from "./fields.ts";

/** Roles a client may send. "system" from a client is a 400. */
const CHAT_ROLES = ["user", "assistant"] as const;
type ChatRole = (typeof CHAT_ROLES)[number];

/** Assistant turns may be longer: a 500-token reply can exceed 2000 characters and comes back as history. */
function maxContentChars(role: ChatRole): number {
  return role === "user" ? AI_LIMITS.maxUserMessageChars : AI_LIMITS.maxAssistantMessageChars;
}

const chatMessageSchema = z
  .object(
    {
      role: z.enum(CHAT_ROLES, `role must be one of: ${CHAT_ROLES.join(", ")}.`),
      content: z.string("content must be a string.").check(z.trim(), z.minLength(1, "content must not be empty.")),
    },
    "Each message must be an object with role and content.",
  )
  .check(
    z.superRefine((message, context) => {
      const limit = maxContentChars(message.role);
      if (message.content.length > limit) {
        context.issues.push({
          code: "custom",
          message: `content may be at most ${limit} characters.`,
          path: ["content"],
          input: message.content,
        });
      }
    }),
  );

type Turn = z.output<typeof chatMessageSchema>;

/**
 * The conversation's shape: turns alternate between user and assistant and the new
 * question is last. Two assistant turns in a row would be context the model never wrote,
 * which turns the assistant into a general-purpose model driven by invented history; the
 * widget never sends that (lib/chat/history.ts). The window may open with a reply whose
 * question fell off the front. The total caps what one request can cost: about
 * maxConversationChars / 4 tokens of history.
 */
function checkTurns(messages: Turn[], context: z.core.$RefinementCtx<Turn[]>): void {
  const issue = (message: string, path: (string | number)[], input: unknown) =>
    context.issues.push({ code: "custom", message, path, input });
  for (let index = 1; index < messages.length; index++) {
    if (messages[index].role === messages[index - 1].role) {
      issue("Turns must alternate between user and assistant.", [index, "role"], messages[index].role);
      return;
    }
  }
  const last = messages.length - 1;
  if (last >= 0 && messages[last].role !== "user") {
    issue("The last message must be the user's.", [last, "role"], messages[last].role);
    return;
  }
  const total = messages.reduce((sum, message) => sum + message.content.length, 0);
  if (total > AI_LIMITS.maxConversationChars) {
    issue(
      `The conversation may hold at most ${AI_LIMITS.maxConversationChars} characters; send only the most recent turns.`,
      [],
      total,
    );
  }
}

export const chatRequestSchema = z.object(
  {
    messages: z
      .array(chatMessageSchema, "messages must be an array.")
      .check(
        z.minLength(1, "messages must contain at least the new user message."),
        z.maxLength(
          AI_LIMITS.maxMessages,
          `messages may hold at most ${AI_LIMITS.maxMessages} messages; send only the most recent ones.`,
        ),
        z.superRefine(checkTurns),
      ),
    /** The language of the page the question was asked from. */
    language: pageLanguage,
    /** The widget's id of the conversation: the key of the one visit it may book (server/ai/chatBooking.ts). */
    conversation: z.optional(
      z
        .string("conversation must be a string.")
        .check(z.regex(CONVERSATION_ID_PATTERN, "conversation must be 22 to 64 URL-safe characters.")),
    ),
  },
  "The body must be a JSON object.",
);

export type ChatRequest = z.output<typeof chatRequestSchema>;
export type ChatMessage = ChatRequest["messages"][number];
