import { useEffect, useRef, useState, type DragEvent } from "react";
import { PHOTO_TEXT } from "../../config/text.ts";
import { idToken } from "../../lib/firebase/auth.ts";
import { prepareForUpload, UnreadablePhotoError } from "../../lib/photos/downscale.ts";
import {
  addFiles,
  coverUrl,
  isBusy,
  isCover,
  moveItem,
  photosOf,
  pickerFromPhotos,
  removeItem,
  retry,
  setLabel,
  uploadDone,
  uploadFailed,
  uploadProgressed,
  uploadStarted,
  type PickerState,
} from "../../lib/photos/picker.ts";
import { PhotoUploadError, uploadPhoto } from "../../lib/photos/upload.ts";
import { PHOTO_LABELS, photoUrl, type PhotoLabel, type ProjectPhoto } from "../../schemas/photo.ts";

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

let keyCounter = 0;
const newKey = () => `upload-${Date.now()}-${(keyCounter += 1)}`;

/**
 * Photos of a project in the admin's form: choose, drop or take pictures (on a phone the
 * file input offers the camera), each shrunk in the browser and uploaded with its own
 * progress and error; label before/after, reorder, remove, make cover. State and rules
 * live in src/lib/photos/picker.ts; this renders them and runs the uploads.
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
  const [state, setState] = useState<PickerState>(() => pickerFromPhotos(initial));
  const [dragging, setDragging] = useState(false);
  const files = useRef(new Map<string, File>());
  const previews = useRef(new Set<string>());
  const inputId = `${idPrefix}-photos`;

  // The form learns of every change in the saved list and of the busy state.
  const photos = photosOf(state);
  const photosKey = JSON.stringify(photos);
  const busy = isBusy(state);
  const reported = useRef(JSON.stringify(initial));
  useEffect(() => {
    if (photosKey === reported.current) return;
    reported.current = photosKey;
    onPhotosChange(JSON.parse(photosKey) as ProjectPhoto[]);
  }, [photosKey, onPhotosChange]);
  useEffect(() => onBusyChange?.(busy), [busy, onBusyChange]);
  useEffect(() => {
    const urls = previews.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const run = async (key: string) => {
    const file = files.current.get(key);
    if (!file) return;
    try {
      const prepared = await prepareForUpload(file);
      setState((current) => uploadStarted(current, key));
      const photo = await uploadPhoto(prepared.body, {
        getIdToken,
        onProgress: (fraction) => setState((current) => uploadProgressed(current, key, fraction)),
      });
      files.current.delete(key);
      setState((current) => uploadDone(current, key, photo));
    } catch (error) {
      const message =
        error instanceof UnreadablePhotoError
          ? PHOTO_TEXT.unreadable
          : error instanceof PhotoUploadError
            ? error.message
            : PHOTO_TEXT.failed;
      setState((current) => uploadFailed(current, key, message));
    }
  };

  const choose = (chosen: FileList | null) => {
    if (!chosen?.length) return;
    const list = [...chosen].map((file) => ({ file, name: file.name, preview: URL.createObjectURL(file) }));
    const added = addFiles(state, list, newKey);
    list.forEach((entry, index) => {
      const key = added.keys[index];
      if (key === undefined) return URL.revokeObjectURL(entry.preview);
      files.current.set(key, entry.file);
      previews.current.add(entry.preview);
    });
    setState(added.state);
    for (const key of added.keys) void run(key);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files);
  };

  const remove = (key: string) => {
    files.current.delete(key);
    setState((current) => removeItem(current, key));
  };

  const labelText = (label: PhotoLabel) => PHOTO_TEXT.labels[label];

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
        onDrop={onDrop}
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
          {state.items.map((item, index) => {
            const position = index + 1;
            const { photo } = item;
            const src = photo ? photoUrl(photo.id, 400) : item.preview;
            const cover = photo ? isCover(image, photo) : false;
            return (
              <li key={item.key} className="rounded-lg border border-slate-200 p-2" data-status={item.status}>
                {src && (
                  <img
                    src={src}
                    alt={PHOTO_TEXT.alt(title, position, photo?.label ? labelText(photo.label) : undefined)}
                    width={photo?.width ?? 400}
                    height={photo?.height ?? 300}
                    className="aspect-[4/3] w-full rounded object-cover"
                  />
                )}
                <div className="mt-2 space-y-2 text-sm" aria-live="polite">
                  {item.status === "preparing" && <p>{PHOTO_TEXT.preparing}</p>}
                  {item.status === "uploading" && (
                    <p>
                      <progress max={1} value={item.progress} className="w-full" />
                      {PHOTO_TEXT.uploading(Math.round(item.progress * 100))}
                    </p>
                  )}
                  {item.status === "failed" && (
                    <p role="alert" className="text-red-700">
                      {item.error ?? PHOTO_TEXT.failed}
                    </p>
                  )}
                  {photo && (
                    <p className="text-ink-600">
                      {PHOTO_TEXT.size(photo.width, photo.height)}
                      {cover && <strong className="ml-2">{PHOTO_TEXT.cover}</strong>}
                    </p>
                  )}
                </div>
                <div className="mt-2 flex flex-wrap gap-2">
                  {photo && (
                    <select
                      aria-label={PHOTO_TEXT.labelField(position)}
                      value={photo.label ?? ""}
                      onChange={(event) =>
                        setState((current) =>
                          setLabel(current, item.key, (event.target.value || undefined) as PhotoLabel | undefined),
                        )
                      }
                      className="field-input w-auto py-1"
                    >
                      <option value="">{PHOTO_TEXT.labels.none}</option>
                      {PHOTO_LABELS.map((label) => (
                        <option key={label} value={label}>
                          {labelText(label)}
                        </option>
                      ))}
                    </select>
                  )}
                  {photo && !cover && (
                    <button
                      type="button"
                      className="btn-secondary px-2 py-1"
                      aria-label={PHOTO_TEXT.coverLabel(position)}
                      onClick={() => onCoverChange(coverUrl(photo))}
                    >
                      {PHOTO_TEXT.makeCover}
                    </button>
                  )}
                  {item.status === "failed" && (
                    <button
                      type="button"
                      className="btn-secondary px-2 py-1"
                      onClick={() => {
                        setState((current) => retry(current, item.key));
                        void run(item.key);
                      }}
                    >
                      {PHOTO_TEXT.retry}
                    </button>
                  )}
                  <button
                    type="button"
                    className="btn-secondary px-2 py-1"
                    aria-label={PHOTO_TEXT.moveLabel(position, "earlier")}
                    disabled={index === 0}
                    onClick={() => setState((current) => moveItem(current, item.key, -1))}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className="btn-secondary px-2 py-1"
                    aria-label={PHOTO_TEXT.moveLabel(position, "later")}
                    disabled={index === state.items.length - 1}
                    onClick={() => setState((current) => moveItem(current, item.key, 1))}
                  >
                    ↓
                  </button>
                  <button
                    type="button"
                    className="btn-secondary px-2 py-1"
                    aria-label={PHOTO_TEXT.removeLabel(position)}
                    disabled={item.status === "preparing" || item.status === "uploading"}
                    onClick={() => remove(item.key)}
                  >
                    {PHOTO_TEXT.remove}
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </fieldset>
  );
}
