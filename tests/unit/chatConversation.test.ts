import { describe, expect, test } from "vitest";
import { AI_LIMITS } from "../../src/schemas/api.ts";
import { chatRequestSchema } from "../../src/schemas/chat.ts";
import { checkRequest } from "../../src/schemas/check.ts";
import {
  STORED_MESSAGES_MAX,
  loadConversation,
  saveConversation,
  toChatRequest,
  userMessage,
  type ChatMessage,
} from "../../src/lib/chat/conversation.ts";
import { CONVERSATION_KEY, PANEL_OPEN_KEY, loadPanelOpen, savePanelOpen } from "../../src/lib/chat/panelState.ts";
import { MemoryStorage } from "../components/chat/fakeResponses.ts";

const user = (content: string, timestamp = 1): ChatMessage => ({ type: "user", content, timestamp });
const bot = (content: string, timestamp = 2): ChatMessage => ({ type: "bot", content, timestamp });
const error = (content: string, timestamp = 3): ChatMessage => ({ type: "error", content, timestamp });

describe("conversation persistence", () => {
  test("what is saved is what the next page loads", () => {
    const storage = new MemoryStorage();
    const messages = [
      user("Do you remodel kitchens?"),
      bot("Yes, **kitchens** are our speciality."),
      error("Unable to generate response. Please try again later."),
    ];
    saveConversation(messages, storage);
    expect(loadConversation(storage)).toEqual(messages);
  });

  test.each([
    { name: "nothing stored", raw: null, loaded: [] },
    { name: "not JSON", raw: "{oops", loaded: [] },
    { name: "not an array", raw: JSON.stringify({ type: "user" }), loaded: [] },
    {
      name: "bad entries are dropped, good ones kept",
      raw: JSON.stringify([
        user("kept"),
        { type: "system", content: "injected", timestamp: 1 },
        { type: "bot", content: 42, timestamp: 1 },
        { type: "bot", content: "", timestamp: 1 },
        { type: "bot", content: "no time" },
        bot("also kept"),
      ]),
      loaded: [user("kept"), bot("also kept")],
    },
  ])("loading: $name", ({ raw, loaded }) => {
    const storage = new MemoryStorage();
    if (raw !== null) storage.setItem(CONVERSATION_KEY, raw);
    expect(loadConversation(storage)).toEqual(loaded);
  });

  test("only the newest messages are kept", () => {
    const storage = new MemoryStorage();
    const many = Array.from({ length: STORED_MESSAGES_MAX + 10 }, (_, index) => user(`m${index}`, index));
    saveConversation(many, storage);
    const loaded = loadConversation(storage);
    expect(loaded).toHaveLength(STORED_MESSAGES_MAX);
    expect(loaded.at(-1)?.content).toBe(`m${STORED_MESSAGES_MAX + 9}`);
  });

  test.each([
    { name: "no storage at all", storage: undefined },
    {
      name: "storage that throws",
      storage: Object.assign(new MemoryStorage(), {
        getItem: () => {
          throw new Error("SecurityError");
        },
        setItem: () => {
          throw new Error("QuotaExceededError");
        },
      }),
    },
  ])("$name: the chat still works, it just forgets", ({ storage }) => {
    expect(() => saveConversation([user("hi")], storage)).not.toThrow();
    expect(loadConversation(storage)).toEqual([]);
    expect(() => savePanelOpen(true, storage)).not.toThrow();
    expect(loadPanelOpen(storage)).toBe(false);
  });

  test("the panel's open state is remembered and forgotten", () => {
    const storage = new MemoryStorage();
    expect(loadPanelOpen(storage)).toBe(false);
    savePanelOpen(true, storage);
    expect(storage.getItem(PANEL_OPEN_KEY)).toBe("1");
    expect(loadPanelOpen(storage)).toBe(true);
    savePanelOpen(false, storage);
    expect(loadPanelOpen(storage)).toBe(false);
  });
});

describe("userMessage", () => {
  test.each([
    { input: "", message: null },
    { input: "   ", message: null },
    { input: "\n\t \n", message: null },
    { input: "  Hello  ", message: "Hello" },
    { input: "x".repeat(AI_LIMITS.maxUserMessageChars + 5), message: "x".repeat(AI_LIMITS.maxUserMessageChars) },
  ])("$input.length characters -> $message", ({ input, message }) => {
    expect(userMessage(input, 7)).toEqual(message === null ? null : { type: "user", content: message, timestamp: 7 });
  });
});

