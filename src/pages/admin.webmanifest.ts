import type { APIRoute } from "astro";
import { ADMIN_APP, ROUTES } from "../config/routes.ts";
import { BRAND_COLOR } from "../config/site.ts";
import { ADMIN_TEXT } from "../config/text.ts";

/**
 * The owner's /admin, installable: added to a phone's home screen it opens full screen on
 * /admin. No service worker: nothing private is cached, and there is no offline promise.
 */
export const GET: APIRoute = () =>
  new Response(
    JSON.stringify({
      name: ADMIN_TEXT.app.name,
      short_name: ADMIN_TEXT.app.shortName,
      description: ADMIN_TEXT.app.description,
      id: ROUTES.admin,
      start_url: ROUTES.admin,
      scope: ROUTES.admin,
      display: "standalone",
      background_color: "#ffffff",
      theme_color: BRAND_COLOR,
      icons: ADMIN_APP.icons.map((name) => {
        const [size] = name.split("-");
        return {
          src: ADMIN_APP.icon(name),
          sizes: `${size}x${size}`,
          type: "image/png",
          purpose: name.endsWith("maskable") ? "maskable" : "any",
        };
      }),
    }),
    { headers: { "Content-Type": "application/manifest+json; charset=utf-8" } },
  );
