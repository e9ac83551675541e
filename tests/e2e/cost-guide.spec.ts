import { expect, test, type Page } from "@playwright/test";
import { COST_GUIDES } from "../../src/config/costGuides.ts";
import { costGuidePath, ROUTES } from "../../src/config/routes.ts";
import { PROJECT_TYPES, ROOM_TYPES, SITE, type ProjectType, type RoomType } from "../../src/config/site.ts";
import { formatUsdRange } from "../../src/lib/format/money.ts";
import { dayInWords } from "../../src/lib/format/dayInWords.ts";
import { ballparkFor, formatBallpark, PRICING_GUIDE } from "../../src/lib/pricing/defaultGuide.ts";
import { PRICING_GUIDE_REVIEWED_ON } from "../../src/lib/pricing/pricingSources.ts";
import { watchConsole } from "./support/console.ts";

const GUIDE_PAGES = COST_GUIDES.map((guide) => ({ ...guide, path: costGuidePath(guide.slug) }));
const ALL_PAGES = [ROUTES.costGuide, ...GUIDE_PAGES.map((guide) => guide.path)];
const REVIEWED = `Figures last reviewed ${dayInWords(PRICING_GUIDE_REVIEWED_ON)}.`;

interface WebPageLd {
  "@type": string;
  url: string;
  lastReviewed: string;
  citation: { url: string }[];
  about: { "@type": string; provider: { "@id": string } };
}

async function webPageJsonLd(page: Page): Promise<WebPageLd | undefined> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as WebPageLd).find((node) => node["@type"] === "WebPage");
}

test("every cost guide page has its own title, description, canonical URL and WebPage JSON-LD citing its sources", async ({
  page,
}) => {
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  for (const path of ALL_PAGES) {
    const problems = watchConsole(page);
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    titles.add(await page.title());
    descriptions.add((await page.locator('meta[name="description"]').getAttribute("content")) ?? "");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${SITE.url}${path}`);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    await expect(page.getByTestId("cost-guide-reviewed")).toHaveText(REVIEWED);

    const sourceLinks = await page
      .getByTestId("cost-guide-sources")
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
    expect(sourceLinks.length, path).toBeGreaterThan(0);
    for (const href of sourceLinks) expect(href).toMatch(/^https:\/\//);
    const jsonLd = await webPageJsonLd(page);
    expect(jsonLd, path).toMatchObject({
      url: `${SITE.url}${path}`,
      lastReviewed: PRICING_GUIDE_REVIEWED_ON,
      about: { "@type": "Service", provider: { "@id": `${SITE.url}/#business` } },
    });
    expect(jsonLd?.citation.map((source) => source.url)).toEqual(sourceLinks);
    expect(problems, path).toEqual([]);
  }
  expect(titles.size).toBe(ALL_PAGES.length);
  expect(descriptions.size).toBe(ALL_PAGES.length);
  for (const description of descriptions) expect(description.length).toBeGreaterThanOrEqual(70);
});

for (const guide of GUIDE_PAGES) {
  test(`${guide.path}: each table totals its sizes like the estimator's ballpark`, async ({ page }) => {
    await page.goto(guide.path);
    const sections = page.getByTestId("cost-section");
    expect(await sections.count()).toBeGreaterThan(0);
    for (const section of await sections.all()) {
      const id = (await section.getByRole("heading", { level: 2 }).getAttribute("id")) ?? "";
      const [projectType, roomType] = id.split("-") as [ProjectType, RoomType];
      const rate = PRICING_GUIDE[projectType][roomType];
      await expect(section.getByTestId("per-square-foot")).toHaveText(
        `${formatUsdRange(rate.low, rate.high)} per sq ft`,
      );
      const rows = section.locator("tbody tr");
      expect(await rows.count()).toBeGreaterThanOrEqual(2);
      for (const row of await rows.all()) {
        const squareFootage = Number((await row.locator("th").innerText()).replace(/\D/g, ""));
        await expect(row.locator("td")).toHaveText(
          formatBallpark(ballparkFor({ projectType, roomType, squareFootage })),
        );
      }
    }
  });
}

test("/cost-guide: every figure of the pricing guide, each linking to the section that explains it", async ({
  page,
}) => {
  await page.goto(ROUTES.costGuide);
  await expect(page.getByTestId("cost-guide-card")).toHaveCount(COST_GUIDES.length);
  const tables = page.getByTestId("cost-index-table");
  await expect(tables).toHaveCount(PROJECT_TYPES.length);
  const targets: string[] = [];
  for (const [index, project] of PROJECT_TYPES.entries()) {
    const rows = tables.nth(index).locator("tbody tr");
    await expect(rows).toHaveCount(ROOM_TYPES.length);
    for (const [roomIndex, room] of ROOM_TYPES.entries()) {
      const rate = PRICING_GUIDE[project.value][room.value];
      const row = rows.nth(roomIndex);
      await expect(row.locator("td")).toHaveText(`${formatUsdRange(rate.low, rate.high)} per sq ft`);
      const href = await row.getByRole("link").getAttribute("href");
      expect(href).toMatch(new RegExp(`^${ROUTES.costGuide}/[a-z-]+#${project.value}-${room.value}$`));
      targets.push(href!);
    }
  }
  // Every entry is explained on exactly the page it links to.
  for (const href of targets) {
    await page.goto(href);
    await expect(page.locator(`[id="${href.split("#")[1]}"]`)).toBeVisible();
  }
});

test("a guide's calls to action lead to the estimator and to a contact form that names the guide", async ({ page }) => {
  const guide = GUIDE_PAGES[0];
  await page.goto(guide.path);
  const hero = page.locator("main section").first();
  await expect(hero.getByRole("link", { name: /Try the AI Estimator/ })).toHaveAttribute("href", "/estimate");
  await hero.getByRole("link", { name: "Request a free quote" }).click();
  await expect(page).toHaveURL(/\/contact\?message=/);
  await expect(page.getByLabel("Message")).toHaveValue(new RegExp(guide.label));
});

test("the sitemap lists /cost-guide and every guide page", async ({ request }) => {
  const response = await request.get("/sitemap-0.xml");
  expect(response.status()).toBe(200);
  const xml = await response.text();
  for (const path of ALL_PAGES) expect(xml).toContain(`<loc>${SITE.url}${path}</loc>`);
});

// Accessibility: the cost guides are public pages, checked by axe at both widths in public-pages.spec.ts.
