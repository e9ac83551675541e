import { ESTIMATOR_GUARD } from "../../lib/nav/guard.ts";
import RequireAuth from "../auth/RequireAuth.tsx";
import Estimator from "./Estimator.tsx";

/** /estimate: logged-in users only; others go to /login with 'Please log in to access the AI Estimator'. */
export default function EstimatorApp() {
  return <RequireAuth loginToast={ESTIMATOR_GUARD.loginToast}>{() => <Estimator />}</RequireAuth>;
}
