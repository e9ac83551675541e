import { execFile } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { waitForMail, type ReceivedMail } from "../../scripts/maildev.ts";
import { DEMO_ADMIN } from "../../scripts/demo-accounts.ts";
import { startStaticServer } from "../../scripts/serve-static.ts";
import { ADMIN_PAGES, adminLeadPath, areaPath, ROUTES, servicePath } from "../../src/config/routes.ts";
import { AREAS, LISTINGS, SERVICES } from "../../src/config/site.ts";
import { REVIEW_TEXT } from "../../src/config/text.ts";
import { dayInWords } from "../../src/lib/format/dayInWords.ts";
import { businessDay } from "../../src/lib/format/businessDay.ts";
import { reviewRequestId } from "../../src/schemas/review.ts";
import { exclusive } from "./support/exclusive.ts";
import { putDocument } from "./support/firestore.ts";
import { signIn } from "./support/signIn.ts";
import { recordToasts, toastsShown } from "./support/toasts.ts";
import { MESSAGE_LEADS, REVIEW_REQUESTS } from "../../src/schemas/collections.ts";

/**
 * Reviews from end to end: the owner asks a won client for a review in /admin, the client
 * writes it from the e-mail's link (once; a used or expired link is refused), the owner
 * publishes it, and the next build shows it on /reviews and on its service and area pages,
 * where the demo reviews were. Against the built site, the real functions, the Firestore
 * emulator and MailDev; the publish's build is a real `astro build` of its own.
 */
const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const T = REVIEW_TEXT;
const unique = () => `${Date.now().toString(36)}${randomBytes(3).toString("hex")}`;

const SERVICE = SERVICES.find((service) => service.slug === "complete-remodels")!;
const AREA = AREAS.find((area) => area.slug === "fairfax-va")!;

const linkIn = (mail: ReceivedMail): string => {
  const match = new RegExp(`${ROUTES.review}#[A-Za-z0-9_-]+`).exec(mail.text);
  if (!match) throw new Error("no review link in the e-mail");
  return match[0];
};

async function writeReview(page: Page, link: string, review: { text: string; name: string; town: string }) {
  // A new document each time: the same address again would only move to its fragment.
  await page.goto("about:blank");
  await page.goto(link);
  await expect(page.getByTestId("review-form")).toHaveAttribute("data-ready", "true");
  await page.getByRole("radio", { name: T.form.stars(5) }).check();
  await page.getByLabel(T.form.text).fill(review.text);
  await page.getByLabel(T.form.name).fill(review.name);
  await page.getByLabel(T.form.town).fill(review.town);
  await page.getByLabel(T.form.project).fill("Basement finishing");
  await page.getByRole("button", { name: T.form.submit }).click();
}

