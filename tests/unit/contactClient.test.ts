import { describe, expect, test, vi } from "vitest";
import { API_ROUTES } from "../../src/config/routes.ts";
import { CONTACT_TEXT, MESSAGES } from "../../src/config/text.ts";
import { CONTACT_TEXT as ES_CONTACT_TEXT } from "../../src/config/text/es/contact.ts";
import { contactFailureText, sendContactMessage } from "../../src/lib/api-client/contact.ts";

const input = { name: "Ann", email: "ann@example.com", phone: "(703) 555-0199", message: "A deck." };
const antiSpam = { website: "", elapsedMs: 4200 };

const answering = (status: number, body: unknown) =>
  vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status }));

async function failureOf(fetchImpl: typeof fetch, timeoutMs?: number): Promise<unknown> {
  return sendContactMessage(input, antiSpam, { fetchImpl, timeoutMs }).then(
    () => expect.fail("expected a rejection"),
    (error: unknown) => error,
  );
}

describe("sendContactMessage", () => {
  test("posts the fields and the anti-spam fields as JSON to /api/contact; resolves with the id", async () => {
    const fetchImpl = answering(201, { id: "lead-1" });
    expect(await sendContactMessage(input, antiSpam, { fetchImpl })).toBe("lead-1");
    const [url, init] = fetchImpl.mock.calls[0];
    expect(url).toBe(API_ROUTES.contact);
    expect(init?.method).toBe("POST");
    expect(init?.headers).toEqual({ "content-type": "application/json" });
    expect(JSON.parse(init?.body as string)).toEqual({ ...input, ...antiSpam });
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  test("a short rate-limit sentence from the server is shown as it is", async () => {
    const sentence = CONTACT_TEXT.rateLimited(42);
    const error = await failureOf(answering(429, { error: { code: "rate_limited", message: sentence } }));
    expect(contactFailureText(error)).toBe(sentence);
  });

  test("the page's language: sent with the lead, and a rate limit said in it with the server's wait", async () => {
    const fetchImpl = answering(201, { id: "lead-2" });
    await sendContactMessage(input, antiSpam, { fetchImpl, language: "es" });
    expect(JSON.parse(fetchImpl.mock.calls[0][1]?.body as string)).toMatchObject({ language: "es" });
    const limited = vi.fn<typeof fetch>(
      async () =>
        new Response(JSON.stringify({ error: { code: "rate_limited", message: CONTACT_TEXT.rateLimited(42) } }), {
          status: 429,
          headers: { "retry-after": "42" },
        }),
    );
    const error = await failureOf(limited);
    expect(contactFailureText(error, ES_CONTACT_TEXT)).toBe(ES_CONTACT_TEXT.rateLimited(42));
    expect(contactFailureText(error)).toBe(CONTACT_TEXT.rateLimited(42));
    // Without a wait to say, a Spanish page says its own failure text, never the server's English.
    const bare = await failureOf(answering(429, { error: { code: "rate_limited", message: "Slow down." } }));
    expect(contactFailureText(bare, ES_CONTACT_TEXT)).toBe(ES_CONTACT_TEXT.failure);
  });

  test.each([
    ["a rate limit with an essay", answering(429, { error: { code: "rate_limited", message: "x".repeat(301) } })],
    ["a 503", answering(503, { error: { code: "unavailable", message: "The message could not be stored." } })],
    ["spam suspected", answering(422, { error: { code: "spam_suspected", message: "The message was not accepted." } })],
    ["a proxy's HTML page", vi.fn<typeof fetch>(async () => new Response("<html>", { status: 502 }))],
    ["a 201 without an id", answering(201, {})],
    [
      "no network",
      vi.fn<typeof fetch>(async () => {
        throw new TypeError("Failed to fetch");
      }),
    ],
  ])("%s: the spec's failure text", async (_name, fetchImpl) => {
    expect(contactFailureText(await failureOf(fetchImpl))).toBe(MESSAGES.contactFailure);
  });

  test("a network that never answers fails after the timeout", async () => {
    const hanging = vi.fn<typeof fetch>(
      (_url, init) =>
        new Promise((_, reject) =>
          init?.signal?.addEventListener("abort", () =>
            reject(new DOMException("The operation timed out.", "TimeoutError")),
          ),
        ),
    );
    const started = Date.now();
    expect(contactFailureText(await failureOf(hanging, 30))).toBe(MESSAGES.contactFailure);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
