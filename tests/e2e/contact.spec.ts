import { expect, test } from "@playwright/test";
import { API_ROUTES } from "../../src/config/routes.ts";
import { MESSAGES } from "../../src/config/text.ts";
import { CONTACT_ANTI_SPAM } from "../../src/schemas/api.ts";
import { listCollection } from "./support/firestore.ts";
import { holdNextRequest } from "./support/hold.ts";
import { openContactForm } from "./support/contactForm.ts";
import { MAIL_TEXT } from "../../src/config/text.ts";
import { leadAdminUrl } from "../../src/server/mail/leadAlert.ts";
import { mailHeader, waitForMail } from "../../scripts/maildev.ts";
import { MESSAGE_LEADS } from "../../src/schemas/collections.ts";

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

test("a contact message goes through /api/contact into Firestore as a new lead, the form clears, and the owner's alert arrives", async ({
  page,
}) => {
  const marker = unique();
  const message = `We would like a quote to finish our basement (about 800 sq ft). ref ${marker}`;
  await openContactForm(page);
  await page.getByLabel("Name").fill("Morgan Reyes");
  await page.getByLabel("Email").fill("morgan.reyes@example.com");
  await page.getByLabel("Phone").fill("(301) 555-0188");
  await page.getByLabel("Message").fill(message);
  const before = Date.now();
  const answer = page.waitForResponse((response) => new URL(response.url()).pathname === API_ROUTES.contact);
  await page.getByRole("button", { name: "Send Message" }).click();
  const response = await answer;
  expect(response.status()).toBe(201);
  const { id } = (await response.json()) as { id: string };

  await expect(page.getByText(MESSAGES.contactSuccess)).toBeVisible();
  for (const label of ["Name", "Email", "Phone", "Message"]) await expect(page.getByLabel(label)).toHaveValue("");

  // The owner's alert, through real SMTP into MailDev, within seconds; a reply goes to the visitor.
  const [alert] = await waitForMail((mail) => mail.text.includes(marker), 5_000);
  expect(alert.subject).toBe(MAIL_TEXT.alertSubject.contact("Morgan Reyes"));
  expect(alert.to.map((to) => to.address)).toEqual(["owner@leads.test"]);
  expect(alert.text).toContain(leadAdminUrl(id));
  expect(await mailHeader(alert.id, "reply-to")).toContain("morgan.reyes@example.com");

  const stored = (await listCollection(MESSAGE_LEADS)).filter((doc) => doc.fields.message === message);
  expect(stored).toHaveLength(1);
  const { fields } = stored[0];
  expect(fields).toMatchObject({
    name: "Morgan Reyes",
    email: "morgan.reyes@example.com",
    phone: "(301) 555-0188",
    message,
    status: "new",
    source: "contact",
  });
  // The honeypot and the timing are the request's, not the lead's.
  expect(Object.keys(fields)).not.toContain("website");
  expect(Object.keys(fields)).not.toContain("elapsedMs");
  // Server time, not the browser's: within a minute of the click.
  expect(Math.abs(Number(fields.timestamp) - before)).toBeLessThan(60_000);
});

test("typed before the form's code arrives: every character is kept, and the message goes out once it is there", async ({
  page,
}) => {
  const message = `Deck repair estimate, typed before the page woke. ref ${unique()}`;
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await page.route(/\/_astro\/ContactForm\.[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/contact");
  await page.waitForLoadState("networkidle");
  // Nothing is fetched for the form until a hand is in it.
  expect(scripts).toEqual([]);
  const form = page.getByTestId("contact-form");
  await form.getByLabel("Name").fill("Jordan Price");
  await form.getByLabel("Email").fill("jordan.price@example.com");
  await form.getByLabel("Phone").fill("(703) 555-0199");
  await form.getByLabel("Message").fill(message);
  await expect(form.getByRole("button", { name: "Send Message" })).toBeDisabled();
  await page.waitForTimeout(CONTACT_ANTI_SPAM.minElapsedMs);

  release();
  await expect(form).toHaveAttribute("data-ready", "true");
  await expect(form.getByLabel("Message")).toHaveValue(message);
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText(MESSAGES.contactSuccess)).toBeVisible({ timeout: 15_000 });
  await expect
    .poll(async () => (await listCollection(MESSAGE_LEADS)).filter((doc) => doc.fields.message === message))
    .toHaveLength(1);
  const [lead] = (await listCollection(MESSAGE_LEADS)).filter((doc) => doc.fields.message === message);
  expect(lead.fields).toMatchObject({
    name: "Jordan Price",
    email: "jordan.price@example.com",
    phone: "(703) 555-0199",
  });
});

test("a failed send keeps the message in the form and says so", async ({ page }) => {
  const marker = unique();
  const message = `Please call me about a bathroom remodel. ref ${marker}`;
  await openContactForm(page);
  // The site's server is unreachable for this visitor, after a moment as on a real network:
  // the request is held while the test looks at the busy button, then refused.
  const unreachable = await holdNextRequest(page, API_ROUTES.contact, (route) => route.abort("connectionrefused"));
  await page.getByLabel("Name").fill("Sam Lee");
  await page.getByLabel("Email").fill("sam.lee@example.com");
  await page.getByLabel("Phone").fill("(202) 555-0123");
  await page.getByLabel("Message").fill(message);
  await page.getByRole("button", { name: "Send Message" }).click();
  await unreachable.arrived;
  await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled();
  unreachable.release();

  await expect(page.getByText(MESSAGES.contactFailure)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByLabel("Message")).toHaveValue(message);
  await expect(page.getByLabel("Name")).toHaveValue("Sam Lee");
  await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();

  // Back online, the retry goes through exactly once.
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText(MESSAGES.contactSuccess)).toBeVisible({ timeout: 15_000 });
  await page.waitForTimeout(1000);
  expect((await listCollection(MESSAGE_LEADS)).filter((doc) => doc.fields.message === message)).toHaveLength(1);
});

test("the browser refuses an incomplete form before anything is sent", async ({ page }) => {
  await openContactForm(page);
  await page.getByLabel("Name").fill("Pat");
  await page.getByRole("button", { name: "Send Message" }).click();
  expect(await page.getByLabel("Email").evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
  await expect(page.getByText(MESSAGES.contactSuccess)).toHaveCount(0);
});

test("when the server cannot store the message, the visitor sees the failure text and keeps every character", async ({
  page,
}) => {
  const message = `Roof leak over the garage; can someone look this week? ref ${unique()}`;
  await openContactForm(page);
  await page.route(`**${API_ROUTES.contact}`, (route) =>
    route.fulfill({
      status: 503,
      contentType: "application/json",
      body: JSON.stringify({ error: { code: "unavailable", message: "The message could not be stored." } }),
    }),
  );
  await page.getByLabel("Name").fill("Robin Hart");
  await page.getByLabel("Email").fill("robin.hart@example.com");
  await page.getByLabel("Phone").fill("(571) 555-0142");
  await page.getByLabel("Message").fill(message);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText(MESSAGES.contactFailure)).toBeVisible();
  await expect(page.getByLabel("Message")).toHaveValue(message);
  await expect(page.getByLabel("Email")).toHaveValue("robin.hart@example.com");
});
