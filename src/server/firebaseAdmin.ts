/**
 * firebase-admin for the functions: ID-token checks and the estimate counter.
 *
 * Locally FIREBASE_AUTH_EMULATOR_HOST and FIRESTORE_EMULATOR_HOST point it at the
 * emulators (firebase-admin reads them itself). In production it needs the project id
 * (PUBLIC_FIREBASE_PROJECT_ID) and, for Firestore, a service account key in
 * FIREBASE_SERVICE_ACCOUNT (the JSON from the Firebase console).
 */
import { cert, getApp, getApps, initializeApp, type App, type ServiceAccount } from "firebase-admin/app";
import { DEMO_PROJECT_ID } from "../config/firebase.ts";
import { readEnv } from "../config/env.ts";

function firebaseProjectId(): string {
  return readEnv("PUBLIC_FIREBASE_PROJECT_ID") ?? DEMO_PROJECT_ID;
}

/**
 * Emulator tokens are unsigned; firebase-admin accepts them whenever
 * FIREBASE_AUTH_EMULATOR_HOST is set. Only a demo- project may run that way, so a
 * production deployment with the variable set by mistake refuses every token instead.
 */
export function authEmulatorMisconfigured(): boolean {
  return Boolean(process.env.FIREBASE_AUTH_EMULATOR_HOST) && !firebaseProjectId().startsWith("demo-");
}

/**
 * The app for the current configuration. firebase-admin decides emulator or production
 * when a service is first created, so the name carries the project and the emulator
 * hosts: a changed environment (as in tests) gets a fresh app instead of a stale mode.
 */
export function adminApp(): App {
  const projectId = firebaseProjectId();
  const name = [
    "ai-functions",
    projectId,
    process.env.FIREBASE_AUTH_EMULATOR_HOST ?? "",
    process.env.FIRESTORE_EMULATOR_HOST ?? "",
  ].join("|");
  if (getApps().some((app) => app.name === name)) return getApp(name);
  const serviceAccount = readEnv("FIREBASE_SERVICE_ACCOUNT");
  return initializeApp(
    { projectId, ...(serviceAccount ? { credential: cert(JSON.parse(serviceAccount) as ServiceAccount) } : {}) },
    name,
  );
}

/** gRPC ALREADY_EXISTS (code 6): a create() found its document there already. */
export const isAlreadyExists = (error: unknown): boolean => (error as { code?: unknown } | null)?.code === 6;

/** gRPC FAILED_PRECONDITION (code 9): a write conditional on the document's update time found it changed. */
export const isFailedPrecondition = (error: unknown): boolean => (error as { code?: unknown } | null)?.code === 9;
