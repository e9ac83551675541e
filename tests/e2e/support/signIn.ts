import { expect, type Page } from "@playwright/test";

export interface Credentials {
  email: string;
  password: string;
}

/**
 * Signs in through the real /login form and waits for the landing page (/estimate, spec
 * section 2). The form's island must be live first: before hydration a click would
 * submit the form natively.
 */
export async function signIn(page: Page, { email, password }: Credentials): Promise<void> {
  await page.goto("/login");
  const form = page.getByRole("form", { name: "Log in with email" });
  await expect(page.locator("astro-island", { has: form })).not.toHaveAttribute("ssr", /.*/);
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password").fill(password);
  await form.getByRole("button", { name: "Log In" }).click();
  await page.waitForURL(/\/estimate$/);
}
