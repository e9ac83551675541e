/**
 * Project photos end to end on the server side: the admin-only upload (POST /api/photos)
 * through sharp into Netlify Blobs (the file-backed local server, in a folder of this
 * suite's own), the served sizes (GET /photos/<id>/<width>.webp) and the cleanup of
 * photos no project uses.
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { getAuth } from "firebase-admin/auth";
import { getFirestore } from "firebase-admin/firestore";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import upload, { config as uploadConfig } from "../../netlify/functions/photos.ts";
import photosCleanup, { config as cleanupConfig } from "../../netlify/functions/photos-cleanup.ts";
import servePhoto, { config as serveConfig } from "../../netlify/functions/photos-serve.ts";
import { useLocalBlobs, type LocalBlobs } from "../../scripts/local-blobs.ts";
import { FILE_HEADER_CSP } from "../../src/config/csp.ts";
import { API_AUTH_TEXT, PHOTO_TEXT } from "../../src/config/text.ts";
import {
  isPhotoId,
  PHOTO_CLEANUP_GRACE_MS,
  PHOTO_UPLOAD,
  photoUrl,
  type PhotoWidth,
  type ProjectPhoto,
} from "../../src/schemas/photo.ts";
import { isProjectPhoto, PHOTO_SIZE_LIMITS } from "../../src/schemas/bounds.ts";
import { adminApp } from "../../src/server/firebaseAdmin.ts";
import { PHOTOS_RATE_LIMIT, photosRateLimit } from "../../src/server/limits.ts";
import { cleanUpPhotos } from "../../src/server/photos/cleanup.ts";
import { listPhotos } from "../../src/server/photos/store.ts";
import { errorOf, freshIp } from "./support/http.ts";
import { createTestUser, type TestUser } from "./support/tokens.ts";
import { metadataChunks } from "./support/webp.ts";
import { PROJECTS } from "../../src/schemas/collections.ts";

let dir: string;
let blobs: LocalBlobs;
let admin: TestUser;
let visitor: TestUser;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "photos-blobs-"));
  blobs = await useLocalBlobs(dir);
  [admin, visitor] = await Promise.all([createTestUser(), createTestUser()]);
  await getAuth(adminApp()).setCustomUserClaims(admin.uid, { admin: true });
});
afterAll(async () => {
  await blobs.stop();
  await rm(dir, { recursive: true, force: true });
});

/** A phone-like JPEG: landscape pixels, EXIF orientation 6 (held sideways), camera and GPS tags. */
async function phonePhoto(width = 2000, height = 1500): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 30 } },
  })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: "Apple", Model: "iPhone 15 Pro" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "37/1 46/1 3000/100",
        GPSLongitudeRef: "W",
        GPSLongitude: "122/1 25/1 1000/100",
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

interface PostOptions {
  token?: string | null;
  type?: string;
  headers?: Record<string, string>;
}

