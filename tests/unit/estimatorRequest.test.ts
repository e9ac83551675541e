import { describe, expect, test, vi } from "vitest";
import { MESSAGES } from "../../src/config/text.ts";
import {
  estimateRecord,
  RECEIPT_SEPARATOR,
  receiptTrailer,
  RESULT_MAX_CHARS,
  splitReceipt,
} from "../../src/schemas/estimate.ts";
import type { EstimateInput } from "../../src/lib/estimator/estimateForm.ts";
import {
  estimatorReducer,
  IDLE,
  type EstimatorAction,
  type EstimatorState,
} from "../../src/lib/estimator/estimatorState.ts";
import { ballparkFromHeaders, requestEstimate } from "../../src/lib/estimator/requestEstimate.ts";
import { errorResponse, streamResponse } from "../components/chat/fakeResponses.ts";

const INPUT: EstimateInput = {
  projectType: "renovation",
  squareFootage: 150,
  roomType: "kitchen",
  timeline: "flexible",
  scope: "Paint and new counters",
};
const BALLPARK = { low: 18_000, high: 38_000 };

describe("ballparkFromHeaders", () => {
  test.each<{ headers: Record<string, string>; ballpark: { low: number; high: number } | null }>([
    { headers: { "X-Ballpark-Low": "18000", "X-Ballpark-High": "38000" }, ballpark: BALLPARK },
    { headers: { "x-ballpark-low": "0", "x-ballpark-high": "0" }, ballpark: { low: 0, high: 0 } },
    { headers: {}, ballpark: null },
    { headers: { "X-Ballpark-Low": "18000" }, ballpark: null },
    { headers: { "X-Ballpark-Low": "abc", "X-Ballpark-High": "38000" }, ballpark: null },
    { headers: { "X-Ballpark-Low": "40000", "X-Ballpark-High": "38000" }, ballpark: null },
    { headers: { "X-Ballpark-Low": "-1", "X-Ballpark-High": "38000" }, ballpark: null },
    { headers: { "X-Ballpark-Low": "1.5", "X-Ballpark-High": "38000" }, ballpark: null },
  ])("$headers", ({ headers, ballpark }) => {
    expect(ballparkFromHeaders(new Headers(headers))).toEqual(ballpark);
  });
});

