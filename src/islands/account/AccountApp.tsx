import { emailVerified, idToken, sendVerificationEmail } from "../../lib/firebase/auth.ts";
import { listOwnLeads } from "../../lib/firebase/account.ts";
import RequireAuth from "../auth/RequireAuth.tsx";
import AccountPage, { type AccountApi } from "./AccountPage.tsx";

const FIREBASE: AccountApi = {
  verified: emailVerified,
  sendVerification: sendVerificationEmail,
  list: listOwnLeads,
  idToken: () => idToken(false),
};

/** /account: for any signed-in account; a visitor who is not is sent to /login. */
export default function AccountApp() {
  return <RequireAuth>{({ user }) => <AccountPage api={FIREBASE} user={user} />}</RequireAuth>;
}
