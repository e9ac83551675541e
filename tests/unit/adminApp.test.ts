import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { ADMIN_APP, ROUTES } from "../../src/config/routes.ts";
import { BRAND_COLOR } from "../../src/config/site.ts";
import { GET as iconOf } from "../../src/pages/admin-icon-[icon].png.ts";
import { GET as manifestOf } from "../../src/pages/admin.webmanifest.ts";

/** The endpoints as the build calls them: only their params matter here. */
type Endpoint = (context: never) => Response | Promise<Response>;
const call = (endpoint: unknown, params: Record<string, string> = {}) =>
  (endpoint as Endpoint)({ params } as never) as Promise<Response>;

interface Manifest {
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
}

const hex = (pixel: Buffer) =>
  `#${[...pixel.subarray(0, 3)].map((byte) => byte.toString(16).padStart(2, "0")).join("")}`;

describe("/admin on the owner's home screen", () => {
  it("opens full screen on /admin and nowhere else, in the brand's colour", async () => {
    const response = await call(manifestOf);
    expect(response.headers.get("content-type")).toMatch(/^application\/manifest\+json/);
    const manifest = (await response.json()) as Manifest;
    expect(manifest).toMatchObject({
      start_url: ROUTES.admin,
      scope: ROUTES.admin,
      display: "standalone",
      theme_color: BRAND_COLOR,
    });
    expect(manifest.icons.map((icon) => [icon.sizes, icon.purpose])).toEqual([
      ["192x192", "any"],
      ["512x512", "any"],
      ["512x512", "maskable"],
    ]);
    expect(manifest.icons.map((icon) => icon.src)).toEqual(ADMIN_APP.icons.map(ADMIN_APP.icon));
  });

  it.each(ADMIN_APP.icons)("icon %s: a PNG of the size the manifest says", async (name) => {
    const png = Buffer.from(await (await call(iconOf, { icon: name })).arrayBuffer());
    const { format, width, height } = await sharp(png).metadata();
    expect([format, width, height]).toEqual(["png", Number(name.split("-")[0]), Number(name.split("-")[0])]);
    const corner = await sharp(png).extract({ left: 0, top: 0, width: 1, height: 1 }).ensureAlpha().raw().toBuffer();
    if (name.endsWith("maskable")) {
      // A launcher's mask cuts into a full square: no transparent corner to show through.
      expect(corner[3]).toBe(255);
      expect(hex(corner)).toBe(BRAND_COLOR);
    } else expect(corner[3]).toBe(0); // the favicon's rounded corner
  });
});