describe("requestEstimate", () => {
  test("sends the fields with the ID token and streams the text", async () => {
    const fetchImpl = vi.fn(async () =>
      streamResponse({
        chunks: ["Range: ", "$20k"],
        headers: { "X-Ballpark-Low": "18000", "X-Ballpark-High": "38000" },
      }),
    );
    const seen: string[] = [];
    const answer = await requestEstimate(INPUT, {
      getIdToken: async () => "token-1",
      fetchImpl,
      onText: (text) => seen.push(text),
    });
    // No receipt at the end: the estimate is shown, but counts as not saved.
    expect(answer).toEqual({ ok: true, text: "Range: $20k", ballpark: BALLPARK, saved: false });
    expect(seen).toEqual(["Range: ", "Range: $20k"]);
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/estimate");
    expect(JSON.parse(init.body as string)).toEqual(INPUT);
    expect(init.headers).toMatchObject({ authorization: "Bearer token-1" });
  });

  test("the server's receipt at the end says saved, and the visitor never sees it", async () => {
    const fetchImpl = vi.fn(async () =>
      streamResponse({ chunks: ["Range: ", "$20k", receiptTrailer({ saved: true, id: "e-1" })] }),
    );
    const seen: string[] = [];
    const answer = await requestEstimate(INPUT, {
      getIdToken: async () => "t",
      fetchImpl,
      onText: (text) => seen.push(text),
    });
    expect(answer).toMatchObject({ ok: true, text: "Range: $20k", saved: true });
    expect(seen.every((text) => !text.includes(RECEIPT_SEPARATOR))).toBe(true);
    expect(seen.at(-1)).toBe("Range: $20k");
  });

  test("a receipt that says not saved is reported as such", async () => {
    const fetchImpl = vi.fn(async () => streamResponse({ chunks: ["Range: $20k", receiptTrailer({ saved: false })] }));
    expect(await requestEstimate(INPUT, { getIdToken: async () => "t", fetchImpl })).toMatchObject({
      ok: true,
      text: "Range: $20k",
      saved: false,
    });
  });

  test("a 401 is retried once with a fresh token", async () => {
    const fetchImpl = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(errorResponse(401, "unauthorized"))
      .mockResolvedValueOnce(streamResponse({ chunks: ["OK"] }));
    const getIdToken = vi.fn(async (force: boolean) => (force ? "fresh" : "stale"));
    const answer = await requestEstimate(INPUT, { getIdToken, fetchImpl });
    expect(answer).toMatchObject({ ok: true, text: "OK" });
    expect(getIdToken.mock.calls).toEqual([[false], [true]]);
    expect((fetchImpl.mock.calls[1][1]?.headers as Record<string, string>).authorization).toBe("Bearer fresh");
  });

  test.each([
    {
      name: "401 twice",
      responses: [errorResponse(401, "unauthorized"), errorResponse(401, "unauthorized")],
      error: MESSAGES.estimatorFailure,
      calls: 2,
    },
    { name: "503", responses: [errorResponse(503, "ai_unavailable")], error: MESSAGES.estimatorUnavailable, calls: 1 },
    { name: "502 ai_empty", responses: [errorResponse(502, "ai_empty")], error: MESSAGES.estimatorEmpty, calls: 1 },
    { name: "502 ai_failed", responses: [errorResponse(502, "ai_failed")], error: MESSAGES.estimatorFailure, calls: 1 },
    {
      name: "a broken stream",
      responses: [streamResponse({ chunks: ["a", "b"], failAfter: 1 })],
      error: MESSAGES.estimatorFailure,
      calls: 1,
    },
  ])("$name -> the banner text", async ({ responses, error, calls }) => {
    const fetchImpl = vi.fn<typeof fetch>();
    for (const response of responses) fetchImpl.mockResolvedValueOnce(response);
    const answer = await requestEstimate(INPUT, { getIdToken: async () => "t", fetchImpl });
    expect(answer).toMatchObject({ ok: false, error });
    expect(fetchImpl).toHaveBeenCalledTimes(calls);
  });

  test("no ID token: nothing is sent, the failure text shows", async () => {
    const fetchImpl = vi.fn<typeof fetch>();
    const answer = await requestEstimate(INPUT, {
      getIdToken: () => Promise.reject(new Error("signed out")),
      fetchImpl,
    });
    expect(answer).toMatchObject({ ok: false, error: MESSAGES.estimatorFailure });
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});

describe("estimateRecord", () => {
  test("has exactly the keys the owner's table reads (timestamp is added by the save), English unless asked in Spanish", () => {
    const record = estimateRecord(INPUT, BALLPARK, "  The estimate  ", { uid: "u1", email: "dana@example.com" });
    expect(record).toEqual({
      ...INPUT,
      ballparkLow: 18_000,
      ballparkHigh: 38_000,
      result: "The estimate",
      userId: "u1",
      email: "dana@example.com",
      language: "en",
    });
    expect(Object.keys(record).sort()).toEqual([
      "ballparkHigh",
      "ballparkLow",
      "email",
      "language",
      "projectType",
      "result",
      "roomType",
      "scope",
      "squareFootage",
      "timeline",
      "userId",
    ]);
    const spanish = estimateRecord({ ...INPUT, language: "es" }, BALLPARK, "Estimado", { uid: "u1", email: undefined });
    expect(spanish.language).toBe("es");
  });

  test("an over-long text is cut to the rules' limit", () => {
    expect(
      estimateRecord(INPUT, BALLPARK, "z".repeat(RESULT_MAX_CHARS + 10), { uid: "u", email: "a@b.co" }).result,
    ).toHaveLength(RESULT_MAX_CHARS);
  });

  test("an account without an e-mail address is saved with an empty one", () => {
    expect(estimateRecord(INPUT, BALLPARK, "text", { uid: "u", email: undefined }).email).toBe("");
  });
});

describe("estimatorReducer", () => {
  const run = (actions: EstimatorAction[]): EstimatorState => actions.reduce(estimatorReducer, IDLE);
  const started: EstimatorAction = { type: "started", input: INPUT, ballpark: BALLPARK };

  test.each<{ name: string; actions: EstimatorAction[]; expected: EstimatorState }>([
    { name: "idle", actions: [], expected: IDLE },
    {
      name: "generating with the ballpark",
      actions: [started],
      expected: { phase: "generating", input: INPUT, ballpark: BALLPARK, text: "" },
    },
    {
      name: "the text grows",
      actions: [started, { type: "streamed", text: "Ra" }, { type: "streamed", text: "Range" }],
      expected: { phase: "generating", input: INPUT, ballpark: BALLPARK, text: "Range" },
    },
    {
      name: "result: saved, the server's range wins",
      actions: [started, { type: "completed", text: "Done", ballpark: { low: 1, high: 2 }, saved: true }],
      expected: { phase: "result", input: INPUT, ballpark: { low: 1, high: 2 }, text: "Done", save: "saved" },
    },
    {
      name: "result without headers keeps the instant range",
      actions: [started, { type: "completed", text: "Done", ballpark: null, saved: true }],
      expected: { phase: "result", input: INPUT, ballpark: BALLPARK, text: "Done", save: "saved" },
    },
    {
      name: "an estimate the server could not save keeps the result and says so",
      actions: [started, { type: "completed", text: "Done", ballpark: null, saved: false }],
      expected: { phase: "result", input: INPUT, ballpark: BALLPARK, text: "Done", save: "failed" },
    },
    {
      name: "error: the banner, the ballpark stays",
      actions: [started, { type: "streamed", text: "Par" }, { type: "failed", error: "E" }],
      expected: { phase: "error", input: INPUT, ballpark: BALLPARK, error: "E" },
    },
    {
      name: "stray events while idle change nothing",
      actions: [
        { type: "streamed", text: "x" },
        { type: "completed", text: "Done", ballpark: null, saved: true },
        { type: "failed", error: "E" },
      ],
      expected: IDLE,
    },
  ])("$name", ({ actions, expected }) => {
    expect(run(actions)).toEqual(expected);
  });
});

describe("splitReceipt", () => {
  test.each<{ body: string; text: string; receipt: { saved: boolean; id?: string } | null }>([
    { body: "Range", text: "Range", receipt: null },
    { body: `Range${RECEIPT_SEPARATOR}`, text: "Range", receipt: null },
    { body: `Range${RECEIPT_SEPARATOR}{"saved":tr`, text: "Range", receipt: null },
    { body: `Range${receiptTrailer({ saved: true, id: "x" })}`, text: "Range", receipt: { saved: true, id: "x" } },
    { body: `Range${receiptTrailer({ saved: false })}`, text: "Range", receipt: { saved: false } },
    { body: `Range${RECEIPT_SEPARATOR}{"saved":"yes"}`, text: "Range", receipt: null },
  ])("$body", ({ body, text, receipt }) => {
    expect(splitReceipt(body)).toEqual({ text, receipt });
  });
});
