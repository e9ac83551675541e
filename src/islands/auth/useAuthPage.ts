import { useEffect, useState } from "react";
import toast from "react-hot-toast";
import { completeRedirectSignIn, loginWithGoogle } from "../../lib/firebase/auth.ts";
import { googleFailureMessage, googleSuccessMessage, type AuthPageMode } from "../../lib/auth/googleOutcome.ts";
import type { AuthWords } from "../../lib/auth/authWords.ts";
import { localizedPath, ROUTES } from "../../config/routes.ts";
import { navigateWithToast } from "../../lib/toast/pending.ts";

/**
 * What /login and /signup share: one busy flag for every button, the Google flow with its
 * toasts, and finishing a Google redirect sign-in. A signed-in visitor may still use the
 * page: a non-admin sent here from /admin can switch to the owner's account. The toasts
 * speak the page's language, and a sign-in leads to the estimator in it.
 */
export function useAuthPage(mode: AuthPageMode, words: AuthWords) {
  const [busy, setBusy] = useState<"idle" | "email" | "google">("idle");
  // Until hydrated, a click would submit the form natively and reload the page.
  const [ready, setReady] = useState(false);

  const succeed = (message: string) =>
    navigateWithToast(localizedPath(ROUTES.estimate, words.locale), { kind: "success", message });

  useEffect(() => {
    setReady(true);
    completeRedirectSignIn()
      .then((done) => done && succeed(googleSuccessMessage(mode, false, words)))
      .catch((error: unknown) => toast.error(googleFailureMessage(mode, error, words)));
  }, []);

  const google = async () => {
    if (busy !== "idle") return;
    setBusy("google");
    try {
      const { createdProfile } = await loginWithGoogle();
      succeed(googleSuccessMessage(mode, createdProfile, words));
    } catch (error) {
      toast.error(googleFailureMessage(mode, error, words));
      setBusy("idle");
    }
  };

  /** Runs an email action with the busy state; resolves to the error, if any. */
  const runEmail = async (action: () => Promise<void>, successMessage: string): Promise<Error | null> => {
    if (busy !== "idle") return null;
    setBusy("email");
    try {
      await action();
      succeed(successMessage);
      return null;
    } catch (error) {
      setBusy("idle");
      return error instanceof Error ? error : new Error(String(error));
    }
  };

  return { busy, ready, google, runEmail };
}
