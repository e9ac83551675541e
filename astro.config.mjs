// @ts-check
import { defineConfig } from "astro/config";
import react from "@astrojs/react";
import netlify from "@astrojs/netlify";
import sitemap from "@astrojs/sitemap";
import tailwindcss from "@tailwindcss/vite";
import { loadEnv } from "vite";
import { functionsDevServer } from "./scripts/vite-functions.ts";
import { clientDirectives } from "./scripts/client-directives.ts";
import { islandPreload } from "./scripts/island-preload.ts";

// Astro exposes .env to the site bundle but not to this file; the CSP and site URL
// below read the same variables, so load them here too (the real environment wins).
const mode = process.argv.includes("dev") ? "development" : "production";
for (const [key, value] of Object.entries(loadEnv(mode, process.cwd(), ""))) {
  process.env[key] ??= value;
}

const { SITE } = await import("./src/config/site.ts");
const { isUnlistedUrl } = await import("./src/config/routes.ts");
const { sitemapAlternates } = await import("./src/lib/seo/alternates.ts");
const { cspDirectives, CSP_SCRIPT_RESOURCES, CSP_STYLE_RESOURCES } = await import("./src/config/csp.ts");
// A real project's build stops before it publishes demo licences, terms or reviews (ALLOW_DEMO_CONTENT).
const { demoContentGuard } = await import("./scripts/demo-content-guard.ts");

export default defineConfig({
  site: SITE.url,
  trailingSlash: "never",
  build: { format: "file" },
  server: { port: Number(process.env.PORT ?? 4321), host: "localhost" },
  integrations: [
    react(),
    sitemap({
      filter: (page) => !isUnlistedUrl(page),
      // A translated page lists both languages (and x-default), as its hreflang links do.
      serialize: (item) => ({ ...item, links: sitemapAlternates(item.url) }),
    }),
    demoContentGuard(),
    clientDirectives(),
    islandPreload(),
  ],
  adapter: netlify({
    imageCDN: false,
    // Edge functions would try to download Deno; the site uses none.
    devFeatures: { edgeFunctions: false, images: false, environmentVariables: false },
  }),
  security: {
    csp: {
      directives: /** @type {any} */ (cspDirectives()),
      scriptDirective: { resources: CSP_SCRIPT_RESOURCES },
      styleDirective: { resources: CSP_STYLE_RESOURCES },
    },
  },
  markdown: { syntaxHighlight: false },
  // The local demo is for the owner to try; the dev toolbar would cover the page.
  devToolbar: { enabled: false },
  vite: {
    // functionsDevServer: `astro dev` answers /api/* from netlify/functions in process (scripts/vite-functions.ts).
    plugins: [tailwindcss(), functionsDevServer()],
  },
});
