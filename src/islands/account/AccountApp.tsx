import type { Locale } from "../../config/i18n.ts";
import { localizedPath, ROUTES } from "../../config/routes.ts";
import { ACCOUNT_WORDS } from "../../lib/account/accountWords.ts";
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

/** /account (or /es/mi-cuenta): for any signed-in account; a visitor who is not is sent to log in. */
export default function AccountApp({ locale = "en" }: { locale?: Locale }) {
  return (
    <RequireAuth loginHref={localizedPath(ROUTES.login, locale)} loadingText={ACCOUNT_WORDS[locale].loading}>
      {({ user }) => <AccountPage api={FIREBASE} user={user} locale={locale} />}
    </RequireAuth>
  );
}
