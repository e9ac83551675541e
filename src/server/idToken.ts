/** Who is calling /api/estimate: a Firebase ID token from `Authorization: Bearer <token>`. */
import { getAuth } from "firebase-admin/auth";
import { adminApp, authEmulatorMisconfigured } from "./firebaseAdmin.ts";
import { errorCause } from "./log.ts";

interface VerifiedUser {
  uid: string;
  email: string | undefined;
  /** From the token's email_verified: Google accounts are, password accounts once the link is clicked. */
  emailVerified: boolean;
}

export type TokenResult = { ok: true; user: VerifiedUser } | { ok: false; cause: string };

/** Real ID tokens are about 1 KB; anything far longer is not one. */
const MAX_TOKEN_CHARS = 8192;

export function bearerToken(req: Request): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.get("authorization") ?? "");
  return match?.[1];
}

/**
 * Verifies signature (unless the Auth emulator is configured), audience, issuer and
 * expiry, and that the account still exists, is enabled and was not revoked. Any
 * failure is a 401 for the caller; the cause is only logged.
 */
export async function verifyRequestUser(req: Request): Promise<TokenResult> {
  const token = bearerToken(req);
  if (!token) return { ok: false, cause: "missing" };
  if (token.length > MAX_TOKEN_CHARS) return { ok: false, cause: "oversized" };
  if (authEmulatorMisconfigured()) return { ok: false, cause: "emulator-host-with-real-project" };
  try {
    const decoded = await getAuth(adminApp()).verifyIdToken(token, true);
    return {
      ok: true,
      user: { uid: decoded.uid, email: decoded.email, emailVerified: decoded.email_verified === true },
    };
  } catch (error) {
    return { ok: false, cause: errorCause(error) };
  }
}
