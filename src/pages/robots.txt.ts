import type { APIRoute } from "astro";
import { DISALLOWED_ROUTES } from "../config/routes.ts";
import { SITE } from "../config/site.ts";

/** Only the owner's pages are kept from crawlers (routes.ts, DISALLOWED_ROUTES); the sitemap URL follows the configured site. */
export const GET: APIRoute = () =>
  new Response(
    [
      "User-agent: *",
      "Allow: /",
      ...DISALLOWED_ROUTES.map((route) => `Disallow: ${route}`),
      "",
      `Sitemap: ${SITE.url}/sitemap-index.xml`,
      "",
    ].join("\n"),
    {
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    },
  );
