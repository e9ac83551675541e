/** Project photos without a DOM: addresses and srcset, the browser's downscale plan, the picker's state, the upload's answers, one chosen file's way through the picker. */
import { describe, expect, test, vi } from "vitest";
import { PHOTO_TEXT } from "../../src/config/text.ts";
import {
  parsePhotoUrl,
  PHOTO_UPLOAD,
  photoSrcset,
  photoUrl,
  PROJECT_PHOTOS_MAX,
  type ProjectPhoto,
} from "../../src/schemas/photo.ts";
import { canSendAsIs, fitWithin, UnreadablePhotoError } from "../../src/lib/photos/downscale.ts";
import {
  addFiles,
  coverAfter,
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
} from "../../src/lib/photos/picker.ts";
import { uploadToPicker } from "../../src/lib/photos/pickerUpload.ts";
import { parseUploadAnswer, PhotoUploadError, uploadErrorMessage } from "../../src/lib/photos/upload.ts";

const ID_A = "AAAAAAAAAAAAAAAAAAAAAA";
const ID_B = "BBBBBBBBBBBBBBBBBBBBBB";
const ID_C = "CCCCCCCCCCCCCCCCCCCCCC";
const photo = (id: string, width = 1600, height = 1200): ProjectPhoto => ({ id, width, height });

describe("photo addresses", () => {
  test.each([
    [
      1600,
      `/photos/${ID_A}/400.webp 400w, /photos/${ID_A}/800.webp 800w, /photos/${ID_A}/1200.webp 1200w, /photos/${ID_A}/1600.webp 1600w`,
    ],
    [1200, `/photos/${ID_A}/400.webp 400w, /photos/${ID_A}/800.webp 800w, /photos/${ID_A}/1200.webp 1200w`],
    [300, `/photos/${ID_A}/400.webp 400w`],
  ])("a photo %i px wide offers exactly its stored widths in srcset", (width, srcset) => {
    expect(photoSrcset({ id: ID_A, width })).toBe(srcset);
  });

  test.each([
    [`/photos/${ID_A}/800.webp`, { id: ID_A, width: 800 }],
    [`/photos/${ID_A}/801.webp`, null],
    [`/photos/${ID_A}/800.png`, null],
    [`https://cdn.example/photos/${ID_A}/800.webp`, null],
    [`/photos/short/800.webp`, null],
    [`/photos/${ID_A}/800.webp?x=1`, null],
  ])("parsePhotoUrl(%s)", (url, expected) => {
    expect(parsePhotoUrl(url)).toEqual(expected);
  });

  test("a cover is the widest stored size up to 1200 px", () => {
    expect(coverUrl(photo(ID_A, 1600))).toBe(photoUrl(ID_A, 1200));
    expect(coverUrl(photo(ID_A, 1000))).toBe(photoUrl(ID_A, 800));
    expect(coverUrl(photo(ID_A, 300))).toBe(photoUrl(ID_A, 400));
  });
});

describe("downscale in the browser", () => {
  test.each([
    [
      { width: 4032, height: 3024 },
      { width: 2560, height: 1920 },
    ],
    [
      { width: 3024, height: 4032 },
      { width: 1920, height: 2560 },
    ],
    [
      { width: 2000, height: 1000 },
      { width: 2000, height: 1000 },
    ],
    [
      { width: 10000, height: 10 },
      { width: 2560, height: 3 },
    ],
  ])("%o fits the long edge as %o", (size, expected) => {
    expect(fitWithin(size)).toEqual(expected);
  });

  test.each([
    ["a 12 MB phone JPEG", { type: "image/jpeg", size: 12_000_000 }, { width: 4032, height: 3024 }, false],
    ["a small JPEG within the edge", { type: "image/jpeg", size: 900_000 }, { width: 2048, height: 1536 }, true],
    ["a small JPEG over the edge", { type: "image/jpeg", size: 900_000 }, { width: 4000, height: 3000 }, false],
    ["an iPhone HEIC", { type: "image/heic", size: 1_500_000 }, { width: 2000, height: 1500 }, false],
    [
      "a file over the server's limit",
      { type: "image/png", size: PHOTO_UPLOAD.maxBytes + 1 },
      { width: 2000, height: 1500 },
      false,
    ],
  ])("%s: sent as it is? %s", (_name, file, size, expected) => {
    expect(canSendAsIs(file, size)).toBe(expected);
  });
});

