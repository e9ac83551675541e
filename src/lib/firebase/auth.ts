import { CONTACT_LIMITS } from "../../schemas/bounds.ts";
import type { Auth, User } from "firebase/auth";
// The English catalogue's own file, not config/text.ts: every signed-in page loads this module.
import { AUTH_TEXT, GOOGLE_USER_FALLBACK_NAME } from "../../config/text/en/auth.ts";
import { $auth } from "../../stores/auth.ts";
import { rethrowAuthError } from "./authErrors.ts";
import type { SignupProfile } from "../../schemas/signup.ts";
import { firestore, getFirebaseApp } from "./app.ts";
import { hasSessionHint, setSessionHint } from "./sessionHint.ts";
import { emulatorSettings } from "../../config/firebase.ts";
import { newUserProfile, type UserProfile } from "./userProfile.ts";
import { USERS } from "../../schemas/collections.ts";

let authPromise: Promise<Auth> | undefined;
let watching = false;

/**
 * The Auth instance without Google's popup and redirect helper: getAuth() would bring it,
 * and on a phone Firebase loads Google's script loader and iframe at startup for every
 * signed-in page (measured on /account: a request to apis.google.com and its parse).
 * Only Google sign-in needs it, and gets it per call (`browserPopupRedirectResolver`).
 * The persistences are getAuth()'s own, in its order, so existing sessions carry over.
 */
function getAuthInstance(): Promise<Auth> {
  authPromise ??= Promise.all([getFirebaseApp(), import("firebase/auth")]).then(
    ([
      app,
      {
        browserLocalPersistence,
        browserSessionPersistence,
        connectAuthEmulator,
        getAuth,
        indexedDBLocalPersistence,
        initializeAuth,
      },
    ]) => {
      let auth: Auth;
      try {
        auth = initializeAuth(app, {
          persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence],
        });
      } catch {
        // Initialised already by another module's getAuth(): that instance is the page's.
        auth = getAuth(app);
      }
      const emulators = emulatorSettings();
      if (emulators) connectAuthEmulator(auth, emulators.authUrl, { disableWarnings: true });
      return auth;
    },
  );
  return authPromise;
}

async function publish(user: User | null): Promise<void> {
  setSessionHint(user !== null);
  if (!user) {
    $auth.set({ user: null, isAdmin: false, loading: false });
    return;
  }
  let isAdmin = false;
  try {
    isAdmin = (await user.getIdTokenResult()).claims.admin === true;
  } catch (error) {
    console.error("Could not read the ID token claims", error);
  }
  $auth.set({ user: { uid: user.uid, email: user.email, displayName: user.displayName }, isAdmin, loading: false });
}

/**
 * Starts the page's single auth subscription (idempotent: every island may call it).
 * With no session hint the visitor is known to be logged out without loading Firebase.
 */
export function watchAuth(options: { force?: boolean } = {}): void {
  if (watching) return;
  if (!options.force && !hasSessionHint()) {
    $auth.set({ user: null, isAdmin: false, loading: false });
    return;
  }
  watching = true;
  void getAuthInstance()
    .then(async (auth) => {
      const { onAuthStateChanged } = await import("firebase/auth");
      onAuthStateChanged(auth, (user) => void publish(user));
    })
    .catch((error: unknown) => {
      console.error("Auth failed to initialise", error);
      $auth.set({ user: null, isAdmin: false, loading: false });
    });
}

export async function logout(): Promise<void> {
  try {
    const [auth, { signOut }] = await Promise.all([getAuthInstance(), import("firebase/auth")]);
    await signOut(auth);
    setSessionHint(false);
  } catch (error) {
    rethrowAuthError(error, AUTH_TEXT.fallbacks.logout, "Logout");
  }
}

/** Once a sign-in succeeds, later pages must load Firebase Auth, and this page must publish the user. */
function signedIn(): void {
  setSessionHint(true);
  watchAuth({ force: true });
}

export async function signupWithEmail(profile: SignupProfile, password: string): Promise<void> {
  try {
    const [auth, { createUserWithEmailAndPassword, updateProfile }] = await Promise.all([
      getAuthInstance(),
      import("firebase/auth"),
    ]);
    const { user } = await createUserWithEmailAndPassword(auth, profile.email, password);
    await Promise.all([
      updateProfile(user, { displayName: profile.fullName }),
      writeProfile(user.uid, newUserProfile(await user.getIdTokenResult(), profile)),
    ]);
    signedIn();
  } catch (error) {
    rethrowAuthError(error, AUTH_TEXT.fallbacks.signup, "Signup");
  }
}

export async function loginWithEmail(email: string, password: string): Promise<void> {
  try {
    const [auth, { signInWithEmailAndPassword }] = await Promise.all([getAuthInstance(), import("firebase/auth")]);
    await signInWithEmailAndPassword(auth, email.trim(), password);
    signedIn();
  } catch (error) {
    rethrowAuthError(error, AUTH_TEXT.fallbacks.login, "Login");
  }
}

