import type { Locale } from "../../config/i18n.ts";
import type { AuthState } from "../../stores/auth.ts";
import { localizedPath, ROUTES } from "../../config/routes.ts";
import type { PendingToast } from "../toast/pending.ts";

/**
 * Where the AI Estimator button leads, and what it says on the way (spec section 2): in
 * the page's language, `loginRequired` being that language's "Please log in…".
 */
export function estimatorTarget(
  state: Pick<AuthState, "user">,
  locale: Locale,
  loginRequired: string,
): { href: string; toast?: PendingToast } {
  if (state.user) return { href: localizedPath(ROUTES.estimate, locale) };
  return { href: localizedPath(ROUTES.login, locale), toast: { kind: "error", message: loginRequired } };
}
