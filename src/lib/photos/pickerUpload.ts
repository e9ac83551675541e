/**
 * One chosen file's way through the photo picker: shrunk in the browser, uploaded with its
 * progress, then stored or failed with the reason, each step a change of the picker's state
 * (picker.ts). The island keeps the chosen files and runs this for each, again on Retry.
 */
import { PHOTO_TEXT } from "../../config/text.ts";
import { prepareForUpload, UnreadablePhotoError } from "./downscale.ts";
import { uploadDone, uploadFailed, uploadProgressed, uploadStarted, type PickerState } from "./picker.ts";
import { PhotoUploadError, uploadPhoto } from "./upload.ts";

interface Steps {
  getIdToken: (forceRefresh: boolean) => Promise<string>;
  /** Applies one change to the picker's current state. */
  update: (change: (state: PickerState) => PickerState) => void;
  /** Injected by tests; the browser's downscale and POST /api/photos otherwise. */
  prepare?: typeof prepareForUpload;
  upload?: typeof uploadPhoto;
}

/** The failed row's reason: the picture could not be opened, the server's sentence, or the general failure. */
function failureText(error: unknown): string {
  if (error instanceof UnreadablePhotoError) return PHOTO_TEXT.unreadable;
  if (error instanceof PhotoUploadError) return error.message;
  return PHOTO_TEXT.failed;
}

/** Resolves true once the photo is stored (its file is no longer needed), false when the row failed. */
export async function uploadToPicker(
  key: string,
  file: File,
  { getIdToken, update, prepare = prepareForUpload, upload = uploadPhoto }: Steps,
): Promise<boolean> {
  try {
    const prepared = await prepare(file);
    update((current) => uploadStarted(current, key));
    const photo = await upload(prepared.body, {
      getIdToken,
      onProgress: (fraction) => update((current) => uploadProgressed(current, key, fraction)),
    });
    update((current) => uploadDone(current, key, photo));
    return true;
  } catch (error) {
    update((current) => uploadFailed(current, key, failureText(error)));
    return false;
  }
}
