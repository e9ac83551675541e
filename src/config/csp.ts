import { emulatorSettings, firebaseWebConfig } from "./firebase.ts";

/**
 * Content-Security-Policy directives beyond script-src/style-src hashes, which Astro
 * computes per page. Only the endpoints the site really talks to are allowed.
 */
export function cspDirectives(): string[] {
  const { authDomain } = firebaseWebConfig();
  const emulators = emulatorSettings();
  const emulatorOrigins = emulators
    ? [emulators.authUrl, `http://${emulators.firestoreHost}:${emulators.firestorePort}`]
    : [];
  const connect = [
    "'self'",
    "https://identitytoolkit.googleapis.com",
    "https://securetoken.googleapis.com",
    "https://firestore.googleapis.com",
    ...emulatorOrigins,
  ];
  const frames = [`https://${authDomain}`, ...(emulators ? [emulators.authUrl] : [])];
  return [
    "default-src 'self'",
    `connect-src ${connect.join(" ")}`,
    `frame-src ${frames.join(" ")}`,
    // Project images are owner-supplied https URLs (spec: image URL), so any https host.
    "img-src 'self' data: https:",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
  ];
}

/** Script sources besides Astro's per-page hashes: Firebase Auth loads Google's gapi loader for sign-in popups. */
export const CSP_SCRIPT_RESOURCES = ["'self'", "https://apis.google.com"];

/**
 * react-hot-toast injects its styles into a <style> element at run time (goober), which
 * a hash cannot cover; styles therefore allow 'unsafe-inline'. Scripts stay strict.
 */
export const CSP_STYLE_RESOURCES = ["'self'", "'unsafe-inline'"];
