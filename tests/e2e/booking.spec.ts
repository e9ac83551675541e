import { expect, test, type Page } from "@playwright/test";
import { mailCalendars, waitForMail, type ReceivedMail } from "../../scripts/maildev.ts";
import { ADMIN_PAGES, API_ROUTES, ROUTES } from "../../src/config/routes.ts";
import { BOOKING_TEXT } from "../../src/config/text.ts";
import { CONTACT_ANTI_SPAM } from "../../src/schemas/api.ts";
import type { Slot, SlotsAnswer } from "../../src/schemas/booking.ts";
import { visitWhen } from "../../src/lib/format/visitTime.ts";
import { readInvitation } from "../support/invitation.ts";
import { DEMO_ADMIN } from "../../scripts/demo-accounts.ts";
import { signIn } from "./support/signIn.ts";
import { bookThroughApi, uniquePhone } from "./support/booking.ts";

/**
 * A homeowner books a site visit on a phone, against the built site, the real functions,
 * the Firestore emulator, MailDev and Radicale as the owner's calendar (seeded with npm
 * start's appointments). Each test books on a day of its own, so they run side by side.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

async function openSlots(page: Page): Promise<Slot[]> {
  const answer = (await (await page.request.get(API_ROUTES.slots)).json()) as SlotsAnswer;
  return answer.slots;
}

/**
 * The open times of the n-th day that has at least six of them. One filter for every test:
 * with two, the n-th of one list could be the m-th of the other, and tests side by side
 * would book the same time.
 */
async function dayWithTimes(page: Page, n: number): Promise<Slot[]> {
  const count = 6;
  const slots = await openSlots(page);
  const days = [...new Set(slots.map((slot) => slot.day))]
    .map((day) => slots.filter((slot) => slot.day === day))
    .filter((list) => list.length >= count);
  return days[n];
}

const timeLabel = (slot: Slot) => visitWhen(slot.start).split(" at ")[1];
const dayLabel = (slot: Slot) =>
  new Intl.DateTimeFormat("en-US", { timeZone: "UTC", weekday: "short", month: "short", day: "numeric" }).format(
    new Date(`${slot.day}T12:00:00Z`),
  );

async function pickTime(page: Page, slot: Slot) {
  await page.getByTestId("booking-days").getByText(dayLabel(slot), { exact: true }).click();
  await page.getByTestId("booking-times").getByText(timeLabel(slot), { exact: true }).click();
  await expect(page.getByTestId("booking-chosen")).toHaveText(BOOKING_TEXT.chosen(visitWhen(slot.start)));
}

/** Fills the details with a phone of their own; returns it. */
async function fillDetails(page: Page, email: string, name = "Jordan Avery"): Promise<string> {
  const phone = uniquePhone();
  await page.getByLabel(BOOKING_TEXT.fields.name).fill(name);
  await page.getByLabel(BOOKING_TEXT.fields.phone).fill(phone);
  await page.getByLabel(BOOKING_TEXT.fields.email).fill(email);
  await page.getByLabel(BOOKING_TEXT.fields.street).fill("4100 Lee Hwy");
  await page.getByLabel(BOOKING_TEXT.fields.zip).fill("22201");
  await page.getByLabel(BOOKING_TEXT.fields.projectType).selectOption("remodel");
  await page.getByLabel(BOOKING_TEXT.fields.note).fill("Basement stairs, dog is friendly.");
  return phone;
}

/** What fillDetails typed, every character still in the form. */
async function expectDetailsKept(page: Page, email: string, phone: string) {
  for (const [label, value] of [
    [BOOKING_TEXT.fields.name, "Jordan Avery"],
    [BOOKING_TEXT.fields.phone, phone],
    [BOOKING_TEXT.fields.email, email],
    [BOOKING_TEXT.fields.street, "4100 Lee Hwy"],
    [BOOKING_TEXT.fields.zip, "22201"],
    [BOOKING_TEXT.fields.note, "Basement stairs, dog is friendly."],
    [BOOKING_TEXT.fields.projectType, "remodel"],
  ])
    await expect(page.getByLabel(label)).toHaveValue(value);
}

