import { expect, type Locator, type Page } from "@playwright/test";
import { MESSAGES } from "../../../src/config/text.ts";
import { CONTACT_ANTI_SPAM } from "../../../src/schemas/api.ts";
import type { ContactInput } from "../../../src/schemas/contact.ts";

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

/** Sends /contact's form with these four fields, as a visitor would, and waits for the spec's success toast. */
export async function sendContactForm(page: Page, lead: ContactInput): Promise<void> {
  const form = await openContactForm(page);
  await form.getByLabel("Name").fill(lead.name);
  await form.getByLabel("Email").fill(lead.email);
  await form.getByLabel("Phone").fill(lead.phone);
  await form.getByLabel("Message").fill(lead.message);
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText(MESSAGES.contactSuccess)).toBeVisible();
}
