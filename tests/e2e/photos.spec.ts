/**
 * The owner adds a project with a photo from the phone (here a JPEG with GPS in
 * its EXIF, chosen through the picker's file input), saves, and /projects shows it with
 * every stored width in srcset, as WebP without the location.
 */
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { DEMO_ADMIN } from "../../scripts/demo-accounts.ts";
import { PHOTO_TEXT } from "../../src/config/text.ts";
import { parsePhotoUrl } from "../../src/schemas/photo.ts";
import { listCollection } from "./support/firestore.ts";
import { signIn } from "./support/signIn.ts";
import { metadataChunks } from "../functions/support/webp.ts";
import { PROJECTS } from "../../src/schemas/collections.ts";

async function phonePhoto(): Promise<Buffer> {
  return sharp({
    create: {
      width: 2000,
      height: 1500,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 120, sigma: 25 },
    },
  })
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Model: "iPhone 15 Pro" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "38/1 52/1 3000/100" } })
    .toBuffer();
}

test("the admin uploads a photo in the project form, saves, and /projects shows it with srcset, without its GPS", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const title = `Photo upload ${Date.now()}`;
  await signIn(page, DEMO_ADMIN);
  await page.goto("/projects");
  await page.getByRole("button", { name: "Add project" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByLabel("Description").fill("A kitchen photographed on a phone and uploaded from the form.");
  await dialog.getByLabel("Location").fill("Arlington, VA");

  await dialog.getByLabel(PHOTO_TEXT.choose).setInputFiles({
    name: "IMG_0042.jpg",
    mimeType: "image/jpeg",
    buffer: await phonePhoto(),
  });
  const list = dialog.getByTestId("add-project-photo-list");
  // Done: the stored size is shown, and the first photo became the cover.
  await expect(list.getByText(PHOTO_TEXT.size(1600, 1200))).toBeVisible({ timeout: 30_000 });
  await expect(list.getByText(PHOTO_TEXT.cover, { exact: true })).toBeVisible();
  await dialog.getByLabel(PHOTO_TEXT.labelField(1)).selectOption("after");

  await dialog.getByRole("button", { name: "Add project" }).click();
  await expect(dialog).toBeHidden();

  const stored = (await listCollection(PROJECTS)).find((doc) => JSON.stringify(doc.fields).includes(title));
  expect(stored).toBeDefined();

  // A fresh load of /projects: the card's picture is the photo, with every stored width.
  await page.goto("/projects");
  const card = page.getByRole("article").filter({ hasText: title });
  const img = card.locator("img[srcset]");
  await expect(img).toHaveAttribute("srcset", /\/photos\/[A-Za-z0-9_-]+\/400\.webp 400w, .*\/1600\.webp 1600w$/);
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);

  const src = (await img.getAttribute("src")) ?? "";
  expect(parsePhotoUrl(src)).not.toBeNull();
  const served = await request.get(src);
  expect(served.headers()["content-type"]).toBe("image/webp");
  expect(served.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  const body = await served.body();
  expect((await sharp(body).metadata()).exif).toBeUndefined();
  expect(metadataChunks(body)).toEqual([]);
  expect(body.toString("latin1")).not.toContain("iPhone 15 Pro");
});
