import type { AuthState } from "../../stores/auth.ts";
import type { PendingToast } from "../toast/pending.ts";
import { ROUTES } from "../../config/routes.ts";

export type GuardDecision =
  { kind: "loading" } | { kind: "allow" } | { kind: "redirect"; href: string; toast?: PendingToast };

/**
 * What a protected page does for the current auth state (spec section 2): wait while it
 * loads; send the logged-out, or a non-admin on an admin page, to /login.
 */
export function guardDecision(
  state: AuthState,
  options: { requireAdmin?: boolean; loginToast?: string; loginHref?: string } = {},
): GuardDecision {
  if (state.loading) return { kind: "loading" };
  if (!state.user) {
    return {
      kind: "redirect",
      href: options.loginHref ?? ROUTES.login,
      toast: options.loginToast ? { kind: "error", message: options.loginToast } : undefined,
    };
  }
  if (options.requireAdmin && !state.isAdmin) return { kind: "redirect", href: ROUTES.login };
  return { kind: "allow" };
}
