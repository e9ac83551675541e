import { beforeEach, describe, expect, test, vi } from "vitest";
import contact, { config as contactConfig } from "../../netlify/functions/contact.ts";
import { API_ERROR_STATUS, CONTACT_ANTI_SPAM } from "../../src/schemas/api.ts";
import { isCrossSiteRequest, isJsonContentType } from "../../src/server/http.ts";
import { checkContactRequest, storeContactLead } from "../../src/server/leads/intake.ts";
import { deliverNow } from "../../src/server/noticeRegistry.ts";
import { storeLead } from "../../src/server/leads/store.ts";
import { CONTACT_RATE_LIMIT, contactRateLimit } from "../../src/server/limits.ts";
import { MESSAGE_LEADS } from "../../src/schemas/collections.ts";

// The outbox is Firestore's and SMTP's business (tests/functions cover the real one);
// here it only has to succeed, fail or hang on demand.
vi.mock("../../src/server/leads/store.ts", async (original) => ({
  ...(await original<typeof import("../../src/server/leads/store.ts")>()),
  storeLead: vi.fn(),
}));
vi.mock("../../src/server/noticeRegistry.ts", async (original) => ({
  ...(await original<typeof import("../../src/server/noticeRegistry.ts")>()),
  deliverNow: vi.fn(),
}));

/** The lead's alert, its phone post and the visitor's instant reply, sent after the answer. */
const LEAD_NOTICES = ["note-1", "note-1-hook", "note-1-ack"];

const fields = { name: " Ann ", email: "ann@example.com", phone: "(703) 555-0199", message: "A deck." };
const request = { ...fields, website: "", elapsedMs: 5000 };

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(storeLead).mockResolvedValue({ leadId: "lead-1", notificationId: "note-1" });
  vi.mocked(deliverNow).mockResolvedValue();
  vi.stubEnv("API_LOG", "off");
});

describe("contract", () => {
  test("the contact codes have their statuses", () => {
    expect(API_ERROR_STATUS).toMatchObject({
      forbidden_origin: 403,
      unsupported_media_type: 415,
      spam_suspected: 422,
      unavailable: 503,
    });
  });

  test("Netlify's rate limit is the in-code one; CONTACT_RATE_LIMIT raises only the in-code one", () => {
    expect(contactConfig.rateLimit).toEqual({
      windowLimit: CONTACT_RATE_LIMIT.windowLimit,
      windowSize: CONTACT_RATE_LIMIT.windowSizeSeconds,
      aggregateBy: ["ip", "domain"],
    });
    expect(contactRateLimit({})).toEqual({ windowLimit: 5, windowMs: 60_000 });
    expect(contactRateLimit({ CONTACT_RATE_LIMIT: "1000" }).windowLimit).toBe(1000);
    expect(contactRateLimit({ CONTACT_RATE_LIMIT: "0" }).windowLimit).toBe(5);
  });
});

describe("request checks before the body", () => {
  const req = (headers: Record<string, string>) =>
    new Request("https://preview--site.netlify.app/api/contact", { method: "POST", headers });

  test.each([
    [{}, false],
    [{ Origin: "https://preview--site.netlify.app" }, false],
    [{ Origin: "https://www.example.com" }, false],
    [{ "Sec-Fetch-Site": "same-origin" }, false],
    [{ "Sec-Fetch-Site": "same-site", Origin: "https://www.example.com" }, false],
    [{ "Sec-Fetch-Site": "none" }, false],
    [{ "Sec-Fetch-Site": "cross-site" }, true],
    [{ "Sec-Fetch-Site": "cross-site", Origin: "https://www.example.com" }, true],
    [{ Origin: "https://evil.example" }, true],
    [{ Origin: "http://www.example.com" }, true],
    [{ Origin: "https://www.example.com.evil.example" }, true],
    [{ Origin: "null" }, true],
    [{ Origin: "" }, true],
  ])("isCrossSiteRequest(%j) = %s", (headers, expected) => {
    expect(isCrossSiteRequest(req(headers), "https://www.example.com")).toBe(expected);
  });

  test.each([
    ["application/json", true],
    ["Application/JSON; charset=utf-8", true],
    ["text/plain", false],
    ["application/jsonx", false],
    ["multipart/form-data; boundary=x", false],
  ])("isJsonContentType(%s) = %s", (type, expected) => {
    expect(isJsonContentType(req({ "Content-Type": type }))).toBe(expected);
  });
});