describe("picker state", () => {
  let counter = 0;
  const key = () => `local-${(counter += 1)}`;

  test("chosen files start as preparing rows and become photos in the order chosen", () => {
    let state = pickerFromPhotos([photo(ID_A)]);
    const added = addFiles(state, [{ name: "b.jpg" }, { name: "c.jpg" }], key);
    state = added.state;
    expect(state.items.map((item) => item.status)).toEqual(["done", "preparing", "preparing"]);
    expect(isBusy(state)).toBe(true);

    const [b, c] = added.keys;
    state = uploadStarted(state, c);
    state = uploadProgressed(state, c, 0.5);
    expect(state.items[2]).toMatchObject({ status: "uploading", progress: 0.5 });
    state = uploadDone(state, c, photo(ID_C));
    state = uploadFailed(state, b, "Too large");
    expect(isBusy(state)).toBe(false);
    expect(state.items[1]).toMatchObject({ status: "failed", error: "Too large", name: "b.jpg" });
    // A failed photo is not saved with the project.
    expect(photosOf(state).map((p) => p.id)).toEqual([ID_A, ID_C]);

    state = retry(state, b);
    expect(state.items[1]).toMatchObject({ status: "preparing", error: undefined });
    state = uploadDone(state, b, photo(ID_B));
    expect(photosOf(state).map((p) => p.id)).toEqual([ID_A, ID_B, ID_C]);
  });

  test(`at most ${PROJECT_PHOTOS_MAX} photos: the rest are refused with a notice`, () => {
    const state = pickerFromPhotos(
      Array.from({ length: PROJECT_PHOTOS_MAX - 1 }, (_, i) =>
        photo(`${ID_A.slice(0, 20)}${String(i).padStart(2, "0")}`),
      ),
    );
    const added = addFiles(state, [{ name: "1.jpg" }, { name: "2.jpg" }, { name: "3.jpg" }], key);
    expect(added.keys).toHaveLength(1);
    expect(added.state.items).toHaveLength(PROJECT_PHOTOS_MAX);
    expect(added.state.notice).toBe(PHOTO_TEXT.tooMany(PROJECT_PHOTOS_MAX));
  });

  test("reorder, label, remove", () => {
    let state = pickerFromPhotos([photo(ID_A), photo(ID_B), photo(ID_C)]);
    state = moveItem(state, ID_C, -1);
    expect(photosOf(state).map((p) => p.id)).toEqual([ID_A, ID_C, ID_B]);
    // Nothing moves past either end.
    expect(moveItem(state, ID_A, -1)).toBe(state);
    expect(moveItem(state, ID_B, 1)).toBe(state);

    state = setLabel(state, ID_A, "before");
    state = setLabel(state, ID_B, "after");
    expect(photosOf(state).map((p) => p.label)).toEqual(["before", undefined, "after"]);
    state = setLabel(state, ID_A, undefined);
    expect(photosOf(state)[0]).toEqual(photo(ID_A));

    state = removeItem(state, ID_C);
    expect(photosOf(state).map((p) => p.id)).toEqual([ID_A, ID_B]);
  });

  test.each([
    ["an empty cover becomes the first photo", "", [photo(ID_A), photo(ID_B)], photoUrl(ID_A, 1200)],
    [
      "a removed cover photo moves to the first one left",
      photoUrl(ID_C, 800),
      [photo(ID_B, 1000)],
      photoUrl(ID_B, 800),
    ],
    ["the last photo removed leaves no cover", photoUrl(ID_C, 800), [], ""],
    ["a chosen cover stays", photoUrl(ID_B, 800), [photo(ID_A), photo(ID_B)], photoUrl(ID_B, 800)],
    ["an https cover stays", "https://example.com/a.jpg", [photo(ID_A)], "https://example.com/a.jpg"],
    ["no photos, no cover", "", [], ""],
  ])("%s", (_name, image, photos, expected) => {
    expect(coverAfter(image, photos)).toBe(expected);
  });

  test("isCover matches the photo behind the cover address, whatever the width", () => {
    expect(isCover(photoUrl(ID_A, 800), photo(ID_A))).toBe(true);
    expect(isCover(photoUrl(ID_A, 800), photo(ID_B))).toBe(false);
    expect(isCover("https://example.com/a.jpg", photo(ID_A))).toBe(false);
  });
});

