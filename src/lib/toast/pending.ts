/**
 * A toast announced just before a full-page navigation (login, logout, access denied)
 * would die with the page. It is parked in sessionStorage and shown by the page the
 * user lands on.
 */
import { canonicalPath } from "../../utils/canonicalPath.ts";

const PENDING_TOAST_KEY = "pendingToast";

type PendingToastKind = "success" | "error";

export interface PendingToast {
  kind: PendingToastKind;
  message: string;
}

/**
 * A parked toast names the page it is for: the page that parks it may still hydrate its
 * own toaster before the navigation completes, and must not take it.
 */
interface ParkedToast extends PendingToast {
  path: string;
}

export function parkToast(toast: PendingToast, path: string, storage: Storage = sessionStorage): void {
  try {
    storage.setItem(PENDING_TOAST_KEY, JSON.stringify({ ...toast, path } satisfies ParkedToast));
  } catch {
    // Storage can be unavailable (private mode quotas); the navigation still happens.
  }
}

/** Whether a toast is parked for the page at `path`: its toaster is then needed at once. */
export function hasParkedToast(path: string, storage?: Storage): boolean {
  try {
    const parsed: unknown = JSON.parse((storage ?? sessionStorage).getItem(PENDING_TOAST_KEY) ?? "null");
    return isParkedToast(parsed) && parsed.path === path;
  } catch {
    return false;
  }
}

/** The toast parked for the page at `path`, if any; a toast for another page stays parked. */
export function takeParkedToast(path: string, storage: Storage = sessionStorage): PendingToast | null {
  try {
    const raw = storage.getItem(PENDING_TOAST_KEY);
    if (raw === null) return null;
    const parsed: unknown = JSON.parse(raw);
    if (!isParkedToast(parsed)) {
      storage.removeItem(PENDING_TOAST_KEY);
      return null;
    }
    if (parsed.path !== path) return null;
    storage.removeItem(PENDING_TOAST_KEY);
    return { kind: parsed.kind, message: parsed.message };
  } catch {
    // A malformed entry is dropped rather than breaking the page.
    try {
      storage.removeItem(PENDING_TOAST_KEY);
    } catch {
      // Storage unavailable: nothing was parked.
    }
  }
  return null;
}

function isParkedToast(value: unknown): value is ParkedToast {
  if (typeof value !== "object" || value === null) return false;
  const { kind, message, path } = value as Record<string, unknown>;
  return (
    (kind === "success" || kind === "error") &&
    typeof message === "string" &&
    message.length > 0 &&
    typeof path === "string"
  );
}

/**
 * Shows the toast on the next page, then navigates there. A guard replaces the history
 * entry, so Back does not return to the page that refused the visitor.
 */
export function navigateWithToast(href: string, toast: PendingToast, options: { replace?: boolean } = {}): void {
  parkToast(toast, canonicalPath(new URL(href, window.location.href).pathname));
  if (options.replace) window.location.replace(href);
  else window.location.assign(href);
}
