import AxeBuilder from "@axe-core/playwright";
import { chromium, expect, test, type Page } from "@playwright/test";
import { format } from "date-fns";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { DEMO_ADMIN, DEMO_USER } from "../../scripts/demo-accounts.ts";
import firebaseJson from "../../firebase.json" with { type: "json" };
import { ADMIN_DATE_FORMAT } from "../../src/config/site.ts";
import { ADMIN_TEXT, MAIL_TEXT } from "../../src/config/text.ts";
import { DEMO_PROJECT_ID } from "../../src/config/firebase.ts";
import { listCollection, putDocument } from "./support/firestore.ts";
import { sendContactForm } from "./support/contactForm.ts";
import { signIn } from "./support/signIn.ts";
import { unlistedFontStrikes } from "./support/fontStrikes.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./support/chromium.ts";
import { bookThroughApi, uniquePhone } from "./support/booking.ts";
import { waitForMail } from "../../scripts/maildev.ts";
import { ADMIN_APP, ADMIN_PAGES, adminLeadPath, API_ROUTES, ROUTES } from "../../src/config/routes.ts";
import type { SlotsAnswer } from "../../src/schemas/booking.ts";
import { DEMO_CONTACT_LEADS } from "../../scripts/demo-leads.ts";
import { leadSearchTerms } from "../../src/schemas/leadSearch.ts";
import { leadSearchCollection, MESSAGE_LEADS } from "../../src/schemas/collections.ts";

const { host, port } = firebaseJson.emulators.firestore;
const DOCUMENTS = `http://${host}:${port}/v1/projects/${DEMO_PROJECT_ID}/databases/(default)/documents`;
const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

// A desktop monitor: the inbox is a table from 1,800 px on, a list below (the phone and laptop cases set their own size).
test.use({ viewport: { width: 1920, height: 1080 } });

/** The visitor whose two contact messages the inbox tests read. */
const MORGAN = { name: "Morgan Reyes", email: "morgan.reyes@example.com", phone: "(301) 555-0188" };

/** An estimate as the estimator stores it, written straight into the emulator (the estimator is another page). */
async function putEstimate(id: string, scope: string, when: Date) {
  const fields = {
    projectType: { stringValue: "remodel" },
    squareFootage: { integerValue: "180" },
    roomType: { stringValue: "kitchen" },
    timeline: { stringValue: "1-3months" },
    scope: { stringValue: scope },
    ballparkLow: { integerValue: "25000" },
    ballparkHigh: { integerValue: "40000" },
    result: { stringValue: "Estimated cost: $28,000 to $38,000. Timeline: 6 to 8 weeks." },
    userId: { stringValue: DEMO_USER.uid },
    email: { stringValue: DEMO_USER.email },
    timestamp: { timestampValue: when.toISOString() },
  };
  const response = await fetch(`${DOCUMENTS}/estimates/${id}`, {
    method: "PATCH",
    headers: { Authorization: "Bearer owner", "Content-Type": "application/json" },
    body: JSON.stringify({ fields }),
  });
  expect(response.ok).toBe(true);
}

/** A contact form as POST /api/contact stores it (status new, source contact), written straight into the emulator. */
async function putContactForm(id: string, name: string, when: Date) {
  const fields = {
    name: { stringValue: name },
    email: { stringValue: "lead.e2e@example.com" },
    phone: { stringValue: "(703) 555-0199" },
    message: { stringValue: `Kitchen remodel, please call. ${id}` },
    timestamp: { timestampValue: when.toISOString() },
    status: { stringValue: "new" },
    source: { stringValue: "contact" },
  };
  const response = await fetch(`${DOCUMENTS}/contactForms/${id}`, {
    method: "PATCH",
    headers: { Authorization: "Bearer owner", "Content-Type": "application/json" },
    body: JSON.stringify({ fields }),
  });
  expect(response.ok).toBe(true);
}

type Turn = { role: "user" | "assistant"; content: string };

