/**
 * POST /api/chat: the prior conversation plus the visitor's new message last. The server
 * owns the system prompt, so a client may send only user and assistant turns. The chat
 * widget builds its requests within these limits (lib/chat/history.ts); the function
 * refuses anything else with 400 and the first problem's path. These messages are for
 * developers and logs: the widget shows the spec's texts.
 */
import * as z from "zod/mini";
import { AI_LIMITS } from "./api.ts";

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

export const chatRequestSchema = z.object(
  {
    messages: z.array(chatMessageSchema, "messages must be an array.").check(
      z.minLength(1, "messages must contain at least the new user message."),
      z.maxLength(
        AI_LIMITS.maxMessages,
        `messages may hold at most ${AI_LIMITS.maxMessages} messages; send only the most recent ones.`,
      ),
      z.superRefine((messages, context) => {
        const last = messages.length - 1;
        if (last >= 0 && messages[last].role !== "user") {
          context.issues.push({
            code: "custom",
            message: "The last message must be the user's.",
            path: [last, "role"],
            input: messages[last].role,
          });
        }
      }),
    ),
  },
  "The body must be a JSON object.",
);

export type ChatRequest = z.output<typeof chatRequestSchema>;
export type ChatMessage = ChatRequest["messages"][number];
