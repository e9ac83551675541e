import { getFirestore, Timestamp } from "firebase-admin/firestore";
import { describe, expect, test, vi } from "vitest";
import contact, { config } from "../../netlify/functions/contact.ts";
import { localContext } from "../../scripts/functions-handler.ts";
import { SITE } from "../../src/config/site.ts";
import { CONTACT_ANTI_SPAM } from "../../src/schemas/api.ts";
import { adminApp } from "../../src/server/firebaseAdmin.ts";
import { MAIL_TEXT } from "../../src/config/text.ts";
import { mailHeader, waitForMail } from "../../scripts/maildev.ts";
import { call, errorOf, freshIp, type CallOptions } from "./support/http.ts";
import { MESSAGE_LEADS } from "../../src/schemas/collections.ts";

const path = config.path as string;
const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

/** A valid request; its message carries a marker no other test uses, to find what was stored. */
function form(overrides: Record<string, unknown> = {}) {
  return {
    name: "  Morgan Reyes ",
    email: "morgan.reyes@example.com",
    phone: "(301) 555-0188",
    message: `Quote for a basement finish, please. ref ${unique()}`,
    website: "",
    elapsedMs: 9000,
    ...overrides,
  };
}

const post = (body: unknown, options: Omit<CallOptions, "body"> = {}) => call(contact, path, { body, ...options });

const contactForms = () => getFirestore(adminApp()).collection(MESSAGE_LEADS);
const storedWith = async (message: string) => (await contactForms().where("message", "==", message).get()).docs;

