import { COMMON_TEXT } from "../../config/text/common.ts";
import { useEffect, type ReactNode } from "react";
import { guardDecision } from "../../lib/nav/guard.ts";
import { navigateWithToast } from "../../lib/toast/pending.ts";
import type { AuthState } from "../../stores/auth.ts";
import ErrorBoundary from "../shared/ErrorBoundary.tsx";
import { useAuthState } from "../shared/useAuthState.ts";

interface Props {
  requireAdmin?: boolean;
  /** Toast shown on /login when a logged-out visitor is sent there. */
  loginToast?: string;
  /** Where a logged-out visitor logs in: /login, or its page in the page's language. */
  loginHref?: string;
  /** "Loading...", in the page's language. */
  loadingText?: string;
  /** Rendered only once the visitor may see the page; gets the known auth state. */
  children: (auth: AuthState & { user: NonNullable<AuthState["user"]> }) => ReactNode;
}

/**
 * Gate of a protected page: "Loading..." while the auth state is unknown, a redirect to
 * /login when it does not allow the page, otherwise the page inside an error boundary.
 */
export default function RequireAuth({
  requireAdmin = false,
  loginToast,
  loginHref,
  loadingText = COMMON_TEXT.loading,
  children,
}: Props) {
  const auth = useAuthState();
  const decision = guardDecision(auth, { requireAdmin, loginToast, loginHref });

  useEffect(() => {
    if (decision.kind !== "redirect") return;
    if (decision.toast) navigateWithToast(decision.href, decision.toast, { replace: true });
    else window.location.replace(decision.href);
    // Once per decision: the toast object is new on every render, and one redirect is enough.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [decision.kind]);

  if (decision.kind !== "allow" || !auth.user) {
    return (
      <p className="py-20 text-center text-ink-600" role="status">
        {loadingText}
      </p>
    );
  }
  return <ErrorBoundary>{children({ ...auth, user: auth.user })}</ErrorBoundary>;
}