function post(
  body: Uint8Array | string,
  { token = admin.idToken, type = "image/jpeg", headers = {} }: PostOptions = {},
): Promise<Response> {
  const req = new Request(`http://localhost${uploadConfig.path as string}`, {
    method: "POST",
    headers: {
      ...(type ? { "Content-Type": type } : {}),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: typeof body === "string" ? body : new Uint8Array(body),
  });
  return upload(req);
}

function get(url: string, method = "GET", ip?: string): Promise<Response> {
  const req = new Request(`http://localhost${url}`, { method });
  return servePhoto(req, ip === undefined ? undefined : { ip });
}

async function uploaded(body?: Buffer): Promise<ProjectPhoto> {
  const res = await post(body ?? (await phonePhoto(1300, 1000)));
  expect(res.status).toBe(201);
  return (await res.json()) as ProjectPhoto;
}

describe("POST /api/photos", () => {
  test("an admin's phone photo is stored upright, in every width up to its own, as WebP without its EXIF and GPS", async () => {
    const original = await phonePhoto();
    expect((await sharp(original).metadata()).exif?.toString("latin1")).toContain("iPhone");

    const res = await post(original);
    expect(res.status).toBe(201);
    const photo = (await res.json()) as ProjectPhoto;
    expect(isPhotoId(photo.id)).toBe(true);
    // 2000 x 1500 held sideways is 1500 x 2000 upright; the widest stored width under 1500 is 1200.
    expect(photo).toEqual({ id: photo.id, width: 1200, height: 1600 });

    for (const width of [400, 800, 1200] as PhotoWidth[]) {
      const served = await get(photoUrl(photo.id, width));
      expect(served.status).toBe(200);
      const bytes = Buffer.from(await served.arrayBuffer());
      const meta = await sharp(bytes).metadata();
      expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
        format: "webp",
        width,
        height: Math.round((width * 4) / 3),
      });
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      // Nothing but pixels in the file (no EXIF, XMP or ICC chunk), and not the camera's name anywhere.
      expect(metadataChunks(bytes)).toEqual([]);
      expect(bytes.toString("latin1")).not.toContain("iPhone 15 Pro");
    }
    // Never wider than the original.
    expect((await get(photoUrl(photo.id, 1600))).status).toBe(404);
  });

  test("a photo narrower than every stored width is kept at its own size, not enlarged", async () => {
    const small = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#806040" } })
      .png()
      .toBuffer();
    const res = await post(small, { type: "image/png" });
    expect(res.status).toBe(201);
    const photo = (await res.json()) as ProjectPhoto;
    expect(photo).toMatchObject({ width: 300, height: 200 });
    const meta = await sharp(Buffer.from(await (await get(photoUrl(photo.id, 400))).arrayBuffer())).metadata();
    expect({ width: meta.width, height: meta.height }).toEqual({ width: 300, height: 200 });
  });

  test.each([
    [
      "WebP",
      "image/webp",
      () =>
        sharp({ create: { width: 500, height: 400, channels: 3, background: "#123" } })
          .webp()
          .toBuffer(),
    ],
    [
      "AVIF",
      "image/avif",
      () =>
        sharp({ create: { width: 500, height: 400, channels: 3, background: "#123" } })
          .avif()
          .toBuffer(),
    ],
  ])("%s is accepted", async (_name, type, make) => {
    const res = await post(await make(), { type });
    expect(res.status).toBe(201);
  });

  test("without a sign-in: 401 with the picker's sentence, nothing stored", async () => {
    const res = await post(await phonePhoto(500, 400), { token: null });
    expect(await errorOf(res)).toMatchObject({
      status: 401,
      code: "unauthorized",
      message: API_AUTH_TEXT.signInAsAdmin(API_AUTH_TEXT.actions.photos),
    });
  });

  test("a signed-in account without the admin claim: 403", async () => {
    const res = await post(await phonePhoto(500, 400), { token: visitor.idToken });
    expect(await errorOf(res)).toMatchObject({
      status: 403,
      code: "forbidden",
      message: API_AUTH_TEXT.onlyAdmins(API_AUTH_TEXT.actions.photos),
    });
  });

  test("another site's page: 403 forbidden_origin", async () => {
    const res = await post(await phonePhoto(500, 400), { headers: { Origin: "https://evil.example" } });
    expect(await errorOf(res)).toMatchObject({ status: 403, code: "forbidden_origin" });
  });

  test.each([
    ["a declared type that is not a picture", "text/plain", "hello", PHOTO_TEXT.errors.wrongType],
    ["a multipart form", "multipart/form-data; boundary=x", "--x--", PHOTO_TEXT.errors.wrongType],
    ["text declared as JPEG", "image/jpeg", "this is not a picture", PHOTO_TEXT.errors.notAnImage],
    [
      "an SVG declared as PNG (a document with scripts, never a photo)",
      "image/png",
      '<svg xmlns="http://www.w3.org/2000/svg" width="500" height="400"><script>alert(1)</script></svg>',
      PHOTO_TEXT.errors.unsupportedFormat("svg"),
    ],
  ])("%s: 415 with a clear message", async (_name, type, body, message) => {
    const res = await post(body, { type });
    expect(await errorOf(res)).toMatchObject({ status: 415, code: "unsupported_media_type", message });
  });

  test("a GIF (content decides, whatever is declared): 415", async () => {
    const gif = await sharp({ create: { width: 50, height: 50, channels: 3, background: "#fff" } })
      .gif()
      .toBuffer();
    const res = await post(gif, { type: "image/jpeg" });
    expect(await errorOf(res)).toMatchObject({ status: 415, message: PHOTO_TEXT.errors.unsupportedFormat("gif") });
  });

  test("a body over the limit: 413, whether announced or only counted", async () => {
    const big = new Uint8Array(PHOTO_UPLOAD.maxBytes + 1);
    const message = PHOTO_TEXT.errors.tooLarge("4");
    const announced = await post(big, { headers: { "Content-Length": String(big.byteLength) } });
    expect(await errorOf(announced)).toMatchObject({ status: 413, code: "payload_too_large", message });
    const counted = await post(big);
    expect(await errorOf(counted)).toMatchObject({ status: 413, code: "payload_too_large", message });
  });

  test("a picture of more than 50 megapixels (a decompression bomb): 413 before it is decoded", async () => {
    const huge = await sharp({ create: { width: 10_000, height: 6_000, channels: 3, background: "#000" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(huge.byteLength).toBeLessThan(PHOTO_UPLOAD.maxBytes);
    const res = await post(huge, { type: "image/png" });
    expect(await errorOf(res)).toMatchObject({ status: 413, message: PHOTO_TEXT.errors.tooManyPixels });
  });

  /** A plain PNG of this size: small in bytes, so only its shape can be refused. */
  const pngOf = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: "#806040" } })
      .png()
      .toBuffer();

  test.each([
    ["400 x 17,000 (past WebP's 16,383 px)", 400, 17_000],
    ["300 x 9,000 (narrower than every width, taller than the rules allow)", 300, 9_000],
    ["1,700 x 8,600 (8,094 px tall at the 1,600 px kept)", 1_700, 8_600],
  ])("a picture too tall for its width, %s: 413 with the picker's sentence, nothing stored", async (_name, w, h) => {
    const before = [...(await listPhotos()).keys()];
    const res = await post(await pngOf(w, h), { type: "image/png" });
    expect(await errorOf(res)).toMatchObject({
      status: 413,
      code: "payload_too_large",
      message: PHOTO_TEXT.errors.tooTall,
    });
    expect([...(await listPhotos()).keys()]).toEqual(before);
  });

  test("the tallest picture the rules take (8,000 px at its stored width) is stored, and so is a 1 px strip", async () => {
    const tallest = await post(await pngOf(400, PHOTO_SIZE_LIMITS.height.max), { type: "image/png" });
    expect(tallest.status).toBe(201);
    expect(await tallest.json()).toMatchObject({ width: 400, height: PHOTO_SIZE_LIMITS.height.max });
    // 10,000 x 3 keeps 1,600 x 1 (sharp never makes a side shorter than a pixel), not 1,600 x 0.
    const strip = await post(await pngOf(10_000, 3), { type: "image/png" });
    expect(strip.status).toBe(201);
    const photo = (await strip.json()) as ProjectPhoto;
    expect(isProjectPhoto(photo)).toBe(true);
    expect(photo).toMatchObject({ width: 1600, height: 1 });
  });

  test("GET is not an upload: 405", async () => {
    const req = new Request("http://localhost/api/photos", { method: "GET" });
    expect((await upload(req)).status).toBe(405);
  });
});

