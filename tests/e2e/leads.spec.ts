/**
 * Speed to lead, end to end on the built site: where a lead came from, from the
 * visitor's first page view to the owner's inbox and export; the reminder of a lead left
 * New, by e-mail and on the owner's phone (the local webhook receiver), stopped by the
 * owner's answer in /admin on a phone-sized screen, where the alert's link opens the lead.
 * A reminder is due minutes of office time after its lead; the test moves a reminder's
 * time to now, as the clock would, and runs the scheduled function as Netlify does.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { getFirestore, Timestamp } from "firebase-admin/firestore";
import { readFile } from "node:fs/promises";
import leadAlerts from "../../netlify/functions/lead-alerts.ts";
import { listMail, waitForMail } from "../../scripts/maildev.ts";
import { DEMO_ADMIN } from "../../scripts/demo-accounts.ts";
import { WEBHOOK_RECEIVER_PORT } from "../../scripts/webhook-receiver.ts";
import { MAIL_TEXT } from "../../src/config/text.ts";
import { ADMIN_PAGES } from "../../src/config/routes.ts";
import { adminApp } from "../../src/server/firebaseAdmin.ts";
import { sendContactForm } from "./support/contactForm.ts";
import { signIn } from "./support/signIn.ts";
import { MESSAGE_LEADS, NOTIFICATIONS } from "../../src/schemas/collections.ts";

const db = () => getFirestore(adminApp());
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A contact lead's phone and message; each test gives its own name and e-mail. */
const KITCHEN_LEAD = { phone: "(301) 555-0188", message: "Kitchen remodel, please call." };

async function leadNamed(name: string) {
  const found = await db().collection(MESSAGE_LEADS).where("name", "==", name).get();
  expect(found.size).toBe(1);
  return found.docs[0];
}

/** What the owner's phone received (the receiver the e2e stack posts to). */
async function phonePosts(): Promise<{ body: Record<string, unknown> }[]> {
  const res = await fetch(`http://127.0.0.1:${WEBHOOK_RECEIVER_PORT}/posts`);
  return (await res.json()) as { body: Record<string, unknown> }[];
}

test("a visit from a Google ad through a service page to a contact lead: channel, campaign, landing and sent-from pages in /admin and in the CSV", async ({
  page,
  browser,
}) => {
  const name = `Origin ${unique()}`;
  await page.goto("/?utm_source=google&utm_medium=cpc&utm_campaign=kitchens&gclid=test-click");
  await page.goto("/services/complete-remodels");
  await sendContactForm(page, { ...KITCHEN_LEAD, name, email: `origin-${unique()}@example.org` });
  const lead = await leadNamed(name);
  expect(lead.get("channel")).toBe("ads");
  expect(lead.get("origin")).toMatchObject({
    landing: "/",
    utm: { source: "google", medium: "cpc", campaign: "kitchens" },
    adClick: true,
    page: "/contact",
  });
  // Only the click id's presence is kept.
  expect(JSON.stringify(lead.data())).not.toContain("test-click");

  // A desktop monitor: the inbox's table, with each lead's pages under where it came from.
  const owner = await browser.newContext({ acceptDownloads: true, viewport: { width: 1920, height: 1080 } });
  const admin = await owner.newPage();
  await signIn(admin, DEMO_ADMIN);
  await admin.goto(ADMIN_PAGES.leads);
  const contacts = admin.getByTestId("contact-forms-table");
  await contacts.getByLabel("Show contact forms that came from").selectOption({ label: "Paid ads" });
  await admin.getByRole("searchbox", { name: "Search leads by name, e-mail or phone" }).fill(name);
  // The search's own answer, before anything is read from it: the page before it is replaced under a click.
  await expect(admin.getByTestId("lead-search-status")).toHaveText(`Showing leads that match "${name}".`);
  await expect(contacts.locator('[id^="lead-"]')).toHaveCount(1);
  const row = contacts.locator(`#lead-${lead.id}`);
  await expect(row).toContainText("Paid ads · google / cpc · kitchens · ad click");
  await expect(row).toContainText("landed on /, sent from /contact, on a computer");

  const [download] = await Promise.all([
    admin.waitForEvent("download"),
    contacts.getByRole("button", { name: "Export CSV: Contact forms" }).click(),
  ]);
  const [header, record] = (await readFile(await download.path(), "utf8")).replace(/^\uFEFF/, "").split("\r\n");
  const cells = Object.fromEntries(
    header.split('","').map((title, index) => [title.replace(/"/g, ""), record.split('","')[index]?.replace(/"/g, "")]),
  );
  expect(cells).toMatchObject({
    Name: name,
    Channel: "Paid ads",
    "UTM source": "google",
    "UTM medium": "cpc",
    "UTM campaign": "kitchens",
    "Ad click": "yes",
    "Landing page": "/",
    "Sent from": "/contact",
  });
  await owner.close();
});

