/**
 * Firebase Auth is ~50 KB of JavaScript. A visitor who has never signed in on this
 * browser cannot have a session, so pages skip loading it for them and know at once
 * that they are logged out. The hint is set when a user signs in and cleared on sign-out;
 * a stale hint only costs a download, never a wrong answer, because Firebase decides.
 */
const KEY = "authSessionHint";

export function hasSessionHint(storage: Storage = localStorage): boolean {
  try {
    return storage.getItem(KEY) === "1";
  } catch {
    return true; // Unknown: let Firebase decide.
  }
}

export function setSessionHint(signedIn: boolean, storage: Storage = localStorage): void {
  try {
    if (signedIn) storage.setItem(KEY, "1");
    else storage.removeItem(KEY);
  } catch {
    // Without storage the hint is simply absent; Firebase stays the source of truth.
  }
}
