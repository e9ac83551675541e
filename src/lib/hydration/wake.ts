import { hasSessionHint } from "../firebase/sessionHint.ts";
import { LIKED_PROJECTS_KEY } from "../projects/likeLedger.ts";
import { onIntent } from "./intent.ts";

/**
 * Why an island that otherwise waits for the visitor's intent (client:intent) is needed as
 * soon as the browser is idle: something it would show differs from the page's HTML. Each
 * test reads only this browser's storage or the address, so nobody who never signed in,
 * liked or followed a prefilled link downloads anything for it.
 */
const WAKE_CONDITIONS = {
  /** Firebase may have a session: the header shows Logout, /projects the admin's controls. */
  "signed-in": () => hasSessionHint(),
  /** The address carries a prefill or filters the HTML cannot apply. */
  query: () => window.location.search.length > 1,
  /** This browser liked a project: its hearts show as given. */
  liked: () => {
    try {
      return (localStorage.getItem(LIKED_PROJECTS_KEY) ?? "[]") !== "[]";
    } catch {
      return false;
    }
  },
} satisfies Record<string, () => boolean>;

export type WakeCondition = keyof typeof WAKE_CONDITIONS;

/** Whether any of the island's conditions holds (an unknown name never does). */
export function anyHolds(conditions: unknown): boolean {
  const names: unknown[] = Array.isArray(conditions) ? conditions : [conditions];
  return names.some(
    (name) =>
      typeof name === "string" && Object.hasOwn(WAKE_CONDITIONS, name) && WAKE_CONDITIONS[name as WakeCondition](),
  );
}

/**
 * Starts `wake` once: on the first intent inside `island`, or as soon as the browser is
 * idle when `atIdle`. Returns which of the two it waits for.
 */
export function wakeOnIntent(island: HTMLElement, atIdle: boolean, wake: () => void): "idle" | "intent" {
  let woken = false;
  const once = () => {
    if (woken) return;
    woken = true;
    stop();
    wake();
  };
  const stop = onIntent(island, once);
  if (!atIdle) return "intent";
  if ("requestIdleCallback" in window) window.requestIdleCallback(once);
  else setTimeout(once, 200);
  return "idle";
}
