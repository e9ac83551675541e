import type { FirebaseApp } from "firebase/app";
import type { Firestore } from "firebase/firestore/lite";
import { emulatorSettings, firebaseWebConfig } from "../../config/firebase.ts";

/*
 * Firebase is imported with import() so that a page pays for it only when a feature
 * needs it: a visitor who only reads the home page downloads no Firestore code.
 */
let appPromise: Promise<FirebaseApp> | undefined;
let dbPromise: Promise<Firestore> | undefined;

export function getFirebaseApp(): Promise<FirebaseApp> {
  appPromise ??= import("firebase/app").then(
    ({ getApps, initializeApp }) => getApps()[0] ?? initializeApp(firebaseWebConfig()),
  );
  return appPromise;
}

/**
 * The site's database client is Firestore Lite: one-shot requests over plain HTTPS, no
 * offline cache and no streaming channel. Nothing here needs live updates, it is a
 * fraction of the full SDK's size, and it fails at once when the network is down
 * instead of queueing the write forever, so "Failed to send message" means not sent.
 * It shares the Firebase app, so a signed-in user's requests carry their ID token.
 */
function getDb(): Promise<Firestore> {
  dbPromise ??= Promise.all([getFirebaseApp(), import("firebase/firestore/lite")]).then(
    ([app, { getFirestore, connectFirestoreEmulator }]) => {
      const db = getFirestore(app);
      const emulators = emulatorSettings();
      if (emulators) connectFirestoreEmulator(db, emulators.firestoreHost, emulators.firestorePort);
      return db;
    },
  );
  return dbPromise;
}

/** The database client with the Firestore Lite functions, loaded together on first use. */
export const firestore = () => Promise.all([getDb(), import("firebase/firestore/lite")]);
