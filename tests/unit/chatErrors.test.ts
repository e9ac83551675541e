import { describe, expect, test } from "vitest";
import { MESSAGES } from "../../src/config/text.ts";
import type { ApiFailure } from "../../src/lib/api-client/request.ts";
import { chatErrorMessage, chatFailureLog } from "../../src/lib/chat/chatErrors.ts";
import { estimatorErrorMessage } from "../../src/lib/estimator/estimatorErrors.ts";
import { CHAT_TEXT } from "../../src/config/text/en/chat.ts";
import { CHAT_TEXT as SPANISH_CHAT } from "../../src/config/text/es/chat.ts";

const TOO_LONG = "x".repeat(301);

/** One row per failure the contract can produce; the two columns are the spec's texts (section 8). */
const CASES: { name: string; failure: ApiFailure; chat: string; estimator: string }[] = [
  {
    name: "503 ai_unavailable",
    failure: { kind: "http", status: 503, code: "ai_unavailable", message: "No provider" },
    chat: MESSAGES.chatUnavailable,
    estimator: MESSAGES.estimatorUnavailable,
  },
  {
    name: "503 without a body",
    failure: { kind: "http", status: 503 },
    chat: MESSAGES.chatUnavailable,
    estimator: MESSAGES.estimatorUnavailable,
  },
  {
    name: "502 ai_failed",
    failure: { kind: "http", status: 502, code: "ai_failed", message: "Provider error" },
    chat: MESSAGES.chatFailure,
    estimator: MESSAGES.estimatorFailure,
  },
  {
    name: "502 ai_empty",
    failure: { kind: "http", status: 502, code: "ai_empty", message: "Empty" },
    chat: MESSAGES.chatFailure,
    estimator: MESSAGES.estimatorEmpty,
  },
  {
    name: "an empty stream",
    failure: { kind: "empty" },
    chat: MESSAGES.chatFailure,
    estimator: MESSAGES.estimatorEmpty,
  },
  {
    name: "400 invalid_request",
    failure: { kind: "http", status: 400, code: "invalid_request", message: "scope must not be empty." },
    chat: MESSAGES.chatFailure,
    estimator: MESSAGES.estimatorFailure,
  },
  {
    name: "401 unauthorized",
    failure: { kind: "http", status: 401, code: "unauthorized", message: "Token expired" },
    chat: MESSAGES.chatFailure,
    estimator: MESSAGES.estimatorFailure,
  },
  {
    name: "413 payload_too_large",
    failure: { kind: "http", status: 413, code: "payload_too_large", message: "Too big" },
    chat: MESSAGES.chatFailure,
    estimator: MESSAGES.estimatorFailure,
  },
  {
    name: "405",
    failure: { kind: "http", status: 405, code: "method_not_allowed", message: "POST only" },
    chat: MESSAGES.chatFailure,
    estimator: MESSAGES.estimatorFailure,
  },
  {
    name: "429 shows the server's words",
    failure: {
      kind: "http",
      status: 429,
      code: "rate_limited",
      message: "You have used today's 20 estimates. Please try again tomorrow.",
    },
    chat: "You have used today's 20 estimates. Please try again tomorrow.",
    estimator: "You have used today's 20 estimates. Please try again tomorrow.",
  },
  {
    name: "429 without a message",
    failure: { kind: "http", status: 429 },
    chat: MESSAGES.chatFailure,
    estimator: MESSAGES.estimatorFailure,
  },
  {
    name: "429 with an absurdly long message",
    failure: { kind: "http", status: 429, code: "rate_limited", message: TOO_LONG },
    chat: MESSAGES.chatFailure,
    estimator: MESSAGES.estimatorFailure,
  },
  {
    name: "a 500 from the platform",
    failure: { kind: "http", status: 500 },
    chat: MESSAGES.chatFailure,
    estimator: MESSAGES.estimatorFailure,
  },
  {
    name: "the network is down",
    failure: { kind: "network" },
    chat: MESSAGES.chatFailure,
    estimator: MESSAGES.estimatorFailure,
  },
  {
    name: "the stream broke",
    failure: { kind: "stream" },
    chat: MESSAGES.chatFailure,
    estimator: MESSAGES.estimatorFailure,
  },
];

describe("error texts", () => {
  test.each(CASES)("chat: $name", ({ failure, chat }) => {
    expect(chatErrorMessage(failure, CHAT_TEXT)).toBe(chat);
  });

  test("on a Spanish page: the catalogue's words, never the server's English", () => {
    expect(chatErrorMessage({ kind: "stream" }, SPANISH_CHAT)).toBe(SPANISH_CHAT.failure);
    const limited = { kind: "http", status: 429, code: "rate_limited", message: "Too many chat messages." } as const;
    expect(chatErrorMessage(limited, CHAT_TEXT)).toBe("Too many chat messages.");
    expect(chatErrorMessage(limited, SPANISH_CHAT, false)).toBe(SPANISH_CHAT.busy);
  });

  test.each(CASES)("estimator: $name", ({ failure, estimator }) => {
    expect(estimatorErrorMessage(failure)).toBe(estimator);
  });
});

describe("what the console says about a failed reply", () => {
  test.each<[ApiFailure, string]>([
    [{ kind: "http", status: 429, code: "rate_limited", message: "Wait a minute" }, "HTTP 429 rate_limited"],
    [{ kind: "http", status: 502 }, "HTTP 502 "],
    [{ kind: "network" }, "network"],
    [{ kind: "stream" }, "stream"],
  ])("%j is logged as %j: what went wrong, never the server's words or the question", (failure, line) => {
    expect(chatFailureLog(failure)).toBe(line);
  });
});
