/** Who is calling: a Firebase ID token from `Authorization: Bearer <token>`, checked once (src/server/auth.ts). */
import { getAuth } from "firebase-admin/auth";
import { adminApp, authEmulatorMisconfigured } from "./firebaseAdmin.ts";
import { errorCause } from "./log.ts";
import { tokenCheckTimeoutMs } from "./timeouts.ts";
import { withTimeout } from "./withTimeout.ts";

interface VerifiedUser {
  uid: string;
  email: string | undefined;
  /** From the token's email_verified: Google accounts are, password accounts once the link is clicked. */
  emailVerified: boolean;
  /** The account's admin claim as it is now, read from the account (a token's copy may be stale). */
  admin: boolean;
}

/**
 * `unavailable`: the check itself could not be made (Firebase too slow or unreachable), so
 * the caller answers 503 rather than telling a signed-in visitor their token is bad.
 */
export type TokenResult = { ok: true; user: VerifiedUser } | { ok: false; cause: string; unavailable?: boolean };

/** Firebase Admin error codes that mean "could not ask", not "the token is bad". */
const UNREACHABLE_CODES = new Set(["app/network-error", "app/network-timeout", "auth/internal-error"]);

/**
 * The sign-in methods the site offers (the login and signup pages; firestore.rules' users
 * rule knows the same two). Anonymous, phone, custom-token and other providers the
 * project might have switched on are refused: an anonymous account costs a script nothing
 * and would get its own daily estimates.
 */
const ACCEPTED_SIGN_IN_PROVIDERS: ReadonlySet<string> = new Set(["password", "google.com"]);

/** Real ID tokens are about 1 KB; anything far longer is not one. */
const MAX_TOKEN_CHARS = 8192;

export function bearerToken(req: Request): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.get("authorization") ?? "");
  return match?.[1];
}

/** The account, read once: whether it still exists, is enabled, was not revoked since the sign-in, and is an admin. */
async function accountCheck(
  uid: string,
  authTime: number,
): Promise<{ ok: true; admin: boolean } | { ok: false; cause: string }> {
  const account = await getAuth(adminApp()).getUser(uid);
  if (account.disabled) return { ok: false, cause: "user-disabled" };
  const validAfter = account.tokensValidAfterTime ? Date.parse(account.tokensValidAfterTime) : 0;
  if (authTime * 1000 < validAfter) return { ok: false, cause: "id-token-revoked" };
  return { ok: true, admin: account.customClaims?.admin === true };
}

/**
 * Verifies signature (unless the Auth emulator is configured), audience, issuer and
 * expiry, that the token comes from a sign-in the site offers (password or Google), and
 * that the account still exists, is enabled and was not revoked, within
 * tokenCheckTimeoutMs. The revocation check is firebase-admin's own (checkRevoked), done
 * here on the account read anyway for the admin claim: one lookup, not two. A bad token is a 401 for the caller, a check that could not be
 * made a 503; the cause is only logged.
 */
export async function verifyRequestUser(req: Request): Promise<TokenResult> {
  const token = bearerToken(req);
  if (!token) return { ok: false, cause: "missing" };
  if (token.length > MAX_TOKEN_CHARS) return { ok: false, cause: "oversized" };
  if (authEmulatorMisconfigured()) return { ok: false, cause: "emulator-host-with-real-project" };
  try {
    const checked = await withTimeout(
      (async () => {
        const decoded = await getAuth(adminApp()).verifyIdToken(token);
        const provider = String(decoded.firebase.sign_in_provider);
        if (!ACCEPTED_SIGN_IN_PROVIDERS.has(provider))
          return { ok: false as const, cause: `sign_in_provider:${provider}` };
        const account = await accountCheck(decoded.uid, decoded.auth_time);
        return account.ok ? { ok: true as const, decoded, admin: account.admin } : account;
      })(),
      tokenCheckTimeoutMs(),
      "The ID token check",
    );
    if (!checked.ok) return checked;
    const { decoded, admin } = checked;
    return {
      ok: true,
      user: { uid: decoded.uid, email: decoded.email, emailVerified: decoded.email_verified === true, admin },
    };
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    const unavailable =
      (error instanceof Error && error.name === "TimeoutError") ||
      (typeof code === "string" && UNREACHABLE_CODES.has(code));
    return { ok: false, cause: errorCause(error), ...(unavailable ? { unavailable } : {}) };
  }
}
