/**
 * "Publish changes" in /admin: company facts are build-time settings
 * (docs/decisions/company-and-pages.md), so changing one means a new build. This asks Netlify for one through a build hook, for admins only and at most
 * once a minute, and keeps the last request in Firestore (settings/publish). The projects
 * are in the built HTML too, so every project save asks for a build the same
 * way; a request inside the minute is not refused but recorded as pending, and the
 * scheduled publish-pending function starts that build once the minute has passed. A hook
 * call that fails leaves the build pending, so the schedule tries again a minute later, up
 * to PUBLISH_HOOK_MAX_ATTEMPTS calls; then the failure is recorded for /admin.
 */
import { FieldValue, getFirestore, Timestamp } from "firebase-admin/firestore";
import { PUBLISH_HOOK_MAX_ATTEMPTS } from "../schemas/publish.ts";
import { envText, type Env } from "./env.ts";
import { adminApp } from "./firebaseAdmin.ts";
import type { Rejection } from "./http.ts";
import { errorCause } from "./log.ts";
import { publishWriteTimeoutMs } from "./timeouts.ts";
import { withTimeout } from "./withTimeout.ts";
import { PUBLISH_DOC } from "../schemas/collections.ts";

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

export type Claim =
  | { ok: true; queued: false; requestedAt: Date }
  /** The minute's build was taken: this one is pending and starts by `startsBy`. */
  | { ok: true; queued: true; startsBy: Date };

/**
 * Takes the minute's slot in a transaction, so two admins (or two tabs) clicking at once
 * start one build, whichever function instance each reaches. Inside the minute the
 * request is recorded as pending instead (once: more requests join it), because the build
 * already requested may have read the projects before the change that asks now.
 */
export async function claimRebuildSlot(uid: string, now = Date.now()): Promise<Claim> {
  const db = getFirestore(adminApp());
  const ref = db.doc(PUBLISH_DOC);
  return withTimeout(
    db.runTransaction(async (tx): Promise<Claim> => {
      const current = await tx.get(ref);
      const last = current.get("requestedAt") as Timestamp | undefined;
      const nextSlot = last ? last.toMillis() + REBUILD_INTERVAL_MS : 0;
      if (nextSlot > now) {
        if (!current.get("pendingSince")) {
          tx.set(ref, { pendingSince: Timestamp.fromMillis(now), pendingBy: uid }, { merge: true });
        }
        return { ok: true, queued: true, startsBy: new Date(nextSlot + PENDING_CHECK_MS) };
      }
      tx.set(ref, takeSeat(now, uid), { merge: true });
      return { ok: true, queued: false, requestedAt: new Date(now) };
    }),
    publishWriteTimeoutMs(),
    "The publish slot",
  );
}

/** A build taken now covers whatever was pending: every change so far is in Firestore. */
const takeSeat = (now: number, uid: string) => ({
  requestedAt: Timestamp.fromMillis(now),
  requestedBy: uid,
  hookStatus: FieldValue.delete(),
  pendingSince: FieldValue.delete(),
  pendingBy: FieldValue.delete(),
});

/** The scheduled function runs every minute: a pending build waits at most this long past its slot. */
const PENDING_CHECK_MS = 60_000;

export type PendingRun =
  { started: false; reason: "none" | "waiting" | "not_configured" } | { started: true; hookOk: boolean };

/**
 * The scheduled side of the queue: when a build is pending and its minute has passed,
 * take the slot for it and call the hook. Safe to run on several instances at once (the
 * transaction lets one of them take the slot).
 */