describe("GET /photos/<id>/<width>.webp", () => {
  test("is routed at the address photoUrl writes", () => {
    expect(serveConfig.path).toBe("/photos/*");
  });

  test("served as WebP, cached for a year, with the sandbox policy of every non-page file", async () => {
    const photo = await uploaded();
    const res = await get(photoUrl(photo.id, 800));
    expect(res.status).toBe(200);
    expect(Object.fromEntries(res.headers)).toMatchObject({
      "content-type": "image/webp",
      "cache-control": "public, max-age=31536000, immutable",
      "content-security-policy": FILE_HEADER_CSP,
      "x-content-type-options": "nosniff",
    });
    const head = await get(photoUrl(photo.id, 800), "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(res.headers.get("content-length"));
  });

  test.each([
    "/photos/AAAAAAAAAAAAAAAAAAAAAA/800.webp",
    "/photos/not-a-photo/800.webp",
    "/photos/AAAAAAAAAAAAAAAAAAAAAA/801.webp",
    "/photos/AAAAAAAAAAAAAAAAAAAAAA/800.png",
    "/photos/../../etc/passwd",
  ])("%s: 404, cached for a minute (the CDN answers repeats; a photo uploaded later still shows)", async (url) => {
    const res = await get(url);
    expect(res.status).toBe(404);
    expect(res.headers.get("cache-control")).toBe("public, max-age=60");
  });

  test("one address past the limit gets 429 with Retry-After, never cached; other addresses are still served", async () => {
    vi.stubEnv("PHOTOS_RATE_LIMIT", "3");
    const photo = await uploaded();
    const url = photoUrl(photo.id, 400);
    const [browsing, other] = [freshIp(), freshIp()];
    for (let i = 0; i < 3; i++) expect((await get(url, "GET", browsing)).status).toBe(200);
    const limited = await get(url, "GET", browsing);
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(PHOTOS_RATE_LIMIT.windowSizeSeconds);
    expect(limited.headers.get("cache-control")).toBe("no-store");
    // Unknown addresses count too: guessing ids is what the limit is for.
    expect((await get("/photos/AAAAAAAAAAAAAAAAAAAAAA/800.webp", "GET", browsing)).status).toBe(429);
    expect((await get(url, "GET", other)).status).toBe(200);
  });

  test("the limit is generous for a person browsing (600 a minute), and Netlify's platform limit is the same", () => {
    expect(photosRateLimit({})).toEqual({ windowLimit: 600, windowMs: 60_000 });
    expect(photosRateLimit({ PHOTOS_RATE_LIMIT: "5" }).windowLimit).toBe(5);
    expect(serveConfig.rateLimit).toEqual({
      windowLimit: PHOTOS_RATE_LIMIT.windowLimit,
      windowSize: PHOTOS_RATE_LIMIT.windowSizeSeconds,
      aggregateBy: ["ip", "domain"],
    });
  });
});

describe("photos cleanup", () => {
  const db = () => getFirestore(adminApp());
  const projectIds: string[] = [];
  afterAll(async () => {
    await Promise.all(projectIds.map((id) => db().collection(PROJECTS).doc(id).delete()));
  });

  test("runs daily, as a scheduled function", () => {
    expect(cleanupConfig.schedule).toBe("@daily");
  });

  test("deletes photos no project uses once they are a day old; keeps used ones and fresh uploads", async () => {
    const [inGallery, asCover, unused] = await Promise.all([uploaded(), uploaded(), uploaded()]);
    const saved = await db()
      .collection(PROJECTS)
      .add({
        title: "Photo cleanup test",
        photos: [{ id: inGallery.id, width: 900, height: 600 }],
        image: "/images/x.svg",
      });
    const covered = await db()
      .collection(PROJECTS)
      .add({ title: "Photo cleanup test (cover)", image: photoUrl(asCover.id, 800) });
    projectIds.push(saved.id, covered.id);
    const stillThere = async (photo: ProjectPhoto) => (await get(photoUrl(photo.id, 400))).status === 200;

    // Today: the unused upload may belong to a project form still open.
    const today = await photosCleanup();
    expect(today.status).toBe(200);
    expect(await today.json()).toMatchObject({ deleted: 0 });
    expect(await stillThere(unused)).toBe(true);

    // A day and a minute later: only the unused one goes, every stored size of it.
    const later = await cleanUpPhotos(Date.now() + PHOTO_CLEANUP_GRACE_MS + 60_000);
    expect(later.deleted).toBeGreaterThanOrEqual(1);
    expect(await stillThere(unused)).toBe(false);
    expect((await get(photoUrl(unused.id, 800))).status).toBe(404);
    expect(await stillThere(inGallery)).toBe(true);
    expect(await stillThere(asCover)).toBe(true);

    // The project drops its photo: the next run (a day on) removes it too.
    await saved.update({ photos: [] });
    await cleanUpPhotos(Date.now() + PHOTO_CLEANUP_GRACE_MS + 60_000);
    expect(await stillThere(inGallery)).toBe(false);
    expect(await stillThere(asCover)).toBe(true);
  });
});
