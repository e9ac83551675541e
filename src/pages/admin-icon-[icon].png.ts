import { readFile } from "node:fs/promises";
import path from "node:path";
import type { APIRoute, GetStaticPaths } from "astro";
import sharp from "sharp";
import { ADMIN_APP } from "../config/routes.ts";
import { BRAND_COLOR } from "../config/site.ts";

/** The favicon, the one drawing of the mark (read at build time, from the project's root). */
const FAVICON = path.join(process.cwd(), "public", "favicon.svg");

export const getStaticPaths: GetStaticPaths = () => ADMIN_APP.icons.map((icon) => ({ params: { icon } }));

/**
 * The admin app's icons, rasterised from the favicon. The maskable one sets the mark on a full
 * square of the brand's colour: a launcher's mask (a circle, a squircle) cuts into the square,
 * and the mark stays inside the safe circle of 80 % of the width.
 */
export const GET: APIRoute = async ({ params }) => {
  const [size, purpose] = String(params.icon).split("-");
  const pixels = Number(size);
  const favicon = await readFile(FAVICON, "utf8");
  const svg =
    purpose === "maskable"
      ? `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="${BRAND_COLOR}"/>${favicon.replace("<svg ", '<svg x="4" y="4" width="32" height="32" ')}</svg>`
      : favicon;
  const png = await sharp(Buffer.from(svg), { density: 72 * (pixels / 32) * 2 })
    .resize(pixels, pixels)
    .png()
    .toBuffer();
  return new Response(new Uint8Array(png), { headers: { "Content-Type": "image/png" } });
};
