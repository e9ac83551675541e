// @vitest-environment jsdom
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import PhotoPicker from "../../../src/islands/projects/PhotoPicker.tsx";
import { PHOTO_TEXT } from "../../../src/config/text.ts";
import { photoUrl, PROJECT_PHOTOS_MAX, type ProjectPhoto } from "../../../src/schemas/photo.ts";

const A: ProjectPhoto = { id: "AAAAAAAAAAAAAAAAAAAAAA", width: 1600, height: 1200 };
const B: ProjectPhoto = { id: "BBBBBBBBBBBBBBBBBBBBBB", width: 1000, height: 750 };

function setup(initial: ProjectPhoto[], image = photoUrl(A.id, 1200)) {
  const onPhotosChange = vi.fn<(photos: ProjectPhoto[]) => void>();
  const onCoverChange = vi.fn<(image: string) => void>();
  const onBusyChange = vi.fn<(busy: boolean) => void>();
  render(
    <PhotoPicker
      idPrefix="test"
      initial={initial}
      image={image}
      title="Kitchen"
      onPhotosChange={onPhotosChange}
      onCoverChange={onCoverChange}
      onBusyChange={onBusyChange}
      getIdToken={() => Promise.resolve("token")}
    />,
  );
  return { onPhotosChange, onCoverChange, onBusyChange, user: userEvent.setup() };
}

beforeEach(() => {
  // jsdom has neither object URLs nor an image decoder.
  URL.createObjectURL = vi.fn(() => "blob:preview");
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("PhotoPicker", () => {
  test("shows each stored photo with its size and marks the cover; Make cover picks the other", async () => {
    const { onCoverChange, user } = setup([A, B]);
    expect(screen.getByText(PHOTO_TEXT.size(1600, 1200))).toBeInTheDocument();
    expect(screen.getByText(PHOTO_TEXT.cover)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: PHOTO_TEXT.coverLabel(1) })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: PHOTO_TEXT.coverLabel(2) }));
    // B is 1000 px wide: its widest stored size is 800.
    expect(onCoverChange).toHaveBeenCalledWith(photoUrl(B.id, 800));
  });

  test("reorder, label and remove reach the form as the new photo list", async () => {
    const { onPhotosChange, user } = setup([A, B]);
    await user.click(screen.getByRole("button", { name: PHOTO_TEXT.moveLabel(2, "earlier") }));
    expect(onPhotosChange).toHaveBeenLastCalledWith([B, A]);
    await user.selectOptions(screen.getByLabelText(PHOTO_TEXT.labelField(1)), "before");
    expect(onPhotosChange).toHaveBeenLastCalledWith([{ ...B, label: "before" }, A]);
    await user.click(screen.getByRole("button", { name: PHOTO_TEXT.removeLabel(2) }));
    expect(onPhotosChange).toHaveBeenLastCalledWith([{ ...B, label: "before" }]);
  });

  test("a picture the browser cannot open fails on its own row with the reason and a retry", async () => {
    vi.stubGlobal(
      "createImageBitmap",
      vi.fn(() => Promise.reject(new Error("decode"))),
    );
    const { onBusyChange, onPhotosChange, user } = setup([A]);
    await user.upload(
      screen.getByLabelText(PHOTO_TEXT.choose),
      new File(["not really"], "IMG_1.HEIC", { type: "image/heic" }),
    );
    expect(await screen.findByText(PHOTO_TEXT.unreadable)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: PHOTO_TEXT.retry })).toBeInTheDocument();
    await waitFor(() => expect(onBusyChange).toHaveBeenLastCalledWith(false));
    expect(onBusyChange).toHaveBeenCalledWith(true);
    // The failed photo is not part of the project.
    expect(onPhotosChange).not.toHaveBeenCalled();
  });

  test(`files past ${PROJECT_PHOTOS_MAX} photos are refused with a sentence`, async () => {
    vi.stubGlobal(
      "createImageBitmap",
      vi.fn(() => new Promise(() => {})),
    );
    const full = Array.from({ length: PROJECT_PHOTOS_MAX - 1 }, (_, index) => ({
      ...A,
      id: `${A.id.slice(0, 20)}${String(index).padStart(2, "0")}`,
    }));
    const { user } = setup(full);
    await user.upload(screen.getByLabelText(PHOTO_TEXT.choose), [
      new File(["1"], "1.jpg", { type: "image/jpeg" }),
      new File(["2"], "2.jpg", { type: "image/jpeg" }),
    ]);
    expect(await screen.findByText(PHOTO_TEXT.tooMany(PROJECT_PHOTOS_MAX))).toBeInTheDocument();
    expect(screen.getAllByText(PHOTO_TEXT.preparing)).toHaveLength(1);
  });
});
