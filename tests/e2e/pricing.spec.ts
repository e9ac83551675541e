import { expect, test } from "@playwright/test";
import firebaseJson from "../../firebase.json" with { type: "json" };
import { DEMO_ADMIN, DEMO_USER } from "../../scripts/demo-accounts.ts";
import { DEMO_PROJECT_ID } from "../../src/config/firebase.ts";
import { ADMIN_PAGES } from "../../src/config/routes.ts";
import { ESTIMATOR_TEXT, PRICING_TEXT } from "../../src/config/text.ts";
import type { EstimateInput } from "../../src/lib/estimator/estimateForm.ts";
import { DEFAULT_PRICING_RATES } from "../../src/lib/pricing/pricingData.ts";
import { ballparkFor, formatBallpark } from "../../src/lib/pricing/defaultGuide.ts";
import { fillEstimator } from "./support/ai.ts";
import { listCollection } from "./support/firestore.ts";
import { signIn } from "./support/signIn.ts";
import { ESTIMATE_LEADS, PRICING_HISTORY, PRICING_RATES } from "../../src/schemas/collections.ts";

const { host, port } = firebaseJson.emulators.firestore;
const DOCUMENTS = `http://${host}:${port}/v1/projects/${DEMO_PROJECT_ID}/databases/(default)/documents`;

/**
 * Puts the seeded guide back past the rules, as `npm run seed` writes it: its prices, and no
 * history (the seed writes none), so a run of this test sees only its own change listed.
 */
async function restoreSeededGuide(): Promise<void> {
  for (const entry of await listCollection(PRICING_HISTORY)) {
    const response = await fetch(`${DOCUMENTS}/${PRICING_HISTORY}/${entry.id}`, {
      method: "DELETE",
      headers: { Authorization: "Bearer owner" },
    });
    expect(response.ok).toBe(true);
  }
  const value = (v: unknown): object =>
    typeof v === "number"
      ? { integerValue: String(v) }
      : typeof v === "string"
        ? { stringValue: v }
        : { mapValue: { fields: Object.fromEntries(Object.entries(v as object).map(([k, x]) => [k, value(x)])) } };
  for (const [projectType, rooms] of Object.entries(DEFAULT_PRICING_RATES)) {
    const response = await fetch(`${DOCUMENTS}/${PRICING_RATES}/${projectType}`, {
      method: "PATCH",
      headers: { Authorization: "Bearer owner", "Content-Type": "application/json" },
      body: JSON.stringify({ fields: { rooms: value(rooms) } }),
    });
    expect(response.ok).toBe(true);
  }
}

// An addition of an "other" room: no other test prices it, so the two workers never race on it.
const INPUT: EstimateInput = {
  projectType: "addition",
  roomType: "other",
  squareFootage: 100,
  timeline: "3-6months",
  scope: `Sunroom off the kitchen on a new slab. ref ${Date.now()}`,
};
const label = (field: "low" | "high") => PRICING_TEXT.cellLabel("Addition", "Other", field);

// Before as well: a run stopped half-way (or another repeat) leaves its change listed.
test.beforeEach(restoreSeededGuide);
test.afterEach(restoreSeededGuide);

test("a price the owner changes in /admin moves the next estimate's ballpark, in the preview and beside the AI text", async ({
  page,
  browser,
}) => {
  const seeded = ballparkFor(INPUT);
  expect(formatBallpark(seeded)).toBe("$25,000 – $45,000");

  await signIn(page, DEMO_ADMIN);
  await page.goto(ADMIN_PAGES.prices);
  await page.getByRole("button", { name: PRICING_TEXT.open }).click();
  const low = page.getByLabel(label("low"));
  await expect(low).toHaveValue(String(DEFAULT_PRICING_RATES.addition.other.low));
  await low.fill("300");
  await page.getByLabel(label("high")).fill("520");
  await page.getByRole("button", { name: PRICING_TEXT.save }).click();
  await expect(page.getByText(PRICING_TEXT.saved)).toBeVisible();
  const history = page.getByTestId("pricing-history");
  await expect(history.getByText("Addition, Other low: $250 → $300")).toBeVisible();
  await expect(history.getByText("Addition, Other high: $450 → $520")).toBeVisible();
  await expect(history.getByText(new RegExp(DEMO_ADMIN.email))).toBeVisible();

  // The visitor's next estimate, in a browser of their own.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await signIn(visitor, DEMO_USER);
  await fillEstimator(visitor, INPUT);
  const moved = "$30,000 – $52,000";
  await expect(visitor.getByTestId("ballpark-range")).toHaveText(moved);
  await visitor.getByRole("button", { name: ESTIMATOR_TEXT.submit }).click();
  const result = visitor.getByTestId("estimate-result");
  await expect(result.getByTestId("ballpark-range")).toHaveText(moved);
  await expect(visitor.getByTestId("estimate-save-status")).toHaveText(ESTIMATOR_TEXT.saved, { timeout: 30_000 });
  await visitorContext.close();

  // What the model was told is what was stored with the lead.
  const [stored] = (await listCollection(ESTIMATE_LEADS)).filter((doc) => doc.fields.scope === INPUT.scope);
  expect(stored.fields).toMatchObject({ ballparkLow: 30_000, ballparkHigh: 52_000 });
});
