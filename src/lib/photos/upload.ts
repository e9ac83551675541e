/**
 * POST /api/photos from the browser, with upload progress (fetch reports none, so this
 * is XMLHttpRequest). Resolves with the stored ProjectPhoto; rejects with a
 * PhotoUploadError whose message is the server's sentence (PHOTO_TEXT.errors) or the
 * picker's general failure text.
 */
import { API_ROUTES } from "../../config/routes.ts";
import { PHOTO_TEXT } from "../../config/text.ts";
import { isApiErrorBody } from "../../schemas/api.ts";
import { isPhotoId, type ProjectPhoto } from "../../schemas/photo.ts";

/** 4 MB on a slow phone uplink; the server gives the body 45 s. */
const UPLOAD_TIMEOUT_MS = 60_000;

export class PhotoUploadError extends Error {
  readonly status: number;
  constructor(message: string, status: number) {
    super(message);
    this.name = "PhotoUploadError";
    this.status = status;
  }
}

export interface UploadOptions {
  getIdToken: (forceRefresh: boolean) => Promise<string>;
  /** 0 to 1, as the bytes leave the browser. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** The stored photo in a 201 answer, or null when the body is not one. */
export function parseUploadAnswer(text: string): ProjectPhoto | null {
  try {
    const value = JSON.parse(text) as Partial<ProjectPhoto> | null;
    if (!value || !isPhotoId(value.id)) return null;
    if (!Number.isInteger(value.width) || !Number.isInteger(value.height)) return null;
    return { id: value.id, width: value.width!, height: value.height! };
  } catch {
    return null;
  }
}

/** What the picker shows for a refused upload: the server's own sentence when it sent one. */
export function uploadErrorMessage(status: number, text: string): string {
  if (status === 0) return PHOTO_TEXT.failed;
  try {
    const body: unknown = JSON.parse(text);
    if (isApiErrorBody(body) && status >= 400 && status < 500) return body.error.message;
  } catch {
    // A proxy's HTML error page: the general text.
  }
  return PHOTO_TEXT.failed;
}

export async function uploadPhoto(
  body: Blob,
  { getIdToken, onProgress, signal }: UploadOptions,
): Promise<ProjectPhoto> {
  const token = await getIdToken(false);
  return new Promise<ProjectPhoto>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", API_ROUTES.photos);
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    xhr.setRequestHeader("Content-Type", body.type || "image/jpeg");
    xhr.setRequestHeader("Authorization", `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    const fail = () => reject(new PhotoUploadError(uploadErrorMessage(xhr.status, xhr.responseText), xhr.status));
    xhr.onerror = fail;
    xhr.ontimeout = fail;
    xhr.onabort = fail;
    xhr.onload = () => {
      const photo = xhr.status === 201 ? parseUploadAnswer(xhr.responseText) : null;
      if (photo) resolve(photo);
      else fail();
    };
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}
