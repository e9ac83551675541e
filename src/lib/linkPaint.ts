/**
 * A private link's first paint (/proposal#token, /change-order#token): the page's own small
 * script draws the document from the read the directive started (lib/linkRead.ts), before
 * React's runtime is even asked for; the island then loads, renders the same markup
 * (lib/markup/tree.ts) and takes its place in one commit.
 * Why: on a phone the document is the page's largest paint. Drawn by React it waited for
 * React's runtime (57.6 kB) behind the read: Lighthouse mobile LCP 2.4 s, performance 97.
 */
import { markupToDom } from "./markup/dom.ts";
import type { MarkupNode } from "./markup/tree.ts";
import { linkReadToPaint } from "./linkRead.ts";

/** The element the first paint draws into: before the island, in the link's page. */
export const LINK_PAINT_ID = "link-first-paint";
/** Set on <html> while the first paint stands in for the island (LinkNotice hides "Loading"). */
const PAINTED_ATTRIBUTE = "data-link-painted";

/** The next frame has been drawn. */
const afterNextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/**
 * Paints what `markupOf` makes of the link's first answer (undefined: nothing to paint, a
 * refusal the island will say), then tells the directive the island may load.
 */
export async function paintLinkRead(route: string, markupOf: (body: unknown) => MarkupNode | undefined): Promise<void> {
  const started = linkReadToPaint(route);
  if (!started) return;
  try {
    const response = await started.copy;
    const host = document.getElementById(LINK_PAINT_ID);
    const markup = response.ok && host ? markupOf(await response.json()) : undefined;
    if (host && markup) {
      host.replaceChildren(markupToDom(markup));
      document.documentElement.setAttribute(PAINTED_ATTRIBUTE, "");
      await afterNextPaint();
    }
  } catch {
    // The island reads the same answer and says what went wrong.
  } finally {
    started.donePainting();
  }
}

/** The island has rendered the document (or a refusal): the first paint steps aside. */
export function clearLinkPaint(): void {
  document.getElementById(LINK_PAINT_ID)?.replaceChildren();
  document.documentElement.removeAttribute(PAINTED_ATTRIBUTE);
}