export async function startPendingBuild(now = Date.now(), hook = buildHookUrl()): Promise<PendingRun> {
  if (!hook) return { started: false, reason: "not_configured" };
  const db = getFirestore(adminApp());
  const ref = db.doc(PUBLISH_DOC);
  const taken = await withTimeout(
    db.runTransaction(async (tx): Promise<PendingRun> => {
      const current = await tx.get(ref);
      if (!current.get("pendingSince")) return { started: false, reason: "none" };
      const last = current.get("requestedAt") as Timestamp | undefined;
      if (last && last.toMillis() + REBUILD_INTERVAL_MS > now) return { started: false, reason: "waiting" };
      tx.set(ref, takeSeat(now, String(current.get("pendingBy") ?? "schedule")), { merge: true });
      return { started: true, hookOk: false };
    }),
    publishWriteTimeoutMs(),
    "The pending publish",
  );
  if (!taken.started) return taken;
  return { started: true, hookOk: (await callBuildHook(hook)).ok };
}

/** The hook's answer: its HTTP status, or why there was none (refused, timed out). */
type HookAnswer = { status: number } | { status?: undefined; error: string };
const accepted = (answer: HookAnswer) => answer.status !== undefined && answer.status >= 200 && answer.status < 300;

const FAILURE_FIELDS = ["failedAt", "failedStatus", "failedError", "failedAttempts"] as const;
const deleted = (fields: readonly string[]) => Object.fromEntries(fields.map((field) => [field, FieldValue.delete()]));

/**
 * Records a hook call's outcome beside the request, in a transaction (a request may join
 * the pending build meanwhile). A 2xx ends the build's tries and any recorded failure; a
 * request that arrived during the call stays pending (that build may have read too early).
 * A failure puts the build back as pending, unless it was the last allowed try: then the
 * schedule stops calling a hook that keeps failing, and the failure waits for an admin.
 */
async function recordHookAnswer(answer: HookAnswer): Promise<void> {
  const db = getFirestore(adminApp());
  const ref = db.doc(PUBLISH_DOC);
  const answered = answer.status === undefined ? {} : { hookStatus: answer.status };
  await withTimeout(
    db.runTransaction(async (tx) => {
      if (accepted(answer)) {
        tx.set(ref, { ...answered, ...deleted(["hookAttempts", ...FAILURE_FIELDS]) }, { merge: true });
        return;
      }
      const current = await tx.get(ref);
      const attempts = (Number(current.get("hookAttempts")) || 0) + 1;
      if (attempts >= PUBLISH_HOOK_MAX_ATTEMPTS) {
        tx.set(
          ref,
          {
            ...answered,
            ...deleted(["hookAttempts", "pendingSince", "pendingBy", ...FAILURE_FIELDS]),
            failedAt: Timestamp.now(),
            failedAttempts: attempts,
            ...(answer.status === undefined ? { failedError: answer.error } : { failedStatus: answer.status }),
          },
          { merge: true },
        );
        return;
      }
      // The slot taken for this call cleared the pending mark; a request that joined since set its own.
      const pendingSince: unknown = current.get("pendingSince") ?? current.get("requestedAt") ?? Timestamp.now();
      const pendingBy: unknown = current.get("pendingBy") ?? current.get("requestedBy") ?? "schedule";
      tx.set(ref, { ...answered, hookAttempts: attempts, pendingSince, pendingBy }, { merge: true });
    }),
    publishWriteTimeoutMs(),
    "The build hook's answer",
  );
}

/** POSTs to the build hook and records the outcome (recordHookAnswer) for the schedule and the dashboard. */
export async function callBuildHook(url: string): Promise<{ ok: true } | ({ ok: false } & Rejection)> {
  let answer: HookAnswer;
  try {
    const res = await fetch(url, { method: "POST", signal: AbortSignal.timeout(HOOK_TIMEOUT_MS) });
    await res.body?.cancel();
    answer = { status: res.status };
  } catch (error) {
    answer = { error: errorCause(error) };
  }
  await recordHookAnswer(answer);
  if (accepted(answer)) return { ok: true };
  if (answer.status === undefined)
    return { ok: false, code: "upstream_failed", message: "The build hook did not answer.", cause: answer.error };
  const { status } = answer;
  return { ok: false, code: "upstream_failed", message: `The build hook answered ${status}.`, cause: `hook-${status}` };
}
