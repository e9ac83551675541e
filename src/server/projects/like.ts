/**
 * A visitor's like of a project: one per project and network (a client address, IPv6 by
 * its /64), counted once. `projectLikes/{project}_{key}` is created in the same batch as the
 * increment, so a second like from the same network, or a script's hundredth, fails whole
 * and counts nothing; no browser may write `likes` any more (firestore.rules). The key is a
 * hash, never the address; it is not secret (an address gives it again), only not stored
 * in clear. A family behind one router likes a project once: a like is a soft signal.
 */
import { FieldValue, getFirestore } from "firebase-admin/firestore";
import { addressKey } from "../addressKey.ts";
import { adminApp, isAlreadyExists } from "../firebaseAdmin.ts";
import { PROJECTS, PROJECT_LIKES } from "../../schemas/collections.ts";

/** Fixed, where the daily counters hash a day: a network's like of a project never expires. */
const LIKES_SALT = "project-likes";
const NOT_FOUND = 5;

export type LikeOutcome = { ok: true; counted: boolean } | { ok: false; reason: "not_found" };

export async function likeOnce(projectId: string, ip: string): Promise<LikeOutcome> {
  const db = getFirestore(adminApp());
  const batch = db.batch();
  batch.create(db.collection(PROJECT_LIKES).doc(`${projectId}_${addressKey(ip, LIKES_SALT)}`), {
    at: FieldValue.serverTimestamp(),
  });
  batch.update(db.collection(PROJECTS).doc(projectId), { likes: FieldValue.increment(1) });
  try {
    await batch.commit();
    return { ok: true, counted: true };
  } catch (error) {
    if (isAlreadyExists(error)) return { ok: true, counted: false };
    if ((error as { code?: unknown } | null)?.code === NOT_FOUND) return { ok: false, reason: "not_found" };
    throw error;
  }
}