/** An error body says what, never how: no stack frames, no file paths. */
async function expectCleanError(res: Response) {
  const text = await res.clone().text();
  expect(text).not.toMatch(/\bat .+\(|\.ts:\d+|node_modules|Error:/);
  return errorOf(res);
}

describe("POST /api/contact stores the lead", () => {
  test("201 with the id; the document holds the trimmed fields, server time, status new and source contact", async () => {
    const body = form();
    const before = Date.now();
    const res = await post(body, { headers: { Origin: "http://localhost", "Sec-Fetch-Site": "same-origin" } });
    expect(res.status).toBe(201);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const { id } = (await res.json()) as { id: string };
    expect(id).toMatch(/^\w{10,}$/);

    const snapshot = await contactForms().doc(id).get();
    const data = snapshot.data()!;
    expect(data).toMatchObject({
      name: "Morgan Reyes",
      email: body.email,
      phone: body.phone,
      message: body.message,
      status: "new",
      source: "contact",
    });
    expect(data.timestamp).toBeInstanceOf(Timestamp);
    expect(Math.abs((data.timestamp as Timestamp).toMillis() - before)).toBeLessThan(60_000);
    // Nothing else: the anti-spam fields are the request's, not the lead's.
    expect(Object.keys(data)).not.toContain("website");
    expect(Object.keys(data)).not.toContain("elapsedMs");
  });

  test("where the visitor came from is stored with its channel; an origin that does not fit is left out, never the lead", async () => {
    const origin = {
      landing: "/",
      referrer: "www.google.com",
      utm: { source: "google", medium: "cpc", campaign: "kitchens" },
      adClick: true,
      device: "phone",
      page: "/contact",
    };
    const res = await post({ ...form(), origin });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    expect((await contactForms().doc(id).get()).data()).toMatchObject({ origin, channel: "ads" });

    const odd = await post({ ...form(), origin: { landing: "https://elsewhere.example/", utm: "x".repeat(10_000) } });
    expect(odd.status).toBe(201);
    const stored = (
      await contactForms()
        .doc(((await odd.json()) as { id: string }).id)
        .get()
    ).data()!;
    expect(stored).toMatchObject({ channel: "unknown" });
    expect(stored).not.toHaveProperty("origin");
  });

  test("the configured site's origin is accepted too (the page may be served from it)", async () => {
    const res = await post(form(), { headers: { Origin: new URL(SITE.url).origin } });
    expect(res.status).toBe(201);
  });

  test("a charset parameter on the JSON content type is fine", async () => {
    const res = await post(form(), { headers: { "Content-Type": "application/json; charset=utf-8" } });
    expect(res.status).toBe(201);
  });
});

describe("POST /api/contact from the chat's call-back form", () => {
  test("stores a chat lead with the note as its message and the last turns, and alerts the owner with them", async () => {
    const name = `Dana Chat ${unique()}`;
    const transcript = [
      { role: "user", content: "Can someone come look at our basement in Silver Spring?" },
      { role: "assistant", content: "Happy to set that up. Leave your details below." },
    ];
    const res = await post({
      source: "chat",
      name,
      phone: "(301) 555-0142",
      email: "",
      note: "Evenings are best",
      transcript,
      website: "",
      elapsedMs: 6000,
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const data = (await contactForms().doc(id).get()).data()!;
    expect(data).toMatchObject({
      name,
      phone: "(301) 555-0142",
      email: "",
      message: "Evenings are best",
      transcript,
      status: "new",
      source: "chat",
    });

    const [alert] = await waitForMail((mail) => mail.subject.includes(name));
    expect(alert.subject).toBe(MAIL_TEXT.alertSubject.chat(name));
    expect(alert.text).toContain("Visitor: Can someone come look at our basement in Silver Spring?");
    expect(alert.text).toContain("Assistant: Happy to set that up.");
    expect(alert.text).toContain("Evenings are best");
    // No e-mail given: nobody to reply to, the owner calls.
    expect(await mailHeader(alert.id, "reply-to")).toBeUndefined();
  });

  test("without a phone or an e-mail it is a 400 and nothing is stored", async () => {
    const name = `Nobody ${unique()}`;
    const res = await post({
      source: "chat",
      name,
      phone: "",
      email: "",
      note: "",
      transcript: [],
      website: "",
      elapsedMs: 6000,
    });
    expect(await expectCleanError(res)).toMatchObject({ status: 400, code: "invalid_request", field: "phone" });
    expect((await contactForms().where("name", "==", name).get()).size).toBe(0);
  });
});

describe("POST /api/contact refuses bad fields with the field's path", () => {
  test.each([
    ["a missing name", { name: undefined }, "name"],
    ["a whitespace-only message", { message: "   " }, "message"],
    ["an e-mail without a domain", { email: "ann@example" }, "email"],
    ["a phone with too few digits", { phone: "555-12" }, "phone"],
    ["a message over 5000 characters", { message: "x".repeat(5001) }, "message"],
    ["no elapsedMs", { elapsedMs: undefined }, "elapsedMs"],
    ["elapsedMs as text", { elapsedMs: "9000" }, "elapsedMs"],
    ["a honeypot that is not text", { website: 1 }, "website"],
  ])("%s → 400 %s", async (_name, overrides, field) => {
    const body = form(overrides);
    const res = await post(body);
    expect(await expectCleanError(res)).toMatchObject({ status: 400, code: "invalid_request", field });
    // Firestore cannot query a value over 1500 bytes; the 5001-character message is not looked for.
    if (typeof body.message === "string" && body.message.length < 1000)
      expect(await storedWith(body.message)).toHaveLength(0);
  });

  test.each([
    ["not JSON", "{name:"],
    ["a JSON array", "[]"],
    ["JSON null", "null"],
  ])("%s → 400 body", async (_name, raw) => {
    expect(await expectCleanError(await post(raw))).toMatchObject({ status: 400, field: "body" });
  });

  test("a body over 32 KB → 413", async () => {
    const res = await post(form({ message: "x".repeat(40_000) }));
    expect(await expectCleanError(res)).toMatchObject({ status: 413, code: "payload_too_large" });
  });
});

describe("POST /api/contact refuses spam and stores nothing", () => {
  test.each([
    ["the honeypot filled", { website: "https://cheap-pills.example" }],
    ["sent faster than a person types", { elapsedMs: CONTACT_ANTI_SPAM.minElapsedMs - 1 }],
    ["sent the instant the page loaded", { elapsedMs: 0 }],
  ])("%s → 422 spam_suspected", async (_name, overrides) => {
    const body = form(overrides);
    const res = await post(body);
    expect(await expectCleanError(res)).toMatchObject({ status: 422, code: "spam_suspected" });
    expect(await storedWith(body.message)).toHaveLength(0);
  });

  test("at exactly the minimum time it is a person", async () => {
    expect((await post(form({ elapsedMs: CONTACT_ANTI_SPAM.minElapsedMs }))).status).toBe(201);
  });
});

describe("POST /api/contact refuses other sites and other formats before reading the body", () => {
  /** A request whose body the test can tell was read (the stream is then disturbed) or not. */
  function watchedRequest(headers: Record<string, string>) {
    const body = form();
    const req = new Request(`http://localhost${path}`, { method: "POST", headers, body: JSON.stringify(body) });
    // A string body makes fetch add text/plain; the rows say exactly which type is sent.
    if (!("Content-Type" in headers)) req.headers.delete("content-type");
    return { req, message: body.message };
  }

  const json = { "Content-Type": "application/json" };
  test.each([
    ["another site's Origin", { ...json, Origin: "https://evil.example" }, 403, "forbidden_origin"],
    ["Origin: null (a sandboxed frame)", { ...json, Origin: "null" }, 403, "forbidden_origin"],
    ["our host on another port", { ...json, Origin: "http://localhost:9999" }, 403, "forbidden_origin"],
    ["Sec-Fetch-Site: cross-site", { ...json, "Sec-Fetch-Site": "cross-site" }, 403, "forbidden_origin"],
    ["no Content-Type", {}, 415, "unsupported_media_type"],
    ["text/plain (a form post without preflight)", { "Content-Type": "text/plain" }, 415, "unsupported_media_type"],
    ["a form encoding", { "Content-Type": "application/x-www-form-urlencoded" }, 415, "unsupported_media_type"],
  ])("%s (%j) → %i %s", async (_name, headers: Record<string, string>, status, code) => {
    const sent = watchedRequest(headers);
    const res = await contact(sent.req, localContext(sent.req, { ip: freshIp() }));
    expect(await expectCleanError(res)).toMatchObject({ status, code });
    expect(sent.req.bodyUsed).toBe(false);
    expect(await storedWith(sent.message)).toHaveLength(0);
  });

  test.each(["GET", "PUT", "DELETE"])("%s → 405 with Allow: POST", async (method) => {
    const res = await call(contact, path, { method });
    expect(res.headers.get("allow")).toBe("POST");
    expect(await expectCleanError(res)).toMatchObject({ status: 405, code: "method_not_allowed" });
  });
});

describe("POST /api/contact limits each address", () => {
  test("after the limit: 429 with Retry-After and a sentence for people; other addresses unaffected", async () => {
    vi.stubEnv("CONTACT_RATE_LIMIT", "3");
    const ip = freshIp();
    // Every POST counts, refused ones too.
    expect((await post(form({ website: "spam" }), { ip })).status).toBe(422);
    expect((await post(form(), { ip })).status).toBe(201);
    expect((await post("{bad", { ip })).status).toBe(400);
    const body = form();
    const res = await post(body, { ip });
    const retryAfter = Number(res.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    const error = await expectCleanError(res);
    expect(error).toMatchObject({ status: 429, code: "rate_limited" });
    expect(error.message).toContain(`${retryAfter} seconds`);
    expect(await storedWith(body.message)).toHaveLength(0);
    expect((await post(form())).status).toBe(201);
  });
});

describe("logging", () => {
  test("one line per request with codes and timings, never what the visitor wrote", async () => {
    vi.stubEnv("API_LOG", "on");
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    const secret = `secret-${unique()}`;
    await post(form({ name: secret, email: `${secret}@example.com`, message: secret }));
    await post(form({ name: secret, website: secret }));
    await post(form({ email: `${secret}@nowhere` }));
    const lines = info.mock.calls
      .map((args) => args.map(String).join(" "))
      .filter((line) => line.includes('"fn":"contact"'));
    expect(lines).toHaveLength(3);
    for (const line of lines) expect(line).not.toContain(secret);
    expect(lines[0]).toMatch(/"fn":"contact","status":201,"outcome":"ok","ms":\d+/);
    expect(lines[1]).toMatch(/"status":422,"outcome":"spam_suspected".*"cause":"honeypot"/);
    expect(lines[2]).toMatch(/"status":400,"outcome":"invalid_request"/);
  });
});
