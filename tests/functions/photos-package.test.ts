/**
 * The upload function as Netlify deploys it: its esbuild bundle leaves sharp (a native
 * binary) as an import, and netlify.toml's `[functions.photos] included_files` ship it
 * beside the bundle. Packed by Netlify's own packager with those files, the function
 * loads in a Node that refuses require(esm) and its sharp encodes a picture.
 */
import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { zipFunctions } from "@netlify/zip-it-and-ship-it";
import { parse as parseToml } from "smol-toml";
import { afterAll, expect, test } from "vitest";
import { bundleFunctions } from "../../scripts/bundle-functions.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
// Inside the repository, as on Netlify: the included node_modules paths are relative to it.
const bundled = path.join(ROOT, ".netlify", `photos-package-test-${process.pid}`);
let packaged: string | undefined;
afterAll(async () => {
  await rm(bundled, { recursive: true, force: true });
  if (packaged) await rm(packaged, { recursive: true, force: true });
});

test("the packaged photos function carries sharp and runs it under node --no-experimental-require-module", async () => {
  const toml = parseToml(await readFile(path.join(ROOT, "netlify.toml"), "utf8")) as {
    functions: { photos?: { included_files?: string[] } };
  };
  const includedFiles = toml.functions.photos?.included_files ?? [];
  expect(includedFiles).toContain("node_modules/sharp/**");

  await bundleFunctions(bundled);
  packaged = await mkdtemp(path.join(os.tmpdir(), "photos-package-"));
  const [fn] = (
    await zipFunctions([bundled], packaged, {
      archiveFormat: "none",
      basePath: ROOT,
      repositoryRoot: ROOT,
      config: {
        "*": { nodeBundler: "none", nodeVersion: "24" },
        photos: { includedFiles, includedFilesBasePath: ROOT },
      },
    })
  ).filter((result) => result.name === "photos");
  expect(fn.config).toMatchObject({ path: ["/api/photos"] });

  const entry = path.join(fn.path, path.relative(ROOT, bundled), "photos.mjs");
  const script = `
    import { createRequire } from "node:module";
    const handler = (await import(${JSON.stringify(entry)})).default;
    const sharpPath = createRequire(${JSON.stringify(entry)}).resolve("sharp");
    const { default: sharp } = await import(sharpPath);
    const webp = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#abc" } }).webp().toBuffer();
    console.log(JSON.stringify({ handler: typeof handler, sharpPath, webp: (await sharp(webp).metadata()).format }));
  `;
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ["--no-experimental-require-module", "--input-type=module", "--eval", script],
    { cwd: packaged },
  );
  const out = JSON.parse(stdout.trim().split("\n").at(-1)!) as { handler: string; sharpPath: string; webp: string };
  expect(out.handler).toBe("function");
  // From the package itself, not from the repository's node_modules.
  expect(out.sharpPath.startsWith(fn.path)).toBe(true);
  expect(out.webp).toBe("webp");
}, 120_000);
