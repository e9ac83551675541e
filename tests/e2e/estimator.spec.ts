import { MESSAGES, ESTIMATOR_TEXT } from "../../src/config/text.ts";
import { expect, test } from "@playwright/test";
import { DEMO_ADMIN, DEMO_USER } from "../../scripts/demo-accounts.ts";
import { ballparkFor, formatBallpark } from "../../src/lib/pricing/defaultGuide.ts";
import { projectSummary } from "../../src/lib/estimator/consultation.ts";
import type { EstimateInput } from "../../src/lib/estimator/estimateForm.ts";
import { fillEstimator, visibleWords } from "./support/ai.ts";
import { listCollection } from "./support/firestore.ts";
import { holdNextRequest } from "./support/hold.ts";
import { ADMIN_PAGES, API_ROUTES } from "../../src/config/routes.ts";
import * as origins from "./support/origin.ts";
import { signIn } from "./support/signIn.ts";
import { AUTH_EMULATOR_HOST, PROJECT_ID } from "../../scripts/emulators.ts";
import { ESTIMATES_PER_DAY_UNVERIFIED } from "../../src/server/limits.ts";
import { ESTIMATE_LEADS } from "../../src/schemas/collections.ts";
import { getAuth } from "firebase-admin/auth";
import { adminApp } from "../../src/server/firebaseAdmin.ts";

const NO_AI_ORIGIN = (origins as { E2E_NO_AI_ORIGIN?: string }).E2E_NO_AI_ORIGIN ?? process.env.E2E_NO_AI_ORIGIN;
const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
const ESTIMATE_KEYS = [
  "ballparkHigh",
  "ballparkLow",
  // Where the asker came from.
  "channel",
  "email",
  // The asking page's language.
  "language",
  "origin",
  "projectType",
  "result",
  "roomType",
  "scope",
  "source",
  "squareFootage",
  "status",
  "timeline",
  "timestamp",
  "userId",
];

test("from login to a saved estimate: instant ballpark, streamed AI text, stored in Firestore, seen by the owner", async ({
  page,
  browser,
}) => {
  const input: EstimateInput = {
    projectType: "remodel",
    squareFootage: 180,
    roomType: "bathroom",
    timeline: "1-3months",
    scope: `Walk-in shower instead of the tub, double vanity, heated tile floor. ref ${unique()}`,
  };
  const ballpark = ballparkFor(input);
  // An account of its own: the demo homeowner's estimates are what /account's test counts.
  const account = { email: `estimator-${unique()}@example.com`, password: "e2e-password-1" };
  const { uid } = await getAuth(adminApp()).createUser({ ...account, emailVerified: true });

  await signIn(page, account);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(ESTIMATOR_TEXT.heading);
  // Indexable, as every public page (docs/decisions/i18n.md): no robots rule on it.
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  await fillEstimator(page, input);
  const before = Date.now();
  // Held on its way to the server while the test looks at the busy button.
  const held = await holdNextRequest(page, API_ROUTES.estimate);
  await page.getByRole("button", { name: ESTIMATOR_TEXT.submit }).click();

  await held.arrived;
  await expect(page.getByRole("button", { name: MESSAGES.estimatorGenerating })).toBeDisabled();
  held.release();
  const result = page.getByTestId("estimate-result");
  await expect(result.getByTestId("ballpark-range")).toHaveText(formatBallpark(ballpark));
  const saveStatus = page.getByTestId("estimate-save-status");
  await expect(saveStatus).toHaveText(ESTIMATOR_TEXT.saved, { timeout: 30_000 });
  await expect(page.getByRole("button", { name: ESTIMATOR_TEXT.submit })).toBeEnabled();
  await expect(page.getByTestId("estimate-error")).toHaveCount(0);

  const stored = (await listCollection(ESTIMATE_LEADS)).filter((doc) => doc.fields.scope === input.scope);
  expect(stored).toHaveLength(1);
  const { fields } = stored[0];
  expect(Object.keys(fields).sort()).toEqual(ESTIMATE_KEYS);
  expect(fields).toMatchObject({
    ...input,
    ballparkLow: ballpark.low,
    ballparkHigh: ballpark.high,
    userId: uid,
    email: account.email,
    // Saved by the function as a lead, with the owner's alert queued.
    status: "new",
    source: "estimate",
  });
  // Server time, within a minute of the click.
  expect(Math.abs(Number(fields.timestamp) - before)).toBeLessThan(60_000);
  // What was saved is what the visitor reads.
  const shown = (await page.getByTestId("ai-estimate").innerText()).replace(ESTIMATOR_TEXT.aiHeading, "");
  expect(visibleWords(shown)).toBe(visibleWords(String(fields.result)));

  // Printed, the estimate stands alone: no header, footer, chat or buttons.
  await page.emulateMedia({ media: "print" });
  await expect(page.locator("body > header")).toBeHidden();
  await expect(page.locator("body > footer")).toBeHidden();
  await expect(page.getByTestId("chat-widget")).toBeHidden();
  await expect(page.getByTestId("estimator-form")).toBeHidden();
  await expect(result.getByRole("link", { name: ESTIMATOR_TEXT.requestConsultation })).toBeHidden();
  await expect(result.getByTestId("ballpark-range")).toBeVisible();
  await expect(page.getByTestId("ai-estimate")).toBeVisible();
  await page.emulateMedia({ media: "screen" });

  // "Request a consultation" hands the project to the contact form.
  await result.getByRole("link", { name: ESTIMATOR_TEXT.requestConsultation }).click();
  await expect(page).toHaveURL(/\/contact\?message=/);
  await expect(page.getByLabel("Message", { exact: true })).toHaveValue(projectSummary(input, ballpark));

  // The owner sees it among the leads.
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await signIn(owner, DEMO_ADMIN);
  await owner.goto(ADMIN_PAGES.leads);
  await expect(
    owner.getByTestId("estimates-table").locator(`[id^="lead-"]`).filter({ hasText: input.scope }),
  ).toHaveCount(1, {
    timeout: 15_000,
  });
  await ownerContext.close();
});

