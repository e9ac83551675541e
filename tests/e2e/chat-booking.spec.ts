import { expect, test } from "@playwright/test";
import { mailCalendars, waitForMail } from "../../scripts/maildev.ts";
import { API_ROUTES, ROUTES } from "../../src/config/routes.ts";
import { CHAT_TEXT } from "../../src/config/text.ts";
import { visitDay, visitWhen } from "../../src/lib/format/visitTime.ts";
import type { SlotsAnswer } from "../../src/schemas/booking.ts";
import { VISITS } from "../../src/schemas/collections.ts";
import { readInvitation } from "../support/invitation.ts";
import { askChat, chat, openChat, replyFinished } from "./support/ai.ts";
import { watchConsole } from "./support/console.ts";
import { listCollection } from "./support/firestore.ts";

/**
 * Issue 35: a visitor on a phone books a site visit inside the chat, against the built site,
 * the real functions, the Firestore emulator, MailDev and the AI stand-in's canned model (which
 * calls the tools as the prompt tells a model to: look up the day, show the details, book on yes).
 */
test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

const unique = () => `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;

test("on a phone: a named day's times, one picked, the details shown, a yes; booked once, mailed, its link opens it", async ({
  page,
}) => {
  const problems = watchConsole(page);
  const email = `ana-${unique()}@example.com`;
  const digits = unique().replace(/\D/g, "").slice(-7);
  const phone = `(703) ${digits.slice(0, 3)}-${digits.slice(3)}`;
  // A day of its own with six open times or more (booking.spec takes the 2nd, 3rd and 5th, spanish.spec the 7th).
  const { slots } = (await (await page.request.get(API_ROUTES.slots)).json()) as SlotsAnswer;
  const days = [...new Set(slots.map((slot) => slot.day))]
    .map((day) => slots.filter((slot) => slot.day === day))
    .filter((list) => list.length >= 6);
  const ofDay = days[Math.min(9, days.length - 1)];

  await page.goto(ROUTES.services);
  await openChat(page);
  await askChat(page, `Can someone come out for a site visit on ${visitDay(ofDay[0].day, true)}?`);
  await replyFinished(page);
  const reply = (await chat(page).messages("bot").last().textContent()) ?? "";
  const offered = ofDay.filter((slot) => reply.includes(visitWhen(slot.start)));
  expect(offered.length).toBeGreaterThan(0);
  expect(offered.length).toBeLessThanOrEqual(3);
  // Repeats side by side (--repeat-each) take different offered times, 90 minutes apart or more.
  const slot = offered[test.info().repeatEachIndex % offered.length];

  await askChat(
    page,
    `${visitWhen(slot.start)} works for me. My name is Ana Ruiz, ${phone}, ${email}, 12 Oak St, 22201. It's a kitchen remodel.`,
  );
  await replyFinished(page, 2);
  const shown = chat(page).messages("bot").nth(1).getByTestId("chat-visit");
  await expect(shown).toHaveAttribute("data-kind", "confirm");
  for (const detail of [visitWhen(slot.start), "Ana Ruiz", phone, email, "12 Oak St, 22201", "Remodel"])
    await expect(shown).toContainText(detail);
  await expect(shown).toContainText(CHAT_TEXT.booking.notYet);
  const visitsOf = async () => (await listCollection(VISITS)).filter((visit) => visit.fields.email === email);
  expect(await visitsOf()).toHaveLength(0);

  await shown.getByRole("button", { name: CHAT_TEXT.booking.yes }).click();
  await replyFinished(page, 3);
  const booked = chat(page).messages("bot").nth(2).getByTestId("chat-visit");
  await expect(booked).toHaveAttribute("data-kind", "booked");
  await expect(booked).toContainText(CHAT_TEXT.booking.bookedTitle);
  await expect(booked).toContainText(visitWhen(slot.start));
  await expect(shown.getByRole("button", { name: CHAT_TEXT.booking.yes })).toHaveCount(0);
  const stored = await visitsOf();
  expect(stored).toHaveLength(1);
  expect(stored[0].fields.start).toBe(Date.parse(slot.start));

  // The same e-mails as a /book visit: the visitor's and the owner's, with the same invitation.
  const [visitorMail] = await waitForMail((mail) => mail.to.some((to) => to.address === email), 5_000);
  const [ownerMail] = await waitForMail(
    (mail) => mail.to.some((to) => to.address === "owner@leads.test") && mail.text.includes(email),
    5_000,
  );
  const invitations = await Promise.all(
    [visitorMail, ownerMail].map(async (mail) => readInvitation((await mailCalendars(mail.id))[0])),
  );
  expect(invitations.map((invitation) => invitation.start)).toEqual([slot.start, slot.start]);

  // Yes again in the same conversation: the same visit, not a second one.
  await askChat(page, "Yes, book it");
  await replyFinished(page, 4);
  const again = chat(page).messages("bot").last();
  await expect(again.getByTestId("chat-visit")).toHaveAttribute("data-kind", "booked");
  await expect(again.getByTestId("chat-visit")).toContainText(visitWhen(slot.start));
  expect(await visitsOf()).toHaveLength(1);

  // The card's link is the visit's private page.
  await booked.getByRole("link", { name: CHAT_TEXT.booking.manage }).click();
  await page.waitForURL(new RegExp(`${ROUTES.visit}#`));
  await expect(page.getByTestId("visit-when")).toHaveText(visitWhen(slot.start));
  expect(problems).toEqual([]);
});
