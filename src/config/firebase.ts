import firebaseJson from "../../firebase.json" with { type: "json" };
import { readEnv, readFlag } from "./env.ts";

/** Local mode uses a `demo-` project id: the emulators then never call Google. */
export const DEMO_PROJECT_ID = "demo-contractor";

export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId?: string;
  storageBucket?: string;
  messagingSenderId?: string;
}

export interface EmulatorSettings {
  /** Full origin, e.g. http://localhost:9099, as connectAuthEmulator wants it. */
  authUrl: string;
  firestoreHost: string;
  firestorePort: number;
}

export function firebaseWebConfig(): FirebaseWebConfig {
  const projectId = readEnv("PUBLIC_FIREBASE_PROJECT_ID") ?? DEMO_PROJECT_ID;
  return {
    // The emulators accept any key; a real project supplies its own.
    apiKey: readEnv("PUBLIC_FIREBASE_API_KEY") ?? "demo-api-key",
    // Must be set even against the emulator, or the Auth SDK refuses popups.
    authDomain: readEnv("PUBLIC_FIREBASE_AUTH_DOMAIN") ?? `${projectId}.firebaseapp.com`,
    projectId,
    appId: readEnv("PUBLIC_FIREBASE_APP_ID"),
    storageBucket: readEnv("PUBLIC_FIREBASE_STORAGE_BUCKET"),
    messagingSenderId: readEnv("PUBLIC_FIREBASE_MESSAGING_SENDER_ID"),
  };
}

/**
 * Emulators are used when PUBLIC_FIREBASE_EMULATORS is on, which the local start and
 * test commands set. A production build never sets it, so it talks to the real project.
 */
export function emulatorSettings(): EmulatorSettings | null {
  if (readFlag("PUBLIC_FIREBASE_EMULATORS") !== true) return null;
  const { auth, firestore } = firebaseJson.emulators;
  return {
    authUrl: `http://${auth.host}:${auth.port}`,
    firestoreHost: firestore.host,
    firestorePort: firestore.port,
  };
}
