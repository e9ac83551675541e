/**
 * npm run bench:photos -> the photo figures, on the stack `npm start` runs (astro dev
 * with the functions in process and Netlify Blobs under .emulators/blobs, the Firebase
 * emulators), with headless Chromium:
 *
 *   1. A phone-like photo: 4032 x 3024 with fine detail, JPEG at quality 95 with EXIF
 *      (camera, GPS position, orientation 6), about 12 MB (made with sharp).
 *   2. The picker's own code in Chromium (src/lib/photos/downscale.ts and upload.ts, served
 *      by astro dev): shrunk to 2560 px JPEG, uploaded to POST /api/photos as an admin.
 *   3. The project saved with the photo as its cover (firebase-admin, the fields the form
 *      writes), then /projects opened until the card's <img> with srcset has loaded.
 *   4. Every stored size fetched from /photos/<id>/<width>.webp: bytes, pixels, metadata.
 *
 * Prints the figures and writes bench/results/photos.json. Targets: 800 px <= 200 KB; upload
 * start to visible on /projects <= 5 s. The project is deleted afterwards; its photo is left
 * to the cleanup (a day later).
 *
 *   node bench/photos.ts [--runs 3]
 */
import { getAuth } from "firebase-admin/auth";
import { getFirestore, Timestamp } from "firebase-admin/firestore";
import { PROJECTS } from "../src/schemas/collections.ts";
import sharp from "sharp";
import { AUTH_EMULATOR_HOST, startEmulators, useEmulatorEnv } from "../scripts/emulators.ts";
import { PHOTO_WIDTHS, photoSrcset, photoUrl, type ProjectPhoto } from "../src/schemas/photo.ts";
import { coverUrl } from "../src/lib/photos/picker.ts";
import { adminApp } from "../src/server/firebaseAdmin.ts";
import { numberOption, quantile, report, startAstroDev } from "./support.ts";
import { metadataChunks } from "../tests/functions/support/webp.ts";

const RUNS = numberOption("--runs", 3);

