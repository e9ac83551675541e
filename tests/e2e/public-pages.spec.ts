import { readdirSync } from "node:fs";
import { readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { FILE_HEADER_CSP, GOOGLE_SIGN_IN_SCRIPTS, PAGE_HEADER_CSP } from "../../src/config/csp.ts";
import { MESSAGES } from "../../src/config/text.ts";
import { FRAME_TEXT } from "../../src/config/text/en/frame.ts";
import { NAV_LINKS, ROUTES, areaPath, isUnlistedUrl, servicePath } from "../../src/config/routes.ts";
import { AREAS, LICENSES, LISTINGS, SERVICE_SLUGS, SERVICES, SITE } from "../../src/config/site.ts";
import demoProjects from "../../src/content/demo-projects.json" with { type: "json" };
import reviews from "../../src/content/reviews.json" with { type: "json" };
import { chat } from "./support/ai.ts";
import { watchConsole } from "./support/console.ts";
import { waitForIsland } from "./support/islands.ts";

const PAGES: { path: string; h1: string | RegExp; title: string }[] = [
  { path: "/", h1: /Building and remodeling homes/, title: SITE.name },
  { path: "/services", h1: "Our Services", title: `Services | ${SITE.name}` },
  { path: "/about", h1: `About ${SITE.name}`, title: `About Us | ${SITE.name}` },
  { path: "/contact", h1: "Contact Us", title: `Contact Us | ${SITE.name}` },
  { path: ROUTES.privacy, h1: "Privacy Policy", title: `Privacy Policy | ${SITE.name}` },
  {
    path: servicePath("complete-remodels"),
    h1: "Complete Remodels",
    title: `Complete Remodels in VA, MD and DC | ${SITE.name}`,
  },
  {
    path: areaPath("silver-spring-md"),
    h1: "Basements and Remodels in Silver Spring, MD",
    title: `Basements and Remodels in Silver Spring, MD | ${SITE.name}`,
  },
];

/**
 * Every public page as built: each HTML file in dist/ but the 404 page and the unlisted
 * account pages. Read when a test runs (the suite's setup has built the site by then), so
 * a page anyone adds is covered without being listed here.
 */
function builtPublicPages(): string[] {
  return readdirSync(DIST, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".html") && file !== "404.html")
    .map((file) => `/${file.replace(/\.html$/, "").replace(/(^|\/)index$/, "")}`)
    .filter((page) => !isUnlistedUrl(`${SITE.url}${page}`))
    .sort();
}

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
    // The business node is the head's; pages add their own (Service, FAQPage) after it.
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}",
    ) as { areaServed: { name: string }[] };
    expect(jsonLd).toMatchObject({
      "@type": "GeneralContractor",
      telephone: expect.stringMatching(/^\+1\d{10}$/),
      email: SITE.email,
    });
    expect(jsonLd.areaServed.map((area) => area.name)).toEqual([
      "Virginia",
      "Maryland",
      "Washington, DC",
      ...AREAS.map((area) => area.schemaName),
    ]);

    const nav = page.getByRole("navigation", { name: "Main" });
    for (const link of NAV_LINKS)
      await expect(nav.getByRole("link", { name: FRAME_TEXT.nav[link.key], exact: true })).toHaveAttribute(
        "href",
        link.href,
      );
    await expect(page.getByTestId("call-button")).toHaveAttribute("href", SITE.phoneHref);
    const footer = page.locator("footer");
    await expect(footer.getByRole("link", { name: "Contact", exact: true })).toHaveAttribute("href", "/contact");
    await expect(footer).toContainText(SITE.phone);
    await expect(footer).toContainText(SITE.email);
    await expect(footer).toContainText(SITE.serviceAreaText);
    // Maryland: the MHIC number in every advertisement, so in every page's footer.
    const mhic = LICENSES.find((license) => license.jurisdiction === "MD");
    await expect(footer.getByTestId("footer-licenses")).toContainText(`MHIC No. ${mhic?.number}`);
    await expect(footer.getByTestId("footer-licenses")).toContainText("(demo numbers)");
    await expect(footer.getByRole("link", { name: "Privacy policy" })).toHaveAttribute("href", ROUTES.privacy);
    await expect(footer.getByTestId("footer-areas").getByRole("link")).toHaveCount(AREAS.length);

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

