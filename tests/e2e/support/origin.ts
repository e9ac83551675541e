/**
 * The end-to-end site is served on "localhost", like the Auth emulator: Google sign-in
 * against the emulator fails when page and emulator use different host names.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4329);
export const E2E_ORIGIN = `http://localhost:${E2E_PORT}`;

/** The same build and functions with no AI provider configured: the "unavailable" paths. */
export const E2E_NO_AI_PORT = E2E_PORT + 1;
export const E2E_NO_AI_ORIGIN = `http://localhost:${E2E_NO_AI_PORT}`;
