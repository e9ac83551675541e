import { getAuthInstance } from "../firebase/auth.ts";

/**
 * The signed-in user's Firebase ID token for /api/estimate. forceRefresh mints a new
 * one (used once after a 401: a token can expire while the page is open).
 */
export async function idToken(forceRefresh = false): Promise<string> {
  const auth = await getAuthInstance();
  if (!auth.currentUser) throw new Error("No signed-in user");
  return auth.currentUser.getIdToken(forceRefresh);
}
