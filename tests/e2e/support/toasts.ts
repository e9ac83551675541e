import type { Page } from "@playwright/test";

declare global {
  interface Window {
    toastsShown?: string[];
  }
}

/**
 * Starts recording the text of every toast the page shows from now on. A success toast
 * lasts 2 s (the spec's library default): a test that acts for longer than that before it
 * looks would miss one that was there. Read the record with `toastsShown`.
 */
export async function recordToasts(page: Page): Promise<void> {
  await page.evaluate(() => {
    const shown: string[] = (window.toastsShown = []);
    const seen = new WeakSet<Element>();
    const observer = new MutationObserver(() => {
      // react-hot-toast renders each message as a polite status inside its toaster.
      for (const message of document.querySelectorAll('[data-rht-toaster] [role="status"]')) {
        if (seen.has(message) || !message.textContent) continue;
        seen.add(message);
        shown.push(message.textContent);
      }
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

export function toastsShown(page: Page): Promise<string[]> {
  return page.evaluate(() => window.toastsShown ?? []);
}
