/**
 * A toast announced just before a full-page navigation (login, logout, access denied)
 * would die with the page. It is parked in sessionStorage and shown by the page the
 * user lands on.
 */
const KEY = "pendingToast";

export type PendingToastKind = "success" | "error";

export interface PendingToast {
  kind: PendingToastKind;
  message: string;
}

export function parkToast(toast: PendingToast, storage: Storage = sessionStorage): void {
  try {
    storage.setItem(KEY, JSON.stringify(toast));
  } catch {
    // Storage can be unavailable (private mode quotas); the navigation still happens.
  }
}

export function takeParkedToast(storage: Storage = sessionStorage): PendingToast | null {
  try {
    const raw = storage.getItem(KEY);
    if (raw === null) return null;
    storage.removeItem(KEY);
    const parsed: unknown = JSON.parse(raw);
    if (isPendingToast(parsed)) return parsed;
  } catch {
    // A malformed entry is dropped rather than breaking the page.
  }
  return null;
}

function isPendingToast(value: unknown): value is PendingToast {
  if (typeof value !== "object" || value === null) return false;
  const { kind, message } = value as Record<string, unknown>;
  return (kind === "success" || kind === "error") && typeof message === "string" && message.length > 0;
}

/**
 * Shows the toast on the next page, then navigates there. A guard replaces the history
 * entry, so Back does not return to the page that refused the visitor.
 */
export function navigateWithToast(href: string, toast: PendingToast, options: { replace?: boolean } = {}): void {
  parkToast(toast);
  if (options.replace) window.location.replace(href);
  else window.location.assign(href);
}
