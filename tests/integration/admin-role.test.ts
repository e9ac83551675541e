import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { deleteApp, initializeApp, type App } from "firebase-admin/app";
import { getAuth, type Auth } from "firebase-admin/auth";
import { nextClaims, parseRoleArgs, REVOKE_HINT, TOKEN_REFRESH_HINT } from "../../scripts/admin-role.ts";
import { AUTH_EMULATOR_HOST, PROJECT_ID } from "../../scripts/emulators.ts";

const SCRIPT = fileURLToPath(new URL("../../scripts/admin-role.ts", import.meta.url));

interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the real command line, as `npm run admin:grant -- <email>` does. */
async function cli(args: string[], env: NodeJS.ProcessEnv): Promise<CliResult> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [SCRIPT, ...args], { env });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const { code, stdout, stderr } = err as { code: number; stdout: string; stderr: string };
    return { code, stdout, stderr };
  }
}

// The child gets only what it needs, so a real project's credentials in this shell can never be used.
const baseEnv = { PATH: process.env.PATH, HOME: process.env.HOME, METADATA_SERVER_DETECTION: "none" };
const viaEnvVar = { ...baseEnv, FIREBASE_AUTH_EMULATOR_HOST: AUTH_EMULATOR_HOST };

describe("parseRoleArgs", () => {
  test.each([
    [["grant", "a@example.com"], { action: "grant", email: "a@example.com", emulators: false }],
    [["revoke", "a@example.com", "--emulators"], { action: "revoke", email: "a@example.com", emulators: true }],
    [["--emulators", "grant", "a@example.com"], { action: "grant", email: "a@example.com", emulators: true }],
    [[], { error: 'unknown action ""' }],
    [["promote", "a@example.com"], { error: 'unknown action "promote"' }],
    [["grant"], { error: '"" is not an e-mail address' }],
    [["grant", "alice"], { error: '"alice" is not an e-mail address' }],
    [["grant", "a@example.com", "b@example.com"], { error: 'unexpected argument "b@example.com"' }],
    [["grant", "a@example.com", "--admin"], { error: expect.stringContaining("Unknown option '--admin'") as string }],
  ])("%j → %j", (argv, expected) => {
    expect(parseRoleArgs(argv)).toEqual(expected);
  });
});

describe("nextClaims keeps every other claim", () => {
  test.each([
    [undefined, "grant", { admin: true }],
    [{ plan: "pro" }, "grant", { plan: "pro", admin: true }],
    [{ admin: true }, "grant", { admin: true }],
    [{ admin: true, plan: "pro" }, "revoke", { plan: "pro" }],
    [{ admin: true }, "revoke", null],
    [undefined, "revoke", null],
  ] as const)("%j, %s → %j", (current, action, expected) => {
    expect(nextClaims(current, action)).toEqual(expected);
  });
});

describe("admin-role against the Auth emulator", () => {
  let app: App;
  let auth: Auth;
  const created: string[] = [];

  beforeAll(() => {
    process.env.FIREBASE_AUTH_EMULATOR_HOST = AUTH_EMULATOR_HOST;
    app = initializeApp({ projectId: PROJECT_ID }, `admin-role-test-${randomUUID()}`);
    auth = getAuth(app);
  });

  afterAll(async () => {
    // Only our own throwaway accounts: the shared emulators are never reset here.
    if (created.length > 0) await auth.deleteUsers(created);
    await deleteApp(app);
    delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
  });

  async function throwawayUser(claims: Record<string, unknown>) {
    const email = `admin-role-${randomUUID()}@example.com`;
    const user = await auth.createUser({ email, password: "throwaway-password-1" });
    created.push(user.uid);
    await auth.setCustomUserClaims(user.uid, claims);
    return { uid: user.uid, email };
  }
  const claimsOf = async (uid: string) => (await auth.getUser(uid)).customClaims;

  test("grant adds admin: true, revoke removes it, other claims stay", async () => {
    const { uid, email } = await throwawayUser({ plan: "pro" });

    const granted = await cli(["grant", email], viaEnvVar);
    expect(granted).toMatchObject({ code: 0, stderr: "" });
    expect(granted.stdout).toContain(
      `Granted the admin role to ${email} (uid ${uid}) in project ${PROJECT_ID} on the Auth emulator at ${AUTH_EMULATOR_HOST}.`,
    );
    expect(granted.stdout).toContain(TOKEN_REFRESH_HINT);
    expect(await claimsOf(uid)).toEqual({ plan: "pro", admin: true });

    const again = await cli(["grant", email], viaEnvVar);
    expect(again.stdout).toContain(`Already an admin (nothing changed): ${email}`);
    expect(await claimsOf(uid)).toEqual({ plan: "pro", admin: true });

    // --emulators finds the emulator through firebase.json with nothing in the environment.
    const revoked = await cli(["revoke", email, "--emulators"], baseEnv);
    expect(revoked).toMatchObject({ code: 0, stderr: "" });
    expect(revoked.stdout).toContain(`Revoked the admin role from ${email} (uid ${uid})`);
    expect(revoked.stdout).toContain(REVOKE_HINT);
    expect(await claimsOf(uid)).toEqual({ plan: "pro" });
  });

  test("revoking the only claim leaves none", async () => {
    const { uid, email } = await throwawayUser({ admin: true });
    expect((await cli(["revoke", email, "--emulators"], baseEnv)).code).toBe(0);
    expect((await claimsOf(uid)) ?? {}).toEqual({});
  });

  test("revoke also clears an admin claim of the wrong type", async () => {
    const { uid, email } = await throwawayUser({ admin: "true", plan: "pro" });
    const result = await cli(["revoke", email], viaEnvVar);
    expect(result.stdout).toContain(`Revoked the admin role from ${email}`);
    expect(await claimsOf(uid)).toEqual({ plan: "pro" });
  });

  test("an unknown e-mail is an error with exit code 1", async () => {
    const email = `nobody-${randomUUID()}@example.com`;
    const result = await cli(["grant", email, "--emulators"], baseEnv);
    expect(result).toMatchObject({ code: 1, stdout: "" });
    expect(result.stderr.trim()).toBe(
      `No user with the e-mail ${email} in project ${PROJECT_ID}. They must sign up (or be created) first.`,
    );
  });

  test("bad arguments print the usage with exit code 2", async () => {
    const result = await cli(["grant"], baseEnv);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("usage: node scripts/admin-role.ts grant|revoke <email> [--emulators]");
  });
});
