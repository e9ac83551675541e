import { describe, expect, test, vi } from "vitest";
import { ApiRequestError, postForStreamedText, type ApiFailure } from "../../src/lib/api-client/request.ts";
import { readTextStream } from "../../src/lib/api-client/streamText.ts";
import { errorResponse, streamResponse } from "../components/chat/fakeResponses.ts";

const euro = new TextEncoder().encode("€"); // 3 bytes

describe("readTextStream", () => {
  test.each([
    { name: "one chunk", chunks: ["Hello"], text: "Hello", updates: ["Hello"] },
    {
      name: "several chunks grow the text",
      chunks: ["Hel", "lo, ", "world"],
      text: "Hello, world",
      updates: ["Hel", "Hello, ", "Hello, world"],
    },
    { name: "an empty body", chunks: [], text: "", updates: [] },
    { name: "empty chunks report nothing", chunks: ["", "a", ""], text: "a", updates: ["a"] },
    {
      name: "a character split across chunks waits until it is whole",
      chunks: [new Uint8Array([...new TextEncoder().encode("5 "), euro[0]]), euro.slice(1), "0"],
      text: "5 €0",
      updates: ["5 ", "5 €", "5 €0"],
    },
  ])("$name", async ({ chunks, text, updates }) => {
    const seen: string[] = [];
    const body = streamResponse({ chunks }).body!;
    await expect(readTextStream(body, (soFar) => seen.push(soFar))).resolves.toBe(text);
    expect(seen).toEqual(updates);
  });

  test("a stream that breaks rejects after reporting what arrived", async () => {
    const seen: string[] = [];
    const body = streamResponse({ chunks: ["Part one", "never"], failAfter: 1 }).body!;
    await expect(readTextStream(body, (soFar) => seen.push(soFar))).rejects.toThrow();
    expect(seen).toEqual(["Part one"]);
  });
});

describe("postForStreamedText", () => {
  const failureOf = async (promise: Promise<unknown>): Promise<ApiFailure> => {
    const error = await promise.then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(ApiRequestError);
    return (error as ApiRequestError).failure;
  };

  test("sends JSON and resolves with the streamed text and headers", async () => {
    const fetchImpl = vi.fn(async () =>
      streamResponse({ chunks: ["Hi ", "there"], headers: { "x-ballpark-low": "100" } }),
    );
    const reply = await postForStreamedText(
      "/api/chat",
      { messages: [] },
      { fetchImpl, headers: { authorization: "Bearer t" } },
    );
    expect(reply.text).toBe("Hi there");
    expect(reply.headers.get("X-Ballpark-Low")).toBe("100");
    expect(fetchImpl).toHaveBeenCalledWith(
      "/api/chat",
      expect.objectContaining({ method: "POST", body: JSON.stringify({ messages: [] }) }),
    );
    const init = (fetchImpl.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.headers).toMatchObject({ "content-type": "application/json", authorization: "Bearer t" });
  });

  test.each<{ name: string; respond: () => Promise<Response>; failure: ApiFailure }>([
    {
      name: "no provider (503)",
      respond: async () => errorResponse(503, "ai_unavailable"),
      failure: { kind: "http", status: 503, code: "ai_unavailable", message: "Something went wrong" },
    },
    {
      name: "provider failed (502)",
      respond: async () => errorResponse(502, "ai_failed", "upstream"),
      failure: { kind: "http", status: 502, code: "ai_failed", message: "upstream" },
    },
    {
      name: "rate limited (429)",
      respond: async () => errorResponse(429, "rate_limited", "Try tomorrow"),
      failure: { kind: "http", status: 429, code: "rate_limited", message: "Try tomorrow" },
    },
    {
      name: "a non-JSON error page",
      respond: async () => new Response("<html>Bad gateway</html>", { status: 502 }),
      failure: { kind: "http", status: 502 },
    },
    {
      name: "an unknown error code is not trusted",
      respond: async () => errorResponse(500, "weird"),
      failure: { kind: "http", status: 500 },
    },
    {
      name: "the network is down",
      respond: () => Promise.reject(new TypeError("Failed to fetch")),
      failure: { kind: "network" },
    },
    {
      name: "the stream breaks",
      respond: async () => streamResponse({ chunks: ["Half", "rest"], failAfter: 1 }),
      failure: { kind: "stream" },
    },
    { name: "an empty reply", respond: async () => streamResponse({ chunks: [] }), failure: { kind: "empty" } },
    {
      name: "a whitespace-only reply",
      respond: async () => streamResponse({ chunks: [" \n", "  "] }),
      failure: { kind: "empty" },
    },
  ])("$name", async ({ respond, failure }) => {
    expect(await failureOf(postForStreamedText("/api/chat", {}, { fetchImpl: respond }))).toEqual(failure);
  });
});
