/**
 * A key only the functions know, per purpose: the environment's value where set, otherwise
 * one made once and kept in `serverSecrets/{name}` (no browser may read the collection),
 * so every function instance uses the same key without any setting.
 */
import { randomBytes } from "node:crypto";
import { getFirestore } from "firebase-admin/firestore";
import { SERVER_SECRETS } from "../schemas/collections.ts";
import { envText, type Env } from "./env.ts";
import { adminApp, isAlreadyExists } from "./firebaseAdmin.ts";

const stored = new Map<string, Promise<string>>();

async function storedSecret(name: string): Promise<string> {
  const ref = getFirestore(adminApp()).doc(`${SERVER_SECRETS}/${name}`);
  const made = randomBytes(32).toString("base64url");
  try {
    await ref.create({ secret: made });
    return made;
  } catch (error) {
    // Another instance made it first: theirs is the one.
    if (!isAlreadyExists(error)) throw error;
    return String((await ref.get()).get("secret"));
  }
}

/** The secret `envName` sets, or the one kept under `name`. */
export async function serverSecret(name: string, envName: string, env: Env = process.env): Promise<string> {
  const configured = envText(env, envName);
  if (configured) return configured;
  let kept = stored.get(name);
  if (!kept) {
    // A failed read is tried again on the next call instead of being kept.
    kept = storedSecret(name).catch((error: unknown) => {
      stored.delete(name);
      throw error;
    });
    stored.set(name, kept);
  }
  return kept;
}
