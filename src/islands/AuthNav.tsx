import type { MouseEvent } from "react";
import { FRAME_TEXT } from "../config/text/en/frame.ts";
import type { Translation } from "../config/text/translation.ts";
import { logout } from "../lib/firebase/auth.ts";
import type { Locale } from "../config/i18n.ts";
import { localizedPath, ROUTES } from "../config/routes.ts";
import { estimatorTarget } from "../lib/nav/estimatorTarget.ts";
import { navigateWithToast } from "../lib/toast/pending.ts";
import { useAuthState } from "./shared/useAuthState.ts";

interface Props {
  variant: "bar" | "menu";
  /** The page's language's texts (the header passes them); English when absent. */
  text?: Translation<(typeof FRAME_TEXT)["account"]>;
  /** The page's language: where the estimator, the login and the home page after logout are. */
  locale?: Locale;
}

/**
 * The auth-aware part of the header: the AI Estimator button (badged Premium when logged
 * out) and Logout (only when logged in). While the auth state loads the badge and Logout
 * stay hidden but keep their space, so nothing jumps. For a visitor who never signed in
 * this island is not even fetched (client:intent waits for a hand on the button): its
 * loader marks it data-wakes-at="intent", which shows the badge from the first paint.
 * Visibility alone decides what assistive technology hears: an invisible or undisplayed
 * badge is out of the accessibility tree, a shown one is part of the button's name.
 */
export default function AuthNav({ variant, text = FRAME_TEXT.account, locale = "en" }: Props) {
  const auth = useAuthState();

  const onEstimator = (event: MouseEvent<HTMLAnchorElement>) => {
    if (auth.loading) return; // Let the link go to /estimate; its guard decides.
    const target = estimatorTarget(auth, locale, text.loginRequired);
    if (!target.toast) return;
    event.preventDefault();
    navigateWithToast(target.href, target.toast);
  };

  const onLogout = async () => {
    try {
      await logout();
      navigateWithToast(localizedPath(ROUTES.home, locale), { kind: "success", message: text.loggedOut });
    } catch (error) {
      console.error("Logout failed", error);
      const { default: toast } = await import("react-hot-toast");
      toast.error(text.logoutFailed);
    }
  };

  const loggedOut = !auth.loading && !auth.user;
  const menu = variant === "menu";
  return (
    <div className={menu ? "flex flex-col gap-2" : "flex items-center gap-2"} data-testid={`auth-nav-${variant}`}>
      <a
        href={localizedPath(ROUTES.estimate, locale)}
        onClick={onEstimator}
        className={`btn-dark ${menu ? "w-full" : ""}`}
      >
        <span>{text.estimator}</span>
        <span
          className={`rounded-full bg-brand-100 px-2 py-0.5 text-xs font-bold text-brand-700 ${auth.loading ? "invisible" : loggedOut ? "" : "hidden"} in-data-[wakes-at=intent]:visible`}
        >
          {text.premium}
        </span>
      </a>
      {auth.user && !auth.isAdmin && (
        <a href={localizedPath(ROUTES.account, locale)} className={`btn-secondary ${menu ? "w-full" : ""}`}>
          {text.requests}
        </a>
      )}
      {auth.user && (
        <button type="button" onClick={onLogout} className={`btn-secondary ${menu ? "w-full" : ""}`}>
          {text.logout}
        </button>
      )}
    </div>
  );
}