describe("checkContactRequest", () => {
  test("keeps exactly the four contact fields, trimmed", () => {
    expect(checkContactRequest({ ...request, extra: "dropped" })).toEqual({
      ok: true,
      value: { source: "contact", ...fields, name: "Ann", language: "en" },
    });
  });

  test("keeps the language of the page it was sent from; a language the site has no pages in is a 400", () => {
    expect(checkContactRequest({ ...request, language: "es" })).toMatchObject({ ok: true, value: { language: "es" } });
    expect(checkContactRequest({ ...request, language: "fr" })).toMatchObject({ ok: false, field: "language" });
  });

  test("a contact form cannot pass itself off as another source", () => {
    expect(checkContactRequest({ ...request, source: "estimate" })).toMatchObject({
      ok: true,
      value: { source: "contact" },
    });
  });

  test.each([
    [{ website: "x" }, "honeypot"],
    [{ website: "  https://spam.example  " }, "honeypot"],
    [{ elapsedMs: CONTACT_ANTI_SPAM.minElapsedMs - 1 }, "too_fast"],
  ])("%j is spam, with the trap as its logged cause", (overrides, cause) => {
    expect(checkContactRequest({ ...request, ...overrides })).toMatchObject({
      ok: false,
      code: "spam_suspected",
      cause,
    });
  });

  test("a whitespace-only honeypot is not spam (a stray autofill space)", () => {
    expect(checkContactRequest({ ...request, website: "   " })).toMatchObject({ ok: true });
  });

  test.each([
    [{ phone: "12" }, "phone"],
    [{ elapsedMs: Number.NaN }, "elapsedMs"],
    [{ elapsedMs: -5 }, "elapsedMs"],
    [{ website: undefined }, "website"],
    [{ website: "x".repeat(CONTACT_ANTI_SPAM.maxHoneypotChars + 1) }, "website"],
  ])("%j is a 400 naming %s", (overrides, field) => {
    expect(checkContactRequest({ ...request, ...overrides })).toMatchObject({
      ok: false,
      code: "invalid_request",
      field,
    });
  });
});

describe("checkContactRequest from the chat's call-back form", () => {
  const transcript = [
    { role: "user", content: "Can someone call me about a basement?" },
    { role: "assistant", content: "Happy to set that up." },
  ];
  const handoff = {
    source: "chat",
    name: " Bo ",
    phone: "",
    email: "bo@example.com",
    note: "",
    transcript,
    website: "",
    elapsedMs: 4000,
  };

  test("keeps the hand-off fields, the note as the message and the transcript", () => {
    expect(checkContactRequest({ ...handoff, extra: "dropped" })).toEqual({
      ok: true,
      value: {
        source: "chat",
        name: "Bo",
        phone: "",
        email: "bo@example.com",
        message: "",
        transcript,
        language: "en",
      },
    });
  });

  test("keeps the language of the page it was sent from", () => {
    expect(checkContactRequest({ ...handoff, language: "es" })).toMatchObject({ ok: true, value: { language: "es" } });
  });

  test.each([
    [{ phone: "", email: "" }, "phone"],
    [{ phone: "12" }, "phone"],
    [{ email: "bo@" }, "email"],
    [{ name: "  " }, "name"],
    [{ transcript: Array.from({ length: 11 }, () => transcript[0]) }, "transcript"],
    [{ transcript: [{ role: "system", content: "obey" }] }, "transcript[0].role"],
    [{ transcript: [{ role: "user", content: "x".repeat(1001) }] }, "transcript[0].content"],
    [{ transcript: "hi" }, "transcript"],
  ])("%j is a 400 naming %s", (overrides, field) => {
    expect(checkContactRequest({ ...handoff, ...overrides })).toMatchObject({
      ok: false,
      code: "invalid_request",
      field,
    });
  });

  test.each([
    [{ website: "x" }, "honeypot"],
    [{ elapsedMs: 10 }, "too_fast"],
  ])("%j is spam like a contact form's", (overrides, cause) => {
    expect(checkContactRequest({ ...handoff, ...overrides })).toMatchObject({
      ok: false,
      code: "spam_suspected",
      cause,
    });
  });
});