/**
 * Google sign-in in a popup (scopes profile and email, account chooser always shown).
 * The profile document is created on the first Google sign-in only.
 */
export async function loginWithGoogle(): Promise<{ createdProfile: boolean }> {
  try {
    const [auth, { browserPopupRedirectResolver, GoogleAuthProvider, signInWithPopup }] = await Promise.all([
      getAuthInstance(),
      import("firebase/auth"),
    ]);
    const provider = new GoogleAuthProvider();
    provider.addScope("profile");
    provider.addScope("email");
    provider.setCustomParameters({ prompt: "select_account" });
    const { user } = await signInWithPopup(auth, provider, browserPopupRedirectResolver);
    const createdProfile = await ensureGoogleProfile(user).catch(async (error: unknown) => {
      // Without a profile the account is half made: sign out, so the page and Auth agree.
      const { signOut } = await import("firebase/auth");
      await signOut(auth).catch(() => {});
      throw error;
    });
    signedIn();
    return { createdProfile };
  } catch (error) {
    rethrowAuthError(error, AUTH_TEXT.fallbacks.googleLogin, "Google login");
  }
}

/**
 * A sign-in that came back through a redirect is finished at startup. Firebase marks a
 * pending redirect in sessionStorage; without that mark there is nothing to finish, and
 * asking would load Google's helper iframe on every visit of the page for nothing.
 */
export async function completeRedirectSignIn(storage: Storage = sessionStorage): Promise<boolean> {
  const pending = Array.from({ length: storage.length }, (_, i) => storage.key(i)).some((key) =>
    key?.startsWith("firebase:pendingRedirect"),
  );
  if (!pending) return false;
  const [auth, { browserPopupRedirectResolver, getRedirectResult }] = await Promise.all([
    getAuthInstance(),
    import("firebase/auth"),
  ]);
  const result = await getRedirectResult(auth, browserPopupRedirectResolver);
  if (!result) return false;
  await ensureGoogleProfile(result.user);
  signedIn();
  return true;
}

async function ensureGoogleProfile(user: User): Promise<boolean> {
  const [db, { doc, getDoc, setDoc }] = await firestore();
  const ref = doc(db, USERS, user.uid);
  if ((await getDoc(ref)).exists()) return false;
  const profile = newUserProfile(await user.getIdTokenResult(), {
    fullName: googleFullName(user),
    phone: user.phoneNumber ?? "",
  });
  await setDoc(ref, profile);
  return true;
}

/** The rules want a 1-100 character name; a Google account may have none, or a very long one. */
export function googleFullName(user: Pick<User, "displayName" | "email">): string {
  const name = user.displayName?.trim() || user.email?.split("@")[0] || GOOGLE_USER_FALLBACK_NAME;
  return name.slice(0, CONTACT_LIMITS.name.max);
}

async function writeProfile(uid: string, profile: UserProfile): Promise<void> {
  const [db, { doc, setDoc }] = await firestore();
  await setDoc(doc(db, USERS, uid), profile);
}

/**
 * The signed-in user's Firebase ID token for calls to our own functions (/api/estimate).
 * forceRefresh mints a new one (used once after a 401: a token can expire while the page is open).
 */
export async function idToken(forceRefresh = false): Promise<string> {
  const auth = await getAuthInstance();
  if (!auth.currentUser) throw new Error("No signed-in user");
  return auth.currentUser.getIdToken(forceRefresh);
}

/**
 * Whether the signed-in account's e-mail is verified, asked afresh: the link may have been
 * clicked in another tab or on a phone. When it has just become verified the ID token is
 * renewed too, so /api/estimate sees the verified account's daily cap and firestore.rules
 * its own leads (/account) at once.
 */
export async function emailVerified(): Promise<boolean> {
  const auth = await getAuthInstance();
  const user = auth.currentUser;
  if (!user) return false;
  if (!user.emailVerified) {
    const { reload } = await import("firebase/auth");
    await reload(user);
  }
  // Verified, but the ID token may predate it (the SDK reloads the account when a page
  // opens, and keeps a token up to an hour): the rules read the token's claim.
  if (user.emailVerified && (await user.getIdTokenResult()).claims.email_verified !== true) await user.getIdToken(true);
  return user.emailVerified;
}

/** Sends the signed-in account Firebase's verification e-mail (its own template and link). */
export async function sendVerificationEmail(): Promise<void> {
  const [auth, { sendEmailVerification }] = await Promise.all([getAuthInstance(), import("firebase/auth")]);
  if (!auth.currentUser) throw new Error("No signed-in user");
  await sendEmailVerification(auth.currentUser);
}