test("logged out, /estimate sends the visitor to /login and says why", async ({ page }) => {
  await page.goto("/estimate");
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(MESSAGES.estimatorLoginRequired)).toBeVisible();
});

test.describe("with no AI provider configured", () => {
  test.skip(!NO_AI_ORIGIN, "needs E2E_NO_AI_ORIGIN (the site served with no OPENAI_* variables)");
  test.use({ baseURL: NO_AI_ORIGIN });

  test("the estimator shows the unavailable banner, keeps the ballpark and saves nothing", async ({ page }) => {
    const input: EstimateInput = {
      projectType: "repair",
      squareFootage: 60,
      roomType: "basement",
      timeline: "asap",
      scope: `Water stain on the basement ceiling. ref ${unique()}`,
    };
    await signIn(page, DEMO_USER);
    await fillEstimator(page, input);
    await page.getByRole("button", { name: ESTIMATOR_TEXT.submit }).click();
    await expect(page.getByTestId("estimate-error")).toHaveText(MESSAGES.estimatorUnavailable);
    await expect(page.getByRole("alert").filter({ hasText: MESSAGES.estimatorUnavailable })).toBeVisible();
    await expect(page.getByTestId("ballpark-range").last()).toHaveText(formatBallpark(ballparkFor(input)));
    await expect(page.getByRole("button", { name: ESTIMATOR_TEXT.submit })).toBeEnabled();
    await page.waitForTimeout(500);
    expect((await listCollection(ESTIMATE_LEADS)).filter((doc) => doc.fields.scope === input.scope)).toHaveLength(0);
  });
});

test("an unverified account is offered the verification e-mail; once the link is clicked it gets more estimates today", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const account = { email: `unverified-${unique()}@example.com`, password: "e2e-password-1" };
  const signUp = await fetch(
    `http://${AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(account) },
  );
  expect(signUp.ok).toBe(true);
  const input: EstimateInput = {
    projectType: "repair",
    squareFootage: 40,
    roomType: "bathroom",
    timeline: "asap",
    scope: `Loose tiles around the tub. ref ${unique()}`,
  };
  const offer = page.getByTestId("verify-email");
  const submit = page.getByRole("button", { name: ESTIMATOR_TEXT.submit });
  const estimateOnce = async () => {
    await submit.click();
    await expect(page.getByTestId("estimate-save-status")).toHaveText(ESTIMATOR_TEXT.saved, { timeout: 30_000 });
  };

  await signIn(page, account);
  // Before any estimate: a hint, with the offer.
  await expect(offer).toContainText(ESTIMATOR_TEXT.verification.hint);
  await fillEstimator(page, input);
  for (let i = 0; i < ESTIMATES_PER_DAY_UNVERIFIED; i++) await estimateOnce();

  // The unverified cap: the server's words in the banner, the offer beside it.
  await submit.click();
  await expect(page.getByTestId("estimate-error")).toContainText(
    `You have used all ${ESTIMATES_PER_DAY_UNVERIFIED} estimates for today. Verify your e-mail address`,
  );
  await expect(offer).toContainText(ESTIMATOR_TEXT.verification.capReached);
  await offer.getByRole("button", { name: ESTIMATOR_TEXT.verification.send }).click();
  await expect(offer.getByRole("status")).toHaveText(ESTIMATOR_TEXT.verification.sent);

  // The e-mail Firebase sent, as the Auth emulator keeps it: the person clicks its link.
  const { oobCodes } = (await (
    await fetch(`http://${AUTH_EMULATOR_HOST}/emulator/v1/projects/${PROJECT_ID}/oobCodes`)
  ).json()) as { oobCodes: { email: string; requestType: string; oobLink: string }[] };
  const link = oobCodes.find((code) => code.email === account.email && code.requestType === "VERIFY_EMAIL");
  expect(link).toBeDefined();
  expect((await fetch(link!.oobLink)).ok).toBe(true);

  // Back on the page, without reloading: the next estimate goes through and the offer is gone.
  await estimateOnce();
  await expect(offer).toHaveCount(0);
});