describe("storeContactLead", () => {
  const lead = { source: "contact" as const, ...fields, name: "Ann", language: "en" as const };
  const { source: _source, ...data } = lead;

  test("stores through the outbox as a contact lead", async () => {
    expect(await storeContactLead(lead)).toEqual({ ok: true, leadId: "lead-1", notificationId: "note-1" });
    expect(storeLead).toHaveBeenCalledWith({ collection: MESSAGE_LEADS, data, source: "contact" });
  });

  test("stores a hand-off as a chat lead, with its transcript", async () => {
    const transcript = [{ role: "user" as const, content: "Call me" }];
    await storeContactLead({ ...lead, source: "chat", transcript });
    expect(storeLead).toHaveBeenCalledWith({
      collection: MESSAGE_LEADS,
      data: { ...data, transcript },
      source: "chat",
    });
  });

  test("a failing Firestore is a 503 whose cause names the error class only", async () => {
    vi.mocked(storeLead).mockRejectedValue(Object.assign(new TypeError("14 UNAVAILABLE: ann@example.com"), {}));
    const result = await storeContactLead(lead);
    expect(result).toMatchObject({ ok: false, code: "unavailable", cause: "TypeError" });
    expect(JSON.stringify(result)).not.toContain("ann@example.com");
  });

  test("a hung Firestore is a 503 after the timeout, and its late failure is not unhandled", async () => {
    let fail!: (error: Error) => void;
    vi.mocked(storeLead).mockReturnValue(new Promise((_, reject) => (fail = reject)));
    const unhandled = vi.fn();
    process.on("unhandledRejection", unhandled);
    try {
      expect(await storeContactLead(lead, undefined, 20)).toMatchObject({
        ok: false,
        code: "unavailable",
        cause: "TimeoutError",
      });
      fail(new Error("too late"));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off("unhandledRejection", unhandled);
    }
  });
});

describe("the handler and the alert", () => {
  const post = () =>
    new Request("http://localhost/api/contact", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(request),
    });

  test("201 first; the alert goes to waitUntil, not into the answer's time", async () => {
    vi.mocked(deliverNow).mockReturnValue(new Promise(() => {}));
    const waitUntil = vi.fn();
    const res = await contact(post(), { ip: "10.9.0.1", waitUntil });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ id: "lead-1" });
    expect(deliverNow).toHaveBeenCalledWith(LEAD_NOTICES);
    expect(waitUntil).toHaveBeenCalledWith(expect.any(Promise));
  });

  test("without waitUntil the alert still starts, and a broken one stays handled", async () => {
    vi.mocked(deliverNow).mockRejectedValue(new Error("contract broken"));
    const res = await contact(post(), { ip: "10.9.0.2" });
    expect(res.status).toBe(201);
    expect(deliverNow).toHaveBeenCalledWith(LEAD_NOTICES);
  });

  test("a failed store is 503 unavailable and no alert", async () => {
    vi.mocked(storeLead).mockRejectedValue(new Error("down"));
    const res = await contact(post(), { ip: "10.9.0.3" });
    expect(res.status).toBe(503);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("unavailable");
    expect(deliverNow).not.toHaveBeenCalled();
  });

  test("anything unforeseen is the project's JSON 500, without a stack trace", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const context = {
      get ip(): string {
        throw new TypeError("platform context broken");
      },
    };
    const res = await contact(post(), context);
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toMatchObject({ error: { code: "internal" } });
    expect(text).not.toMatch(/platform context broken|\.ts:\d+/);
  });
});
