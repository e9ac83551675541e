import type { ClientDirective } from "astro";
import { linkPainted, startLinkRead } from "../../lib/linkRead.ts";
import { ISLAND_PRELOADS_ID } from "../../lib/islandPreloads.ts";

/**
 * As long as the island waits for the page's first paint (lib/linkPaint.ts) if that script
 * never runs (a network failure): then it loads anyway and says what it can.
 */
const PAINT_WAIT_MS = 3_000;

/**
 * client:link={route} — a private link's page (/proposal, /change-order): this inline script
 * starts the link's first read to `route` at once (lib/linkRead.ts); the page's own script
 * paints the document from it (lib/linkPaint.ts); then the island's code is fetched, all of
 * it in one round (its modulepreload links, written into a template at build time by
 * scripts/island-preload.ts), and the island hydrates.
 * React's runtime is asked for only after the document is on screen: fetched beside the
 * read, it was the page's LCP on a phone (Lighthouse mobile, 2.4 s).
 */
const link: ClientDirective = (load, options) => {
  const hydrate = () => void load().then((start) => start());
  if (typeof options.value !== "string" || !startLinkRead(options.value)) return hydrate();
  void linkPainted(PAINT_WAIT_MS).then(() => {
    const preloads = document.getElementById(ISLAND_PRELOADS_ID) as HTMLTemplateElement | null;
    if (preloads?.content) document.head.append(preloads.content.cloneNode(true));
    hydrate();
  });
};

export default link;
