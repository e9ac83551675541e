import type { Auth, User } from "firebase/auth";
import { $auth } from "../../stores/auth.ts";
import { getFirebaseApp } from "./app.ts";
import { hasSessionHint, setSessionHint } from "./sessionHint.ts";
import { emulatorSettings } from "./settings.ts";

let authPromise: Promise<Auth> | undefined;
let watching = false;

export function getAuthInstance(): Promise<Auth> {
  authPromise ??= Promise.all([getFirebaseApp(), import("firebase/auth")]).then(([app, { getAuth, connectAuthEmulator }]) => {
    const auth = getAuth(app);
    const emulators = emulatorSettings();
    if (emulators) connectAuthEmulator(auth, emulators.authUrl, { disableWarnings: true });
    return auth;
  });
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
  const [auth, { signOut }] = await Promise.all([getAuthInstance(), import("firebase/auth")]);
  await signOut(auth);
  setSessionHint(false);
}
