import { expect, test } from "@playwright/test";
import { MESSAGES } from "../../src/config/text.ts";
import { NAV_LINKS } from "../../src/config/routes.ts";
import { SITE } from "../../src/config/site.ts";
import { watchConsole } from "./support/console.ts";

const PAGES = [
  { path: "/", h1: /Building and remodeling homes/, title: SITE.name },
  { path: "/services", h1: "Our Services", title: `Services | ${SITE.name}` },
  { path: "/about", h1: `About ${SITE.name}`, title: `About Us | ${SITE.name}` },
  { path: "/contact", h1: "Contact Us", title: `Contact Us | ${SITE.name}` },
];

for (const { path, h1, title } of PAGES) {
  test(`${path} renders with header, footer, SEO tags, security headers and no console errors`, async ({ page }) => {
    const problems = watchConsole(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
    await expect(page).toHaveTitle(new RegExp(title.replace(/[|]/g, "\\|")));

    const headers = response!.headers();
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(headers["strict-transport-security"]).toContain("max-age=");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBeTruthy();
    expect(headers["permissions-policy"]).toContain("camera=()");
    const metaCsp = await page.locator('meta[http-equiv="content-security-policy"]').getAttribute("content");
    expect(metaCsp).toMatch(/script-src 'self'[^;]*'sha256-/);
    expect(metaCsp).not.toMatch(/script-src[^;]*'unsafe-inline'/);

    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{50,}/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      `${SITE.url}${path === "/" ? "/" : path}`,
    );
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /.+/);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}") as {
      areaServed: { name: string }[];
    };
    expect(jsonLd).toMatchObject({
      "@type": "GeneralContractor",
      telephone: expect.stringMatching(/^\+1\d{10}$/),
      email: SITE.email,
    });
    expect(jsonLd.areaServed.map((area) => area.name)).toEqual(["Virginia", "Maryland", "Washington, DC"]);

    const nav = page.getByRole("navigation", { name: "Main" });
    for (const link of NAV_LINKS)
      await expect(nav.getByRole("link", { name: link.label, exact: true })).toHaveAttribute("href", link.href);
    await expect(page.getByTestId("call-button")).toHaveAttribute("href", SITE.phoneHref);
    const footer = page.locator("footer");
    await expect(footer.getByRole("link", { name: "Contact", exact: true })).toHaveAttribute("href", "/contact");
    await expect(footer).toContainText(SITE.phone);
    await expect(footer).toContainText(SITE.email);
    await expect(footer).toContainText(SITE.serviceAreaText);

    // The auth-aware button shows its Premium badge once the page knows the visitor is logged out.
    await expect(page.getByTestId("auth-nav-bar").getByText("Premium")).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(problems).toEqual([]);
  });
}

test("home: hero buttons, four service cards and the statistics banner", async ({ page }) => {
  await page.goto("/");
  const hero = page.locator("section").first();
  await expect(hero.getByRole("link", { name: /Get a Free Quote/ })).toHaveAttribute("href", "/contact");
  await expect(hero.getByRole("link", { name: "Explore Our Services" })).toHaveAttribute("href", "/services");
  await expect(page.getByTestId("service-card")).toHaveCount(4);
  const stats = page.getByTestId("stat");
  await expect(stats.locator("dd")).toHaveText(["100+", "250+", "3"]);
  await expect(stats.locator("dt")).toHaveText(["Projects Completed", "Happy Clients", "States Served"]);
});

test("services: the seven services in order", async ({ page }) => {
  await page.goto("/services");
  await expect(page.getByTestId("service-card").getByRole("heading")).toHaveText([
    "Complete Remodels",
    "Construction",
    "Repairs",
    "Design & Finish",
    "Plumbing",
    "Electrical",
    "Interior Design",
  ]);
});

test("about: story and the four highlights", async ({ page }) => {
  await page.goto("/about");
  await expect(page.getByRole("heading", { name: "Our story" })).toBeVisible();
  await expect(page.getByTestId("highlight").getByRole("heading")).toHaveText([
    "Quality",
    "Expert Team",
    "On Time",
    "Licensed & Insured",
  ]);
});

test("contact: phone, e-mail and the three service areas beside the form", async ({ page }) => {
  await page.goto("/contact");
  await expect(page.getByTestId("contact-phone")).toHaveAttribute("href", SITE.phoneHref);
  await expect(page.getByTestId("contact-email")).toHaveAttribute("href", `mailto:${SITE.email}`);
  await expect(page.getByTestId("service-areas")).toContainText("(VA)");
  await expect(page.getByTestId("service-areas")).toContainText("(MD)");
  await expect(page.getByTestId("service-areas")).toContainText("(DC)");
});

test("an unknown path answers 404 with a way back", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("We couldn't find that page");
  const main = page.locator("main");
  for (const href of ["/", "/services", "/contact", SITE.phoneHref])
    await expect(main.locator(`a[href="${href}"]`)).toBeVisible();
});

test("mobile menu opens and closes with the same links", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/about");
  const menuNav = page.getByRole("navigation", { name: "Mobile" });
  await expect(menuNav).toBeHidden();
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  await page.getByLabel("Menu").click();
  await expect(menuNav).toBeVisible();
  for (const link of NAV_LINKS)
    await expect(menuNav.getByRole("link", { name: link.label, exact: true })).toHaveAttribute("href", link.href);
  await expect(menuNav.getByRole("link", { name: /AI Estimator/ })).toBeVisible();
  await page.getByLabel("Menu").click();
  await expect(menuNav).toBeHidden();
});

test("logged out, the AI Estimator button explains and goes to /login", async ({ page }) => {
  await page.goto("/services");
  const button = page.getByTestId("auth-nav-bar").getByRole("link", { name: /AI Estimator/ });
  await expect(button.getByText("Premium")).toBeVisible();
  await button.click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(MESSAGES.estimatorLoginRequired)).toBeVisible();
});

for (const path of ["/", "/services", "/about"]) {
  test(`${path} loads no Firestore code until a feature needs it`, async ({ page }) => {
    const scripts: string[] = [];
    page.on("response", async (response) => {
      if (response.request().resourceType() === "script") scripts.push(await response.text().catch(() => ""));
    });
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(500);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((source) => source.includes("firestore.googleapis.com"))).toEqual([]);
  });
}
