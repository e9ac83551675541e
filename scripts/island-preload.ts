/**
 * Modulepreload links for the islands of a private link's page (client:link: /proposal,
 * /change-order). Their directive starts the link's read at once; Astro's island script then
 * imports the island's entry, which imports its chunks, which import theirs, each level one
 * more round trip while the answer waits for the code. After the build this lists each such
 * island's whole static import graph at the top of the page's head, React's runtime first:
 * the browser fetches it in one round, beside the read. Dynamic imports (the signature pad)
 * stay lazy.
 * Measured (bench:proposal, a phone on the built site, interleaved runs of 7): link to page
 * 1,152 / 1,304 ms → 980 / 1,151 ms with the early read. On client:load pages (/review) the
 * same links made Lighthouse's LCP worse (1,455 → 1,884 ms), so they are left as they are, and
 * pages whose islands wait for intent keep their 0 kB of JavaScript before intent.
 * Astro does not do this for islands; Vite does it only for its own HTML entries.
 * Registered in astro.config.mjs.
 */
import { readFile, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { init, parse } from "es-module-lexer";

/** The directive of a private link's page (src/islands/directives/link.ts). */
const LINK_DIRECTIVE = "link";
/** An island as Astro writes it: its directive in `client`, its entry and renderer in URLs. */
const LOAD_ISLAND = /<astro-island\b[^>]*>/g;
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/** The module URLs a page's client:link islands start from. */
export function linkIslandEntries(html: string): string[] {
  const entries = new Set<string>();
  for (const [tag] of html.matchAll(LOAD_ISLAND)) {
    if (attribute(tag, "client") !== LINK_DIRECTIVE) continue;
    // The renderer (React's runtime, the largest) first: it starts downloading first.
    for (const name of ["renderer-url", "component-url"]) {
      const url = attribute(tag, name);
      if (url) entries.add(url);
    }
  }
  return [...entries];
}

/** A module's static imports as root-relative URLs (bare or external specifiers are left out). */
async function staticImports(url: string, source: string): Promise<string[]> {
  await init;
  const [imports] = parse(source);
  return imports
    .filter((entry) => entry.d === -1 && entry.n?.startsWith("."))
    .map((entry) => new URL(entry.n as string, `http://site${url}`).pathname);
}

/** Every module the entries import, at any depth, entries first. */
export async function importGraph(entries: string[], read: (url: string) => Promise<string>): Promise<string[]> {
  const seen = new Set<string>();
  const visit = async (url: string): Promise<void> => {
    if (seen.has(url)) return;
    seen.add(url);
    for (const child of await staticImports(url, await read(url))) await visit(child);
  };
  for (const entry of entries) await visit(entry);
  return [...seen];
}

/** The page with a modulepreload link per module of its client:link islands, first in its head; or as it was. */
export async function withIslandPreloads(html: string, read: (url: string) => Promise<string>): Promise<string> {
  const entries = linkIslandEntries(html);
  if (entries.length === 0) return html;
  const links = (await importGraph(entries, read)).map((url) => `<link rel="modulepreload" href="${url}">`).join("");
  // After the charset, which must stay in the first 1,024 bytes.
  return html.replace(/<head>(\s*<meta charset="[^"]*">)?/i, (head) => head + links);
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

export function islandPreload(): AstroIntegration {
  return {
    name: "island-preload",
    hooks: {
      "astro:build:done": async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const cache = new Map<string, Promise<string>>();
        const read = (url: string) => {
          if (!cache.has(url)) cache.set(url, readFile(path.join(root, url), "utf8"));
          return cache.get(url) as Promise<string>;
        };
        let pages = 0;
        for (const file of await htmlFiles(root)) {
          const html = await readFile(file, "utf8");
          const preloaded = await withIslandPreloads(html, read);
          if (preloaded === html) continue;
          await writeFile(file, preloaded);
          pages += 1;
        }
        logger.info(`modulepreload links for client:link islands on ${pages} pages`);
      },
    },
  };
}
