import { ESTIMATOR_GUARD } from "../../lib/nav/guard.ts";
import RequireAuth from "../auth/RequireAuth.tsx";
import { emailVerified, sendVerificationEmail } from "../../lib/firebase/auth.ts";
import Estimator, { type EmailVerification } from "./Estimator.tsx";

/** One object for the page's lifetime: the estimator checks verification once on mount. */
const FIREBASE_VERIFICATION: EmailVerification = { check: emailVerified, send: sendVerificationEmail };

/** /estimate: logged-in users only; others go to /login with 'Please log in to access the AI Estimator'. */
export default function EstimatorApp() {
  return (
    <RequireAuth loginToast={ESTIMATOR_GUARD.loginToast}>
      {() => <Estimator verification={FIREBASE_VERIFICATION} />}
    </RequireAuth>
  );
}
