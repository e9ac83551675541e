import type { Page } from "@playwright/test";

/**
 * The font sizes and weights the page draws (text laid out, form controls included) that its
 * FontStrikes list did not lay out before the first paint: each would cost a call to the
 * browser's font service while the page loads (src/components/admin/FontStrikes.astro).
 */
export function unlistedFontStrikes(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const strike = (element: Element) => {
      const style = getComputedStyle(element);
      return `${style.fontSize} ${style.fontWeight} ${style.fontStyle} ${style.fontFamily}`;
    };
    const listed = new Set([...document.querySelectorAll("[data-font-strikes] > *")].map(strike));
    const drawn = new Map<string, string>();
    for (const element of document.querySelectorAll("body *")) {
      if (element.closest("[data-font-strikes]") || element.getClientRects().length === 0) continue;
      // A closed <details>' content is not laid out (content-visibility), only its summary.
      const closed = element.closest("details:not([open])");
      if (closed && !element.closest("summary")) continue;
      const hasText = [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
      );
      if (!hasText && !element.matches("input, select, textarea, button")) continue;
      const key = strike(element);
      if (!listed.has(key) && !drawn.has(key)) drawn.set(key, `${key}: ${element.textContent?.trim().slice(0, 40)}`);
    }
    return [...drawn.values()];
  });
}