/** A contact form or chat hand-off as storeLead writes it (with its search index entry), straight into the emulator. */
async function putLead(
  id: string,
  lead: { name: string; email: string; phone: string; message: string; source: string; transcript?: Turn[] },
) {
  const text = (value: string) => ({ stringValue: value });
  const fields = {
    name: text(lead.name),
    email: text(lead.email),
    phone: text(lead.phone),
    message: text(lead.message),
    source: text(lead.source),
    status: text("new"),
    timestamp: { timestampValue: new Date().toISOString() },
    ...(lead.transcript && {
      transcript: {
        arrayValue: {
          values: lead.transcript.map((turn) => ({
            mapValue: { fields: { role: text(turn.role), content: text(turn.content) } },
          })),
        },
      },
    }),
  };
  const entry = {
    search: { arrayValue: { values: leadSearchTerms(lead).map(text) } },
    status: fields.status,
    timestamp: fields.timestamp,
  };
  for (const [path, written] of [
    [`${MESSAGE_LEADS}/${id}`, fields],
    [`${leadSearchCollection(MESSAGE_LEADS)}/${id}`, entry],
  ] as const) {
    const response = await fetch(`${DOCUMENTS}/${path}`, {
      method: "PATCH",
      headers: { Authorization: "Bearer owner", "Content-Type": "application/json" },
      body: JSON.stringify({ fields: written }),
    });
    expect(response.ok).toBe(true);
  }
}

/** Letters only, so a name made of it is one searchable word of its own. */
const letters = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(8)), (byte) => String.fromCharCode(97 + (byte % 26))).join("");
const sixDigits = () => String(100_000 + Math.floor(Math.random() * 900_000));

/** The stored document's fields as REST returns them, or null when it does not exist. */
async function storedFields(collection: string, id: string): Promise<Record<string, { stringValue?: string }> | null> {
  const response = await fetch(`${DOCUMENTS}/${collection}/${id}`, { headers: { Authorization: "Bearer owner" } });
  if (response.status === 404) return null;
  expect(response.ok).toBe(true);
  return ((await response.json()) as { fields: Record<string, { stringValue?: string }> }).fields;
}

const rowWith = (page: Page, tableId: string, text: string) =>
  page.getByTestId(`${tableId}-table`).getByRole("row").filter({ hasText: text });

