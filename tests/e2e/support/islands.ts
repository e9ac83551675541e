import { expect, type Locator, type Page } from "@playwright/test";
import { CONTACT_ANTI_SPAM } from "../../../src/schemas/api.ts";

/** Astro removes `ssr` from an island once React has hydrated it: before that a click does nothing. */
export async function waitForIsland(page: Page, inside: Locator): Promise<void> {
  await expect(page.locator("astro-island", { has: inside }).first()).not.toHaveAttribute("ssr");
}

/**
 * /contact as a visitor opens it: the form's code comes with the first hand in it
 * (client:intent), here a click in the Name field. A person then takes seconds to fill it;
 * Playwright takes milliseconds, which /api/contact would refuse as a bot, so this waits the
 * spam trap's minimum too.
 */
export async function openContactForm(page: Page): Promise<Locator> {
  await page.goto("/contact");
  const form = page.getByTestId("contact-form");
  await form.getByLabel("Name").click();
  await expect(form).toHaveAttribute("data-ready", "true");
  await page.waitForTimeout(CONTACT_ANTI_SPAM.minElapsedMs);
  return form;
}