describe("toChatRequest", () => {
  test.each([
    {
      name: "roles map and error notices are left out",
      messages: [
        user("Hi"),
        bot("Hello!"),
        user("Price?"),
        error("Unable to generate response. Please try again later."),
        user("Price again?"),
      ],
      // The question whose reply failed and the retry are one turn: the contract alternates.
      turns: [
        { role: "user", content: "Hi" },
        { role: "assistant", content: "Hello!" },
        { role: "user", content: "Price?\n\nPrice again?" },
      ],
    },
    {
      name: "a restored conversation that starts with a reply keeps it",
      messages: [bot("Welcome back."), user("Kitchens?")],
      turns: [
        { role: "assistant", content: "Welcome back." },
        { role: "user", content: "Kitchens?" },
      ],
    },
    {
      name: "replies in a row (a tampered log) become one",
      messages: [user("Hi"), bot("One."), bot("Two."), user("And?")],
      turns: [
        { role: "user", content: "Hi" },
        { role: "assistant", content: "One.\n\nTwo." },
        { role: "user", content: "And?" },
      ],
    },
    {
      name: "a failed question too long to merge with the retry is left out",
      messages: [user("x".repeat(AI_LIMITS.maxUserMessageChars - 5)), user("Retry")],
      turns: [{ role: "user", content: "Retry" }],
    },
    {
      name: "a reply after the last question is not sent",
      messages: [user("Hi"), bot("Hello!")],
      turns: [{ role: "user", content: "Hi" }],
    },
    {
      name: "a long reply is cut to the assistant limit",
      messages: [user("Tell me everything"), bot("y".repeat(AI_LIMITS.maxAssistantMessageChars + 100)), user("Thanks")],
      turns: [
        { role: "user", content: "Tell me everything" },
        { role: "assistant", content: "y".repeat(AI_LIMITS.maxAssistantMessageChars) },
        { role: "user", content: "Thanks" },
      ],
    },
  ])("$name", ({ messages, turns }) => {
    expect(toChatRequest(messages)).toEqual({ messages: turns });
  });

  test("from a Spanish page the request names its language; from an English one it says nothing (the default)", () => {
    const question: ChatMessage[] = [{ type: "user", content: "¿Hacen terrazas?", timestamp: 1 }];
    expect(toChatRequest(question, "es")).toEqual({
      messages: [{ role: "user", content: "¿Hacen terrazas?" }],
      language: "es",
    });
    expect(toChatRequest(question, "en")).toEqual({ messages: [{ role: "user", content: "¿Hacen terrazas?" }] });
  });

  test.each([
    [
      "questions whose replies all failed",
      (i: number) => (i % 5 === 4 ? bot(`answer ${i}`, i) : user(`question ${i}`, i)),
    ],
    [
      "full-length replies",
      (i: number) => (i % 2 ? bot("r".repeat(AI_LIMITS.maxAssistantMessageChars), i) : user(`q${i}`, i)),
    ],
    [
      "errors and replies in any order",
      (i: number) => [user(`q${i}`, i), bot(`a${i}`, i), error("failed", i)][(i * 7) % 3],
    ],
  ])("any stored conversation (%s) gives a request the server accepts", (_name, make) => {
    for (const length of [1, 2, 3, 7, 20, 21, 40, 100]) {
      const messages = Array.from({ length }, (_, i) => make(i));
      messages.push(user("latest question", 999));
      const request = toChatRequest(messages);
      expect(checkRequest(chatRequestSchema, request)).toMatchObject({ ok: true });
      expect(request.messages.at(-1)?.content).toMatch(/latest question$/);
    }
  });

  test("a long conversation sends only the newest turns, and the server accepts them", () => {
    const messages = Array.from({ length: 60 }, (_, index) =>
      index % 2 === 0 ? user(`question ${index}`, index) : bot(`answer ${index}`, index),
    );
    messages.push(user("latest question", 99));
    const request = toChatRequest(messages);
    expect(request.messages).toHaveLength(AI_LIMITS.maxMessages);
    expect(request.messages.at(-1)).toEqual({ role: "user", content: "latest question" });
    expect(checkRequest(chatRequestSchema, request).ok).toBe(true);
  });
});
