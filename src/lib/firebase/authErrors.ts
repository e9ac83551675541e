/**
 * Firebase's own messages read like "Firebase: Error (auth/invalid-credential)." The spec
 * shows "the provider's message": we show it in words a homeowner understands, and fall
 * back to the provider's text (without the "Firebase:" noise) for codes we do not know.
 */
const FRIENDLY: Record<string, string> = {
  "auth/invalid-credential": "Incorrect email or password.",
  "auth/invalid-login-credentials": "Incorrect email or password.",
  "auth/wrong-password": "Incorrect email or password.",
  "auth/user-not-found": "Incorrect email or password.",
  "auth/invalid-email": "Please enter a valid email address.",
  "auth/user-disabled": "This account has been disabled. Please contact us.",
  "auth/too-many-requests": "Too many attempts. Please wait a moment and try again.",
  "auth/email-already-in-use": "An account with this email already exists. Try logging in instead.",
  "auth/weak-password": "Please choose a stronger password (at least 6 characters).",
  "auth/network-request-failed": "We could not reach the sign-in service. Check your connection and try again.",
  "auth/popup-closed-by-user": "The Google window was closed before sign-in finished.",
  "auth/cancelled-popup-request": "The Google window was closed before sign-in finished.",
  "auth/account-exists-with-different-credential": "This email is already registered with a password. Log in with your email and password.",
};

export function authErrorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" ? code : undefined;
}

export function providerMessage(error: unknown): string | undefined {
  const code = authErrorCode(error);
  if (code && FRIENDLY[code]) return FRIENDLY[code];
  const raw = error instanceof Error ? error.message : undefined;
  if (!raw) return undefined;
  const cleaned = raw
    .replace(/^Firebase:\s*/i, "")
    .replace(/\s*\(auth\/[\w-]+\)\.?\s*$/, "")
    .replace(/^Error\s*$/i, "")
    .trim();
  return cleaned === "" ? undefined : cleaned;
}

/** Logs the failure and rethrows an Error carrying the provider's message or the spec's fallback. */
export function rethrowAuthError(error: unknown, fallback: string, context: string): never {
  console.error(`${context} failed`, authErrorCode(error) ?? (error instanceof Error ? error.name : "unknown"));
  const wrapped = new Error(providerMessage(error) ?? fallback) as Error & { code?: string };
  wrapped.code = authErrorCode(error);
  throw wrapped;
}
