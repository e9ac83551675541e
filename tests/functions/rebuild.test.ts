import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { getAuth } from "firebase-admin/auth";
import { getFirestore, type Timestamp } from "firebase-admin/firestore";
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import rebuild, { config } from "../../netlify/functions/rebuild.ts";
import { SITE } from "../../src/config/site.ts";
import { adminApp } from "../../src/server/firebaseAdmin.ts";
import { PUBLISH_DOC } from "../../src/server/rebuild.ts";
import { call, errorOf } from "./support/http.ts";
import { createTestUser, type TestUser } from "./support/tokens.ts";

/** Stands in for Netlify's build hook: counts the POSTs it receives, answers `status`. */
let hook: Server;
let hookUrl: string;
let received: { method: string | undefined; url: string | undefined }[] = [];
let hookStatus = 200;
beforeAll(async () => {
  hook = createServer((req, res) => {
    received.push({ method: req.method, url: req.url });
    res.writeHead(hookStatus).end();
  });
  await new Promise<void>((resolve) => hook.listen(0, "127.0.0.1", resolve));
  hookUrl = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/build_hooks/test-hook`;
});
afterAll(() => new Promise<void>((resolve) => hook.close(() => resolve())));

let admin: TestUser;
beforeEach(async () => {
  received = [];
  hookStatus = 200;
  vi.stubEnv("NETLIFY_BUILD_HOOK_URL", hookUrl);
  // Only this suite writes settings/publish; a previous run's request must not rate-limit this one.
  await getFirestore(adminApp()).doc(PUBLISH_DOC).delete();
  const user = await createTestUser();
  await getAuth(adminApp()).setCustomUserClaims(user.uid, { admin: true });
  admin = user;
});

const post = (token: string | null, headers: Record<string, string> = {}) =>
  call(rebuild, config.path as string, {
    body: {},
    headers: { ...(token !== null ? { Authorization: `Bearer ${token}` } : {}), ...headers },
  });

describe("POST /api/rebuild", () => {
  test("an admin's request reaches the build hook exactly once and is recorded", async () => {
    const before = Date.now();
    const res = await post(admin.idToken, { Origin: new URL(SITE.url).origin, "Sec-Fetch-Site": "same-origin" });
    expect(res.status).toBe(202);
    const { requestedAt } = (await res.json()) as { requestedAt: string };
    expect(Date.parse(requestedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(received).toEqual([{ method: "POST", url: "/build_hooks/test-hook" }]);
    const stored = (await getFirestore(adminApp()).doc(PUBLISH_DOC).get()).data();
    expect(stored?.requestedBy).toBe(admin.uid);
    expect((stored?.requestedAt as Timestamp).toDate().toISOString()).toBe(requestedAt);
    expect(stored?.hookStatus).toBe(200);
  });

  test("a second request within the minute is refused with Retry-After and starts no build", async () => {
    expect((await post(admin.idToken)).status).toBe(202);
    const again = await post(admin.idToken);
    expect(await errorOf(again)).toMatchObject({ status: 429, code: "rate_limited" });
    const retryAfter = Number(again.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(received).toHaveLength(1);
  });

  test("a signed-in account without the admin claim gets 403 and starts no build", async () => {
    const visitor = await createTestUser();
    expect(await errorOf(await post(visitor.idToken))).toMatchObject({ status: 403, code: "forbidden" });
    expect(received).toHaveLength(0);
  });

  test("an admin whose claim was removed is refused with the token they still hold", async () => {
    await getAuth(adminApp()).setCustomUserClaims(admin.uid, null);
    expect(await errorOf(await post(admin.idToken))).toMatchObject({ status: 403, code: "forbidden" });
    expect(received).toHaveLength(0);
  });

  test.each([
    ["no token", null],
    ["a token that is not one", "not-a-token"],
  ])("%s gets 401", async (_name, token) => {
    expect(await errorOf(await post(token))).toMatchObject({ status: 401, code: "unauthorized" });
    expect(received).toHaveLength(0);
  });

  test("another site's page gets 403 before the token is even looked at", async () => {
    const res = await post(admin.idToken, { Origin: "https://evil.example" });
    expect(await errorOf(res)).toMatchObject({ status: 403, code: "forbidden_origin" });
    const crossSite = await post(admin.idToken, { "Sec-Fetch-Site": "cross-site" });
    expect(await errorOf(crossSite)).toMatchObject({ status: 403, code: "forbidden_origin" });
    expect(received).toHaveLength(0);
  });

  test("a body not declared JSON gets 415; GET gets 405", async () => {
    const form = await call(rebuild, config.path as string, {
      body: "x=1",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Authorization: `Bearer ${admin.idToken}` },
    });
    expect(await errorOf(form)).toMatchObject({ status: 415 });
    const get = await call(rebuild, config.path as string, { method: "GET" });
    expect(get.status).toBe(405);
    expect(received).toHaveLength(0);
  });

  test("with no hook configured an admin gets 503 not_configured, which says why", async () => {
    vi.stubEnv("NETLIFY_BUILD_HOOK_URL", "");
    const error = await errorOf(await post(admin.idToken));
    expect(error).toMatchObject({ status: 503, code: "not_configured" });
    expect(error.message).toContain("NETLIFY_BUILD_HOOK_URL");
  });

  test("a hook that refuses gives 502 upstream_failed, recorded for the dashboard", async () => {
    hookStatus = 404;
    expect(await errorOf(await post(admin.idToken))).toMatchObject({ status: 502, code: "upstream_failed" });
    expect(received).toHaveLength(1);
    expect((await getFirestore(adminApp()).doc(PUBLISH_DOC).get()).get("hookStatus")).toBe(404);
  });
});
