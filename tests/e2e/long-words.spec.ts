import { expect, test, type Page } from "@playwright/test";
import { DEMO_ADMIN, DEMO_USER } from "../../scripts/demo-accounts.ts";
import { waitForMail, type ReceivedMail } from "../../scripts/maildev.ts";
import { ADMIN_PAGES, API_ROUTES, ROUTES } from "../../src/config/routes.ts";
import { BOOKING_TEXT } from "../../src/config/text.ts";
import { CONTACT_ANTI_SPAM } from "../../src/schemas/api.ts";
import type { Slot, SlotsAnswer } from "../../src/schemas/booking.ts";
import { uniquePhone } from "./support/booking.ts";
import { sendContactForm } from "./support/contactForm.ts";
import { signIn } from "./support/signIn.ts";

/**
 * Nothing a visitor typed widens a page on the smallest phone: one unbroken 60-character
 * word in the name, the e-mail, the street and the note, through the booking confirmation,
 * the visit's own page, the owner's agenda and lead card, /account and the e-mails.
 */
test.use({ viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true });

const WIDTH = 320;
const word = (prefix: string) => `${prefix}${"x".repeat(60 - prefix.length)}`;
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The page's own width against the screen's: anything wider scrolls sideways. */
async function expectNoSidewaysScroll(page: Page, where: string) {
  const { width, widest } = await page.evaluate((screen) => {
    // On a failure, what sticks out: the first few elements past the screen's edge.
    const widest = [...document.querySelectorAll("body *")]
      .filter((element) => element.getBoundingClientRect().right > screen + 1)
      .slice(0, 5)
      .map((element) => `${element.tagName} ${element.textContent?.slice(0, 40) ?? ""}`);
    return { width: document.documentElement.scrollWidth, widest };
  }, WIDTH);
  expect({ where, width, widest }).toEqual({ where, width: WIDTH, widest: [] });
}

async function mailHtmlFits(page: Page, mail: ReceivedMail, where: string) {
  await page.setContent(`<meta name="viewport" content="width=device-width">${mail.html}`);
  await expectNoSidewaysScroll(page, where);
}

test("a 60-character unbroken name, e-mail, street and note: the confirmation, the visit page, the owner's agenda and card, and both e-mails fit 320 px", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const tag = unique();
  const name = word(`Name${tag}`);
  const email = `${word(`m${tag}`).slice(0, 48)}@example.com`;
  const street = word(`Street${tag}`);
  const note = word(`Note${tag}`);
  const { slots } = (await (await page.request.get(API_ROUTES.slots)).json()) as SlotsAnswer;
  // Within the owner's 8-day agenda, on a day of its own: the booking spec takes the 2nd and 3rd days with six times.
  const days = [...new Set(slots.map((open) => open.day))]
    .map((day) => slots.filter((open) => open.day === day))
    .filter((list) => list.length >= 6);
  const slot: Slot = days[3][Math.floor(days[3].length / 2)];

  await page.goto(ROUTES.book);
  await expect(page.getByTestId("booking-form")).toHaveAttribute("data-ready", "true");
  await page.getByTestId("booking-days").getByRole("radio").first().waitFor();
  const day = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", weekday: "short", month: "short", day: "numeric" });
  await page
    .getByTestId("booking-days")
    .getByText(day.format(new Date(`${slot.day}T12:00:00Z`)), { exact: true })
    .click();
  const time = new Intl.DateTimeFormat("en-US", { timeZone: "America/New_York", hour: "numeric", minute: "2-digit" });
  await page
    .getByTestId("booking-times")
    .getByText(time.format(new Date(slot.start)), { exact: true })
    .click();
  await page.getByLabel(BOOKING_TEXT.fields.name).fill(name);
  await page.getByLabel(BOOKING_TEXT.fields.phone).fill(uniquePhone());
  await page.getByLabel(BOOKING_TEXT.fields.email).fill(email);
  await page.getByLabel(BOOKING_TEXT.fields.street).fill(street);
  await page.getByLabel(BOOKING_TEXT.fields.zip).fill("22201");
  await page.getByLabel(BOOKING_TEXT.fields.projectType).selectOption("remodel");
  await page.getByLabel(BOOKING_TEXT.fields.note).fill(note);
  await page.waitForTimeout(CONTACT_ANTI_SPAM.minElapsedMs);
  await page.getByRole("button", { name: BOOKING_TEXT.submit }).click();
  await expect(page.getByTestId("booking-confirmed")).toContainText(email);
  await expectNoSidewaysScroll(page, "the booking confirmation");

  const [visitorMail] = await waitForMail((mail) => mail.to.some((to) => to.address === email), 10_000);
  const [ownerMail] = await waitForMail(
    (mail) => mail.to.some((to) => to.address === "owner@leads.test") && mail.text.includes(note),
    10_000,
  );
  const token = new RegExp(`${ROUTES.visit}#([A-Za-z0-9_-]+)`).exec(visitorMail.text)?.[1];
  await page.goto(`${ROUTES.visit}#${token}`);
  await expect(page.getByTestId("visit-page")).toContainText(street);
  await expectNoSidewaysScroll(page, "the visit's page");

  const owner = await browser.newPage({ viewport: { width: WIDTH, height: 640 }, isMobile: true, hasTouch: true });
  await signIn(owner, DEMO_ADMIN);
  await owner.goto(ADMIN_PAGES.leads);
  await expect(owner.getByTestId("contact-forms-table")).toContainText(name);
  await expectNoSidewaysScroll(owner, "the leads list");
  await owner.getByTestId("contact-forms-table").getByRole("link", { name, exact: true }).click();
  await expect(owner.getByTestId("linked-lead").getByRole("article", { name })).toBeVisible();
  await expectNoSidewaysScroll(owner, "the lead's own page");
  await owner.goto(ADMIN_PAGES.visits);
  await expect(owner.getByTestId("agenda-visit").filter({ hasText: name })).toBeVisible();
  await expectNoSidewaysScroll(owner, "the agenda");
  await owner.close();

  await mailHtmlFits(page, visitorMail, "the visitor's e-mail");
  await mailHtmlFits(page, ownerMail, "the owner's e-mail");
});

test("/account with a 60-character unbroken message fits 320 px", async ({ page }) => {
  const message = word(`Message${unique()}`);
  await sendContactForm(page, { name: word("Homeowner"), email: DEMO_USER.email, phone: "(571) 555-0177", message });
  await signIn(page, DEMO_USER);
  await page.goto(ROUTES.account);
  await expect(page.getByTestId("account-lead").filter({ hasText: message })).toBeVisible();
  await expectNoSidewaysScroll(page, "/account");
});
