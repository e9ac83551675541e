import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { DEMO_ADMIN, DEMO_USER } from "../../scripts/demo-accounts.ts";
import { DEMO_CONTACT_LEADS, DEMO_ESTIMATE_LEADS } from "../../scripts/demo-leads.ts";
import { AUTH_EMULATOR_HOST, PROJECT_ID } from "../../scripts/emulators.ts";
import { adminLeadPath, API_ROUTES, ROUTES } from "../../src/config/routes.ts";
import { ACCOUNT_TEXT, BOOKING_TEXT, MESSAGES } from "../../src/config/text.ts";
import { FRAME_TEXT } from "../../src/config/text/en/frame.ts";
import { visitWhen } from "../../src/lib/format/visitTime.ts";
import type { SlotsAnswer } from "../../src/schemas/booking.ts";
import { sendContactForm } from "./support/contactForm.ts";
import { listCollection } from "./support/firestore.ts";
import { bookThroughApi } from "./support/booking.ts";
import { signIn } from "./support/signIn.ts";
import { MESSAGE_LEADS } from "../../src/schemas/collections.ts";

/**
 * /account: a homeowner follows their own requests. Against the built site,
 * the real functions and the Auth and Firestore emulators (the rules decide what the page
 * may read).
 */
const T = ACCOUNT_TEXT;
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test("a message sent before signing up becomes the homeowner's once their e-mail is verified, and shows the owner's status in words, never the note", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const id = unique();
  const email = `jamie.${id}@example.com`;
  const message = `Our porch steps are rotting; could you look at them? ${id}`;
  await sendContactForm(page, { name: "Jamie Ortiz", email, phone: "(571) 555-0177", message });

  // Signing up with the same address: the message is not theirs until the address is proved.
  await page.goto(ROUTES.signup);
  await page.getByLabel("Full Name").fill("Jamie Ortiz");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Phone").fill("(571) 555-0177");
  await page.getByLabel("Password", { exact: true }).fill("porch-steps-1");
  await page.getByLabel("Confirm Password").fill("porch-steps-1");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText(MESSAGES.signupSuccess)).toBeVisible();
  await page.getByRole("link", { name: FRAME_TEXT.account.requests }).first().click();
  await page.waitForURL(new RegExp(`${ROUTES.account}$`));
  const verify = page.getByTestId("account-verify");
  await expect(verify).toContainText(T.verify.text);
  await expect(page.getByText(message)).toHaveCount(0);
  await expect(page.getByText(T.noRequests)).toBeVisible();

  // The confirmation e-mail, as the Auth emulator keeps it: the homeowner opens its link.
  await verify.getByRole("button", { name: T.verify.send }).click();
  await expect(verify.getByRole("status")).toHaveText(T.verify.sent);
  const { oobCodes } = (await (
    await fetch(`http://${AUTH_EMULATOR_HOST}/emulator/v1/projects/${PROJECT_ID}/oobCodes`)
  ).json()) as { oobCodes: { email: string; requestType: string; oobLink: string }[] };
  const link = oobCodes.find((code) => code.email === email && code.requestType === "VERIFY_EMAIL");
  expect((await fetch(link!.oobLink)).ok).toBe(true);
  await page.reload();
  const request = page.getByTestId("account-lead").filter({ hasText: message });
  await expect(request.getByTestId("account-status")).toHaveText(T.status.new);
  // Sent signed out: anyone could have typed the address, so it does not say the account sent it.
  await expect(request).toContainText(" with your e-mail address");
  await expect(page.getByTestId("account-verify")).toHaveCount(0);

  // The owner calls back and keeps a private note.
  const [lead] = (await listCollection(MESSAGE_LEADS)).filter((doc) => String(doc.fields.message).includes(id));
  const owner = await browser.newPage();
  await signIn(owner, DEMO_ADMIN);
  await owner.goto(adminLeadPath(lead.id));
  const card = owner.getByTestId("linked-lead").getByRole("article", { name: "Jamie Ortiz" });
  await card.getByLabel("Status of the lead from Jamie Ortiz").selectOption("contacted");
  const note = card.getByLabel("Private note on the lead from Jamie Ortiz");
  await note.fill(`Private: budget is tight ${id}`);
  await note.press("Tab");
  await expect
    .poll(async () => (await listCollection(MESSAGE_LEADS)).find((doc) => doc.id === lead.id)?.fields.note)
    .toBe(`Private: budget is tight ${id}`);
  await owner.close();

  await page.reload();
  await expect(request.getByTestId("account-status")).toHaveText(T.status.contacted);
  await expect(page.getByText("Private: budget is tight")).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).analyze();
  expect(violations).toEqual([]);
});

test("the demo homeowner's estimates, each with its ballpark and the AI's text, and no one else's requests", async ({
  page,
}) => {
  await signIn(page, DEMO_USER);
  await page.goto(ROUTES.account);
  const estimates = page.getByRole("region", { name: T.estimates }).getByTestId("account-lead");
  await expect(estimates).toHaveCount(DEMO_ESTIMATE_LEADS.length);
  await expect(estimates.first()).toContainText(T.ballpark);
  await estimates.first().getByText(T.estimateText).click();
  await expect(estimates.first()).toContainText("This is a ballpark from the pricing guide");
  // The seeded contact leads are other people's: none of them is listed.
  for (const { fields } of DEMO_CONTACT_LEADS)
    if (fields.message) await expect(page.getByText(fields.message)).toHaveCount(0);
});

test("the homeowner's booked visit is on /account, and cancelling it there frees the time", async ({ page }) => {
  const slots = ((await (await page.request.get(API_ROUTES.slots)).json()) as SlotsAnswer).slots;
  // A day of its own, late in the horizon, away from the booking spec's.
  const slot = slots[slots.length - 3];
  const booked = await bookThroughApi(page, {
    start: slot.start,
    name: DEMO_USER.displayName,
    phone: DEMO_USER.phone,
    email: DEMO_USER.email,
    street: "4100 Lee Hwy",
    zip: "22201",
    projectType: "remodel",
    note: "",
    website: "",
    elapsedMs: 9000,
  });
  expect(booked.status()).toBe(201);
  const { id } = (await booked.json()) as { id: string };

  await signIn(page, DEMO_USER);
  await page.goto(ROUTES.account);
  // This visit's card (an earlier run's cancelled visit at the same time may be listed too).
  const visit = page.getByRole("region", { name: T.visits }).locator(`[data-lead-id="${id}"]`);
  await expect(visit).toContainText(T.visitWhen(visitWhen(slot.start)));
  await expect(visit.getByTestId("account-status")).toHaveText(T.status.new);
  await visit.getByRole("button", { name: T.manageVisit }).click();
  await visit.getByRole("button", { name: BOOKING_TEXT.manage.cancel }).click();
  await visit.getByRole("button", { name: BOOKING_TEXT.manage.cancelConfirm }).click();
  await expect(visit.getByTestId("visit-notice")).toHaveText(BOOKING_TEXT.manage.cancelled);
  await expect
    .poll(async () =>
      ((await (await page.request.get(API_ROUTES.slots)).json()) as SlotsAnswer).slots.map((s) => s.start),
    )
    .toContain(slot.start);
  await page.reload();
  await expect(visit).toContainText(T.visitCancelled(visitWhen(slot.start)));
});