test("the owner asks, the client writes once from the e-mail's link, the owner publishes, and the next build shows it where the demo reviews were", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const id = `e2eReview${unique()}`;
  const name = `Robin Ellery ${id.slice(-5)}`;
  const email = `robin-${id.toLowerCase()}@example.com`;
  const text = `The basement came out better than the drawings, and the crew cleaned up every evening. ${id}`;
  await putDocument(`${MESSAGE_LEADS}/${id}`, {
    name,
    email,
    phone: "(703) 555-0142",
    message: "Finish our basement, please.",
    timestamp: new Date(),
    status: "quoted",
    source: "contact",
    channel: "unknown",
  });

  // The owner marks the job won and asks, from the lead's own link.
  await signIn(page, DEMO_ADMIN);
  await page.goto(adminLeadPath(id));
  await recordToasts(page);
  const card = page.getByTestId("linked-lead").getByRole("article", { name });
  await expect(card.getByRole("button", { name: T.admin.askLabel(name) })).toHaveCount(0);
  await card.getByLabel(`Status of the lead from ${name}`).selectOption("won");
  await card.getByRole("button", { name: T.admin.askLabel(name) }).click();
  await expect.poll(() => toastsShown(page)).toContain(T.admin.sent(email));
  await expect(card.getByText(T.admin.asked(""), { exact: false })).toBeVisible();

  // The client's e-mail: the private link and the Google review link.
  const [mail] = await waitForMail((item) => item.to.some((to) => to.address === email), 10_000);
  expect(mail.subject).toBe(T.mail.subject);
  expect(mail.text).toContain(LISTINGS.googleReview.value);
  const link = linkIn(mail);

  // The client writes it, without an account.
  const client = await browser.newPage();
  await writeReview(client, link, { text, name: "Robin", town: "Burke" });
  await expect(client.getByRole("heading", { name: T.form.doneHeading })).toBeFocused();
  // The link works once.
  await writeReview(client, link, { text: `A second review ${id}`, name: "Robin", town: "Burke" });
  await expect(client.getByRole("heading", { name: T.api.linkUsed })).toBeFocused();

  // An expired link (a request a month old) is refused too, and stores nothing.
  const expired = randomBytes(32).toString("base64url");
  await putDocument(`${REVIEW_REQUESTS}/${reviewRequestId(MESSAGE_LEADS, id)}x`, {
    lead: `${MESSAGE_LEADS}/${id}`,
    tokenHash: createHash("sha256").update(expired).digest("hex"),
    askedAt: new Date(Date.now() - 31 * 86_400_000),
    expiresAt: new Date(Date.now() - 86_400_000),
    usedAt: null,
  });
  await writeReview(client, `${ROUTES.review}#${expired}`, { text: `Expired ${text}`, name: "Robin", town: "Burke" });
  await expect(client.getByRole("heading", { name: T.api.linkExpired })).toBeFocused();
  await client.close();

  // The owner reads it in /admin and publishes it on the service and area pages.
  // A new document: the dashboard reads the reviews when it opens.
  await page.goto("about:blank");
  await page.goto(ADMIN_PAGES.reviews);
  await recordToasts(page);
  const review = page.getByTestId("admin-review").filter({ hasText: id });
  await expect(review).toHaveCount(1);
  await expect(review.getByTestId("admin-review-status")).toHaveText(T.admin.statusLabels.submitted);
  await review.getByLabel(T.admin.service).selectOption(SERVICE.slug);
  await review.getByLabel(T.admin.area).selectOption(AREA.slug);
  await review.getByLabel(T.admin.reply).fill("Thank you, Robin. Enjoy the new family room!");
  await review.getByRole("button", { name: T.admin.publish }).click();
  await expect(review.getByTestId("admin-review-status")).toHaveText(T.admin.statusLabels.published);
  await expect.poll(() => toastsShown(page)).toContain(T.admin.published);

  // The publish's build (here no build hook: a build of our own, as Netlify's would run).
  const outDir = path.join(tmpdir(), `e2e-reviews-${id}`);
  try {
    await exclusive("astro-build", () =>
      promisify(execFile)("npx", ["astro", "build", "--outDir", outDir], {
        cwd: ROOT,
        env: { ...process.env, PUBLIC_FIREBASE_EMULATORS: "true" },
      }),
    );
    const built = await startStaticServer({
      root: outDir,
      host: "localhost",
      configPath: path.join(ROOT, "netlify.toml"),
    });
    try {
      const date = dayInWords(businessDay(Date.now()));
      for (const where of [ROUTES.reviews, servicePath(SERVICE.slug), areaPath(AREA.slug), ROUTES.home]) {
        await page.goto(`${built.url}${where}`);
        const shown = page.getByTestId("review").filter({ hasText: id });
        await expect(shown, where).toHaveCount(1);
        await expect(shown).toContainText(`Robin`);
        await expect(shown).toContainText(`Basement finishing, Burke · ${date}`);
        // The demo reviews are gone from every page once one real review is published.
        await expect(page.getByTestId("demo-badge").filter({ hasText: "Demo review" }), where).toHaveCount(0);
        await expect(page.getByTestId("demo-reviews-note"), where).toHaveCount(0);
        // No self-serving rating markup.
        expect((await page.locator('script[type="application/ld+json"]').allTextContents()).join("")).not.toMatch(
          /aggregateRating|"Review"/,
        );
      }
      await page.goto(`${built.url}${ROUTES.reviews}`);
      await expect(page.getByTestId("review").filter({ hasText: id }).getByTestId("review-reply")).toContainText(
        "Thank you, Robin.",
      );
    } finally {
      await built.close();
    }
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
});

test("the review page and the review form: headings, labels and contrast pass axe", async ({ page }) => {
  for (const where of [ROUTES.reviews, `${ROUTES.review}#${randomBytes(32).toString("base64url")}`]) {
    await page.goto(where);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).analyze();
    expect(violations, where).toEqual([]);
  }
  // The form on a phone, its errors shown.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(page.getByTestId("review-form")).toHaveAttribute("data-ready", "true");
  await page.getByRole("button", { name: T.form.submit }).click();
  await expect(page.getByText(T.errors.rating)).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).analyze();
  expect(violations).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
});
