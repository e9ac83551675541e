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

/**
 * Script sources besides Astro's per-page hashes: exactly what Firebase Auth needs for
 * Google sign-in, not the whole of apis.google.com (which also serves JSONP endpoints
 * that an injected tag could turn into script). Firebase Auth (@firebase/auth 1.13,
 * `externalJSProvider.gapiScript`) adds https://apis.google.com/js/api.js?onload=<cb>
 * (CSP ignores the query); that loader then fetches its `gapi.iframes` module from
 * /_/scs/abc-static/_/js/k=gapi.lb.en.<build>.O/m=gapi_iframes/.../cb=gapi.loaded_0,
 * whose build part changes with Google's releases, so that folder is allowed as a
 * prefix (a source ending in "/" matches the paths under it; one without matches that
 * file only).
 */
export const GOOGLE_SIGN_IN_SCRIPTS = [
  "https://apis.google.com/js/api.js",
  "https://apis.google.com/_/scs/abc-static/_/js/",
] as const;

export const CSP_SCRIPT_RESOURCES = ["'self'", ...GOOGLE_SIGN_IN_SCRIPTS];

/**
 * react-hot-toast injects its styles into a <style> element at run time (goober), which
 * a hash cannot cover; styles therefore allow 'unsafe-inline'. Scripts stay strict.
 */
export const CSP_STYLE_RESOURCES = ["'self'", "'unsafe-inline'"];

/**
 * The header every page gets (netlify.toml, `for = "/*"`): what a <meta> CSP cannot carry
 * (frame-ancestors) and what must hold before the <meta> is parsed. The page's own
 * script and style sources are in its <meta>, with Astro's per-page hashes.
 */
export const PAGE_HEADER_CSP = "frame-ancestors 'none'; object-src 'none'; base-uri 'self'; form-action 'self'";

/**
 * The header every file that is not a page gets (pictures, scripts, styles, favicon,
 * robots.txt, sitemaps; netlify.toml lists their paths). Such a file opened on its own
 * (an SVG under /images/ with a <script> in it) is a document without a <meta> CSP:
 * `sandbox` gives it an opaque origin and no scripts, and it loads nothing but its own
 * inline styles. Loading the file as a subresource (<img>, <script src>, CSS) ignores
 * this header. It repeats the page header's frame-ancestors, because where two rules
 * match, Netlify keeps the later one.
 */
export const FILE_HEADER_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'; base-uri 'none'; form-action 'none'; sandbox";
