/**
 * "Publish changes" in /admin: company facts are build-time settings (docs/decisions.md,
 * "Company facts: build-time, published by a rebuild"), so changing one means a new
 * build. This asks Netlify for one through a build hook, for admins only and at most
 * once a minute, and keeps the last request in Firestore (settings/publish).
 */
import { getAuth } from "firebase-admin/auth";
import { FieldValue, getFirestore, Timestamp } from "firebase-admin/firestore";
import { envText, type Env } from "./env.ts";
import { adminApp } from "./firebaseAdmin.ts";
import type { Rejection } from "./http.ts";
import { verifyRequestUser } from "./idToken.ts";
import { errorCause } from "./log.ts";
import { tokenCheckTimeoutMs } from "./timeouts.ts";
import { withTimeout } from "../utils/withTimeout.ts";

/** Firestore document with the last publish request; admins read it (firestore.rules). */
export const PUBLISH_DOC = "settings/publish";

/**
 * One build request a minute: a Netlify build takes a minute or two and a second hook
 * call while one is queued only queues another; a double click must not cost a build.
 */
const REBUILD_INTERVAL_MS = 60_000;

/** Netlify answers a build hook at once (the build is queued); a hook this slow is down. */
const HOOK_TIMEOUT_MS = 10_000;

/** The build hook, a secret URL (anyone holding it can start builds): server-side only. */
export function buildHookUrl(env: Env = process.env): string | undefined {
  return envText(env, "NETLIFY_BUILD_HOOK_URL");
}

export const NOT_CONFIGURED: Rejection = {
  code: "not_configured",
  message:
    "No build hook is configured (NETLIFY_BUILD_HOOK_URL). Locally every page is rendered on request, so changes show without a build.",
};

type AdminCheck = { ok: true; uid: string } | ({ ok: false } & Rejection);

/**
 * A valid ID token whose account holds the admin claim now. The claim is read from the
 * account, not the token: an admin whose claim was removed is refused at once, not when
 * their token expires.
 */
export async function verifyAdmin(req: Request): Promise<AdminCheck> {
  const verified = await verifyRequestUser(req);
  if (!verified.ok) {
    return verified.unavailable
      ? { ok: false, code: "unavailable", message: "The sign-in check could not be made.", cause: verified.cause }
      : { ok: false, code: "unauthorized", message: "Sign in as an admin.", cause: verified.cause };
  }
  try {
    const account = await withTimeout(
      getAuth(adminApp()).getUser(verified.user.uid),
      tokenCheckTimeoutMs(),
      "The admin claim check",
    );
    if (account.customClaims?.admin !== true) {
      return { ok: false, code: "forbidden", message: "Only admins may publish.", cause: "not-admin" };
    }
  } catch (error) {
    return { ok: false, code: "unavailable", message: "The admin check could not be made.", cause: errorCause(error) };
  }
  return { ok: true, uid: verified.user.uid };
}

type Claim = { ok: true; requestedAt: Date } | ({ ok: false } & Rejection);

/**
 * Takes the minute's slot in a transaction, so two admins (or two tabs) clicking at once
 * start one build, whichever function instance each reaches.
 */
export async function claimRebuildSlot(uid: string, now = Date.now()): Promise<Claim> {
  const db = getFirestore(adminApp());
  const ref = db.doc(PUBLISH_DOC);
  return withTimeout(
    db.runTransaction(async (tx): Promise<Claim> => {
      const last = (await tx.get(ref)).get("requestedAt") as Timestamp | undefined;
      const waitMs = last ? last.toMillis() + REBUILD_INTERVAL_MS - now : 0;
      if (waitMs > 0) {
        const seconds = Math.ceil(waitMs / 1000);
        return {
          ok: false,
          code: "rate_limited",
          message: `A build was requested less than a minute ago; try again in ${seconds} s.`,
          headers: { "Retry-After": String(seconds) },
        };
      }
      tx.set(
        ref,
        { requestedAt: Timestamp.fromMillis(now), requestedBy: uid, hookStatus: FieldValue.delete() },
        { merge: true },
      );
      return { ok: true, requestedAt: new Date(now) };
    }),
    tokenCheckTimeoutMs(),
    "The publish slot",
  );
}

/** POSTs to the build hook; records its answer next to the request for the dashboard. */
export async function callBuildHook(url: string): Promise<{ ok: true } | ({ ok: false } & Rejection)> {
  let status: number;
  try {
    const res = await fetch(url, { method: "POST", signal: AbortSignal.timeout(HOOK_TIMEOUT_MS) });
    await res.body?.cancel();
    status = res.status;
  } catch (error) {
    return { ok: false, code: "upstream_failed", message: "The build hook did not answer.", cause: errorCause(error) };
  }
  await getFirestore(adminApp()).doc(PUBLISH_DOC).set({ hookStatus: status }, { merge: true });
  return status >= 200 && status < 300
    ? { ok: true }
    : { ok: false, code: "upstream_failed", message: `The build hook answered ${status}.`, cause: `hook-${status}` };
}
