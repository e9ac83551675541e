import { MESSAGES } from "../../config/text.ts";
import type { AuthState } from "../../stores/auth.ts";
import { ROUTES } from "../../config/routes.ts";
import type { PendingToast } from "../toast/pending.ts";

/** Where the AI Estimator button leads, and what it says on the way (spec section 2). */
export function estimatorTarget(state: Pick<AuthState, "user">): { href: string; toast?: PendingToast } {
  if (state.user) return { href: ROUTES.estimate };
  return { href: ROUTES.login, toast: { kind: "error", message: MESSAGES.estimatorLoginRequired } };
}
