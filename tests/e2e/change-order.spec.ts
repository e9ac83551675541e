import { randomBytes } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { DEMO_ADMIN } from "../../scripts/demo-accounts.ts";
import { waitForMail } from "../../scripts/maildev.ts";
import { ADMIN_PAGES, proposalPath, ROUTES } from "../../src/config/routes.ts";
import { CHANGE_ORDER_TEXT } from "../../src/config/text/changeOrder.ts";
import { PROPOSAL_TEXT } from "../../src/config/text/proposal.ts";
import { PROPOSAL_ADMIN_TEXT } from "../../src/config/text/proposalAdmin.ts";
import { formatCents } from "../../src/lib/format/money.ts";
import { signedContract } from "../support/signedContract.ts";
import { signIn } from "./support/signIn.ts";
import { drawSignature } from "./support/signature.ts";

/**
 * After the signature, on phones: the owner writes a change order in /admin (a line added,
 * one taken out as a credit) and sends it; the homeowner opens the e-mail's link, signs it
 * like the contract; the contract's own page then shows the price with the change. Against
 * the built site, the real functions, the Firestore emulator and MailDev.
 */
const C = CHANGE_ORDER_TEXT.page;
const A = PROPOSAL_ADMIN_TEXT.changeOrder;
const PHONE = { width: 390, height: 844 };
const unique = () => `${Date.now().toString(36)}${randomBytes(3).toString("hex")}`;

test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

test("on phones: the owner sends a change order with a credit; the homeowner signs it; the contract's price follows", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const id = unique();
  const title = `Kitchen remodel ${id}`;
  const email = `change-${id}@example.com`;
  const token = `contract${id}${"x".repeat(20)}`;
  const contract = { token, ...(await signedContract({ email, token, change: { title } })) };
  const change = 310_000 - 127_500;
  const newTotal = formatCents(contract.totalCents + change);

  // The owner, on a phone: "Write a change order" on the signed proposal.
  const owner = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const ownerPage = await owner.newPage();
  await signIn(ownerPage, DEMO_ADMIN);
  await ownerPage.goto(ADMIN_PAGES.proposals);
  await ownerPage.getByRole("button", { name: A.writeLabel(title) }).click();
  await ownerPage.getByLabel(A.title, { exact: true }).fill("Pantry cabinet");
  await ownerPage.getByLabel(A.reason).fill("A tall pantry cabinet beside the fridge instead of the pot filler.");
  await ownerPage.getByLabel(A.line.description).nth(0).fill("Tall maple pantry cabinet");
  await ownerPage.getByLabel(A.line.quantity).nth(0).fill("1");
  await ownerPage.getByLabel(A.line.unit, { exact: true }).nth(0).fill("each");
  await ownerPage.getByLabel(A.line.price).nth(0).fill("3100.00");
  await ownerPage.getByRole("button", { name: A.line.add }).click();
  await ownerPage.getByLabel(A.line.description).nth(1).fill("Pot filler faucet, not installed");
  await ownerPage.getByLabel(A.line.quantity).nth(1).fill("1");
  await ownerPage.getByLabel(A.line.unit, { exact: true }).nth(1).fill("each");
  await ownerPage.getByLabel(A.line.price).nth(1).fill("1275.00");
  await ownerPage.getByLabel(A.line.credit).nth(1).check();
  await expect(ownerPage.getByText(A.summary(`+${formatCents(change)}`, newTotal))).toBeVisible();
  await ownerPage.getByLabel(A.signer).fill("Olivia Owner");
  ownerPage.once("dialog", (dialog) => void dialog.accept());
  await ownerPage.getByRole("button", { name: A.send }).click();
  await expect(ownerPage.getByText(A.sent(1, email))).toBeVisible();
  await owner.close();

  // The homeowner opens the e-mail's link: the change, the credit, the new price.
  const [mail] = await waitForMail(
    (item) =>
      item.subject === CHANGE_ORDER_TEXT.mail.sentSubject(1, "Pantry cabinet") &&
      item.to.some((to) => to.address === email),
  );
  const link = new RegExp(`${ROUTES.changeOrder}#[A-Za-z0-9_-]+`).exec(mail.text)![0];
  await page.goto(link);
  await expect(page.getByTestId("change-order-state")).toHaveText(C.states.viewed);
  await expect(page.getByTestId("change-order-new-total")).toHaveText(newTotal);
  expect(await new AxeBuilder({ page }).analyze().then((result) => result.violations)).toEqual([]);

  await page.getByRole("button", { name: C.sign }).click();
  await page.getByRole("checkbox", { name: new RegExp(PROPOSAL_TEXT.page.consent) }).check();
  await page.getByLabel(PROPOSAL_TEXT.page.name).fill("Dana Whitfield");
  await drawSignature(page);
  expect(await new AxeBuilder({ page }).analyze().then((result) => result.violations)).toEqual([]);
  await page.getByRole("button", { name: C.submitSign(newTotal) }).click();
  await expect(page.getByTestId("change-order-state")).toHaveText(C.states.signed);
  await waitForMail(
    (item) =>
      item.subject === CHANGE_ORDER_TEXT.mail.signedSubject(1, "Pantry cabinet") &&
      item.to.some((to) => to.address === email),
  );

  // The contract's own link: the signed change listed, the price with it.
  await page.goto("about:blank");
  await page.goto(proposalPath(contract.token));
  await expect(page.getByTestId("contract-current-total")).toHaveText(PROPOSAL_TEXT.page.currentTotal(newTotal));
});