test("the dashboard lists contact forms sent on /contact, newest first, with the date as 'MMM d, yyyy h:mm a', and exports them as CSV", async ({
  page,
}) => {
  const marker = unique();
  const first = `Please quote a deck rebuild. ref ${marker}-A`;
  const second = `${"We would like to finish our basement, about 800 square feet, with a bathroom and a bedroom. ".repeat(3)}ref ${marker}-B`;
  await sendContactForm(page, { ...MORGAN, message: first });
  await sendContactForm(page, { ...MORGAN, message: second });
  const stored = (await listCollection(MESSAGE_LEADS)).filter((doc) => String(doc.fields.message).includes(marker));
  expect(stored).toHaveLength(2);

  await signIn(page, DEMO_ADMIN);
  await page.goto(ADMIN_PAGES.leads);
  await expect(page).toHaveTitle(/Leads/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  const table = page.getByTestId("contact-forms-table");
  await expect(rowWith(page, "contact-forms", `${marker}-A`)).toBeVisible();

  for (const doc of stored) {
    const row = rowWith(page, "contact-forms", String(doc.fields.message).slice(-12));
    await expect(row.getByRole("cell").first()).toHaveText(format(Number(doc.fields.timestamp), ADMIN_DATE_FORMAT));
    await expect(row).toContainText("morgan.reyes@example.com");
    await expect(row).toContainText("(301) 555-0188");
  }
  const messages = await table.getByRole("row").allTextContents();
  const indexOf = (ref: string) => messages.findIndex((text) => text.includes(ref));
  expect(indexOf(`${marker}-B`)).toBeLessThan(indexOf(`${marker}-A`));

  // The long message starts clamped; "Show more" opens it.
  const longRow = rowWith(page, "contact-forms", `${marker}-B`);
  await longRow.getByRole("button", { name: "Show more" }).click();
  await expect(longRow.getByRole("button", { name: "Show less" })).toHaveAttribute("aria-expanded", "true");

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Export CSV: Contact forms" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^contact-forms-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await download.path(), "utf8");
  expect(csv).toContain(
    '"Date","Name","Email","Phone","Message","Source","Conversation","Language","Channel","Referring site","UTM source","UTM medium","UTM campaign","UTM term","UTM content","Ad click","Device","Landing page","Sent from","First answered","Status","Note"\r\n',
  );
  // Sent from /contact, the session's first page: a direct visit.
  expect(csv).toContain(
    `"Morgan Reyes","morgan.reyes@example.com","(301) 555-0188","${first}","Contact form","","English","Direct","","","","","","","no","computer","/contact","/contact","","New",""\r\n`,
  );
});

test("the estimates table lists stored estimates newest first and exports as CSV", async ({ page }) => {
  const marker = unique();
  const now = Date.now();
  await putEstimate(`e2e-older-${marker}`, `Older kitchen estimate ${marker}`, new Date(now - 60_000));
  await putEstimate(`e2e-newer-${marker}`, `Newer kitchen estimate ${marker}`, new Date(now));

  await signIn(page, DEMO_ADMIN);
  await page.goto(ADMIN_PAGES.leads);
  const newer = rowWith(page, "estimates", `Newer kitchen estimate ${marker}`);
  await expect(newer).toBeVisible();
  await expect(newer.getByRole("cell").first()).toHaveText(format(now, ADMIN_DATE_FORMAT));
  // The asker's name and phone come from their seeded profile (users/{uid}).
  for (const text of [
    "Remodel",
    "Kitchen",
    "180 sq ft",
    "1–3 months",
    "$25,000 – $40,000",
    DEMO_USER.email,
    DEMO_USER.displayName,
    DEMO_USER.phone,
  ])
    await expect(newer).toContainText(text);
  const rows = await page.getByTestId("estimates-table").getByRole("row").allTextContents();
  expect(rows.findIndex((text) => text.includes(`Newer kitchen estimate ${marker}`))).toBeLessThan(
    rows.findIndex((text) => text.includes(`Older kitchen estimate ${marker}`)),
  );

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Export CSV: Estimates" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^estimates-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await download.path(), "utf8");
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  expect(csv).toContain(
    '"Date","Email","User ID","Project type","Room","Square footage","Timeline","Ballpark low (USD)","Ballpark high (USD)","Scope","Estimate","Name","Phone","Channel","Referring site","UTM source","UTM medium","UTM campaign","UTM term","UTM content","Ad click","Device","Landing page","Sent from","First answered","Status","Note"\r\n',
  );
  expect(csv).toContain(
    `"${format(now, "yyyy-MM-dd HH:mm")}","${DEMO_USER.email}","${DEMO_USER.uid}","Remodel","Kitchen",180,"1–3 months",25000,40000,"Newer kitchen estimate ${marker}"`,
  );
});

test("the seeded demo leads are in the inbox, with the number of new leads on top and a status filter", async ({
  page,
}) => {
  await signIn(page, DEMO_ADMIN);
  await page.goto(ADMIN_PAGES.leads);
  await expect(page.getByTestId("contact-forms-new-count")).toHaveText(/^\d+ new leads?$/);
  await expect(page.getByTestId("estimates-new-count")).toHaveText(/^\d+ new leads?$/);
  // Other suites add contact forms during the run; the filter finds the seeded one that is already contacted.
  const contacted = DEMO_CONTACT_LEADS.find((lead) => lead.status === "contacted")!;
  await page.getByLabel("Show contact forms with status").selectOption("contacted");
  const row = rowWith(page, "contact-forms", contacted.fields.name);
  await expect(row).toBeVisible();
  await expect(row.getByLabel(`Status of the lead from ${contacted.fields.name}`)).toHaveValue("contacted");
  await expect(row.getByLabel(`Private note on the lead from ${contacted.fields.name}`)).toHaveValue(contacted.note!);
  // A new lead is filtered out (a retrying assertion: the filtered page replaces the unfiltered one).
  await expect(rowWith(page, "contact-forms", DEMO_CONTACT_LEADS[0].fields.name)).toHaveCount(0);
});

test("a status change and a note survive a reload", async ({ page }) => {
  const id = `e2e-status-${unique()}`;
  const name = `Status Lead ${id.slice(-6)}`;
  await putContactForm(id, name, new Date());
  await signIn(page, DEMO_ADMIN);
  await page.goto(ADMIN_PAGES.leads);
  const row = rowWith(page, "contact-forms", name);
  await row.getByLabel(`Status of the lead from ${name}`).selectOption("quoted");
  await expect.poll(async () => (await storedFields(MESSAGE_LEADS, id))?.status?.stringValue).toBe("quoted");
  const note = row.getByLabel(`Private note on the lead from ${name}`);
  await note.fill("Quoted $12,000 by phone.");
  await note.press("Tab");
  await expect
    .poll(async () => (await storedFields(MESSAGE_LEADS, id))?.note?.stringValue)
    .toBe("Quoted $12,000 by phone.");

  await page.reload();
  const reloaded = rowWith(page, "contact-forms", name);
  await expect(reloaded.getByLabel(`Status of the lead from ${name}`)).toHaveValue("quoted");
  await expect(reloaded.getByLabel(`Private note on the lead from ${name}`)).toHaveValue("Quoted $12,000 by phone.");
  // The visitor's own fields are untouched.
  expect((await storedFields(MESSAGE_LEADS, id))?.name?.stringValue).toBe(name);
});

test("delete asks first, then removes the lead for good", async ({ page }) => {
  const id = `e2e-delete-${unique()}`;
  const name = `Spam Lead ${id.slice(-6)}`;
  await putContactForm(id, name, new Date());
  await signIn(page, DEMO_ADMIN);
  await page.goto(ADMIN_PAGES.leads);
  const row = rowWith(page, "contact-forms", name);
  const remove = row.getByRole("button", { name: `Delete the lead from ${name}` });

  page.once("dialog", (dialog) => void dialog.dismiss());
  await remove.click();
  await expect(row).toBeVisible();
  expect(await storedFields(MESSAGE_LEADS, id)).not.toBeNull();

  page.once("dialog", (dialog) => {
    expect(dialog.type()).toBe("confirm");
    expect(dialog.message()).toContain(name);
    void dialog.accept();
  });
  await remove.click();
  await expect(row).toHaveCount(0);
  await expect.poll(() => storedFields(MESSAGE_LEADS, id)).toBeNull();
  await page.reload();
  await expect(page.getByTestId("contact-forms-table").getByRole("table")).toBeVisible();
  await expect(rowWith(page, "contact-forms", name)).toHaveCount(0);
});

test("deleting a booking's lead cancels its visit first: the time is open again and the visitor is told", async ({
  page,
}) => {
  const openTimes = async () =>
    ((await (await page.request.get(API_ROUTES.slots)).json()) as SlotsAnswer).slots.map((slot) => slot.start);
  const all = await openTimes();
  // Late in the horizon, away from the booking and account specs' days.
  const start = all[all.length - 12];
  const name = `Spam Booker ${unique().slice(-6)}`;
  const email = `spam-${unique()}@example.com`;
  const booked = await bookThroughApi(page, {
    start,
    name,
    phone: uniquePhone(),
    email,
    street: "1 Script Way",
    zip: "22201",
    projectType: "repair",
    note: "",
    website: "",
    elapsedMs: 5000,
  });
  expect(booked.status()).toBe(201);
  const { id } = (await booked.json()) as { id: string };
  expect(await openTimes()).not.toContain(start);

  await signIn(page, DEMO_ADMIN);
  await page.goto(ADMIN_PAGES.leads);
  const row = rowWith(page, "contact-forms", name);
  page.once("dialog", (dialog) => {
    expect(dialog.message()).toContain("is cancelled first");
    void dialog.accept();
  });
  await row.getByRole("button", { name: `Delete the lead from ${name}` }).click();
  await expect(row).toHaveCount(0);
  await expect.poll(() => storedFields(MESSAGE_LEADS, id)).toBeNull();
  expect(await openTimes()).toContain(start);
  await waitForMail((mail) => mail.to.some((to) => to.address === email) && /cancelled/.test(mail.subject), 10_000);
});

test("no sideways scrolling: the leads are a list on a phone and a laptop, and the table fits a desktop monitor", async ({
  page,
}) => {
  // One unbroken 600-character word: what a pasted link can be.
  await putEstimate(`e2e-phone-${unique()}`, "x".repeat(600), new Date());
  await signIn(page, DEMO_ADMIN);
  // At 390 px the tables were 1,591 and 2,244 px wide; at 1,366 px the estimates table cut its last column.
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto(ADMIN_PAGES.leads);
    await expect(page.getByTestId("estimates-table").getByRole("list", { name: "Estimates table" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
  }
  await page.setViewportSize({ width: 1920, height: 1080 });
  for (const table of ["Contact forms", "Estimates"]) {
    const region = page.getByRole("region", { name: `${table} table` });
    await expect(region).toBeVisible();
    expect(await region.evaluate((box) => box.scrollWidth - box.clientWidth)).toBe(0);
  }
});

test("the owner finds leads by e-mail, by part of a name and by a phone's last digits, and exports what was found", async ({
  page,
}) => {
  const word = letters();
  const digits = sixDigits();
  const hollis = { name: `Hollis K${word}`, email: `hollis.${word}@example.com`, phone: `(703) 5${digits}` };
  const wren = { name: `Wren K${word}sson`, email: `wren.${word}@example.net`, phone: "(571) 555-0102" };
  const other = { name: `Avery ${letters()}`, email: `avery.${word}@example.org`, phone: `+1 202 9${digits}` };
  for (const [id, lead] of [
    ["hollis", hollis],
    ["wren", wren],
    ["other", other],
  ] as const)
    await putLead(`e2e-search-${id}-${word}`, { ...lead, message: `Search test ${word}`, source: "contact" });

  await signIn(page, DEMO_ADMIN);
  await page.goto(ADMIN_PAGES.leads);
  await expect(page.getByTestId("contact-forms-table").getByRole("table")).toBeVisible();
  const box = page.getByRole("searchbox", { name: "Search leads by name, e-mail or phone" });
  const found = page.getByTestId("contact-forms-table").locator('tr[id^="lead-"]');
  const ids = (...names: string[]) => names.map((name) => `lead-e2e-search-${name}-${word}`);

  // The table's rows once the search for `typed` has replaced the previous ones.
  const search = async (typed: string) => {
    await box.fill(typed);
    await expect(page.getByTestId("lead-search-status")).toHaveText(`Showing leads that match "${typed}".`);
  };
  const shown = () => found.evaluateAll((rows) => rows.map((row) => row.id).sort());

  await search(hollis.email.toUpperCase());
  await expect.poll(shown).toEqual(ids("hollis"));
  await expect(page.getByTestId("estimates-table")).toContainText(`No leads match "${hollis.email.toUpperCase()}".`);

  // Part of a name: the beginning of the surname both Hollis and Wren share.
  await search(`k${word.slice(0, 5)}`);
  await expect.poll(shown).toEqual(ids("hollis", "wren").sort());

  // The last six digits, typed with a dash: Hollis and the +1 number that ends the same.
  await search(`${digits.slice(0, 2)}-${digits.slice(2)}`);
  await expect.poll(shown).toEqual(ids("hollis", "other").sort());

  // The export holds what the search found, not the whole inbox.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Export CSV: Contact forms" }).click(),
  ]);
  const records = (await readFile(await download.path(), "utf8")).trim().split("\r\n");
  expect(records).toHaveLength(3);
  expect(records.slice(1).every((record) => record.includes(`Search test ${word}`))).toBe(true);

  await search("zz-nobody-by-this-name");
  await expect(page.getByTestId("contact-forms-table")).toContainText('No leads match "zz-nobody-by-this-name".');

  await page.getByRole("button", { name: "Clear search" }).click();
  await expect(box).toHaveValue("");
  await expect(box).toBeFocused();
  await expect(found.first()).toBeVisible();
  expect(await found.count()).toBeGreaterThan(3);
});

test("a chat lead shows its source, placeholders for what the visitor left out, and the conversation on demand", async ({
  page,
}) => {
  const word = letters();
  const name = `Marlow ${word}`;
  const transcript: Turn[] = [
    { role: "user", content: "Do you build decks in Arlington?" },
    { role: "assistant", content: "Yes, we build decks across Northern Virginia. Shall we call you back?" },
    { role: "user", content: "Please, evenings are best." },
  ];
  await putLead(`e2e-chat-${word}`, {
    name,
    email: "",
    phone: "(703) 555-0166",
    message: "",
    source: "chat",
    transcript,
  });

  await signIn(page, DEMO_ADMIN);
  await page.goto(ADMIN_PAGES.leads);
  await page.getByRole("searchbox", { name: "Search leads by name, e-mail or phone" }).fill(name);
  await expect(page.getByTestId("lead-search-status")).toHaveText(`Showing leads that match "${name}".`);
  // Only the search's answer: the row of the page before it would be replaced under the click.
  await expect(page.getByTestId("contact-forms-table").locator('tr[id^="lead-"]')).toHaveCount(1);
  const row = rowWith(page, "contact-forms", name);
  const cells = row.getByRole("cell");
  await expect(cells.nth(1)).toHaveText("Chat");
  await expect(cells.nth(3)).toHaveText("Not given");
  await expect(cells.nth(3).getByRole("link")).toHaveCount(0);
  await expect(cells.nth(4).getByRole("link", { name: "(703) 555-0166" })).toHaveAttribute("href", "tel:7035550166");
  await expect(cells.nth(5)).toContainText("No note");

  const toggle = row.getByRole("button", { name: "Show conversation (3 messages)" });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(row.getByText(transcript[1].content)).toBeHidden();
  await toggle.press("Enter");
  await expect(row.getByRole("button", { name: "Hide conversation" })).toHaveAttribute("aria-expanded", "true");
  const turns = row.getByRole("listitem");
  await expect(turns).toHaveText(
    transcript.map((turn) => `${turn.role === "user" ? "Visitor" : "Assistant"}${turn.content}`),
  );

  // The seeded demo inbox shows a chat lead on first look too.
  const demoChat = DEMO_CONTACT_LEADS.find((lead) => lead.fields.source === "chat")!;
  await page.getByRole("searchbox", { name: "Search leads by name, e-mail or phone" }).fill(demoChat.fields.name);
  await expect(rowWith(page, "contact-forms", demoChat.fields.name).first().getByRole("cell").nth(1)).toHaveText(
    "Chat",
  );
});

test("logged-out visitors and non-admins are sent to /login", async ({ page }) => {
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, DEMO_USER);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId("contact-forms-table")).toHaveCount(0);
});

