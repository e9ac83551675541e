/**
 * Grants or revokes the admin role: the custom claim `admin: true` on a Firebase Auth
 * user, which firestore.rules and the site's admin controls check. Other claims are kept.
 *
 *   node scripts/admin-role.ts grant <email> [--emulators]
 *   node scripts/admin-role.ts revoke <email> [--emulators]
 *
 * Target: the Auth emulator when FIREBASE_AUTH_EMULATOR_HOST is set or with --emulators
 * (firebase.json's emulator, project demo-contractor); otherwise the real project of
 * GOOGLE_APPLICATION_CREDENTIALS, or GOOGLE_CLOUD_PROJECT / GCLOUD_PROJECT if set.
 */
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { applicationDefault, deleteApp, initializeApp } from "firebase-admin/app";
import { getAuth, type Auth } from "firebase-admin/auth";
import { PROJECT_ID, useEmulatorEnv } from "./emulators.ts";

export type RoleAction = "grant" | "revoke";
type Claims = Record<string, unknown>;

const USAGE = "usage: node scripts/admin-role.ts grant|revoke <email> [--emulators]";

export const TOKEN_REFRESH_HINT =
  "The user's browser sees the change when their ID token refreshes (within an hour) or at their next sign-in.";

/** Why a revoke is not instant: Firestore trusts an ID token until it expires. */
export const REVOKE_HINT =
  "Until then, ID tokens issued before this change still carry admin: true (they expire within an hour).";

class UserNotFoundError extends Error {
  constructor(email: string, projectId: string) {
    super(`No user with the e-mail ${email} in project ${projectId}. They must sign up (or be created) first.`);
    this.name = "UserNotFoundError";
  }
}

export interface RoleArgs {
  action: RoleAction;
  email: string;
  emulators: boolean;
}

export function parseRoleArgs(argv: readonly string[]): RoleArgs | { error: string } {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: { emulators: { type: "boolean", default: false } },
    });
  } catch (err) {
    return { error: (err as Error).message };
  }
  const { emulators } = parsed.values;
  const [action, email, ...extra] = parsed.positionals;
  if (action !== "grant" && action !== "revoke") return { error: `unknown action "${action ?? ""}"` };
  if (!email || !email.includes("@")) return { error: `"${email ?? ""}" is not an e-mail address` };
  if (extra.length > 0) return { error: `unexpected argument "${extra[0]}"` };
  return { action, email, emulators };
}

/** The claims after the action; null clears them all (what Firebase wants for "none"). */
export function nextClaims(current: Claims | undefined, action: RoleAction): Claims | null {
  const { admin: _admin, ...others } = current ?? {};
  const claims = action === "grant" ? { ...others, admin: true } : others;
  return Object.keys(claims).length > 0 ? claims : null;
}

interface RoleChange {
  uid: string;
  email: string;
  action: RoleAction;
  /** false when the user already was (or was not) an admin. */
  changed: boolean;
  claims: Claims;
}

async function setAdminRole(
  auth: Auth,
  email: string,
  action: RoleAction,
  projectId = PROJECT_ID,
): Promise<RoleChange> {
  let user;
  try {
    user = await auth.getUserByEmail(email);
  } catch (err) {
    if ((err as { code?: string }).code === "auth/user-not-found") throw new UserNotFoundError(email, projectId);
    throw err;
  }
  const claims = nextClaims(user.customClaims, action);
  // A revoke also clears an admin claim of the wrong type (e.g. "true" set by hand).
  const changed =
    action === "grant" ? user.customClaims?.admin !== true : Object.hasOwn(user.customClaims ?? {}, "admin");
  if (changed) await auth.setCustomUserClaims(user.uid, claims);
  return { uid: user.uid, email: user.email ?? email, action, changed, claims: claims ?? {} };
}

function describeChange(change: RoleChange, target: string): string {
  const what =
    change.action === "grant"
      ? change.changed
        ? "Granted the admin role to"
        : "Already an admin (nothing changed):"
      : change.changed
        ? "Revoked the admin role from"
        : "Not an admin (nothing changed):";
  const lines = [
    `${what} ${change.email} (uid ${change.uid}) in ${target}.`,
    `Custom claims now: ${JSON.stringify(change.claims)}`,
  ];
  if (change.changed) lines.push(TOKEN_REFRESH_HINT);
  if (change.changed && change.action === "revoke") lines.push(REVOKE_HINT);
  return lines.join("\n");
}

/** The project a service-account key file belongs to, for the printout. */
function credentialsProject(file: string | undefined): string | undefined {
  if (!file) return undefined;
  try {
    return (JSON.parse(readFileSync(file, "utf8")) as { project_id?: string }).project_id;
  } catch {
    return undefined;
  }
}

/** Runs the command against process.env's target; resolves to the process exit code. */
async function main(argv: readonly string[]): Promise<number> {
  const args = parseRoleArgs(argv);
  if ("error" in args) {
    console.error(`${args.error}\n${USAGE}`);
    return 2;
  }
  const env = process.env;
  if (args.emulators) useEmulatorEnv(env);
  const emulatorHost = env.FIREBASE_AUTH_EMULATOR_HOST;
  // Offline, google-auth-library would otherwise probe the GCE metadata server first.
  if (emulatorHost) env.METADATA_SERVER_DETECTION ??= "none";
  const projectId = args.emulators
    ? PROJECT_ID
    : (env.GOOGLE_CLOUD_PROJECT ?? env.GCLOUD_PROJECT ?? (emulatorHost ? PROJECT_ID : undefined));

  // A named app: callers (tests) may have a default app of their own.
  const app = initializeApp(
    emulatorHost ? { projectId } : { credential: applicationDefault(), ...(projectId ? { projectId } : {}) },
    `admin-role-${process.pid}-${Date.now()}`,
  );
  const project = projectId ?? credentialsProject(env.GOOGLE_APPLICATION_CREDENTIALS) ?? "(the credentials' project)";
  const target = emulatorHost ? `project ${project} on the Auth emulator at ${emulatorHost}` : `project ${project}`;
  try {
    console.log(describeChange(await setAdminRole(getAuth(app), args.email, args.action, project), target));
    return 0;
  } catch (err) {
    if (err instanceof UserNotFoundError) {
      console.error(err.message);
    } else {
      const message = err instanceof Error ? err.message : String(err);
      const hint = emulatorHost
        ? "Is the Auth emulator running? (npm run emulators)"
        : "For a real project set GOOGLE_APPLICATION_CREDENTIALS to a service-account key file (and GOOGLE_CLOUD_PROJECT if needed); for the local stack add --emulators.";
      console.error(`Could not ${args.action} the admin role in ${target}: ${message.trim()}\n${hint}`);
    }
    return 1;
  } finally {
    await deleteApp(app);
  }
}

if (import.meta.main) {
  process.exitCode = await main(process.argv.slice(2));
}
