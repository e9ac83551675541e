/**
 * What Netlify deploys for netlify/functions/: each function bundled by esbuild into one
 * self-contained ES module, every package inlined, so nothing is loaded from node_modules
 * at run time and no `require()` of an ES module is left for Node to resolve.
 *
 * Why: Netlify packs modern (`export default`) functions with its "nft" bundler whatever
 * `node_bundler` says: the function file is bundled, packages are shipped as they are and
 * loaded by Node at run time. Then the estimate function loads firebase-admin -> jwks-rsa
 * -> `require('jose')`, and jose 6 is ESM-only: that works only where Node allows
 * require(esm), which AWS Lambda turns off in its Node 20 and 22 runtimes. Bundled here
 * and deployed with `node_bundler = "none"` (netlify.toml), the function runs with or
 * without it. docs/decisions/functions-and-deploy.md, "Functions runtime", has the measurements.
 *
 *   node scripts/bundle-functions.ts [--out .netlify/functions-bundled]   netlify.toml's build command runs it
 *
 * tests/functions/bundle.test.ts bundles both functions and calls them in a Node started
 * with --no-experimental-require-module.
 */
import { readdir, rm } from "node:fs/promises";
import { builtinModules } from "node:module";
import path from "node:path";
import { parseArgs } from "node:util";
import { build } from "esbuild";
import { FUNCTIONS_DIR, isFunctionFile } from "./functions-handler.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
/** netlify.toml's `[functions] directory`. */
export const BUNDLED_FUNCTIONS_DIR = path.join(ROOT, ".netlify", "functions-bundled");

/**
 * Makes `require`, `__filename` and `__dirname` work in CommonJS packages bundled into an
 * ES module, like the banner Netlify's own bundler adds (zip-it-and-ship-it's CJS_SHIM).
 * `__filename` and `__dirname` get names of their own (see `define` below), so the bundle
 * still loads where a tool adds Netlify's banner on top of it (Netlify's dev server
 * re-bundles functions; a second `let __filename` would be a SyntaxError).
 */
const CJS_SHIM = [
  'import { createRequire as __bundleCreateRequire } from "node:module";',
  'import { fileURLToPath as __bundleFileURLToPath } from "node:url";',
  'import { dirname as __bundleDirnameOf } from "node:path";',
  "const require = __bundleCreateRequire(import.meta.url);",
  "const __bundleFilename = __bundleFileURLToPath(import.meta.url);",
  "const __bundleDirname = __bundleDirnameOf(__bundleFilename);",
].join("\n");

/**
 * Packages with a native binary, which no bundle can hold: left as imports, and shipped
 * beside the bundles by netlify.toml's `included_files` (sharp's JS, its libvips binding
 * for Netlify's linux-x64, and its three small dependencies), where Node finds them in
 * the deployed node_modules.
 */
const NATIVE_PACKAGES = ["sharp"];

const BUILTINS = new Set(builtinModules);
const isBuiltin = (specifier: string) =>
  specifier.startsWith("node:") || BUILTINS.has(specifier) || BUILTINS.has(specifier.split("/")[0]);

export interface BundledFunction {
  name: string;
  /** Absolute path of the bundle (`<out>/<name>.mjs`). */
  file: string;
  bytes: number;
}

export async function bundleFunctions(
  outDir: string = BUNDLED_FUNCTIONS_DIR,
  sourceDir: string = FUNCTIONS_DIR,
): Promise<BundledFunction[]> {
  const entryPoints = (await readdir(sourceDir)).filter(isFunctionFile).map((file) => path.join(sourceDir, file));
  await rm(outDir, { recursive: true, force: true });
  const result = await build({
    entryPoints,
    outdir: outDir,
    outExtension: { ".js": ".mjs" },
    bundle: true,
    platform: "node",
    format: "esm",
    // netlify.toml's NODE_VERSION, which Netlify also uses for the functions.
    target: "node24",
    banner: { js: CJS_SHIM },
    define: { __filename: "__bundleFilename", __dirname: "__bundleDirname" },
    external: NATIVE_PACKAGES,
    metafile: true,
    logLevel: "warning",
  });
  const bundles = Object.entries(result.metafile.outputs).map(([file, output]) => {
    // Anything left outside the bundle would be loaded at run time, where no node_modules are deployed.
    const external = output.imports
      .filter((item) => item.external && !isBuiltin(item.path) && !NATIVE_PACKAGES.includes(item.path))
      .map((item) => item.path);
    if (external.length) throw new Error(`${file} still imports ${[...new Set(external)].join(", ")} at run time`);
    const absolute = path.resolve(file);
    return { name: path.basename(absolute, ".mjs"), file: absolute, bytes: output.bytes };
  });
  return bundles.sort((a, b) => a.name.localeCompare(b.name));
}

if (import.meta.main) {
  const { values } = parseArgs({ options: { out: { type: "string" } } });
  const started = performance.now();
  const bundles = await bundleFunctions(values.out ? path.resolve(values.out) : undefined);
  const list = bundles.map((bundle) => `${bundle.name} (${(bundle.bytes / 1e6).toFixed(1)} MB)`).join(", ");
  console.log(
    `bundle-functions: ${list} into ${path.relative(ROOT, path.dirname(bundles[0].file))} in ${Math.round(performance.now() - started)} ms`,
  );
}
