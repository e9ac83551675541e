import type { APIRoute } from "astro";
import { DISALLOWED_ROUTES } from "../config/routes.ts";
import { SITE } from "../config/site.ts";

/** Account pages carry no content worth indexing; the sitemap URL follows the configured site. */
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
