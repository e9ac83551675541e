import { describe, expect, test } from "vitest";
import { chatReducer, initialChatState, type ChatAction, type ChatState } from "../../src/lib/chat/chatState.ts";
import type { ChatMessage } from "../../src/lib/chat/conversation.ts";

const question: ChatMessage = { type: "user", content: "Do you do basements?", timestamp: 1 };
const earlier: ChatMessage = { type: "bot", content: "Welcome back", timestamp: 0 };

function run(actions: ChatAction[], start: ChatState = initialChatState([earlier])): ChatState {
  return actions.reduce(chatReducer, start);
}

describe("chatReducer", () => {
  test.each<{ name: string; actions: ChatAction[]; expected: Partial<ChatState> }>([
    { name: "idle", actions: [], expected: { messages: [earlier], waiting: false, streaming: null, announcement: "" } },
    {
      name: "sent: waiting, nothing streamed yet",
      actions: [{ type: "sent", message: question }],
      expected: { messages: [earlier, question], waiting: true, streaming: null },
    },
    {
      name: "streaming: the reply grows, still waiting",
      actions: [
        { type: "sent", message: question },
        { type: "streamed", text: "Yes" },
        { type: "streamed", text: "Yes, we finish" },
      ],
      expected: { messages: [earlier, question], waiting: true, streaming: "Yes, we finish" },
    },
    {
      name: "replied: one bot message, announced",
      actions: [
        { type: "sent", message: question },
        { type: "streamed", text: "Yes" },
        { type: "replied", text: "Yes, we do.", timestamp: 5 },
      ],
      expected: {
        messages: [earlier, question, { type: "bot", content: "Yes, we do.", timestamp: 5 }],
        waiting: false,
        streaming: null,
        announcement: "Yes, we do.",
      },
    },
    {
      name: "failed: the partial reply is dropped, an error notice is added, no bot message",
      actions: [
        { type: "sent", message: question },
        { type: "streamed", text: "Yes, we" },
        { type: "failed", error: "Unable", timestamp: 6 },
      ],
      expected: {
        messages: [earlier, question, { type: "error", content: "Unable", timestamp: 6 }],
        waiting: false,
        streaming: null,
        announcement: "Unable",
      },
    },
    {
      name: "restored: earlier pages' conversation goes first",
      actions: [
        { type: "sent", message: question },
        { type: "restored", messages: [{ type: "user", content: "Earlier", timestamp: -1 }] },
      ],
      expected: { messages: [{ type: "user", content: "Earlier", timestamp: -1 }, earlier, question], waiting: true },
    },
    {
      name: "a late chunk after the end is ignored",
      actions: [{ type: "streamed", text: "stray" }],
      expected: { streaming: null, waiting: false },
    },
  ])("$name", ({ actions, expected }) => {
    expect(run(actions)).toMatchObject(expected);
  });
});
