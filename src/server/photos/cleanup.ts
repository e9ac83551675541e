/**
 * Photos no project uses any more are deleted: the scheduled photos-cleanup function
 * lists the stored photos, reads which ones the projects reference (`photos[].id`, and a
 * photo address in `image`, the cover), and deletes the others once they are older than
 * PHOTO_CLEANUP_GRACE_MS, so an upload whose project form is still open survives. If the
 * projects cannot be read, nothing is deleted.
 */
import { getFirestore } from "firebase-admin/firestore";
import { isPhotoId, parsePhotoUrl, PHOTO_CLEANUP_GRACE_MS } from "../../schemas/photo.ts";
import { adminApp } from "../firebaseAdmin.ts";
import { deleteKeys, listPhotos, uploadedAt } from "./store.ts";
import { PROJECTS } from "../../schemas/collections.ts";

/** Photo ids a project document refers to; tolerant of any shape a document may have. */
function referencedPhotoIds(project: { photos?: unknown; image?: unknown }): string[] {
  const ids: string[] = [];
  if (Array.isArray(project.photos)) {
    for (const photo of project.photos as unknown[]) {
      const id = (photo as { id?: unknown } | null)?.id;
      if (isPhotoId(id)) ids.push(id);
    }
  }
  if (typeof project.image === "string") {
    const cover = parsePhotoUrl(project.image);
    if (cover) ids.push(cover.id);
  }
  return ids;
}

async function idsInUse(): Promise<Set<string>> {
  const snapshot = await getFirestore(adminApp()).collection(PROJECTS).select("photos", "image").get();
  return new Set(snapshot.docs.flatMap((doc) => referencedPhotoIds(doc.data())));
}

export interface CleanupCounts {
  stored: number;
  inUse: number;
  /** Unreferenced but younger than the grace period. */
  kept: number;
  deleted: number;
}

export async function cleanUpPhotos(
  now: number = Date.now(),
  graceMs: number = PHOTO_CLEANUP_GRACE_MS,
): Promise<CleanupCounts> {
  // Stored first, references second: a photo saved into a project between the two reads is
  // then seen as referenced, never deleted by a stale list of references.
  const stored = await listPhotos();
  const inUse = await idsInUse();
  const counts: CleanupCounts = { stored: stored.size, inUse: 0, kept: 0, deleted: 0 };
  for (const [id, keys] of stored) {
    if (inUse.has(id)) {
      counts.inUse += 1;
      continue;
    }
    const at = await uploadedAt(keys);
    // A photo without a time is one whose metadata write failed half-way: old enough by definition.
    if (at !== undefined && now - at < graceMs) {
      counts.kept += 1;
      continue;
    }
    await deleteKeys(keys);
    counts.deleted += 1;
  }
  return counts;
}
