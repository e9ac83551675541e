/**
 * Modulepreload links for a private link's page (client:link: /proposal, /change-order), in
 * two rounds. Each static import is one more round trip while the link's read waits for the
 * code; Astro does not preload islands' imports, and Vite does it only for its own HTML entries.
 * 1. First in <head>: the page's own module scripts and everything they import (the first
 *    paint, lib/linkPaint.ts), fetched in one round beside the read.
 * 2. In a <template>: the island's whole static import graph, React's runtime first. The
 *    directive moves them into <head> once the document is painted: fetched before it, React
 *    was the page's Lighthouse LCP on a phone (2.4 s).
 * Dynamic imports (the signature pad) stay lazy.
 * Measured (bench:proposal, a phone on the built site, interleaved runs of 7): link to page
 * 1,152 / 1,304 ms → 980 / 1,151 ms with the early read and one round of code. On client:load
 * pages (/review) preloads made Lighthouse's LCP worse (1,455 → 1,884 ms), so they are left as
 * they are, and pages whose islands wait for intent keep their 0 kB of JavaScript before intent.
 * Registered in astro.config.mjs.
 */
import { readFile, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { init, parse } from "es-module-lexer";
import { ISLAND_PRELOADS_ID } from "../src/lib/islandPreloads.ts";

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

const MODULE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

/** The page's own module scripts (not its islands'): a src, or the imports of an inline one. */
export async function pageScriptEntries(html: string): Promise<string[]> {
  const entries = new Set<string>();
  for (const [, attributes, body] of html.matchAll(MODULE_SCRIPT)) {
    if (!/\stype="module"/.test(` ${attributes}`)) continue;
    const src = attribute(` ${attributes}`, "src");
    if (src?.startsWith("/")) entries.add(src);
    else for (const url of await staticImports("/", body)) entries.add(url);
  }
  return [...entries];
}

/** A module's static imports as root-relative URLs (bare or external specifiers are left out). */
async function staticImports(url: string, source: string): Promise<string[]> {
  await init;
  const [imports] = parse(source);
  return imports
    .filter((entry) => entry.d === -1 && (entry.n?.startsWith(".") || entry.n?.startsWith("/")))
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

const links = (urls: string[]) => urls.map((url) => `<link rel="modulepreload" href="${url}">`).join("");

/**
 * The page with a modulepreload link per module of its own scripts first in its head, and one
 * per module of its client:link islands in the template; or as it was.
 */
export async function withIslandPreloads(html: string, read: (url: string) => Promise<string>): Promise<string> {
  const entries = linkIslandEntries(html);
  if (entries.length === 0) return html;
  const first = await importGraph(await pageScriptEntries(html), read);
  const island = (await importGraph(entries, read)).filter((url) => !first.includes(url));
  const template = `<template id="${ISLAND_PRELOADS_ID}">${links(island)}</template>`;
  return (
    html
      // After the charset, which must stay in the first 1,024 bytes.
      .replace(/<head>(\s*<meta charset="[^"]*">)?/i, (head) => head + links(first))
      .replace(/<\/head>/i, (end) => template + end)
  );
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
