import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { getAuth } from "firebase-admin/auth";
import { getFirestore, Timestamp as TimestampValue, type Timestamp } from "firebase-admin/firestore";
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import publishPending from "../../netlify/functions/publish-pending.ts";
import rebuild, { config } from "../../netlify/functions/rebuild.ts";
import { SITE } from "../../src/config/site.ts";
import { adminApp } from "../../src/server/firebaseAdmin.ts";
import { PUBLISH_HOOK_MAX_ATTEMPTS, publishFailureOf } from "../../src/schemas/publish.ts";
import { call, errorOf } from "./support/http.ts";
import { createTestUser, type TestUser } from "./support/tokens.ts";
import { PUBLISH_DOC } from "../../src/schemas/collections.ts";

/** Stands in for Netlify's build hook: counts the POSTs it receives, answers `status`. */
let hook: Server;
let hookUrl: string;
let received: { method: string | undefined; url: string | undefined }[] = [];
let hookStatus = 200;
function answerNow(req: IncomingMessage, res: ServerResponse): void {
  received.push({ method: req.method, url: req.url });
  res.writeHead(hookStatus).end();
}
beforeAll(async () => {
  hook = createServer(answerNow);
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

  test("a second request within the minute starts no build at once but is kept pending, not lost", async () => {
    expect((await post(admin.idToken)).status).toBe(202);
    const again = await post(admin.idToken);
    expect(again.status).toBe(202);
    const { queued, startsBy } = (await again.json()) as { queued: boolean; startsBy: string };
    expect(queued).toBe(true);
    // The minute's slot, plus at most one run of the every-minute schedule.
    expect(Date.parse(startsBy) - Date.now()).toBeLessThanOrEqual(120_000);
    expect((await post(admin.idToken)).status).toBe(202);
    expect(received).toHaveLength(1);
    const stored = (await getFirestore(adminApp()).doc(PUBLISH_DOC).get()).data();
    expect(stored?.pendingBy).toBe(admin.uid);
  });

  test("the schedule starts the pending build once the minute has passed, exactly once", async () => {
    expect((await post(admin.idToken)).status).toBe(202);
    expect((await post(admin.idToken)).status).toBe(202);
    // Inside the minute the schedule leaves it waiting.
    expect(await (await publishPending()).json()).toEqual({ started: false, reason: "waiting" });
    expect(received).toHaveLength(1);

    // The minute is over (the stored request moved 61 s back instead of waiting for it).
    const ref = getFirestore(adminApp()).doc(PUBLISH_DOC);
    await ref.update({ requestedAt: TimestampValue.fromMillis(Date.now() - 61_000) });
    const started = performance.now();
    expect(await (await publishPending()).json()).toEqual({ started: true, hookOk: true });
    console.info(`[figure] pending build: schedule run to hook call ${Math.round(performance.now() - started)} ms`);
    expect(received).toHaveLength(2);
    const stored = (await ref.get()).data();
    expect(stored?.pendingSince).toBeUndefined();
    expect(stored?.requestedBy).toBe(admin.uid);

    // Nothing pending any more: later runs start nothing.
    await ref.update({ requestedAt: TimestampValue.fromMillis(Date.now() - 61_000) });
    expect(await (await publishPending()).json()).toEqual({ started: false, reason: "none" });
    expect(received).toHaveLength(2);
  });

  test("a save's request reaches the hook within a second (the figure: save to hook call)", async () => {
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      await getFirestore(adminApp()).doc(PUBLISH_DOC).delete();
      const count = received.length;
      const started = performance.now();
      expect((await post(admin.idToken)).status).toBe(202);
      expect(received).toHaveLength(count + 1);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    console.info(
      `[figure] POST /api/rebuild to hook call: median ${Math.round(times[2])} ms, max ${Math.round(times[4])} ms`,
    );
    expect(times[2]).toBeLessThan(1000);
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

  test("a hook that refuses gives 502 upstream_failed, recorded for the dashboard, and the build stays pending", async () => {
    hookStatus = 404;
    expect(await errorOf(await post(admin.idToken))).toMatchObject({ status: 502, code: "upstream_failed" });
    expect(received).toHaveLength(1);
    const stored = (await getFirestore(adminApp()).doc(PUBLISH_DOC).get()).data();
    expect(stored?.hookStatus).toBe(404);
    expect(stored?.pendingSince).toBeDefined();
    expect(stored?.hookAttempts).toBe(1);
  });
});

describe("a build hook that fails", () => {
  const ref = () => getFirestore(adminApp()).doc(PUBLISH_DOC);
  /** The minute since the last hook call is over (moved back instead of waited for). */
  const minutePassed = () => ref().update({ requestedAt: TimestampValue.fromMillis(Date.now() - 61_000) });
  const scheduledRun = async () => (await publishPending()).json() as Promise<unknown>;

  test("a queued publish whose hook call answers 500 stays pending; the next run tries again, and a 2xx clears it", async () => {
    expect((await post(admin.idToken)).status).toBe(202);
    expect((await post(admin.idToken)).status).toBe(202); // queued behind the first
    hookStatus = 500;
    await minutePassed();
    expect(await scheduledRun()).toEqual({ started: true, hookOk: false });
    expect(received).toHaveLength(2);
    let stored = (await ref().get()).data();
    expect(stored?.pendingSince).toBeDefined();
    expect(stored?.pendingBy).toBe(admin.uid);

    // Inside the minute of that failed call nothing is retried: one call a minute.
    expect(await scheduledRun()).toEqual({ started: false, reason: "waiting" });
    hookStatus = 200;
    await minutePassed();
    expect(await scheduledRun()).toEqual({ started: true, hookOk: true });
    expect(received).toHaveLength(3);
    stored = (await ref().get()).data();
    expect(stored?.pendingSince).toBeUndefined();
    expect(stored?.hookAttempts).toBeUndefined();
    expect(stored?.failedAt).toBeUndefined();
    await minutePassed();
    expect(await scheduledRun()).toEqual({ started: false, reason: "none" });
    expect(received).toHaveLength(3);
  });

  test("a request made while a hook call is on its way is not swept away by that call's answer", async () => {
    // The hook answers only when told to, so the second request surely arrives during the call.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    hook.removeAllListeners("request");
    hook.on("request", (req, res) => {
      received.push({ method: req.method, url: req.url });
      void held.then(() => res.writeHead(hookStatus).end());
    });
    try {
      const first = post(admin.idToken);
      await vi.waitFor(() => expect(received).toHaveLength(1));
      expect((await post(admin.idToken)).status).toBe(202); // queued during the call
      release();
      expect((await first).status).toBe(202);
      expect((await ref().get()).get("pendingSince")).toBeDefined();
    } finally {
      hook.removeAllListeners("request");
      hook.on("request", answerNow);
    }
  });

  test(`after ${PUBLISH_HOOK_MAX_ATTEMPTS} failed calls, one a minute, it stops and the failure is kept for /admin`, async () => {
    hookStatus = 500;
    expect(await errorOf(await post(admin.idToken))).toMatchObject({ status: 502 });
    for (let attempt = 2; attempt <= PUBLISH_HOOK_MAX_ATTEMPTS; attempt++) {
      await minutePassed();
      expect(await scheduledRun()).toEqual({ started: true, hookOk: false });
    }
    expect(received).toHaveLength(PUBLISH_HOOK_MAX_ATTEMPTS);
    const stored = (await ref().get()).data();
    expect(stored?.pendingSince).toBeUndefined();
    expect(publishFailureOf(stored!)).toEqual({
      at: (stored?.failedAt as Timestamp).toMillis(),
      status: 500,
      attempts: PUBLISH_HOOK_MAX_ATTEMPTS,
    });

    // Stopped: the schedule calls the failing hook no more.
    await minutePassed();
    expect(await scheduledRun()).toEqual({ started: false, reason: "none" });
    expect(received).toHaveLength(PUBLISH_HOOK_MAX_ATTEMPTS);

    // "Publish changes" tries again; the hook is back, and the failure is gone.
    hookStatus = 200;
    await minutePassed();
    expect((await post(admin.idToken)).status).toBe(202);
    expect(received).toHaveLength(PUBLISH_HOOK_MAX_ATTEMPTS + 1);
    expect((await ref().get()).get("failedAt")).toBeUndefined();
  });

  test("a hook that does not answer at all counts as a failed call too, recorded without a status", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    vi.stubEnv("NETLIFY_BUILD_HOOK_URL", `http://127.0.0.1:${port}/build_hooks/gone`);
    await ref().set({ hookAttempts: PUBLISH_HOOK_MAX_ATTEMPTS - 1 });
    expect(await errorOf(await post(admin.idToken))).toMatchObject({ status: 502, code: "upstream_failed" });
    const stored = (await ref().get()).data();
    expect(stored?.pendingSince).toBeUndefined();
    expect(stored?.failedStatus).toBeUndefined();
    expect(stored?.failedAt).toBeDefined();
    expect(stored?.failedError).toEqual(expect.any(String));
  });
});
