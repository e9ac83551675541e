/**
 * ID tokens for the estimate tests: real ones from the Auth emulator (a fresh, uniquely
 * named account per call, so no shared data is touched) and hand-made bad ones.
 */
import { createSign, generateKeyPairSync, randomUUID } from "node:crypto";
import { getAuth } from "firebase-admin/auth";
import { AUTH_EMULATOR_HOST, PROJECT_ID } from "../../../scripts/emulators.ts";
import { adminApp } from "../../../src/server/firebaseAdmin.ts";

export interface TestUser {
  uid: string;
  email: string;
  idToken: string;
}

const TEST_PASSWORD = "test-password-1";

async function identityToolkit(
  method: "signUp" | "signInWithPassword" | "signInWithCustomToken" | "signInWithIdp",
  body: Record<string, unknown>,
): Promise<{ idToken: string; localId: string }> {
  const res = await fetch(
    `http://${AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=demo-api-key`,
    {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ ...body, returnSecureToken: true }),
    },
  );
  if (!res.ok) throw new Error(`Auth emulator ${method} failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as { idToken: string; localId: string };
}

/**
 * Signs up a new account through the emulator's REST API (as the browser SDK would);
 * `email` gives it a chosen address (a homeowner's, as a lead has it).
 */
export async function createTestUser(email = `ai-fn-${randomUUID()}@example.com`): Promise<TestUser> {
  const body = await identityToolkit("signUp", { email, password: TEST_PASSWORD });
  return { uid: body.localId, email, idToken: body.idToken };
}

/** Signs an existing account in with its password: the token a returning user's browser holds. */
export async function signIn(email: string): Promise<TestUser> {
  const body = await identityToolkit("signInWithPassword", { email, password: TEST_PASSWORD });
  return { uid: body.localId, email, idToken: body.idToken };
}

/** A real ID token whose `firebase.sign_in_provider` is "anonymous": signUp without an e-mail. */
export async function anonymousIdToken(): Promise<string> {
  return (await identityToolkit("signUp", {})).idToken;
}

/** A Google sign-in as the emulator's account chooser makes one: sign_in_provider "google.com". */
export async function googleIdToken(): Promise<string> {
  const idpToken = JSON.stringify({ sub: randomUUID(), email: `g-${randomUUID()}@example.com`, email_verified: true });
  const postBody = new URLSearchParams({ providerId: "google.com", id_token: idpToken }).toString();
  return (await identityToolkit("signInWithIdp", { postBody, requestUri: "http://localhost" })).idToken;
}

/** A real ID token whose `firebase.sign_in_provider` is "custom": a custom token minted by firebase-admin, signed in with. */
export async function customTokenIdToken(): Promise<string> {
  const token = await getAuth(adminApp()).createCustomToken(`custom-${randomUUID()}`);
  return (await identityToolkit("signInWithCustomToken", { token })).idToken;
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

/** Claims like the emulator's, valid for an hour unless overridden. */
export function claimsFor(uid: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const now = Math.floor(Date.now() / 1000);
  return {
    iss: `https://securetoken.google.com/${PROJECT_ID}`,
    aud: PROJECT_ID,
    auth_time: now - 60,
    user_id: uid,
    sub: uid,
    iat: now - 60,
    exp: now + 3600,
    firebase: { identities: {}, sign_in_provider: "password" },
    ...overrides,
  };
}

/** An unsigned token, the way the Auth emulator issues them (alg "none", empty signature). */
export function unsignedToken(claims: Record<string, unknown>): string {
  return `${base64url({ alg: "none", typ: "JWT" })}.${base64url(claims)}.`;
}

/** An RS256 token signed with a key Google never issued. */
export function forgedToken(claims: Record<string, unknown>): string {
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const input = `${base64url({ alg: "RS256", typ: "JWT", kid: "forged-key-id" })}.${base64url(claims)}`;
  const signature = createSign("RSA-SHA256").update(input).sign(privateKey).toString("base64url");
  return `${input}.${signature}`;
}
