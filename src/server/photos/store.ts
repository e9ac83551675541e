/**
 * Where the photos live: one Netlify Blobs store, one blob per stored size under
 * `<id>/<width>.webp`, each with the upload's time and size as metadata. Netlify gives
 * every function the store's context; locally scripts/local-blobs.ts does (files under
 * .emulators/blobs). Strong consistency: a photo answered 201 must be readable by the next
 * request in any region, and the cleanup must see every upload.
 */
import { randomBytes } from "node:crypto";
import { getStore, type Store } from "@netlify/blobs";
import { isPhotoId, type PhotoWidth } from "../../schemas/photo.ts";

const STORE_NAME = "photos";

export interface StoredPhotoMetadata {
  /** Milliseconds since the epoch. */
  uploadedAt: number;
  width: number;
  height: number;
}

function photoStore(): Store {
  return getStore({ name: STORE_NAME, consistency: "strong" });
}

const keyOf = (id: string, width: PhotoWidth) => `${id}/${width}.webp`;

/** 128 random bits, URL-safe: unguessable, and nothing the uploader chose. */
export function newPhotoId(): string {
  return randomBytes(16).toString("base64url");
}

export async function savePhoto(
  id: string,
  sizes: { width: PhotoWidth; body: Uint8Array }[],
  metadata: StoredPhotoMetadata,
): Promise<void> {
  const store = photoStore();
  await Promise.all(
    sizes.map(({ width, body }) => store.set(keyOf(id, width), body.slice().buffer, { metadata: { ...metadata } })),
  );
}

/** One stored size, or null when there is none (never stored, or cleaned up). */
export async function readPhoto(id: string, width: PhotoWidth): Promise<ArrayBuffer | null> {
  // The blobs client answers null for a missing key.
  return await photoStore().get(keyOf(id, width), { type: "arrayBuffer" });
}

/** Every stored photo id, with the keys stored for it. */
export async function listPhotos(): Promise<Map<string, string[]>> {
  const photos = new Map<string, string[]>();
  for await (const page of photoStore().list({ paginate: true })) {
    for (const { key } of page.blobs) {
      const id = key.split("/")[0];
      if (!isPhotoId(id)) continue;
      photos.set(id, [...(photos.get(id) ?? []), key]);
    }
  }
  return photos;
}

/** When a photo was uploaded, from the metadata of any of its keys; undefined if none says. */
export async function uploadedAt(keys: string[]): Promise<number | undefined> {
  for (const key of keys) {
    const found = await photoStore().getMetadata(key);
    const at = found?.metadata.uploadedAt;
    if (typeof at === "number") return at;
  }
  return undefined;
}

export async function deleteKeys(keys: string[]): Promise<void> {
  const store = photoStore();
  await Promise.all(keys.map((key) => store.delete(key)));
}
