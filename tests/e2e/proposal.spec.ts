import { readFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { mailAttachments, waitForMail, type ReceivedMail } from "../../scripts/maildev.ts";
import { DEMO_ADMIN } from "../../scripts/demo-accounts.ts";
import { ADMIN_PAGES, adminLeadPath, proposalPath, ROUTES } from "../../src/config/routes.ts";
import { COMMON_TEXT } from "../../src/config/text/common.ts";
import { PROPOSAL_ADMIN_TEXT as A } from "../../src/config/text/proposalAdmin.ts";
import { PROPOSAL_TEXT } from "../../src/config/text/proposal.ts";
import { formatCents } from "../../src/lib/format/money.ts";
import { proposalTotals } from "../../src/lib/proposal/money.ts";
import { accountLeadOf } from "../../src/schemas/accountLead.ts";
import { ACCOUNT_LEADS, MESSAGE_LEADS } from "../../src/schemas/collections.ts";
import { pdfText, sampleDraft } from "../support/proposals.ts";
import { sentProposal } from "../support/signedContract.ts";
import { putDocument } from "./support/firestore.ts";
import { signIn } from "./support/signIn.ts";
import { drawSignature } from "./support/signature.ts";
import { getAuth } from "firebase-admin/auth";
import { adminApp } from "../../src/server/firebaseAdmin.ts";

/**
 * The homeowner's side on a phone: the e-mail's link, an optional item ticked (the total
 * follows), consent, name and a drawn signature, the signed state with its fingerprint and
 * PDF, the deposit paid on the Stripe stand-in's hosted page and its receipt; both get the
 * signed PDF; a second browser on the same link can only read it. Against the built site,
 * the real functions, the Firestore emulator, MailDev and the Stripe stand-in.
 */
const T = PROPOSAL_TEXT.page;
const PHONE = { width: 390, height: 844 };
const unique = () => `${Date.now().toString(36)}${randomBytes(3).toString("hex")}`;

test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

const linkIn = (mail: ReceivedMail): string => {
  const match = new RegExp(`${ROUTES.proposal}#[A-Za-z0-9_-]+`).exec(mail.text);
  if (!match) throw new Error("no proposal link in the e-mail");
  return match[0];
};

/**
 * A booked visit's lead, and the owner on a phone: "Write a proposal" on the lead, six line
 * items typed in (one optional), the dates, the materials, then "Send to homeowner".
 */
async function buildAndSendOnPhone(page: Page, email: string, name: string): Promise<string> {
  const leadId = `e2eVisit${unique()}`;
  const lead = {
    name,
    email,
    phone: "(301) 555-0100",
    message: "Site visit: Tuesday 10:00 AM\nProject: Remodel\nOur kitchen needs a full remodel.",
    street: "12 Elm St",
    zip: "20814",
    projectType: "remodel",
    timestamp: new Date(),
    status: "contacted",
    source: "booking",
    channel: "unknown",
  };
  await putDocument(`${MESSAGE_LEADS}/${leadId}`, lead);
  // Its /account row, as storing a lead writes it (src/server/leads/store.ts).
  await putDocument(`${ACCOUNT_LEADS}/${leadId}`, {
    ...accountLeadOf("booking", lead),
    visitStart: new Date(Date.now() + 3 * 86_400_000),
    status: "contacted",
    timestamp: lead.timestamp,
  });
  const draft = sampleDraft("MD", { name, email });
  await signIn(page, DEMO_ADMIN);
  await page.goto(adminLeadPath(leadId));
  await page
    .getByRole("button", { name: A.lead.writeLabel(name) })
    .first()
    .click();
  await expect(page.getByRole("heading", { name: A.builder.newHeading })).toBeVisible();
  // Prefilled from the visit: who, where, what.
  await expect(page.getByLabel(A.builder.client.zip)).toHaveValue("20814");
  await expect(page.getByLabel(A.builder.scope)).toHaveValue("Our kitchen needs a full remodel.");
  await page.getByLabel(A.builder.title).fill(draft.title);
  await page.getByLabel(A.builder.client.city).fill("Bethesda");
  // The builder opens with one empty line.
  for (const [index, item] of draft.items.entries()) {
    if (index > 0) await page.getByRole("button", { name: A.builder.item.add }).click();
    await page.getByLabel(A.builder.item.description).nth(index).fill(item.description);
    await page.getByLabel(A.builder.item.quantity).nth(index).fill(String(item.quantity));
    await page.getByLabel(A.builder.item.unit, { exact: true }).nth(index).fill(item.unit);
    await page
      .getByLabel(A.builder.item.price)
      .nth(index)
      .fill((item.unitCents / 100).toFixed(2));
    if (item.optional) await page.getByLabel(A.builder.item.optional).nth(index).check();
  }
  await page.getByLabel(A.builder.materials).fill(draft.materials.join("\n"));
  await page.getByLabel(A.builder.startDate).fill(draft.startDate);
  await page.getByLabel(A.builder.completionDate).fill(draft.completionDate);
  await expect(page.getByText(A.builder.lawClear)).toBeVisible();
  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByRole("button", { name: A.builder.send }).click();
  await expect(page.getByText(A.builder.sent(email))).toBeVisible();
  const [mail] = await waitForMail((item) => item.to.some((to) => to.address === email));
  return linkIn(mail);
}

test("on phones: the owner builds six items from a visit's lead and sends; the homeowner ticks an option, signs, gets the PDF, pays the deposit by card; /admin shows it signed and paid; a second browser can only read it", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const id = unique();
  const name = `Dana Whitfield ${id.slice(-4)}`;
  const email = `dana-${id}@example.com`;
  const owner = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const ownerPage = await owner.newPage();
  const link = await buildAndSendOnPhone(ownerPage, email, name);
  // What the owner typed: the sample's items, no allowance.
  const draft = sampleDraft("MD", { name, email }, { allowances: [] });
  const withLight = proposalTotals(draft, ["light"]);

  await page.goto(link);
  await expect(page.getByTestId("proposal-state")).toHaveText(T.states.viewed);
  await expect(page.getByTestId("contract-total")).toHaveText(formatCents(proposalTotals(draft).totalCents));
  await page.getByRole("checkbox", { name: /Under-cabinet lighting/ }).check();
  await expect(page.getByTestId("contract-total")).toHaveText(formatCents(withLight.totalCents));
  expect(await new AxeBuilder({ page }).analyze().then((result) => result.violations)).toEqual([]);

  await page.getByRole("button", { name: T.sign }).click();
  // Nothing is sent until the form is complete: each missing part is named.
  await page.getByRole("button", { name: T.submitSign(formatCents(withLight.totalCents)) }).click();
  await expect(page.getByText(PROPOSAL_TEXT.errors.consent)).toBeVisible();
  await page.getByRole("checkbox", { name: new RegExp(T.consent) }).check();
  await page.getByLabel(T.name).fill(name);
  await drawSignature(page);
  expect(await new AxeBuilder({ page }).analyze().then((result) => result.violations)).toEqual([]);
  await page.getByRole("button", { name: T.submitSign(formatCents(withLight.totalCents)) }).click();

  await expect(page.getByTestId("proposal-state")).toHaveText(T.states.signed);
  await expect(page.getByTestId("deposit-state")).toContainText(T.depositDue(formatCents(withLight.depositCents)));
  const hash = (await page.locator(".font-mono").textContent())!.trim();
  expect(hash).toMatch(/^[0-9a-f]{64}$/);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: T.download }).click(),
  ]);
  const downloaded = pdfText(readFileSync(await download.path()));
  expect(downloaded).toContain(hash);
  expect(downloaded).toContain(`Signed electronically by ${name}`);

  // Both get the signed PDF, and it is the same document.
  const subject = PROPOSAL_TEXT.mail.signedSubject("Kitchen remodel");
  const [clientMail] = await waitForMail(
    (mail) => mail.subject === subject && mail.to.some((to) => to.address === email),
  );
  const [ownerMail] = await waitForMail(
    (mail) => mail.subject === PROPOSAL_TEXT.mail.signedSubject(`${name}, Kitchen remodel`),
  );
  for (const mail of [clientMail, ownerMail]) {
    const [pdf] = await mailAttachments(mail.id, "application/pdf");
    expect(pdfText(pdf)).toContain(hash);
  }

  // The deposit on Stripe's hosted page (the stand-in's), then back to the contract, shown paid.
  const deposit = formatCents(withLight.depositCents);
  await page.getByRole("button", { name: T.payByCard(deposit) }).click();
  await page.waitForURL(/\/c\/pay\/cs_/);
  expect(page.url()).not.toContain(link.split("#")[1]);
  await expect(page.getByText(deposit).first()).toBeVisible();
  await page.getByRole("button", { name: "Pay" }).click();
  await page.waitForURL((url) => url.pathname === ROUTES.proposal && url.hash.length > 1);
  await expect(page.getByTestId("proposal-state")).toHaveText(T.states.paid);
  await expect(page.getByTestId("deposit-state")).toContainText(deposit);
  await waitForMail(
    (mail) =>
      mail.subject === PROPOSAL_TEXT.mail.receiptSubject("Kitchen remodel") &&
      mail.to.some((to) => to.address === email),
  );

  // Another browser with the same link reads the signed contract and has nothing to sign or pay.
  const other = await browser.newContext({ viewport: PHONE });
  const second = await other.newPage();
  await second.goto(link);
  await expect(second.getByTestId("proposal-state")).toHaveText(T.states.paid);
  await expect(second.getByRole("button", { name: T.payByCard(deposit) })).toHaveCount(0);
  await expect(second.getByText(hash)).toBeVisible();
  await expect(second.getByRole("button", { name: T.sign })).toHaveCount(0);
  await expect(second.getByRole("checkbox", { name: /Under-cabinet lighting/ })).toHaveCount(0);
  await other.close();

  // The owner's list says who signed (a new document: the same address would only move its fragment).
  await ownerPage.goto("about:blank");
  await ownerPage.goto(ADMIN_PAGES.proposals);
  await expect(ownerPage.getByText(A.list.signedBy(name, "")).first()).toBeVisible();
  await expect(ownerPage.getByText(A.list.depositPaid(deposit, "", A.list.depositMethods.card)).first()).toBeVisible();
  await owner.close();

  // The homeowner's account, with the address the proposal went to proved: the visit's request shows it signed and paid.
  const password = `kitchen-${id}`;
  await getAuth(adminApp()).createUser({ email, password, emailVerified: true, displayName: name });
  await signIn(page, { email, password });
  await page.goto(ROUTES.account);
  const request = page.getByTestId("account-lead").filter({ has: page.getByTestId("account-proposal") });
  await expect(request.getByTestId("account-proposal-state")).toHaveText(T.states.paid);
  await expect(request.getByTestId("account-proposal")).toContainText(
    // The sentence up to its date.
    PROPOSAL_TEXT.account.depositPaid(deposit, "\u0000").split("\u0000")[0],
  );
  // The signed contract from the account too, the same document.
  const [fromAccount] = await Promise.all([
    page.waitForEvent("download"),
    request.getByRole("button", { name: T.download }).click(),
  ]);
  expect(pdfText(readFileSync(await fromAccount.path()))).toContain(hash);
});

