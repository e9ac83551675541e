/**
 * users/{uid} as the spec stores it (section 3). firestore.rules compares the e-mail and
 * authProvider with the ID token that writes the profile, so both are taken from that
 * token here rather than from what the visitor typed.
 */
export interface UserProfile {
  fullName: string;
  email: string;
  phone: string;
  createdAt: string;
  authProvider?: "google";
}

/** The parts of Firebase's IdTokenResult the profile depends on. */
export interface ProfileToken {
  claims: Record<string, unknown>;
  signInProvider: string | null;
}

/**
 * The profile a new account stores: the token's own e-mail claim (Auth may have changed
 * its letter case; "" for a token without one) and, for a Google sign-in, authProvider
 * "google". Email signup stores no authProvider (spec).
 */
export function newUserProfile(
  token: ProfileToken,
  fields: { fullName: string; phone: string },
  now: Date = new Date(),
): UserProfile {
  const profile: UserProfile = {
    fullName: fields.fullName,
    email: typeof token.claims.email === "string" ? token.claims.email : "",
    phone: fields.phone,
    createdAt: now.toISOString(),
  };
  if (token.signInProvider === "google.com") profile.authProvider = "google";
  return profile;
}
