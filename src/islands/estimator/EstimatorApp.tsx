import type { Locale } from "../../config/i18n.ts";
import { localizedPath, ROUTES } from "../../config/routes.ts";
import { ESTIMATOR_WORDS } from "../../lib/estimator/estimatorWords.ts";
import RequireAuth from "../auth/RequireAuth.tsx";
import { emailVerified, sendVerificationEmail } from "../../lib/firebase/auth.ts";
import Estimator, { type EmailVerification } from "./Estimator.tsx";

/** One object for the page's lifetime: the estimator checks verification once on mount. */
const FIREBASE_VERIFICATION: EmailVerification = { check: emailVerified, send: sendVerificationEmail };

/**
 * /estimate: logged-in users only; others go to /login with 'Please log in to access the
 * AI Estimator', or, from /es/estimador, to the Spanish login with the Spanish words.
 */
export default function EstimatorApp({ locale = "en" }: { locale?: Locale }) {
  return (
    <RequireAuth
      loginToast={ESTIMATOR_WORDS[locale].loginRequired}
      loginHref={localizedPath(ROUTES.login, locale)}
      loadingText={ESTIMATOR_WORDS[locale].loading}
    >
      {() => <Estimator locale={locale} verification={FIREBASE_VERIFICATION} />}
    </RequireAuth>
  );
}