test("services: every service of SERVICES, in its order", async ({ page }) => {
  await page.goto("/services");
  await expect(page.getByTestId("service-card").getByRole("heading")).toHaveText(
    SERVICES.map((service) => service.title),
  );
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
    await expect(menuNav.getByRole("link", { name: FRAME_TEXT.nav[link.key], exact: true })).toHaveAttribute(
      "href",
      link.href,
    );
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
  test(`${path}: no JavaScript is fetched until the visitor reaches for something, and then no Firestore code`, async ({
    page,
  }) => {
    const scripts: { url: string; source: string }[] = [];
    page.on("response", async (response) => {
      if (response.request().resourceType() === "script")
        scripts.push({ url: response.url(), source: await response.text().catch(() => "") });
    });
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(1_000);
    // Header, chat button and toaster are HTML until a hand reaches for them.
    expect(scripts.map((script) => script.url)).toEqual([]);
    await expect(page.getByTestId("auth-nav-bar").getByText("Premium")).toBeVisible();

    await chat(page).launcher.hover();
    await page
      .getByTestId("auth-nav-bar")
      .getByRole("link", { name: /AI Estimator/ })
      .hover();
    await expect(chat(page).widget).toHaveAttribute("data-ready", "true");
    await waitForIsland(page, page.getByTestId("auth-nav-bar"));
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((script) => script.source.includes("firestore.googleapis.com"))).toEqual([]);
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
  // One request at a time: a burst of ~90 at once had the local server reset a connection in CI.
  const policiesOf = async (urls: string[]) => {
    const found: [string, string | undefined][] = [];
    for (const url of urls) found.push([url, await policyOf(url || "/")]);
    return found;
  };
  const sent = await policiesOf(files);
  expect(sent).toEqual(files.map((file) => [file, FILE_HEADER_CSP]));
  // Pages keep theirs (their scripts run under the <meta> policy).
  const pageUrls = pages.map((page) => page.replace(/(index)?\.html$/, ""));
  const pagesSent = await policiesOf(pageUrls);
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

test("every public page has its own title and description, and the sitemap lists every public page", async ({
  request,
}) => {
  const pages = builtPublicPages();
  for (const expected of [
    "/",
    ROUTES.privacy,
    ...SERVICE_SLUGS.map(servicePath),
    ...AREAS.map((a) => areaPath(a.slug)),
  ])
    expect(pages).toContain(expected);

  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  for (const page of pages) {
    const response = await request.get(page);
    expect(response.status(), page).toBe(200);
    const html = await response.text();
    const title = /<title>([^<]+)<\/title>/.exec(html)?.[1] ?? "";
    const description = /<meta name="description" content="([^"]+)"/.exec(html)?.[1] ?? "";
    expect(title, page).not.toBe("");
    expect(description.length, page).toBeGreaterThanOrEqual(50);
    expect(titles.get(title), `${page} repeats the title of another page`).toBeUndefined();
    expect(descriptions.get(description), `${page} repeats the description of another page`).toBeUndefined();
    titles.set(title, page);
    descriptions.set(description, page);
  }

  const index = await (await request.get("/sitemap-index.xml")).text();
  const listed: string[] = [];
  for (const [, sitemap] of index.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const xml = await (await request.get(new URL(sitemap).pathname)).text();
    for (const [, loc] of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) listed.push(loc);
  }
  expect(listed.sort()).toEqual(pages.map((page) => `${SITE.url}${page}`).sort());
});

const AXE_VIEWPORTS = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 900 },
];
/**
 * The pages are read from the build, which exists only once the global setup has run, so
 * they are split into a fixed number of parts at run time: the two workers share them.
 */
const AXE_PARTS = 4;

/** Pages one level down (/services/<slug>, /areas/<slug>, ...) share one layout per folder. */
const layoutOf = (url: string) => url.replace(/^(\/[^/]+)\/[^/]+$/, "$1/*");

