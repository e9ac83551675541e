import { MESSAGES } from "../../src/config/text.ts";
import { COMMON_TEXT } from "../../src/config/text/common.ts";
import { expect, test, type Page } from "@playwright/test";
import { DEMO_ADMIN, DEMO_USER } from "../../scripts/demo-accounts.ts";
import { listCollection } from "./support/firestore.ts";
import { USERS } from "../../src/schemas/collections.ts";

const uniqueEmail = (name: string) => `${name}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.com`;

async function fillLogin(page: Page, email: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log In" }).click();
}

test("signup: mismatched passwords submit nothing; matching ones create the account and profile; logout returns home", async ({
  page,
}) => {
  const email = uniqueEmail("new.homeowner");
  await page.goto("/signup");
  await expect(page.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/login");
  await expect(page.getByRole("button", { name: "Sign up with Google" })).toBeVisible();
  await page.getByLabel("Full Name").fill("Riley Homeowner");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Phone").fill("(571) 555-0134");
  await page.getByLabel("Password", { exact: true }).fill("correct-horse-1");
  await page.getByLabel("Confirm Password").fill("correct-horse-2");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText(MESSAGES.passwordsDiffer)).toBeVisible();
  await page.waitForTimeout(500);
  expect((await listCollection(USERS)).filter((doc) => doc.fields.email === email)).toHaveLength(0);

  await page.getByLabel("Confirm Password").fill("correct-horse-1");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/estimate$/);
  await expect(page.getByText(MESSAGES.signupSuccess)).toBeVisible();

  const profiles = (await listCollection(USERS)).filter((doc) => doc.fields.email === email);
  expect(profiles).toHaveLength(1);
  expect(profiles[0].fields).toMatchObject({ fullName: "Riley Homeowner", email, phone: "(571) 555-0134" });
  expect(new Date(String(profiles[0].fields.createdAt)).toISOString()).toBe(profiles[0].fields.createdAt);
  expect(Object.keys(profiles[0].fields).sort()).toEqual(["createdAt", "email", "fullName", "phone"]);

  // Logged in: the header has Logout and no Premium badge.
  const bar = page.getByTestId("auth-nav-bar");
  await expect(bar.getByRole("button", { name: "Logout" })).toBeVisible();
  await expect(bar.getByText("Premium")).toBeHidden();
  await bar.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(MESSAGES.logoutSuccess)).toBeVisible();
  await expect(page.getByTestId("auth-nav-bar").getByText("Premium")).toBeVisible();
  await expect(page.getByTestId("auth-nav-bar").getByRole("button", { name: "Logout" })).toHaveCount(0);
});

test("login: a wrong password is explained, the right one lands on /estimate (timed)", async ({ page }) => {
  await fillLogin(page, DEMO_USER.email, "not-the-password");
  await expect(page.getByText("Incorrect email or password.")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("button", { name: "Log In" })).toBeEnabled();

  await page.getByLabel("Password", { exact: true }).fill(DEMO_USER.password);
  const started = Date.now();
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page).toHaveURL(/\/estimate$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText(COMMON_TEXT.loading)).toHaveCount(0);
  const elapsed = Date.now() - started;
  await expect(page.getByText(MESSAGES.loginSuccess)).toBeVisible();
  console.log(`figure: login click to /estimate rendered: ${elapsed} ms`);
  test.info().annotations.push({ type: "figure", description: `login-to-estimate-ms=${elapsed}` });
});

test("the mobile menu offers Logout once logged in", async ({ page }) => {
  await fillLogin(page, DEMO_USER.email, DEMO_USER.password);
  await expect(page).toHaveURL(/\/estimate$/);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/about");
  await page.getByLabel("Menu").click();
  const menu = page.getByRole("navigation", { name: "Mobile" });
  await menu.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(MESSAGES.logoutSuccess)).toBeVisible();
});

test("logged out, /estimate redirects to /login and says why", async ({ page }) => {
  await page.goto("/estimate");
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(MESSAGES.estimatorLoginRequired)).toBeVisible();
});

test("logged out, /admin redirects to /login", async ({ page }) => {
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/login$/);
});

test("a signed-in non-admin is sent from /admin to /login", async ({ page }) => {
  await fillLogin(page, DEMO_USER.email, DEMO_USER.password);
  await expect(page).toHaveURL(/\/estimate$/);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("table")).toHaveCount(0);
});

test("the admin reaches /admin", async ({ page }) => {
  await fillLogin(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page).toHaveURL(/\/estimate$/);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("what a visitor types before the form's script arrives is what gets submitted", async ({ page }) => {
  // A slow connection: the login island's code arrives only after the visitor has typed.
  let arrive!: () => void;
  const codeArrives = new Promise<void>((resolve) => (arrive = resolve));
  await page.route("**/_astro/LoginForm*.js", async (route) => {
    await codeArrives;
    await route.continue();
  });
  await page.goto("/login", { waitUntil: "commit" });
  await page.getByLabel("Email", { exact: true }).fill(DEMO_USER.email);
  await page.getByLabel("Password", { exact: true }).fill(DEMO_USER.password);
  await expect(page.getByRole("button", { name: "Log In" })).toBeDisabled();
  arrive();
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page).toHaveURL(/\/estimate$/);
  await expect(page.getByText(MESSAGES.loginSuccess)).toBeVisible();
});