test("a link that matches nothing says so, and a page opened without one asks for the e-mail's link", async ({
  page,
}) => {
  await page.goto(`${ROUTES.proposal}#${"x".repeat(43)}`);
  await expect(page.getByRole("alert")).toHaveText(PROPOSAL_TEXT.api.linkInvalid);
  await page.goto("about:blank");
  await page.goto(ROUTES.proposal);
  await expect(page.getByRole("alert")).toHaveText(T.linkMissing);
});

test("on a phone the proposal shows before the page's code, its options not yet to be ticked; the page then takes it over, shown once", async ({
  page,
}) => {
  const id = unique();
  const token = `firstpaint${id}${"x".repeat(20)}`;
  const { draft } = await sentProposal({ email: `paint-${id}@example.com`, token });
  const light = draft.items.find((item) => item.id === "light")!;
  const option = page.getByRole("checkbox", { name: new RegExp(light.description) });

  // React's runtime held until the assertions below are done: what they see needs none of it.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_astro\/client\.[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(proposalPath(token));
  await expect(page.getByTestId("proposal-state")).toHaveText(T.states.viewed);
  await expect(page.getByTestId("contract-total")).toHaveText(formatCents(proposalTotals(draft).totalCents));
  await expect(option).toBeDisabled();
  await expect(page.getByText(COMMON_TEXT.loading)).toBeHidden();
  await expect(page.getByRole("button", { name: T.sign })).toHaveCount(0);
  expect(await new AxeBuilder({ page }).analyze().then((result) => result.violations)).toEqual([]);

  release();
  await expect(page.getByRole("button", { name: T.sign })).toBeVisible();
  await option.check();
  await expect(page.getByTestId("contract-total")).toHaveText(formatCents(proposalTotals(draft, ["light"]).totalCents));
  await expect(page.getByTestId("contract-total")).toHaveCount(1);
  await expect(page.getByTestId("proposal-state")).toHaveCount(1);
});
