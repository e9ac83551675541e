import { readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test, type Page } from "@playwright/test";
import { FILE_HEADER_CSP, GOOGLE_SIGN_IN_SCRIPTS, PAGE_HEADER_CSP } from "../../src/config/csp.ts";
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
    expect(headers["content-security-policy"]).toBe(PAGE_HEADER_CSP);
    expect(headers["strict-transport-security"]).toContain("max-age=");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBeTruthy();
    expect(headers["permissions-policy"]).toContain("camera=()");
    const metaCsp = await page.locator('meta[http-equiv="content-security-policy"]').getAttribute("content");
    expect(metaCsp).toMatch(/script-src 'self'[^;]*'sha256-/);
    expect(metaCsp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    // Google's sign-in loader and its module folder, not the whole host.
    const scriptSources = metaCsp?.match(/script-src ([^;]*)/)?.[1].split(" ") ?? [];
    expect(scriptSources.filter((source) => source.startsWith("https:"))).toEqual([...GOOGLE_SIGN_IN_SCRIPTS]);

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

const DIST = fileURLToPath(new URL("../../dist", import.meta.url));

test("every file of the build that is not a page is sent with the sandbox policy", async ({ request }) => {
  const entries = await readdir(DIST, { recursive: true, withFileTypes: true });
  const urlOf = (entry: (typeof entries)[number]) =>
    `/${path.relative(DIST, path.join(entry.parentPath, entry.name)).split(path.sep).join("/")}`;
  const files = entries.filter((entry) => entry.isFile() && !entry.name.endsWith(".html")).map(urlOf);
  const pages = entries.filter((entry) => entry.isFile() && entry.name.endsWith(".html")).map(urlOf);
  expect(files.filter((file) => file.startsWith("/images/")).length).toBeGreaterThan(0);
  expect(files.filter((file) => file.startsWith("/_astro/")).length).toBeGreaterThan(0);

  const policyOf = async (url: string) => (await request.head(url)).headers()["content-security-policy"];
  const sent = await Promise.all(files.map(async (file) => [file, await policyOf(file)]));
  expect(sent).toEqual(files.map((file) => [file, FILE_HEADER_CSP]));
  // Pages keep theirs (their scripts run under the <meta> policy).
  const pageUrls = pages.map((page) => page.replace(/(index)?\.html$/, ""));
  const pagesSent = await Promise.all(pageUrls.map(async (url) => [url, await policyOf(url || "/")]));
  expect(pagesSent).toEqual(pageUrls.map((url) => [url, PAGE_HEADER_CSP]));
});

test.describe("an SVG with a script inside, opened on its own", () => {
  const name = `e2e-script-${process.pid}.svg`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>document.documentElement.setAttribute("data-ran", "yes")</script><rect width="10" height="10"/></svg>`;
  const ran = (page: Page) => page.locator("svg").getAttribute("data-ran");

  test.beforeAll(() => writeFile(path.join(DIST, "images", name), svg));
  test.afterAll(() => rm(path.join(DIST, "images", name), { force: true }));

  test("from /images/ runs nothing", async ({ page }) => {
    const response = await page.goto(`/images/${name}`);
    expect(response?.headers()["content-security-policy"]).toBe(FILE_HEADER_CSP);
    await expect(page.locator("svg rect")).toHaveCount(1);
    expect(await ran(page)).toBeNull();
  });

  test("served without the policy would run (the check above can see a script run)", async ({ page }) => {
    await page.route(`**/images/${name}`, (route) => route.fulfill({ contentType: "image/svg+xml", body: svg }));
    await page.goto(`/images/${name}`);
    await expect(page.locator("svg")).toHaveAttribute("data-ran", "yes");
  });
});

test("a page runs Google's sign-in loader, but no other script from apis.google.com", async ({ page }) => {
  // Offline: every apis.google.com script answers with the same harmless body.
  await page.route("https://apis.google.com/**", (route) =>
    route.fulfill({ contentType: "text/javascript", body: "void 0;" }),
  );
  await page.goto("/login");
  const load = (src: string) =>
    page.evaluate(
      (src) =>
        new Promise<string>((resolve) => {
          const script = document.createElement("script");
          script.src = src;
          script.onload = () => resolve("loaded");
          script.onerror = () => resolve("refused");
          document.head.append(script);
        }),
      src,
    );
  // What Firebase Auth adds, then what that loader adds for gapi.iframes.
  expect(await load("https://apis.google.com/js/api.js?onload=__iframefcb123")).toBe("loaded");
  expect(
    await load("https://apis.google.com/_/scs/abc-static/_/js/k=gapi.lb.en.abc.O/m=gapi_iframes/rt=j/cb=gapi.loaded_0"),
  ).toBe("loaded");
  for (const other of [
    "https://apis.google.com/js/plusone.js",
    "https://apis.google.com/complete/search?client=chrome&jsonp=alert",
    "https://apis.google.com/js/api.js/../../complete/search?jsonp=alert",
  ])
    expect(await load(other), other).toBe("refused");
});
