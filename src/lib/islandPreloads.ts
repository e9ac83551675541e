/**
 * The <template> holding a private link's page's island code as modulepreload links: written
 * by scripts/island-preload.ts at build time, moved into <head> by the client:link directive
 * once the document is painted.
 */
export const ISLAND_PRELOADS_ID = "island-preloads";
