import type { FirebaseApp } from "firebase/app";
import type { Firestore } from "firebase/firestore";
import { emulatorSettings, firebaseWebConfig } from "./settings.ts";

/*
 * Firebase is imported with import() so that a page pays for it only when a feature
 * needs it: a visitor who only reads the home page downloads no Firestore code.
 */
let appPromise: Promise<FirebaseApp> | undefined;
let dbPromise: Promise<Firestore> | undefined;

export function getFirebaseApp(): Promise<FirebaseApp> {
  appPromise ??= import("firebase/app").then(({ getApps, initializeApp }) => getApps()[0] ?? initializeApp(firebaseWebConfig()));
  return appPromise;
}

export function getDb(): Promise<Firestore> {
  dbPromise ??= Promise.all([getFirebaseApp(), import("firebase/firestore")]).then(([app, { getFirestore, connectFirestoreEmulator }]) => {
    const db = getFirestore(app);
    const emulators = emulatorSettings();
    if (emulators) connectFirestoreEmulator(db, emulators.firestoreHost, emulators.firestorePort);
    return db;
  });
  return dbPromise;
}

/**
 * Drops writes the SDK is still retrying, so a send reported as failed cannot land
 * later behind the visitor's back and be duplicated by their retry.
 */
export async function abandonPendingWrites(): Promise<void> {
  const pending = dbPromise;
  dbPromise = undefined;
  if (!pending) return;
  const [db, { terminate }] = await Promise.all([pending, import("firebase/firestore")]);
  await terminate(db);
}