const tokenIn = (mail: ReceivedMail): string => {
  const match = new RegExp(`${ROUTES.visit}#([A-Za-z0-9_-]+)`).exec(mail.text);
  if (!match) throw new Error("no private link in the e-mail");
  return match[1];
};

test("from the home page to a confirmed visit, both e-mails with the invitation, the owner's agenda, then moved and cancelled through the private link", async ({
  page,
}) => {
  const email = `jordan-${unique()}@example.com`;
  // The day's first and last open times: far enough apart that the visit and its travel buffer never touch the other.
  const ofDay = await dayWithTimes(page, 1);
  const [first, third] = [ofDay[0], ofDay[ofDay.length - 1]];

  await page.goto(ROUTES.home);
  await page.getByRole("link", { name: BOOKING_TEXT.cta }).first().click();
  await page.waitForURL(new RegExp(`${ROUTES.book}$`));
  await pickTime(page, first);
  const name = `Jordan Avery ${unique().slice(-6)}`;
  const phone = await fillDetails(page, email, name);
  await page.waitForTimeout(CONTACT_ANTI_SPAM.minElapsedMs);
  await page.getByRole("button", { name: BOOKING_TEXT.submit }).click();

  const confirmed = page.getByTestId("booking-confirmed");
  await expect(confirmed.getByRole("heading", { name: BOOKING_TEXT.confirmed.heading })).toBeFocused();
  await expect(confirmed).toContainText(BOOKING_TEXT.confirmed.when(visitWhen(first.start)));

  // Both e-mails, each with the same invitation for the right instant.
  const [visitorMail] = await waitForMail((mail) => mail.to.some((to) => to.address === email), 5_000);
  const [ownerMail] = await waitForMail(
    (mail) => mail.to.some((to) => to.address === "owner@leads.test") && mail.text.includes(email),
    5_000,
  );
  const invitations = await Promise.all(
    [visitorMail, ownerMail].map(async (mail) => readInvitation((await mailCalendars(mail.id))[0])),
  );
  expect(invitations.map((invitation) => [invitation.method, invitation.start])).toEqual([
    ["REQUEST", first.start],
    ["REQUEST", first.start],
  ]);
  expect(invitations[0].uid).toBe(invitations[1].uid);

  // The time is no longer offered.
  expect((await openSlots(page)).some((slot) => slot.start === first.start)).toBe(false);

  // The owner sees it on the agenda (/admin/visits), with a call link and the address on a map.
  const owner = await page.context().newPage();
  await signIn(owner, DEMO_ADMIN);
  await owner.goto(ADMIN_PAGES.visits);
  const agendaVisit = owner.getByTestId("agenda-visit").filter({ hasText: name });
  await expect(agendaVisit).toContainText(timeLabel(first));
  await expect(agendaVisit.getByRole("link", { name: BOOKING_TEXT.admin.call(name, phone) })).toHaveAttribute(
    "href",
    `tel:${phone.replace(/\D/g, "")}`,
  );
  await expect(agendaVisit.getByRole("link", { name: BOOKING_TEXT.admin.map("4100 Lee Hwy, 22201") })).toBeVisible();
  await owner.close();

  // The private link: move the visit to the day's third time.
  await page.goto(`${ROUTES.visit}#${tokenIn(visitorMail)}`);
  await expect(page.getByTestId("visit-when")).toHaveText(visitWhen(first.start));
  await page.getByRole("button", { name: BOOKING_TEXT.manage.reschedule }).click();
  await page.getByTestId("visit-days").getByText(dayLabel(third), { exact: true }).click();
  await page.getByTestId("visit-times").getByText(timeLabel(third), { exact: true }).click();
  await page.getByRole("button", { name: new RegExp(`^${BOOKING_TEXT.manage.confirmMove}`) }).click();
  await expect(page.getByTestId("visit-notice")).toHaveText(BOOKING_TEXT.manage.moved(visitWhen(third.start)));
  await expect(page.getByTestId("visit-when")).toHaveText(visitWhen(third.start));
  const moved = await waitForMail(
    (mail) => mail.to.some((to) => to.address === email) && /moved/.test(mail.subject),
    5_000,
  );
  expect(readInvitation((await mailCalendars(moved[0].id))[0])).toMatchObject({
    sequence: 1,
    start: third.start,
    uid: invitations[0].uid,
  });
  const slotsAfterMove = await openSlots(page);
  expect(slotsAfterMove.some((slot) => slot.start === first.start)).toBe(true);
  expect(slotsAfterMove.some((slot) => slot.start === third.start)).toBe(false);

  // Cancel: asked once, then done; the time is open again.
  await page.getByRole("button", { name: BOOKING_TEXT.manage.cancel }).click();
  await page.getByRole("button", { name: BOOKING_TEXT.manage.cancelConfirm }).click();
  await expect(page.getByTestId("visit-notice")).toHaveText(BOOKING_TEXT.manage.cancelled);
  const cancelled = await waitForMail(
    (mail) => mail.to.some((to) => to.address === email) && /cancelled/.test(mail.subject),
    5_000,
  );
  expect(readInvitation((await mailCalendars(cancelled[0].id))[0])).toMatchObject({ method: "CANCEL", sequence: 2 });
  expect((await openSlots(page)).some((slot) => slot.start === third.start)).toBe(true);
});