test("a lead left New gets its reminder by e-mail and on the owner's phone; the alert's link opens its page on a phone, and marking it contacted stops the next reminder", async ({
  page,
}) => {
  const name = `Waiting ${unique()}`;
  await sendContactForm(page, { ...KITCHEN_LEAD, name, email: `waiting-${unique()}@example.org` });
  const lead = await leadNamed(name);
  const outbox = await db().collection(NOTIFICATIONS).where("lead", "==", lead.ref.path).get();
  const reminders = outbox.docs
    .filter((doc) => doc.get("kind") === "reminder")
    .sort((a, b) => Number(a.get("minutes")) - Number(b.get("minutes")));
  expect(reminders.map((doc) => doc.get("minutes") as number)).toEqual([5, 15]);
  const dueNow = (id: string) =>
    Promise.all(
      [id, `${id}-hook`].map((doc) =>
        db().collection(NOTIFICATIONS).doc(doc).update({ nextAttemptAt: Timestamp.now() }),
      ),
    );

  // Five minutes of office time later, the lead is still New: the schedule sends the reminder.
  await dueNow(reminders[0].id);
  await leadAlerts();
  const [reminder] = await waitForMail((mail) => mail.subject === MAIL_TEXT.reminderSubject(name, 5));
  const link = /https?:\/\/[^\s]+\/admin\/lead\?id=[A-Za-z0-9]+/.exec(reminder.text)![0];
  expect((await phonePosts()).map((post) => post.body.title)).toContain(`Still New after 5 min: ${name}`);

  // The owner opens the link on a phone.
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, DEMO_ADMIN);
  await page.goto(new URL(link).pathname + new URL(link).search);
  const card = page.getByTestId("linked-lead").getByRole("article", { name });
  await expect(card).toBeInViewport();
  await expect(card.getByRole("link", { name: `Call ${name}` })).toHaveAttribute("href", "tel:3015550188");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
  const { violations } = await new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).analyze();
  expect(
    violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(" | ")}`),
  ).toEqual([]);

  await card.getByLabel(`Status of the lead from ${name}`).selectOption("contacted");
  await expect.poll(async () => (await lead.ref.get()).get("status") as unknown).toBe("contacted");
  expect((await lead.ref.get()).get("firstResponseAt")).toBeInstanceOf(Timestamp);

  // Its next reminder's time comes: nothing is sent.
  await dueNow(reminders[1].id);
  await leadAlerts();
  await expect
    .poll(async () => (await db().collection(NOTIFICATIONS).doc(reminders[1].id).get()).get("lastError") as unknown)
    .toBe("answered");
  expect((await listMail()).filter((mail) => mail.subject === MAIL_TEXT.reminderSubject(name, 15))).toEqual([]);
  expect((await phonePosts()).map((post) => post.body.title)).not.toContain(`Still New after 15 min: ${name}`);
});