for (let part = 0; part < AXE_PARTS; part++) {
  test(`axe finds no violations on the public pages at phone width, and at desktop width once per layout, part ${part + 1} of ${AXE_PARTS}`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const pages = builtPublicPages();
    // Every page at phone width, where the content's own findings (a missing alt text, a
    // text's contrast, a repeated id) show; the desktop width once per layout, because what
    // changes between the widths is the layout's CSS (no island reads the viewport). Axe
    // was two thirds of this suite's time with both widths on all 37 pages.
    const layouts = new Set<string>();
    const desktopToo = new Set(pages.filter((url) => !layouts.has(layoutOf(url)) && layouts.add(layoutOf(url))));
    const found: string[] = [];
    for (const url of pages.filter((_, index) => index % AXE_PARTS === part)) {
      await page.setViewportSize(AXE_VIEWPORTS[0]);
      await page.goto(url);
      await page.waitForLoadState("networkidle");
      for (const viewport of desktopToo.has(url) ? AXE_VIEWPORTS : AXE_VIEWPORTS.slice(0, 1)) {
        await page.setViewportSize(viewport);
        // Only the violations are gathered and sent back (passes are not asserted): 15% faster.
        const { violations } = await new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).analyze();
        for (const violation of violations)
          found.push(
            `${url} (${viewport.name}): ${violation.id} at ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
          );
      }
    }
    expect(found).toEqual([]);
  });
}

test("each service card on /services and the home page opens the service's own page", async ({ page }) => {
  await page.goto("/services");
  const links = page.getByTestId("service-card").getByRole("link");
  await expect(links).toHaveCount(SERVICE_SLUGS.length);
  const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")));
  expect(hrefs.sort()).toEqual(SERVICE_SLUGS.map(servicePath).sort());

  await page.goto("/");
  await page.getByTestId("service-card").getByRole("link", { name: "Repairs" }).click();
  await expect(page).toHaveURL(/\/services\/repairs$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Repairs");
});

test("a service page: what is included, sourced costs, its projects, reviews, questions and the ways to act", async ({
  page,
}) => {
  await page.goto(servicePath("complete-remodels"));
  await expect(page.getByTestId("included").getByRole("listitem")).toHaveCount(6);
  const costs = page.getByTestId("service-costs");
  await expect(costs.getByRole("row")).toHaveCount(4);
  await expect(costs.getByRole("row", { name: /Kitchen remodel with a new layout/ })).toContainText(
    "$350 – $800 per sq ft",
  );
  await expect(page.getByTestId("cost-sources").getByRole("link").first()).toHaveAttribute("href", /^https:\/\//);
  await expect(page.getByTestId("estimate-note")).toContainText("An estimate is not a quote.");

  const own = demoProjects.filter((project) => project.service === "complete-remodels");
  await expect(page.getByTestId("related-project")).toHaveCount(own.length);
  await expect(page.getByTestId("related-project").getByRole("heading")).toHaveText(own.map((p) => p.title));
  await expect(page.getByTestId("review").first()).toContainText("Demo review");
  await expect(page.getByTestId("faqs").getByRole("heading", { level: 3 })).toHaveCount(4);

  await expect(page.getByRole("link", { name: /Get a Free Quote/ }).first()).toHaveAttribute(
    "href",
    /^\/contact\?message=/,
  );
  await expect(page.getByRole("link", { name: "Try the AI Estimator" })).toHaveAttribute("href", ROUTES.estimate);

  const nodes = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text) as { "@type": string; inLanguage?: string },
  );
  expect(nodes.map((node) => node["@type"])).toEqual(["GeneralContractor", "WebPage", "Service", "FAQPage"]);
  // The page is written in both languages, and says which this one is.
  expect(nodes[1].inLanguage).toBe("en-US");

  // A trade priced per job shows no cost table.
  await page.goto(servicePath("electrical"));
  await expect(page.getByTestId("service-costs")).toHaveCount(0);
  await expect(page.getByTestId("faqs")).toBeVisible();
});

test("an area page is local: its permit office, its projects and its reviews; footer and /contact link to it", async ({
  page,
}) => {
  await page.goto("/contact");
  await expect(page.getByTestId("contact-areas").getByRole("link")).toHaveCount(AREAS.length);
  await page.getByTestId("contact-areas").getByRole("link", { name: "Washington, DC" }).click();
  await expect(page).toHaveURL(/\/areas\/washington-dc$/);
  await expect(page.getByTestId("permit-office")).toHaveText("DC Department of Buildings");
  const dcProjects = demoProjects.filter((project) => project.area === "washington-dc");
  await expect(page.getByTestId("related-project")).toHaveCount(dcProjects.length);
  const dcReviews = reviews.filter((review) => review.area === "washington-dc");
  await expect(page.getByTestId("review")).toHaveCount(dcReviews.length);
  await expect(page.getByTestId("demo-reviews-note")).toBeVisible();

  await page.locator("footer").getByRole("link", { name: "Bethesda" }).click();
  await expect(page).toHaveURL(/\/areas\/bethesda-md$/);
  await expect(page.getByTestId("permit-office")).toHaveText("Montgomery County Department of Permitting Services");
  await expect(page.getByTestId("area-permits")).toContainText("WSSC Water");
});

test("credentials: every licence with its number on /about, demo values marked", async ({ page }) => {
  await page.goto("/about");
  const credentials = page.getByTestId("credentials");
  await expect(credentials.getByTestId("license")).toHaveCount(LICENSES.length);
  for (const license of LICENSES) await expect(credentials).toContainText(license.number);
  await expect(credentials.getByTestId("demo-credentials-note")).toBeVisible();
  await expect(credentials).toContainText("EPA Lead-Safe Certified Firm");
  await expect(credentials).toContainText("workmanship warranty");
});

test("reviews on the home page are labelled demo, link to the review profile and claim no rating", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByTestId("review")).toHaveCount(3);
  await expect(page.getByTestId("review").getByTestId("demo-badge")).toHaveCount(3);
  await expect(page.getByTestId("leave-review")).toHaveAttribute("href", LISTINGS.googleReview.value);
  const business = (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "";
  expect(business).not.toContain("aggregateRating");
});

test("the privacy policy is linked from signup, and the estimator says an estimate is not a quote", async ({
  page,
  request,
}) => {
  await page.goto(ROUTES.signup);
  await page.locator("main").getByRole("link", { name: "Privacy policy" }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  for (const heading of [
    "Messages and call-back requests",
    "Accounts and profiles",
    "Estimates",
    "The AI assistant and the AI provider",
    "What stays in your browser",
  ])
    await expect(page.getByRole("heading", { name: heading })).toBeVisible();
  await expect(page.locator("main")).toContainText("session storage");

  // /estimate sends logged-out visitors away, so read the page as served.
  const html = await (await request.get(ROUTES.estimate)).text();
  expect(html).toContain("An estimate is not a quote.");
  expect(html).toContain(`href="${ROUTES.privacy}"`);
});
