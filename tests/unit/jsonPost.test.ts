/**
 * The function edge's order of checks (src/server/jsonPost.ts) where a request fails more
 * than one: each refusal is the first check's, and what a later check needs (the body, the
 * token) is never touched. The functions suite pins each refusal on its own per function.
 */
import { beforeEach, describe, expect, test, vi } from "vitest";
import * as z from "zod/mini";
import { API_ERROR_STATUS, MAX_BODY_BYTES } from "../../src/schemas/api.ts";
import { jsonPost } from "../../src/server/jsonPost.ts";

const URL_ = "http://localhost/api/test";
const json = { "Content-Type": "application/json" };
const foreign = { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" };
const signedIn = { Authorization: "Bearer good" };

let addressCounter = 0;
const freshAddress = () => `192.0.2.${(addressCounter += 1)}`;

/** A request whose body records whether anyone started reading it. */
function request(method: string, headers: Record<string, string>, body?: string) {
  const watch = { read: false };
  const stream =
    body === undefined
      ? undefined
      : new ReadableStream<Uint8Array>(
          {
            pull(controller) {
              watch.read = true;
              controller.enqueue(new TextEncoder().encode(body));
              controller.close();
            },
          },
          { highWaterMark: 0 },
        );
  const req = new Request(URL_, { method, headers, body: stream, duplex: "half" } as RequestInit);
  return { req, watch };
}

async function refusal(res: Response) {
  const body = (await res.json()) as { error: { code: string; field?: string } };
  expect(res.status).toBe(API_ERROR_STATUS[body.error.code as keyof typeof API_ERROR_STATUS]);
  return { status: res.status, ...body.error };
}

const authorize = vi.fn(async (req: Request) =>
  req.headers.get("authorization") === "Bearer good"
    ? { ok: true as const, uid: "user-1" }
    : { ok: false as const, code: "unauthorized" as const, message: "Sign in." },
);
const handled = vi.fn();

/** Every check on: a limit of one POST per address, a caller check, a schema. */
const everything = jsonPost(
  {
    fn: "contact",
    rateLimit: { limit: () => ({ windowLimit: 1, windowMs: 60_000 }), message: (seconds) => `Wait ${seconds} s.` },
    authorize,
    body: z.object({ name: z.string().check(z.minLength(1)) }),
  },
  async ({ body, caller, address, answer }) => {
    handled(body, caller, address);
    return answer(201, { greeting: `Hello ${body.name}`, uid: caller.uid });
  },
);

beforeEach(() => {
  vi.clearAllMocks();
  vi.stubEnv("API_LOG", "off");
});

describe("jsonPost: the first failing check answers, in the contract's order", () => {
  test("a GET is 405 with Allow: POST and does not count against the address's limit", async () => {
    const ip = freshAddress();
    const get = await everything(request("GET", {}).req, { ip });
    expect(get.headers.get("allow")).toBe("POST");
    expect(await refusal(get)).toMatchObject({ status: 405, code: "method_not_allowed" });
    const post = await everything(request("POST", { ...json, ...signedIn }, '{"name":"Ann"}').req, { ip });
    expect(post.status).toBe(201);
  });

  test("past the limit even a cross-site, non-JSON post is 429 with Retry-After: every POST counts first", async () => {
    const ip = freshAddress();
    await everything(request("POST", { ...foreign, "Content-Type": "text/plain" }, "x").req, { ip });
    const sent = request("POST", { ...foreign, "Content-Type": "text/plain" }, "x");
    const res = await everything(sent.req, { ip });
    expect(res.headers.get("retry-after")).toBe("60");
    expect(await refusal(res)).toMatchObject({ status: 429, code: "rate_limited", message: "Wait 60 s." });
    expect(sent.watch.read).toBe(false);
  });

  test("a cross-site post with a bad content type gets the cross-site answer", async () => {
    const sent = request("POST", { ...foreign, "Content-Type": "text/plain" }, '{"name":"Ann"}');
    expect(await refusal(await everything(sent.req, { ip: freshAddress() }))).toMatchObject({
      status: 403,
      code: "forbidden_origin",
    });
    expect(sent.watch.read).toBe(false);
  });

  test("a body not declared JSON is 415 even when it also announces too many bytes", async () => {
    const sent = request(
      "POST",
      { "Content-Type": "text/plain", "Content-Length": String(MAX_BODY_BYTES + 1) },
      '{"name":"Ann"}',
    );
    expect(await refusal(await everything(sent.req, { ip: freshAddress() }))).toMatchObject({
      status: 415,
      code: "unsupported_media_type",
    });
  });

  test("a body announced too large is 413 before the caller is checked", async () => {
    const sent = request("POST", { ...json, "Content-Length": String(MAX_BODY_BYTES + 1) }, '{"name":"Ann"}');
    expect(await refusal(await everything(sent.req, { ip: freshAddress() }))).toMatchObject({
      status: 413,
      code: "payload_too_large",
    });
    expect(authorize).not.toHaveBeenCalled();
    expect(sent.watch.read).toBe(false);
  });

  test("a caller refused is answered before the body is read: an invalid body tells an anonymous caller nothing", async () => {
    const sent = request("POST", json, "{not json");
    expect(await refusal(await everything(sent.req, { ip: freshAddress() }))).toMatchObject({
      status: 401,
      code: "unauthorized",
    });
    expect(sent.watch.read).toBe(false);
  });

  test.each([
    ["not JSON", "body", "{name:"],
    ["JSON that breaks the schema", "name", '{"name":""}'],
  ])("%s from an accepted caller: 400 naming %s, handler not called", async (_name, field, body) => {
    const sent = request("POST", { ...json, ...signedIn }, body);
    expect(await refusal(await everything(sent.req, { ip: freshAddress() }))).toMatchObject({
      status: 400,
      code: "invalid_request",
      field,
    });
    expect(handled).not.toHaveBeenCalled();
  });

  test("what passes reaches the handler parsed by the schema, with the caller and the client address", async () => {
    const ip = freshAddress();
    const res = await everything(request("POST", { ...json, ...signedIn }, '{"name":"Ann","extra":"dropped"}').req, {
      ip,
    });
    expect(res.status).toBe(201);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.json()).toEqual({ greeting: "Hello Ann", uid: "user-1" });
    expect(handled).toHaveBeenCalledWith({ name: "Ann" }, { ok: true, uid: "user-1" }, ip);
  });
});

