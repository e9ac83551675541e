import { expect, type Locator, type Page } from "@playwright/test";

/** Astro removes `ssr` from an island once React has hydrated it: before that a click does nothing. */
export async function waitForIsland(page: Page, inside: Locator): Promise<void> {
  await expect(page.locator("astro-island", { has: inside }).first()).not.toHaveAttribute("ssr");
}