test("when somebody else books the time first, the form keeps every typed character and offers the next times", async ({
  page,
}) => {
  const [wanted] = await dayWithTimes(page, 2);
  const email = `casey-${unique()}@example.com`;
  await page.goto(ROUTES.book);
  await pickTime(page, wanted);
  const phone = await fillDetails(page, email);
  // Another visitor takes it while this one types.
  const other = await bookThroughApi(page, {
    start: wanted.start,
    name: "Other Visitor",
    phone: uniquePhone(),
    email: `other-${unique()}@example.com`,
    street: "1 Main St",
    zip: "20001",
    projectType: "repair",
    note: "",
    website: "",
    elapsedMs: 5000,
  });
  expect(other.status()).toBe(201);
  await page.waitForTimeout(CONTACT_ANTI_SPAM.minElapsedMs);
  await page.getByRole("button", { name: BOOKING_TEXT.submit }).click();

  const taken = page.getByTestId("booking-taken");
  await expect(taken).toContainText(BOOKING_TEXT.taken);
  await expectDetailsKept(page, email, phone);

  await taken.getByRole("button").first().click();
  await page.getByRole("button", { name: BOOKING_TEXT.submit }).click();
  await expect(page.getByTestId("booking-confirmed")).toBeVisible();
});

test("an e-mail that already has a visit coming: the form says why, offers the phone and keeps every typed character", async ({
  page,
}) => {
  const email = `twice-${unique()}@example.com`;
  const days = await dayWithTimes(page, 4);
  const booked = await bookThroughApi(page, {
    start: days[0].start,
    name: "Jordan Avery",
    phone: uniquePhone(),
    email,
    street: "4100 Lee Hwy",
    zip: "22201",
    projectType: "remodel",
    note: "",
    website: "",
    elapsedMs: 5000,
  });
  expect(booked.status()).toBe(201);

  await page.goto(ROUTES.book);
  await pickTime(page, days[days.length - 1]);
  const phone = await fillDetails(page, email);
  await page.waitForTimeout(CONTACT_ANTI_SPAM.minElapsedMs);
  await page.getByRole("button", { name: BOOKING_TEXT.submit }).click();
  await expect(page.getByTestId("booking-failure")).toHaveText(BOOKING_TEXT.personLimit);
  await expect(page.getByTestId("booking-form").getByRole("link", { name: BOOKING_TEXT.callInstead })).toHaveAttribute(
    "href",
    /^tel:\+1\d{10}$/,
  );
  await expectDetailsKept(page, email, phone);
  await expect(page.getByTestId("booking-chosen")).toHaveText(
    BOOKING_TEXT.chosen(visitWhen(days[days.length - 1].start)),
  );
});

test("a ZIP code outside the area gets the sentence and the contact form instead of booking", async ({ page }) => {
  await page.goto(ROUTES.book);
  await expect(page.getByTestId("booking-form")).toHaveAttribute("data-ready", "true");
  await page.getByLabel(BOOKING_TEXT.fields.zip).fill("10001");
  await expect(page.getByTestId("booking-outside")).toHaveText(BOOKING_TEXT.outsideArea);
  await expect(page.getByRole("button", { name: BOOKING_TEXT.submit })).toHaveCount(0);
  await expect(page.getByTestId("contact-form")).toBeVisible();
});