test("Chromium can install /admin on a phone's home screen: its manifest reads without errors, nothing blocks installing", async ({
  baseURL,
}) => {
  // A profile of its own: Chromium installs nothing from an incognito window, which a test's context is.
  const profile = await mkdtemp(path.join(os.tmpdir(), "admin-app-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    headless: true,
    baseURL,
  });
  try {
    // Signed in as the owner: /admin stays on /admin (no redirect to /login while Chromium is asked).
    const page = await context.newPage();
    await signIn(page, DEMO_ADMIN);
    await page.goto(ROUTES.admin);
    await expect(page.getByTestId("admin-now")).toBeVisible();
    const cdp = await context.newCDPSession(page);
    const { url, errors } = (await cdp.send("Page.getAppManifest")) as { url: string; errors: { message: string }[] };
    expect(new URL(url).pathname).toBe(ADMIN_APP.manifest);
    expect(errors).toEqual([]);
    const { installabilityErrors } = (await cdp.send("Page.getInstallabilityErrors")) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors).toEqual([]);
    // The public pages are not part of the app.
    expect(await (await context.request.get(ROUTES.home)).text()).not.toContain('rel="manifest"');
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
});

test("on a 360 × 740 phone: /admin opens on Now, the newest lead one tap from a call with no scroll; its alert's link opens its page, and once contacted it is gone from Now", async ({
  page,
}) => {
  const PHONE = { width: 360, height: 740 };
  const id = unique().replace(/[^a-z0-9]/gi, "");
  // Five leads that waited a day, then the one that just came in, through the contact form.
  for (let index = 0; index < 5; index += 1)
    await putDocument(`${MESSAGE_LEADS}/nowOld${id}${index}`, {
      name: `Waiting ${index} ${id}`,
      email: `waiting-${index}-${id}@example.com`,
      phone: "(301) 555-0150",
      message: "Please call about a deck.",
      timestamp: new Date(Date.now() - 26 * 3_600_000 + index),
      status: "new",
      source: "contact",
    });
  const newest = `Newest ${id}`;
  await sendContactForm(page, {
    name: newest,
    email: `newest-${id}@example.com`,
    phone: "(301) 555-0177",
    message: `A leak under the kitchen sink. ${id}`,
  });
  const [alert] = await waitForMail((mail) => mail.subject === MAIL_TEXT.alertSubject.contact(newest), 10_000);
  const link = new URL(/https?:\/\/\S+\/admin\/lead\?id=[A-Za-z0-9_-]+/.exec(alert.text)![0]);
  const leadId = link.searchParams.get("id")!;
  // A minute ahead: the newest lead even while the other worker's tests store theirs.
  const dated = await fetch(`${DOCUMENTS}/${MESSAGE_LEADS}/${leadId}?updateMask.fieldPaths=timestamp`, {
    method: "PATCH",
    headers: { Authorization: "Bearer owner", "Content-Type": "application/json" },
    body: JSON.stringify({ fields: { timestamp: { timestampValue: new Date(Date.now() + 60_000).toISOString() } } }),
  });
  expect(dated.ok).toBe(true);

  await page.setViewportSize(PHONE);
  await signIn(page, DEMO_ADMIN);
  await page.goto(ROUTES.admin);
  const now = page.getByTestId("admin-now");
  const call = now.getByRole("link", { name: ADMIN_TEXT.now.callLabel(newest) });
  await expect(call).toHaveAttribute("href", "tel:3015550177");
  await expect(now.getByRole("link", { name: ADMIN_TEXT.now.openLabel(newest) })).toHaveAttribute(
    "href",
    adminLeadPath(leadId),
  );
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  // The first screen ends where the bottom bar begins.
  const screenEnd = (await page.getByTestId("admin-bottom-bar").boundingBox())!.y;
  expect(screenEnd).toBeLessThan(PHONE.height);
  const box = await call.boundingBox();
  expect(box!.y + box!.height).toBeLessThanOrEqual(screenEnd);
  const lines = await now
    .getByRole("listitem")
    .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().bottom));
  expect(lines.filter((bottom) => bottom <= screenEnd).length).toBeGreaterThanOrEqual(5);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);

  // The alert's link: the lead's own page. Marked contacted there, it is gone from "Now" on the way back.
  await page.goto(link.pathname + link.search);
  const card = page.getByTestId("linked-lead").getByRole("article", { name: newest });
  await expect(card.getByRole("link", { name: `Call ${newest}` })).toBeInViewport();
  await card.getByLabel(`Status of the lead from ${newest}`).selectOption("contacted");
  await expect.poll(async () => (await storedFields(MESSAGE_LEADS, leadId))?.status?.stringValue).toBe("contacted");
  await page.goBack();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(now.getByRole("listitem").first()).toBeVisible();
  await expect(now.getByText(newest)).toHaveCount(0);
  // Dated ahead, it would head the other tests' newest-first tables: it goes, the way the owner deletes.
  await page.goForward();
  page.once("dialog", (dialog) => void dialog.accept());
  await card.getByRole("button", { name: ADMIN_TEXT.inbox.deleteLabel(newest) }).click();
  await expect(page.getByText(ADMIN_TEXT.inbox.linkedGone)).toBeVisible();
});

