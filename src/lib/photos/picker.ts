/**
 * The photo picker's state, without a DOM: the photos of the project being edited in
 * order, each one done (stored, a ProjectPhoto), or on its way (preparing in the browser,
 * uploading with progress) or failed with the reason. The island (PhotoPicker.tsx) renders
 * it and runs the uploads; the project form saves photosOf(state) and the cover.
 */
import { PHOTO_TEXT } from "../../config/text.ts";
import {
  parsePhotoUrl,
  photoUrl,
  photoWidthsFor,
  PROJECT_PHOTOS_MAX,
  type PhotoLabel,
  type ProjectPhoto,
} from "../../schemas/photo.ts";

type PickerStatus = "preparing" | "uploading" | "done" | "failed";

interface PickerItem {
  /** Local key for React and the updates of one upload; the photo id once stored. */
  key: string;
  status: PickerStatus;
  /** 0 to 1 while uploading. */
  progress: number;
  photo?: ProjectPhoto;
  error?: string;
  /** The chosen file's name, for the failed row and the preview's alt text. */
  name?: string;
  /** A local address of the chosen file (an object URL) to show until the stored photo is there. */
  preview?: string;
}

export interface PickerState {
  items: PickerItem[];
  /** A line for the whole picker (too many photos chosen). */
  notice?: string;
}

/** The picker for a project's stored photos. */
export function pickerFromPhotos(photos: readonly ProjectPhoto[] = []): PickerState {
  return { items: photos.map((photo) => ({ key: photo.id, status: "done", progress: 1, photo })) };
}

/**
 * Adds chosen files as "preparing" rows, as many as fit PROJECT_PHOTOS_MAX (failed rows
 * do not count: they are retried or removed). Returns the keys that were taken, in order.
 */
export function addFiles(
  state: PickerState,
  files: readonly { name: string; preview?: string }[],
  newKey: () => string,
): { state: PickerState; keys: string[] } {
  const used = state.items.filter((item) => item.status !== "failed").length;
  const room = Math.max(0, PROJECT_PHOTOS_MAX - used);
  const taken = files.slice(0, room).map((file) => ({ key: newKey(), name: file.name, preview: file.preview }));
  const items = [
    ...state.items,
    ...taken.map(({ key, name, preview }): PickerItem => ({ key, name, preview, status: "preparing", progress: 0 })),
  ];
  return {
    state: { items, notice: files.length > room ? PHOTO_TEXT.tooMany(PROJECT_PHOTOS_MAX) : undefined },
    keys: taken.map(({ key }) => key),
  };
}

function patch(state: PickerState, key: string, change: Partial<PickerItem>): PickerState {
  return { ...state, items: state.items.map((item) => (item.key === key ? { ...item, ...change } : item)) };
}

export const uploadStarted = (state: PickerState, key: string) =>
  patch(state, key, { status: "uploading", progress: 0, error: undefined });

export const uploadProgressed = (state: PickerState, key: string, fraction: number) =>
  patch(state, key, { progress: Math.min(1, Math.max(0, fraction)) });

export const uploadDone = (state: PickerState, key: string, photo: ProjectPhoto) =>
  patch(state, key, { status: "done", progress: 1, photo, error: undefined });

export const uploadFailed = (state: PickerState, key: string, error: string) =>
  patch(state, key, { status: "failed", error });

/** A failed row goes back to "preparing" for another try. */
export const retry = (state: PickerState, key: string) =>
  patch(state, key, { status: "preparing", progress: 0, error: undefined });

export function removeItem(state: PickerState, key: string): PickerState {
  return { items: state.items.filter((item) => item.key !== key) };
}

/** Moves a row one place earlier (-1) or later (+1); nothing happens at either end. */
export function moveItem(state: PickerState, key: string, delta: -1 | 1): PickerState {
  const from = state.items.findIndex((item) => item.key === key);
  const to = from + delta;
  if (from < 0 || to < 0 || to >= state.items.length) return state;
  const items = [...state.items];
  [items[from], items[to]] = [items[to], items[from]];
  return { ...state, items };
}

export function setLabel(state: PickerState, key: string, label: PhotoLabel | undefined): PickerState {
  return {
    ...state,
    items: state.items.map((item) => {
      if (item.key !== key || !item.photo) return item;
      const { label: _previous, ...photo } = item.photo;
      return { ...item, photo: label ? { ...photo, label } : photo };
    }),
  };
}

/** What the project stores: the uploaded photos, in the picker's order. */
export function photosOf(state: PickerState): ProjectPhoto[] {
  return state.items.flatMap((item) => (item.status === "done" && item.photo ? [item.photo] : []));
}

/** True while a photo is still being prepared or uploaded: the form waits before saving. */
export function isBusy(state: PickerState): boolean {
  return state.items.some((item) => item.status === "preparing" || item.status === "uploading");
}

/** The cover address of a photo: its widest stored size up to 1200 px (a card is never wider). */
export function coverUrl(photo: Pick<ProjectPhoto, "id" | "width">): string {
  const widths = photoWidthsFor(photo.width).filter((width) => width <= 1200);
  return photoUrl(photo.id, widths[widths.length - 1]);
}

export function isCover(image: string, photo: Pick<ProjectPhoto, "id">): boolean {
  return parsePhotoUrl(image.trim())?.id === photo.id;
}

/**
 * The form's cover after the photos changed: an empty cover becomes the first photo (a
 * project needs a picture, and the owner should not have to paste an address); a cover
 * whose photo was removed moves to the first photo left, or empty. Any other cover (an
 * https address, a site picture, a photo still in the list) stays.
 */
export function coverAfter(image: string, photos: readonly ProjectPhoto[]): string {
  const current = parsePhotoUrl(image.trim());
  const first = photos[0];
  if (image.trim() === "") return first ? coverUrl(first) : "";
  if (current && !photos.some((photo) => photo.id === current.id)) return first ? coverUrl(first) : "";
  return image;
}