describe("jsonPost options", () => {
  test("without a body check the body is never read nor its size looked at (rebuild's empty POST)", async () => {
    const bodyless = jsonPost({ fn: "rebuild", authorize }, async ({ body, answer }) => answer(202, { body }));
    const sent = request("POST", { ...json, ...signedIn, "Content-Length": String(MAX_BODY_BYTES + 1) }, "{}");
    const res = await bodyless(sent.req);
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({});
    expect(sent.watch.read).toBe(false);
  });

  test("a body check of its own: its refusal is the answer, its value the handler's body", async () => {
    const spamCheck = (body: unknown) =>
      (body as { website?: string }).website
        ? { ok: false as const, code: "spam_suspected" as const, message: "Not accepted." }
        : { ok: true as const, value: { accepted: true } };
    const custom = jsonPost({ fn: "contact", body: spamCheck }, async ({ body, answer }) => answer(201, body));
    const spam = await custom(request("POST", json, '{"website":"x"}').req);
    expect(await refusal(spam)).toMatchObject({ status: 422, code: "spam_suspected" });
    const person = await custom(request("POST", json, '{"website":""}').req);
    expect(await person.json()).toEqual({ accepted: true });
  });

  test("work for after the answer goes to the platform's waitUntil, or runs on its own without one", async () => {
    const later = Promise.resolve();
    const background = jsonPost({ fn: "contact" }, async ({ waitUntil, answer }) => {
      waitUntil(later);
      return answer(201, {});
    });
    const waitUntil = vi.fn();
    expect((await background(request("POST", json).req, { waitUntil })).status).toBe(201);
    expect(waitUntil).toHaveBeenCalledWith(later);
    expect((await background(request("POST", json).req)).status).toBe(201);
  });

  test("a handler that throws is the contract's 500, not a platform error page", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const broken = jsonPost({ fn: "contact" }, async () => {
      throw new TypeError("boom");
    });
    expect(await refusal(await broken(request("POST", json).req))).toMatchObject({ status: 500, code: "internal" });
  });
});
