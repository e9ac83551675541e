import { describe, expect, it } from "vitest";
import { importGraph, linkIslandEntries, pageScriptEntries, withIslandPreloads } from "../../scripts/island-preload.ts";

const island = (client: string, component: string) =>
  `<astro-island uid="x" component-url="${component}" component-export="default" renderer-url="/_astro/client.js" ssr client="${client}" opts="{}"></astro-island>`;

// A built site's chunks: the island imports a chunk, which imports another and loads one lazily.
const CHUNKS: Record<string, string> = {
  "/_astro/client.js": `import{a as r}from"./react.js";export default r;`,
  "/_astro/react.js": `export const a=1;`,
  "/_astro/Page.js": `import{b}from"./shared.js";import"./side.js";const l=()=>import("./SignaturePad.js");export default b;`,
  "/_astro/shared.js": `import{a}from"./react.js";export const b=a;`,
  "/_astro/side.js": `console.log(1);`,
  "/_astro/SignaturePad.js": `export default 1;`,
  "/_astro/Chat.js": `export default 1;`,
  // The page's own script (the first paint) shares a chunk with the island.
  "/_astro/paint.js": `import{b}from"./shared.js";b();`,
};
const pageScript = `<script type="module" src="/_astro/paint.js"></script>`;
const read = async (url: string) => {
  const source = CHUNKS[url];
  if (source === undefined) throw new Error(`no chunk ${url}`);
  return source;
};
const page = (body: string) => `<html><head><meta charset="utf-8"><title>t</title></head><body>${body}</body></html>`;

describe("modulepreload links for a private link's page", () => {
  it("starts from the renderer and the entry of client:link islands only", () => {
    const html = page(
      island("intent", "/_astro/Nav.js") + island("link", "/_astro/Page.js") + island("chat", "/_astro/Chat.js"),
    );
    expect(linkIslandEntries(html)).toEqual(["/_astro/client.js", "/_astro/Page.js"]);
    expect(linkIslandEntries(page(island("load", "/_astro/Form.js")))).toEqual([]);
  });

  it("follows static imports at any depth, once each, and leaves dynamic imports lazy", async () => {
    expect(await importGraph(["/_astro/client.js", "/_astro/Page.js"], read)).toEqual([
      "/_astro/client.js",
      "/_astro/react.js",
      "/_astro/Page.js",
      "/_astro/shared.js",
      "/_astro/side.js",
    ]);
  });

  it("finds the page's own module scripts, by src or by an inline script's imports", async () => {
    const html = page(
      `<script type="module">import{p}from"/_astro/inline.js";p()</script>${pageScript}<script>var a=1</script>`,
    );
    expect(await pageScriptEntries(html)).toEqual(["/_astro/inline.js", "/_astro/paint.js"]);
  });

  it("preloads the page's own script first in the head, and the island's code only in the template", async () => {
    const html = await withIslandPreloads(page(island("link", "/_astro/Page.js") + pageScript), read);
    expect(html).toMatch(/^<html><head><meta charset="utf-8"><link rel="modulepreload" href="\/_astro\/paint.js">/);
    const [head, template] = html.slice(0, html.indexOf("</head>")).split('<template id="island-preloads">');
    const preloaded = (part: string) =>
      [...part.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((match) => match[1]);
    expect(preloaded(head)).toEqual(["/_astro/paint.js", "/_astro/shared.js", "/_astro/react.js"]);
    // React's runtime first, nothing fetched twice, the signature pad still lazy.
    expect(preloaded(template)).toEqual(["/_astro/client.js", "/_astro/Page.js", "/_astro/side.js"]);
    expect(html).not.toContain('SignaturePad.js">');
  });

  it("leaves any other page as it was: intent's 0 kB before intent, client:load's own order", async () => {
    const html = page(
      island("intent", "/_astro/Nav.js") + island("chat", "/_astro/Chat.js") + island("load", "/_astro/Form.js"),
    );
    expect(await withIslandPreloads(html, read)).toBe(html);
  });
});
