/**
 * The site's own hydration directives (src/islands/directives): client:intent, client:chat,
 * client:toast and client:link. Astro bundles each into a small inline script, hashed into the page's
 * CSP like its own client:idle. Registered in astro.config.mjs.
 */
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";

const CLIENT_DIRECTIVES = ["intent", "chat", "toast", "link"] as const;

export function clientDirectives(): AstroIntegration {
  return {
    name: "client-directives",
    hooks: {
      "astro:config:setup": ({ addClientDirective }) => {
        for (const name of CLIENT_DIRECTIVES)
          // A path, not a URL: Astro hands it to esbuild as an import specifier.
          addClientDirective({
            name,
            entrypoint: fileURLToPath(new URL(`../src/islands/directives/${name}.ts`, import.meta.url)),
          });
      },
    },
  };
}