describe("upload answers", () => {
  test("a 201 body is a ProjectPhoto or nothing", () => {
    expect(parseUploadAnswer(JSON.stringify({ id: ID_A, width: 1600, height: 1200 }))).toEqual(photo(ID_A));
    expect(parseUploadAnswer(JSON.stringify({ id: "../x", width: 1600, height: 1200 }))).toBeNull();
    expect(parseUploadAnswer(JSON.stringify({ id: ID_A, width: "1600", height: 1200 }))).toBeNull();
    expect(parseUploadAnswer("<html>")).toBeNull();
  });

  test.each([
    [
      415,
      JSON.stringify({ error: { code: "unsupported_media_type", message: PHOTO_TEXT.errors.notAnImage } }),
      PHOTO_TEXT.errors.notAnImage,
    ],
    [
      413,
      JSON.stringify({ error: { code: "payload_too_large", message: PHOTO_TEXT.errors.tooLarge("4") } }),
      PHOTO_TEXT.errors.tooLarge("4"),
    ],
    [
      500,
      JSON.stringify({ error: { code: "internal", message: "Something went wrong on our side." } }),
      PHOTO_TEXT.failed,
    ],
    [502, "<html>Bad gateway</html>", PHOTO_TEXT.failed],
    [0, "", PHOTO_TEXT.failed],
  ])("HTTP %i: the picker says the server's sentence for a 4xx, its own otherwise", (status, body, message) => {
    expect(uploadErrorMessage(status, body)).toBe(message);
  });
});

describe("one chosen file through the picker", () => {
  const file = new File(["jpeg"], "deck.jpg", { type: "image/jpeg" });
  const prepared = { body: new Blob(["small"], { type: "image/jpeg" }), width: 1600, height: 1200 };
  /** The picker with one preparing row, and every state the steps lead it through. */
  const picker = () => {
    const added = addFiles(pickerFromPhotos(), [{ name: file.name }], () => "row");
    let state = added.state;
    const seen: PickerState[] = [];
    const update = (change: (current: PickerState) => PickerState) => {
      state = change(state);
      seen.push(state);
    };
    return { update, seen, row: () => state.items[0] };
  };

  test("shrunk, then uploading with progress, then the stored photo: the file is no longer needed", async () => {
    const { update, seen, row } = picker();
    const upload = vi.fn(async (body: Blob, options: { onProgress?: (fraction: number) => void }) => {
      expect(body).toBe(prepared.body);
      options.onProgress?.(0.5);
      return photo(ID_A);
    });
    const prepare = vi.fn(async () => prepared);
    await expect(uploadToPicker("row", file, { getIdToken: async () => "t", update, prepare, upload })).resolves.toBe(
      true,
    );
    expect(prepare).toHaveBeenCalledWith(file);
    expect(seen.map((state) => [state.items[0]?.status, state.items[0]?.progress])).toEqual([
      ["uploading", 0],
      ["uploading", 0.5],
      ["done", 1],
    ]);
    expect(row().photo).toEqual(photo(ID_A));
  });

  test.each([
    ["a picture the browser cannot open", new UnreadablePhotoError(), PHOTO_TEXT.unreadable],
    [
      "a refusal with the server's sentence",
      new PhotoUploadError(PHOTO_TEXT.errors.tooLarge("4"), 413),
      PHOTO_TEXT.errors.tooLarge("4"),
    ],
    ["anything else", new TypeError("network"), PHOTO_TEXT.failed],
  ])("%s fails the row with the reason, and the file is kept for Retry", async (_, error, reason) => {
    const { update, row } = picker();
    const prepare = vi.fn(async () => {
      if (error instanceof UnreadablePhotoError) throw error;
      return prepared;
    });
    const upload = vi.fn(() => Promise.reject(error));
    await expect(uploadToPicker("row", file, { getIdToken: async () => "t", update, prepare, upload })).resolves.toBe(
      false,
    );
    expect(row()).toMatchObject({ status: "failed", error: reason });
  });
});
