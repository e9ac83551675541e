import { useEffect, useRef, useState } from "react";
import { PHOTO_TEXT } from "../../config/text.ts";
import { idToken } from "../../lib/firebase/auth.ts";
import { isBusy, photosOf } from "../../lib/photos/picker.ts";
import type { ProjectPhoto } from "../../schemas/photo.ts";
import PhotoItem from "./PhotoItem.tsx";
import { usePhotoUploads } from "./hooks/usePhotoUploads.ts";

interface Props {
  idPrefix: string;
  initial: readonly ProjectPhoto[];
  /** The form's cover address; "Make cover" replaces it. */
  image: string;
  /** For the previews' alt text. */
  title: string;
  onPhotosChange: (photos: ProjectPhoto[]) => void;
  onCoverChange: (image: string) => void;
  /** True while a photo is being prepared or uploaded: the form waits with its save. */
  onBusyChange?: (busy: boolean) => void;
  getIdToken?: (forceRefresh: boolean) => Promise<string>;
}

/**
 * Photos of a project in the admin's form: choose, drop or take pictures (on a phone the
 * file input offers the camera), each shrunk in the browser and uploaded with its own
 * progress and error; label before/after, reorder, remove, make cover. State and rules
 * live in src/lib/photos/picker.ts, the uploads in usePhotoUploads; this renders them.
 */
export default function PhotoPicker({
  idPrefix,
  initial,
  image,
  title,
  onPhotosChange,
  onCoverChange,
  onBusyChange,
  getIdToken = idToken,
}: Props) {
  const { state, update, choose, retryUpload, remove } = usePhotoUploads(initial, getIdToken);
  const [dragging, setDragging] = useState(false);
  const inputId = `${idPrefix}-photos`;

  // The form learns of every change in the saved list and of the busy state.
  const photosKey = JSON.stringify(photosOf(state));
  const busy = isBusy(state);
  const reported = useRef(JSON.stringify(initial));
  useEffect(() => {
    if (photosKey === reported.current) return;
    reported.current = photosKey;
    onPhotosChange(JSON.parse(photosKey) as ProjectPhoto[]);
  }, [photosKey, onPhotosChange]);
  useEffect(() => onBusyChange?.(busy), [busy, onBusyChange]);

  return (
    <fieldset className="space-y-3">
      <legend className="field-label">{PHOTO_TEXT.label}</legend>
      <p id={`${inputId}-hint`} className="text-sm text-ink-600">
        {PHOTO_TEXT.hint}
      </p>
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          choose(event.dataTransfer.files);
        }}
        className={`rounded-lg border-2 border-dashed p-4 text-center ${dragging ? "border-brand-600 bg-brand-50" : "border-slate-300"}`}
      >
        <label htmlFor={inputId} className="btn-secondary cursor-pointer">
          {PHOTO_TEXT.choose}
        </label>
        <input
          id={inputId}
          type="file"
          accept="image/*"
          multiple
          className="sr-only"
          aria-describedby={`${inputId}-hint`}
          onChange={(event) => {
            choose(event.currentTarget.files);
            event.currentTarget.value = "";
          }}
        />
        <p className="mt-2 text-sm text-ink-600">{PHOTO_TEXT.dropHere}</p>
      </div>
      {state.notice && (
        <p role="alert" className="text-sm text-red-700">
          {state.notice}
        </p>
      )}
      {state.items.length > 0 && (
        <ol className="grid gap-3 sm:grid-cols-2" data-testid={`${idPrefix}-photo-list`}>
          {state.items.map((item, index) => (
            <PhotoItem
              key={item.key}
              item={item}
              index={index}
              count={state.items.length}
              image={image}
              title={title}
              update={update}
              onCoverChange={onCoverChange}
              onRetry={retryUpload}
              onRemove={remove}
            />
          ))}
        </ol>
      )}
    </fieldset>
  );
}
