/**
 * Every hostile request kind of tests/functions/support/hostileKinds.ts (bench:ai sends the
 * same ones under load) against the local runtime (scripts/functions-handler.ts), with no
 * dev server in front: each answered with the function's own JSON error, the exact status
 * and code of the contract (src/schemas/api.ts), and none reaching the provider. The kinds
 * that have a row of their own in another file are left to it (TESTED_ELSEWHERE).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import {
  createFunctionsHandler,
  startFunctionsServer,
  type FunctionsServer,
  type LocalFunctionsHandler,
} from "../../scripts/functions-handler.ts";
import { API_ERROR_STATUS } from "../../src/schemas/api.ts";
import { freshIp } from "./support/http.ts";
import { hostileTokens, rawKinds, refusedKinds, requestOf } from "./support/hostileKinds.ts";
import { useFakeProvider } from "./support/provider.ts";

const fake = useFakeProvider();

/**
 * Kinds with a row of their own in chat.test.ts, estimate.test.ts or functions-handler.test.ts,
 * which also assert the field named, that the body stayed unread, or the provider call's end.
 */
const TESTED_ELSEWHERE = new Set([
  // chat.test.ts, "answers only the site's own pages"
  "cross-site chat: another site, application/json",
  "cross-site chat: Origin null (sandboxed frame), application/json",
  "cross-site chat: a look-alike host, application/json",
  "cross-site chat: our host over http, application/json",
  "cross-site chat: Sec-Fetch-Site cross-site only, application/json",
  "cross-site chat: Sec-Fetch-Site cross-site with our Origin, application/json",
  "cross-site chat: another site, Sec-Fetch-Site cross-site, text/plain",
  "chat: text/plain",
  "chat: text/json",
  "chat: application/jsonp",
  "chat: no content type",
  // chat.test.ts, "refuses bad requests before the provider"
  "chat, forged turns: an assistant turn last",
  "chat, forged turns: an assistant turn one character too long",
  "chat, forged turns: alternating, one turn over the count",
  "chat, forged turns: a developer turn first",
  "chat body: JSON null",
  "chat body: a 10,000-item array",
  "chat body: an endless chunked body",
  "GET /api/chat",
  "PUT /api/chat",
  "DELETE /api/chat",
  "OPTIONS /api/chat",
  // estimate.test.ts
  "cross-site estimate: another site, application/json",
  "cross-site estimate: Origin null (sandboxed frame), application/json",
  "cross-site estimate: Sec-Fetch-Site cross-site only, application/json",
  "estimate: text/plain",
  "estimate token: no token",
  "estimate token: an empty bearer",
  "estimate token: garbage",
  "estimate token: a Basic scheme",
  "estimate token: a forged RS256 token",
  "estimate token: an expired token",
  "estimate token: another project's token",
  "estimate token: an oversized token",
  "estimate token: a token with two parts",
  "estimate field: squareFootage as a string",
  "estimate field: squareFootage 0",
  "estimate field: squareFootage negative",
  "estimate field: squareFootage 1e9",
  "estimate field: an unknown projectType",
  "estimate field: an unknown roomType",
  "estimate field: an unknown timeline",
  "estimate field: a blank scope",
  "estimate field: a scope over 2000 characters",
  "GET /api/estimate",
  "PUT /api/estimate",
  // functions-handler.test.ts, "over real HTTP, hostile clients"
  "chat: aborted half-way through the body",
  "chat: body sent slowly past the deadline",
]);

/** Text only a stack trace (or a leaked source path) would put in a body. */
const STACK_TRACE = /^\s+at |node_modules|\.[cm]?[jt]s:\d+:\d+/m;

const tokens = await hostileTokens();
const refused = refusedKinds(tokens);
const BODY_READ_TIMEOUT_MS = 300;
const raw = rawKinds(tokens.valid, BODY_READ_TIMEOUT_MS);
const untested = <T extends { kind: string }>(kinds: T[]) => kinds.filter((item) => !TESTED_ELSEWHERE.has(item.kind));

const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => void unhandled.push(reason);
beforeAll(() => void process.on("unhandledRejection", onUnhandled));
afterAll(() => void process.off("unhandledRejection", onUnhandled));
beforeEach(() => {
  unhandled.length = 0;
});

test("every kind has a name of its own, and each one TESTED_ELSEWHERE names exists", () => {
  const names = [...refused, ...raw].map((item) => item.kind);
  expect(new Set(names).size).toBe(names.length);
  expect([...TESTED_ELSEWHERE].filter((name) => !names.includes(name))).toEqual([]);
});

describe("refused kinds: the function's own JSON error, provider not called", () => {
  let handle: LocalFunctionsHandler;
  beforeAll(async () => {
    handle = await createFunctionsHandler({ schedules: false, blobs: false });
  });

  test.each(untested(refused))("$kind: $code", async (item) => {
    const res = await handle(requestOf(item, "http://localhost"), { ip: freshIp() });
    const text = await res.text();
    expect({ status: res.status, body: JSON.parse(text) as unknown }).toMatchObject({
      status: API_ERROR_STATUS[item.code],
      body: { error: { code: item.code } },
    });
    expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(text).not.toMatch(STACK_TRACE);
    expect(fake.completions()).toHaveLength(0);
    expect(unhandled).toEqual([]);
  });
});

describe("raw clients over a socket: no unhandled path, provider not called", () => {
  let server: FunctionsServer;
  /** The function's answer to the next request, read here even when its client has left. */
  let nextAnswer: Promise<Response>;
  let answered: (res: Response) => void;
  beforeAll(async () => {
    const handle = await createFunctionsHandler({ schedules: false, blobs: false });
    server = await startFunctionsServer({
      handler: async (req, info) => {
        const res = await handle(req, info);
        answered(res.clone());
        return res;
      },
    });
  });
  afterAll(() => server.close());
  beforeEach(() => {
    vi.stubEnv("BODY_READ_TIMEOUT_MS", String(BODY_READ_TIMEOUT_MS));
    nextAnswer = new Promise((resolve) => (answered = resolve));
  });

  test.each(untested(raw))("$kind: $code", async (item) => {
    const errors = vi.spyOn(console, "error");
    const answer = await item.send(server.port);
    const res = await nextAnswer;
    const status = API_ERROR_STATUS[item.code];
    expect({ status: res.status, body: (await res.json()) as unknown }).toMatchObject({
      status,
      body: { error: { code: item.code } },
    });
    if (item.reads) expect(answer).toMatch(new RegExp(`^HTTP/1\\.1 ${status} [\\s\\S]*"code":"${item.code}"`));
    expect(fake.completions()).toHaveLength(0);
    expect(unhandled).toEqual([]);
    expect(errors.mock.calls.flat().join(" ")).not.toMatch(/failed/);
  });
});