/** A photo with a phone's size, detail and metadata; deterministic. */
async function phonePhoto(): Promise<Buffer> {
  const W = 4032;
  const H = 3024;
  let seed = 7;
  const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const colour = () => `rgb(${(rnd() * 255) | 0},${(rnd() * 255) | 0},${(rnd() * 255) | 0})`;
  const shapes: string[] = [];
  for (let i = 0; i < 120; i += 1) {
    const [x, y] = [rnd() * W, rnd() * H];
    shapes.push(
      `<rect x="${x}" y="${y}" width="${rnd() * 900 + 40}" height="${rnd() * 700 + 40}" fill="${colour()}" opacity="${(0.3 + rnd() * 0.7).toFixed(2)}" transform="rotate(${rnd() * 40 - 20} ${x} ${y})"/>`,
    );
  }
  for (let i = 0; i < 400; i += 1)
    shapes.push(
      `<line x1="${rnd() * W}" y1="${rnd() * H}" x2="${rnd() * W}" y2="${rnd() * H}" stroke="${colour()}" stroke-width="${1 + rnd() * 6}"/>`,
    );
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8ab4e8"/><stop offset="1" stop-color="#6b5a3e"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>${shapes.join("")}</svg>`;
  const { data, info } = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
  // Sensor grain and surface texture: what makes a real photo large.
  for (let i = 0; i < data.length; i += info.channels) {
    const grain = (rnd() - 0.5) * 30;
    for (let c = 0; c < 3; c += 1) data[i + c] = Math.max(0, Math.min(255, data[i + c] + grain + (rnd() - 0.5) * 15));
  }
  return sharp(data, { raw: { width: W, height: H, channels: info.channels } })
    .removeAlpha()
    .jpeg({ quality: 95, chromaSubsampling: "4:4:4" })
    .withExif({
      IFD0: { Make: "Apple", Model: "iPhone 15 Pro" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "38/1 52/1 3000/100",
        GPSLongitudeRef: "W",
        GPSLongitude: "77/1 6/1 1000/100",
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** The picker's modules as astro dev serves them to the browser (Vite transforms the TypeScript). */
const PICKER_MODULES = { downscale: "/src/lib/photos/downscale.ts", upload: "/src/lib/photos/upload.ts" };

async function adminToken(): Promise<string> {
  const email = `bench-photos-${Date.now()}@example.com`;
  const password = "bench-password-1";
  const user = await getAuth(adminApp()).createUser({ email, password });
  await getAuth(adminApp()).setCustomUserClaims(user.uid, { admin: true });
  const res = await fetch(
    `http://${AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  return ((await res.json()) as { idToken: string }).idToken;
}

interface Run {
  prepareMs: number;
  uploadMs: number;
  sentBytes: number;
  sentSize: string;
  saveMs: number;
  visibleMs: number;
  /** Upload start (the file handed to the picker's code) to the card's picture loaded on /projects. */
  totalMs: number;
  photo: ProjectPhoto;
}

async function main() {
  const started = performance.now();
  const emulators = await startEmulators();
  useEmulatorEnv();
  const server = await startAstroDev(process.env);
  const [{ chromium }, { CHROMIUM_ARGS, CHROMIUM_PATH }] = await Promise.all([
    import("@playwright/test"),
    import("../tests/e2e/support/chromium.ts"),
  ]);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const db = getFirestore(adminApp());
  const made: string[] = [];
  try {
    const generated = performance.now();
    const original = await phonePhoto();
    const originalMeta = await sharp(original).metadata();
    const input = {
      bytes: original.byteLength,
      width: originalMeta.width,
      height: originalMeta.height,
      orientation: originalMeta.orientation,
      // The generator writes the camera (IFD0) and a GPS position (IFD3) into this block.
      exifBytes: originalMeta.exif?.byteLength ?? 0,
      exifNamesCamera: (originalMeta.exif ?? Buffer.alloc(0)).toString("latin1").includes("iPhone 15 Pro"),
      generateMs: Math.round(performance.now() - generated),
    };
    console.log(
      `input: ${(input.bytes / 1e6).toFixed(1)} MB ${input.width}x${input.height}, orientation ${input.orientation}, EXIF ${input.exifBytes} bytes with camera and GPS (camera named: ${input.exifNamesCamera})`,
    );
    const token = await adminToken();

    const page = await browser.newPage({ baseURL: server.url });
    page.setDefaultTimeout(60_000);
    await page.goto("/projects");
    // Warm-up: Vite compiles the picker modules on first import (a built site never does), and
    // may reload the page once when it optimises a newly found dependency.
    for (let attempt = 1; ; attempt += 1) {
      try {
        await page.evaluate(async (modules) => {
          await Promise.all([import(modules.downscale), import(modules.upload)]);
        }, PICKER_MODULES);
        await page.waitForTimeout(2000);
        await page.evaluate(() => document.readyState);
        break;
      } catch (error) {
        if (attempt >= 5) throw error;
        await page.waitForLoadState("load");
      }
    }
    const base64 = original.toString("base64");

    const runs: Run[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const result = await page.evaluate(
        async ({ base64, token, modules }) => {
          const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
          const file = new File([bytes], "IMG_0001.jpg", { type: "image/jpeg" });
          const { prepareForUpload } = (await import(
            modules.downscale
          )) as typeof import("../src/lib/photos/downscale.ts");
          const { uploadPhoto } = (await import(modules.upload)) as typeof import("../src/lib/photos/upload.ts");
          const started = performance.now();
          const prepared = await prepareForUpload(file);
          const prepareMs = performance.now() - started;
          const photo = await uploadPhoto(prepared.body, { getIdToken: () => Promise.resolve(token) });
          return {
            startedAt: performance.timeOrigin + started,
            prepareMs,
            uploadMs: performance.now() - started - prepareMs,
            sentBytes: prepared.body.size,
            sentSize: `${prepared.width}x${prepared.height}`,
            photo,
          };
        },
        { base64, token, modules: PICKER_MODULES },
      );
      const saveStarted = Date.now();
      const ref = await db.collection(PROJECTS).add({
        title: `Bench photo ${run + 1}`,
        description: "A project saved by bench:photos with an uploaded photo as its cover.",
        image: coverUrl(result.photo),
        location: "Arlington, VA",
        photos: [result.photo],
        likes: 0,
        timestamp: Timestamp.now(),
      });
      made.push(ref.id);
      const saveMs = Date.now() - saveStarted;
      const visiblePage = await browser.newPage({ baseURL: server.url });
      const opened = Date.now();
      await visiblePage.goto("/projects");
      const img = visiblePage.locator(`img[srcset*="${result.photo.id}"]`).first();
      await img.waitFor().catch(async (error: unknown) => {
        const cards = await visiblePage.locator("article").evaluateAll((articles) =>
          articles.slice(0, 3).map((article) => {
            const picture = article.querySelector("img");
            return `${article.textContent?.slice(0, 60)} | ${picture?.getAttribute("src")} | ${picture?.getAttribute("srcset")}`;
          }),
        );
        throw new Error(`the photo did not show on /projects; first cards: ${cards.join(" // ")}`, { cause: error });
      });
      await visiblePage.waitForFunction((id) => {
        const el = document.querySelector<HTMLImageElement>(`img[srcset*="${id}"]`);
        return Boolean(el?.complete && el.naturalWidth > 0);
      }, result.photo.id);
      const done = Date.now();
      const srcset = await img.getAttribute("srcset");
      if (srcset !== photoSrcset(result.photo)) throw new Error(`unexpected srcset: ${srcset}`);
      await visiblePage.close();
      const entry: Run = {
        prepareMs: Math.round(result.prepareMs),
        uploadMs: Math.round(result.uploadMs),
        sentBytes: result.sentBytes,
        sentSize: result.sentSize,
        saveMs,
        visibleMs: done - opened,
        totalMs: Math.round(done - result.startedAt),
        photo: result.photo,
      };
      runs.push(entry);
      console.log(
        `run ${run + 1}: shrink ${entry.prepareMs} ms (${(entry.sentBytes / 1e6).toFixed(2)} MB, ${entry.sentSize}), upload ${entry.uploadMs} ms, save ${entry.saveMs} ms, /projects picture loaded ${entry.visibleMs} ms; total ${entry.totalMs} ms`,
      );
    }

    const last = runs[runs.length - 1].photo;
    const stored = [];
    for (const width of PHOTO_WIDTHS) {
      const res = await fetch(`${server.url}${photoUrl(last.id, width)}`);
      if (res.status !== 200) {
        stored.push({ width, status: res.status });
        continue;
      }
      const bytes = Buffer.from(await res.arrayBuffer());
      const meta = await sharp(bytes).metadata();
      stored.push({
        width,
        status: 200,
        bytes: bytes.byteLength,
        pixels: `${meta.width}x${meta.height}`,
        format: meta.format,
        exif: meta.exif !== undefined,
        metadataChunks: metadataChunks(bytes),
        cameraText: bytes.toString("latin1").includes("iPhone 15 Pro"),
        cacheControl: res.headers.get("cache-control"),
        contentSecurityPolicy: res.headers.get("content-security-policy"),
      });
    }
    for (const size of stored) console.log(`stored ${JSON.stringify(size)}`);

    const totals = runs.map((run) => run.totalMs);
    const at800 = stored.find((size) => size.width === 800);
    const summary = {
      measuredAt: new Date().toISOString(),
      node: process.version,
      stack:
        "npm start (astro dev + functions in process + Netlify Blobs server on disk), Firebase emulators, headless Chromium",
      input,
      runs,
      stored,
      figures: {
        bytesAt800: at800?.bytes,
        target800Bytes: 200 * 1024,
        metadataGone: stored.every(
          (size) => size.status !== 200 || (!size.exif && size.metadataChunks?.length === 0 && !size.cameraText),
        ),
        uploadToVisibleMedianMs: quantile(totals, 0.5),
        uploadToVisibleMaxMs: Math.max(...totals),
        targetMs: 5000,
      },
    };
    const { figures } = summary;
    await report(
      "photos",
      [
        ["figure", "measured", "target"],
        ["800 px WebP", `${figures.bytesAt800 ?? "not stored"} bytes`, `<= ${figures.target800Bytes}`],
        ["EXIF, XMP, ICC or camera text in a stored size", figures.metadataGone ? "none" : "FOUND", "none"],
        [
          `Upload start to the picture loaded on /projects (median / max of ${RUNS})`,
          `${figures.uploadToVisibleMedianMs} / ${figures.uploadToVisibleMaxMs} ms`,
          `<= ${figures.targetMs} ms`,
        ],
      ],
      summary,
      started,
    );
  } finally {
    await Promise.all(made.map((id) => db.collection(PROJECTS).doc(id).delete()));
    await browser.close();
    await server.stop();
    await emulators.stop();
  }
}

if (import.meta.main) await main();