for (const width of [360, 1280])
  test(`every admin page at ${width} px: its bar leads to the others, no sideways scroll, axe finds nothing`, async ({
    page,
  }) => {
    // Nine pages, each read and checked whole.
    test.setTimeout(90_000);
    const lead = DEMO_CONTACT_LEADS[0];
    const pages = [...Object.values(ADMIN_PAGES), adminLeadPath(lead.id)];
    await page.setViewportSize({ width, height: 740 });
    await signIn(page, DEMO_ADMIN);
    const bar = page.getByRole("navigation", { name: ADMIN_TEXT.pages.navLabel });
    const loading = page
      .getByRole("main")
      .getByRole("status")
      .filter({ hasText: /^Loading\.\.\.$/ });
    for (const path of pages) {
      await page.goto(path);
      // The island has replaced its "Loading..." with the page's own content.
      await expect(loading).toHaveCount(0);
      await expect(page.locator("main h2").first()).toBeVisible();
      // A section's own rows come after its heading: every "Loading..." is gone again, and the lead is drawn.
      await expect(loading).toHaveCount(0);
      if (path === adminLeadPath(lead.id))
        await expect(page.getByTestId("linked-lead").getByRole("article")).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBe(width);
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(violations, path).toEqual([]);
      await expect(bar).toBeVisible();
      // Lighthouse's profile is a phone: there, every size and weight is looked up before the first paint.
      if (width === 360) expect(await unlistedFontStrikes(page), path).toEqual([]);
    }
    // From the bar, on a phone through "More": the figures, then back.
    if (width === 360) await bar.getByText(ADMIN_TEXT.pages.more).click();
    await bar.getByRole("link", { name: ADMIN_TEXT.pages.figures.nav }).click();
    await expect(page).toHaveURL(/\/admin\/figures$/);
    if (width === 360) await bar.getByText(ADMIN_TEXT.pages.more).click();
    await expect(bar.getByRole("link", { name: ADMIN_TEXT.pages.figures.nav })).toHaveAttribute("aria-current", "page");
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/admin/lead\\?id=${lead.id}$`));
  });
