import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { LOCALE_INFO } from "../../src/config/i18n.ts";
import {
  ADMIN_PAGES,
  adminLeadPath,
  API_ROUTES,
  areaPath,
  costGuidePath,
  isUnlistedUrl,
  localeOfPath,
  localizedPath,
  NOT_FOUND_PAGE,
  ROUTES,
  servicePath,
  SPANISH_ROOT,
  TRANSLATED_PAGES,
  translationsOf,
} from "../../src/config/routes.ts";
import { CONTACT_ANTI_SPAM } from "../../src/schemas/api.ts";
import type { SlotsAnswer } from "../../src/schemas/booking.ts";
import { visitDay, visitTime, visitWhen } from "../../src/lib/format/visitTime.ts";
import { readInvitation } from "../support/invitation.ts";
import { mailAttachments, mailCalendars, waitForMail } from "../../scripts/maildev.ts";
import { listCollection, putDocument } from "./support/firestore.ts";
import { fillEstimator } from "./support/ai.ts";
import { DEMO_ADMIN, DEMO_USER } from "../../scripts/demo-accounts.ts";
import { signIn } from "./support/signIn.ts";
import { ADMIN_TEXT, LANGUAGE_TEXT, REVIEW_TEXT } from "../../src/config/text.ts";
import { DEMO_ESTIMATE_LEADS } from "../../scripts/demo-leads.ts";
import { getAuth } from "firebase-admin/auth";
import { adminApp } from "../../src/server/firebaseAdmin.ts";
import { ESTIMATE_LEADS, MESSAGE_LEADS, REVIEWS } from "../../src/schemas/collections.ts";
import type { EstimateInput } from "../../src/lib/estimator/estimateForm.ts";
import { ballparkFor } from "../../src/lib/pricing/defaultGuide.ts";
import { projectSummary } from "../../src/lib/estimator/consultation.ts";
import { ESTIMATOR_WORDS } from "../../src/lib/estimator/estimatorWords.ts";
import { AREAS, SERVICES, SITE } from "../../src/config/site.ts";
import { COST_GUIDES } from "../../src/config/costGuides.ts";
import { dayInWords } from "../../src/lib/format/dayInWords.ts";
import { PRICING_GUIDE_REVIEWED_ON } from "../../src/lib/pricing/pricingSources.ts";
import * as en from "../../src/config/text/en/index.ts";
import * as es from "../../src/config/text/es/index.ts";
import { watchConsole } from "./support/console.ts";
import { catalogueTexts } from "../support/catalogueTexts.ts";
import { readFileSync } from "node:fs";
import { PROPOSAL_WORDS } from "../../src/lib/proposal/proposalWords.ts";
import { CHANGE_ORDER_WORDS } from "../../src/lib/proposal/changeOrderWords.ts";
import { ESIGN_CONSENT } from "../../src/lib/proposal/consent.ts";
import { NOTICE_WORDS_ES } from "../../src/lib/proposal/lawSpanish.ts";
import { JURISDICTION_NAMES } from "../../src/lib/proposal/jurisdictionNames.ts";
import { proposalTotals } from "../../src/lib/proposal/money.ts";
import { formatCents } from "../../src/lib/format/money.ts";
import { pdfText } from "../support/proposals.ts";
import { sentChangeOrder, sentProposal, signedContract } from "../support/signedContract.ts";
import { drawSignature } from "./support/signature.ts";

/*
 * The Spanish pages (issue "Spanish everywhere", docs/decisions/i18n.md): each translated
 * page in Spanish under /es, paired both ways with its English page (hreflang, the
 * language switch, the sitemap), and none of the translated texts left in English.
 */

const SPANISH_CONTACT = localizedPath(ROUTES.contact, "es");

/** Every page of the build (astro.config's build.format "file": /services/plumbing is services/plumbing.html). */
function builtPages(): string[] {
  const dist = fileURLToPath(new URL("../../dist", import.meta.url));
  return readdirSync(dist, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".html"))
    .map((file) => `/${file.replace(/\\/g, "/").replace(/\.html$/, "")}`.replace(/^\/index$/, "/"));
}

/** Logs in on the Spanish login page the browser shows, and waits for the Spanish estimator it leads to. */
async function logInOnTheSpanishForm(page: Page, account: { email: string; password: string }) {
  const login = page.getByRole("form", { name: es.AUTH_TEXT.login.formLabel });
  await login.getByLabel(es.AUTH_TEXT.labels.email, { exact: true }).fill(account.email);
  await login.getByLabel(es.AUTH_TEXT.labels.password, { exact: true }).fill(account.password);
  await login.getByRole("button", { name: es.AUTH_TEXT.login.submit }).click();
  await expect(page).toHaveURL(new RegExp(`${localizedPath(ROUTES.estimate, "es")}$`));
  // The welcome toast lies over a phone header's menu button for its two seconds, and a pointer resting on it
  // pauses it: once the toaster is live (it shows the toast as it mounts), wait until the toast has gone.
  await expect(page.locator('astro-island[component-url*="Toasts"]')).not.toHaveAttribute("ssr", /.*/);
  await expect(page.getByRole("status").filter({ hasText: es.AUTH_TEXT.toasts.loginSuccess })).toHaveCount(0);
}

/** The page's hreflang alternates as { lang: path }. */
async function alternates(page: Page): Promise<Record<string, string>> {
  const links = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((found) =>
      found.map((link) => [link.getAttribute("hreflang") ?? "", link.getAttribute("href") ?? ""]),
    );
  return Object.fromEntries(links.map(([lang, href]) => [lang, new URL(href).pathname]));
}

test("/es is the home page in Spanish: its language, its texts, its title, its alternates", async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto(SPANISH_ROOT);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(es.HOME_TEXT.heading);
  await expect(page).toHaveTitle(`${SITE.name} | ${es.FRAME_TEXT.tagline}`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", es.HOME_TEXT.description);
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", LOCALE_INFO.es.ogLocale);
  // Search engines read the page's language in its JSON-LD too.
  const nodes = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) =>
      scripts.map((script) => JSON.parse(script.textContent ?? "{}") as Record<string, unknown>),
    );
  expect(nodes.find((node) => node["@type"] === "WebPage")).toMatchObject({ inLanguage: "es-US" });
  await expect(page.getByRole("link", { name: es.ACTIONS_TEXT.quote })).toHaveCount(2);
  await expect(page.getByRole("navigation", { name: es.FRAME_TEXT.mainNav })).toBeVisible();
  // The four featured services, with their Spanish names.
  await expect(page.getByTestId("service-card")).toHaveCount(4);
  await expect(page.getByTestId("service-card").first()).toContainText("Remodelaciones completas");
  expect(problems).toEqual([]);
});

test("no text the Spanish catalogue translates is left in English on any Spanish page, the assistant's panel included", async ({
  page,
}) => {
  const spanish = new Set(catalogueTexts(es));
  const english = catalogueTexts(en).filter((text) => !spanish.has(text) && text.length > 3);
  expect(english.length).toBeGreaterThan(40);
  // Signed in, so the estimator and /es/mi-cuenta show their content instead of sending the visitor on.
  await page.goto(localizedPath(ROUTES.login, "es"));
  await logInOnTheSpanishForm(page, DEMO_USER);
  for (const { es: path } of TRANSLATED_PAGES) {
    await page.goto(path);
    // Read once every part of the page that loads has loaded (the estimator, the account's requests).
    await expect(page.getByText(es.FRAME_TEXT.loading, { exact: true })).toHaveCount(0);
    // Each text node, label, placeholder and the title, whole: "Contact" is English, "Contacto" is not.
    const shown = await page.evaluate(() => {
      const clone = document.body.cloneNode(true) as HTMLElement;
      clone.querySelectorAll("script, style").forEach((element) => element.remove());
      const found = [document.title];
      const walker = document.createTreeWalker(clone, NodeFilter.SHOW_TEXT);
      while (walker.nextNode()) found.push((walker.currentNode.textContent ?? "").trim());
      for (const element of clone.querySelectorAll("[aria-label], [placeholder]"))
        found.push(element.getAttribute("aria-label") ?? element.getAttribute("placeholder") ?? "");
      return found.filter((text) => text !== "");
    });
    expect(
      english.filter((text) => shown.includes(text.trim())),
      path,
    ).toEqual([]);
  }
});

test("the build has a Spanish page for every public English page, and an English one for every Spanish page", () => {
  const built = new Set(builtPages());
  const english = [...built].filter(
    (path) => localeOfPath(path) === "en" && path !== ROUTES.admin && !path.startsWith(`${ROUTES.admin}/`),
  );
  // A project's own page is built from stored data, both languages from one id (its test: /es/proyectos).
  const fromData = (path: string) => path.startsWith(`${ROUTES.projects}/`);
  expect(english.length).toBeGreaterThan(30);
  expect(english.filter((path) => !fromData(path) && !built.has(translationsOf(path)?.es ?? ""))).toEqual([]);
  // Each Spanish page has its English twin.
  const spanish = [...built].filter((path) => localeOfPath(path) === "es");
  expect(spanish.filter((path) => !built.has(translationsOf(path)?.en ?? ""))).toEqual([]);
});

test("the Markdown pages in Spanish: a service's costs, a cost guide's JSON-LD, an area's permit office, each source said to be in English", async ({
  page,
}) => {
  const service = SERVICES[0];
  await page.goto(localizedPath(servicePath(service.slug), "es"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(service.es.title);
  const costs = page.getByTestId("service-costs");
  await expect(costs.getByRole("heading", { level: 2 })).toHaveText(es.SERVICES_TEXT.page.costHeading);
  await expect(costs.getByRole("cell").first()).toContainText(es.COST_GUIDE_TEXT.perSquareFootSuffix);
  // The sources are US publications: said in Spanish, linked with their language.
  await expect(costs.getByTestId("cost-sources").getByText(es.SERVICES_TEXT.page.source).first()).toBeVisible();
  await expect(costs.getByTestId("cost-sources").getByRole("link").first()).toHaveAttribute("hreflang", "en");
  const serviceNode = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) =>
      scripts
        .map((script) => JSON.parse(script.textContent ?? "{}") as { "@type"?: string; url?: string })
        .find((node) => node["@type"] === "Service"),
    );
  expect(serviceNode?.url).toBe(new URL(localizedPath(servicePath(service.slug), "es"), SITE.url).href);

  const guide = COST_GUIDES[0];
  await page.goto(localizedPath(costGuidePath(guide.slug), "es"));
  await expect(page.getByRole("navigation", { name: es.COST_GUIDE_TEXT.breadcrumb })).toContainText(guide.es.label);
  await expect(page.getByTestId("cost-guide-reviewed")).toHaveText(
    es.COST_GUIDE_TEXT.reviewed(dayInWords(PRICING_GUIDE_REVIEWED_ON, "es")),
  );
  const pageNodes = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) =>
      scripts
        .map((script) => JSON.parse(script.textContent ?? "{}") as { "@type"?: string; inLanguage?: string })
        .filter((node) => node["@type"] === "WebPage"),
    );
  // One node describes the page, in its language.
  expect(pageNodes).toEqual([expect.objectContaining({ inLanguage: "es-US" })]);

  const area = AREAS[0];
  await page.goto(localizedPath(areaPath(area.slug), "es"));
  await expect(page.getByRole("heading", { level: 2, name: es.AREA_TEXT.permitsHeading(area.name) })).toBeVisible();
  const office = page.getByTestId("permit-office").getByRole("link");
  await expect(office).toHaveText(/\(sitio en inglés\)$/);
  await expect(office).toHaveAttribute("hreflang", "en");
});

test("/es/proyectos: the grid and a project's page in Spanish, the owner's words marked as English", async ({
  page,
}) => {
  const T = es.PROJECTS_TEXT;
  await page.goto(localizedPath(ROUTES.projects, "es"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(T.page.heading);
  const filters = page.getByRole("search", { name: T.grid.filters.label });
  await expect(filters.getByLabel(T.grid.filters.service)).toBeVisible();
  await expect(filters.getByTestId("project-filter-status")).toContainText("Se muestran");
  const card = page.getByTestId("project-card").first();
  await expect(card.getByTestId("like-button")).toHaveAttribute("aria-label", /^(Me gusta|Le gustó) .+ me gusta$/);
  await expect(card.getByRole("heading", { level: 2 })).toHaveAttribute("lang", "en");

  // The card leads to the project's Spanish page, which names its English twin and back.
  const link = card.getByTestId("project-link");
  const href = await link.getAttribute("href");
  expect(href).toMatch(/^\/es\/proyectos\/[^/]+$/);
  await link.click();
  await page.waitForURL(`**${href}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("heading", { level: 1 })).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 2, name: T.project.about })).toBeVisible();
  await expect(page.getByTestId("like-button")).toHaveAttribute("aria-label", /me gusta$/);
  expect(await alternates(page)).toEqual({
    en: href!.replace("/es/proyectos/", `${ROUTES.projects}/`),
    es: href,
    "x-default": href!.replace("/es/proyectos/", `${ROUTES.projects}/`),
  });
});

test("each translated page and its English page name each other: hreflang both ways, x-default English", async ({
  request,
}) => {
  // The HTML as served: a guarded page (/estimate) sends a logged-out browser on before it could be read.
  const served = async (path: string) => {
    const html = await (await request.get(path)).text();
    const links = [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)];
    return {
      alternates: Object.fromEntries(links.map(([, lang, href]) => [lang, new URL(href).pathname])),
      switches: html.split('data-testid="language-switch"').length - 1,
      noindex: /<meta name="robots" content="noindex/.test(html),
    };
  };
  for (const pair of TRANSLATED_PAGES) {
    for (const path of [pair.en, pair.es]) {
      const page = await served(path);
      // Only the 404 page is kept from search engines (Lighthouse's SEO 100 on every other): the sign-in pages, the
      // estimator, /account and the private links' pages (their token is in the fragment) are the same for everyone.
      expect(page.noindex, path).toBe(pair.en === NOT_FOUND_PAGE);
      // A page kept out of search engines (noindex) names no alternates.
      expect(page.alternates, path).toEqual(page.noindex ? {} : { en: pair.en, es: pair.es, "x-default": pair.en });
      // A private link's page offers no switch that would drop its token, nor does the 404 page (it stands for
      // whatever was asked); /login still offers one (header, menu, footer).
      expect(page.switches, path).toBe(
        [ROUTES.visit, ROUTES.review, ROUTES.proposal, ROUTES.changeOrder, NOT_FOUND_PAGE].includes(pair.en) ? 0 : 3,
      );
    }
  }
  // A page with no translation (the owner's dashboard stays English) names none and offers no switch.
  expect(await served(ROUTES.admin)).toEqual({ alternates: {}, switches: 0, noindex: true });
});

test("the language switch leads to the same page in the other language, on a laptop and from a phone's menu", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(ROUTES.home);
  const toSpanish = page.locator("header").getByRole("link", { name: LOCALE_INFO.es.name });
  await expect(toSpanish).toHaveAttribute("lang", "es");
  await toSpanish.click();
  await expect(page).toHaveURL(new RegExp(`${SPANISH_ROOT}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(es.HOME_TEXT.heading);

  await page.setViewportSize({ width: 360, height: 740 });
  await page.getByLabel(es.FRAME_TEXT.menu, { exact: true }).click();
  await page
    .getByRole("navigation", { name: es.FRAME_TEXT.mobileNav })
    .getByRole("link", { name: LOCALE_INFO.en.name })
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.HOME_TEXT.heading);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test("the sitemap lists both languages of a translated page, each with its alternates", async ({ request }) => {
  const index = await (await request.get("/sitemap-index.xml")).text();
  let xml = "";
  for (const [, sitemap] of index.matchAll(/<loc>([^<]+)<\/loc>/g))
    xml += await (await request.get(new URL(sitemap).pathname)).text();
  for (const pair of TRANSLATED_PAGES.filter((page) => !isUnlistedUrl(new URL(page.en, SITE.url).href))) {
    for (const path of [pair.en, pair.es]) {
      const entry = xml.split("<url>").find((item) => item.includes(`<loc>${new URL(path, SITE.url).href}</loc>`));
      expect(entry, path).toBeDefined();
      for (const [lang, to] of [
        ["en", pair.en],
        ["es", pair.es],
        ["x-default", pair.en],
      ])
        expect(entry, `${path} → ${lang}`).toContain(
          `<xhtml:link rel="alternate" hreflang="${lang}" href="${new URL(to, SITE.url).href}"`,
        );
    }
  }
  // An unlisted page (a private link's, the sign-in pages, the estimator) is in neither language.
  for (const pair of TRANSLATED_PAGES.filter((page) => isUnlistedUrl(new URL(page.en, SITE.url).href)))
    for (const path of [pair.en, pair.es])
      expect(xml, path).not.toContain(`<loc>${new URL(path, SITE.url).href}</loc>`);
});

test("on /es the assistant is in Spanish, and asked in Spanish it answers in Spanish", async ({ page }) => {
  await page.goto(SPANISH_ROOT);
  const widget = page.getByTestId("chat-widget");
  await widget.getByRole("button", { name: es.CHAT_TEXT.launcherLabel }).click();
  await expect(widget.getByText(es.CHAT_TEXT.greeting)).toBeVisible();
  await widget.getByLabel(es.CHAT_TEXT.inputLabel).fill("¿Remodelan baños en Arlington?");
  await widget.getByRole("button", { name: es.CHAT_TEXT.send }).click();
  // The local AI stand-in answers in Spanish only when the system prompt tells it the page is Spanish,
  // from the Spanish page the server found for the question, which the reply links within the site.
  const conversation = widget.getByRole("list", { name: es.CHAT_TEXT.conversationLabel });
  await expect(conversation).toContainText("De nuestra página");
  const arlington = localizedPath(areaPath("arlington-va"), "es");
  await expect(conversation.getByRole("link", { name: `${SITE.url}${arlington}` })).toHaveAttribute("href", arlington);
  await expect(widget.getByText(`${es.CHAT_TEXT.assistant}:`)).toHaveCount(1);
});

test("on a phone, /es/contacto: the form refuses in Spanish, thanks in Spanish, and the reply comes in Spanish", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const T = es.CONTACT_TEXT;
  const marker = `es-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const email = `maria.${marker}@example.com`;
  await page.goto(SPANISH_CONTACT);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(T.title);
  const form = page.getByRole("form", { name: T.formLabel });
  await form.getByLabel(T.labels.name).click();
  await expect(form).toHaveAttribute("data-ready", "true");
  await page.waitForTimeout(CONTACT_ANTI_SPAM.minElapsedMs);
  await form.getByLabel(T.labels.name).fill("María López");
  await form.getByLabel(T.labels.email).fill(email);
  await form.getByLabel(T.labels.phone).fill("12");
  await form.getByLabel(T.labels.message).fill(`Quiero remodelar el baño. ref ${marker}`);
  await form.getByRole("button", { name: T.submit }).click();
  await expect(form.getByText(es.FIELD_ERRORS.phone)).toBeVisible();

  await form.getByLabel(T.labels.phone).fill("(301) 555-0142");
  await form.getByRole("button", { name: T.submit }).click();
  await expect(page.getByText(T.success)).toBeVisible();

  // The instant reply, through the outbox and real SMTP, in Spanish; the owner's alert says the language.
  const [ack] = await waitForMail((mail) => mail.to.some((to) => to.address === email), 10_000);
  expect(ack.subject).toBe(es.ACK_MAIL_TEXT.subject);
  expect(ack.text).toContain(es.ACK_MAIL_TEXT.next.contact);
  const [alert] = await waitForMail((mail) => mail.text.includes(marker), 10_000);
  expect(alert.text).toContain("Prefers Spanish");
  const [lead] = (await listCollection(MESSAGE_LEADS)).filter((doc) => String(doc.fields.message).includes(marker));
  expect(lead.fields).toMatchObject({ language: "es", source: "contact" });

  // The owner finds it with the inbox's language filter, kept in the address, and not among the English ones.
  await signIn(page, DEMO_ADMIN);
  await page.goto(`${ADMIN_PAGES.leads}?q=${encodeURIComponent(email)}&contact-forms-lang=es`);
  const contacts = page.getByTestId("contact-forms-table");
  await expect(contacts.getByRole("link", { name: "María López" })).toBeVisible();
  const language = page.getByLabel(LANGUAGE_TEXT.filterLabel("Contact forms"));
  await expect(language).toHaveValue("es");
  await language.selectOption("en");
  await expect(page).toHaveURL(/contact-forms-lang=en/);
  await expect(contacts.getByText(ADMIN_TEXT.inbox.noneMatchFiltered(email))).toBeVisible();
});

test("on a phone, from /es through a service page to a visit booked in Spanish: the form, the confirmation, the e-mail and its invitation, the visit's page", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const T = es.BOOKING_TEXT;
  const email = `lucia-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  // A day of its own, with six open times or more (booking.spec takes the 2nd, 3rd and 5th such day).
  const { slots } = (await (await page.request.get(API_ROUTES.slots)).json()) as SlotsAnswer;
  const days = [...new Set(slots.map((slot) => slot.day))]
    .map((day) => slots.filter((slot) => slot.day === day))
    .filter((list) => list.length >= 6);
  // Repeats side by side (--repeat-each) take times 90 minutes apart: a visit and its travel buffer never touch another.
  const slot = days[6][(1 + 3 * test.info().repeatEachIndex) % days[6].length];

  // From /es through a service's page, as a visitor comes.
  const service = SERVICES[0];
  await page.goto(SPANISH_ROOT);
  await page.getByTestId("service-card").getByRole("link", { name: service.es.title }).click();
  await page.waitForURL(new RegExp(`${localizedPath(servicePath(service.slug), "es")}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(service.es.title);
  await page.getByRole("main").getByRole("link", { name: es.ACTIONS_TEXT.book }).first().click();
  await page.waitForURL(new RegExp(`${localizedPath(ROUTES.book, "es")}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(T.page.heading);
  await page
    .getByTestId("booking-days")
    .getByText(visitDay(slot.day, false, "es"), { exact: true })
    .click();
  await page.getByTestId("booking-times").getByText(visitTime(slot.start, "es"), { exact: true }).click();
  await expect(page.getByTestId("booking-chosen")).toHaveText(T.chosen(visitWhen(slot.start, "es")));

  await page.getByLabel(T.fields.name).fill("Lucía Fernández");
  await page.getByLabel(T.fields.phone).fill(`(301) 555-${String(Date.now()).slice(-4)}`);
  await page.getByLabel(T.fields.email).fill(email);
  await page.getByLabel(T.fields.street).fill("8700 Georgia Ave");
  await page.getByLabel(T.fields.projectType).selectOption("remodel");
  await expect(page.getByLabel(T.fields.projectType).locator("option:checked")).toHaveText(T.projectTypes.remodel);
  await page.waitForTimeout(CONTACT_ANTI_SPAM.minElapsedMs);
  // No ZIP yet: said in Spanish beside the field, nothing sent.
  await page.getByRole("button", { name: T.submit }).click();
  await expect(page.getByText(T.zipInvalid)).toBeVisible();
  await page.getByLabel(T.fields.zip).fill("20910");
  await page.getByRole("button", { name: T.submit }).click();

  const confirmed = page.getByTestId("booking-confirmed");
  await expect(confirmed.getByRole("heading", { name: T.confirmed.heading })).toBeFocused();
  await expect(confirmed).toContainText(T.confirmed.when(visitWhen(slot.start, "es")));

  // The confirmation in Spanish, its invitation read back with a second iCalendar library.
  const [mail] = await waitForMail((sent) => sent.to.some((to) => to.address === email), 10_000);
  expect(mail.subject).toBe(es.VISIT_MAIL_TEXT.subject.booked(visitWhen(slot.start, "es")));
  const invitation = readInvitation((await mailCalendars(mail.id))[0]);
  expect(invitation).toMatchObject({ summary: es.VISIT_MAIL_TEXT.summary, start: slot.start });
  expect(invitation.description).toContain(es.VISIT_MAIL_TEXT.description);

  // The private link opens the visit's page in Spanish.
  const link = new RegExp(`${SITE.url}(${localizedPath(ROUTES.visit, "es")}#[A-Za-z0-9_%-]+)`).exec(mail.text);
  expect(link).not.toBeNull();
  await page.goto(link![1]);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(T.manage.heading);
  await expect(page.getByTestId("visit-when")).toHaveText(visitWhen(slot.start, "es"));
  await expect(page.getByRole("button", { name: T.manage.reschedule })).toBeVisible();
});

test("on a phone, /es/crear-cuenta and /es/iniciar-sesion: refusals, toasts and the way to the estimator in Spanish", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const T = es.AUTH_TEXT;
  const email = `ana-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const estimator = localizedPath(ROUTES.estimate, "es");

  await page.goto(localizedPath(ROUTES.login, "es"));
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(T.login.heading);

  await page.getByRole("link", { name: T.login.switchLink }).click();
  await expect(page).toHaveURL(new RegExp(`${localizedPath(ROUTES.signup, "es")}$`));
  const form = page.getByRole("form", { name: T.signup.formLabel });
  await form.getByLabel(T.labels.fullName).fill("Ana Torres");
  await form.getByLabel(T.labels.email, { exact: true }).fill(email);
  await form.getByLabel(T.labels.phone).fill("12");
  await form.getByLabel(T.labels.password, { exact: true }).fill("caballo-correcto-1");
  await form.getByLabel(T.labels.confirmPassword).fill("caballo-correcto-2");
  await form.getByRole("button", { name: T.signup.submit }).click();
  await expect(form.getByText(T.toasts.passwordsDiffer)).toBeVisible();
  await expect(form.getByText(es.FIELD_ERRORS.phone)).toBeVisible();

  await form.getByLabel(T.labels.phone).fill("(240) 555-0177");
  await form.getByLabel(T.labels.confirmPassword).fill("caballo-correcto-1");
  await form.getByRole("button", { name: T.signup.submit }).click();
  await expect(page).toHaveURL(new RegExp(`${estimator}$`));
  await expect(page.getByText(T.toasts.signupSuccess)).toBeVisible();

  // Logging out from a Spanish page leads to /es and says so in Spanish.
  await page.goto(localizedPath(ROUTES.services, "es"));
  await page.getByLabel(es.FRAME_TEXT.menu, { exact: true }).click();
  await page
    .getByRole("navigation", { name: es.FRAME_TEXT.mobileNav })
    .getByRole("button", { name: es.FRAME_TEXT.account.logout })
    .click();
  await expect(page).toHaveURL(new RegExp(`${SPANISH_ROOT}$`));
  await expect(page.getByText(es.FRAME_TEXT.account.loggedOut)).toBeVisible();

  await page.goto(localizedPath(ROUTES.login, "es"));
  const login = page.getByRole("form", { name: T.login.formLabel });
  await login.getByLabel(T.labels.email, { exact: true }).fill(email);
  await login.getByLabel(T.labels.password, { exact: true }).fill("no-es-la-clave");
  await login.getByRole("button", { name: T.login.submit }).click();
  await expect(page.getByText(T.providerErrors["auth/invalid-credential"])).toBeVisible();
  await login.getByLabel(T.labels.password, { exact: true }).fill("caballo-correcto-1");
  await login.getByRole("button", { name: T.login.submit }).click();
  await expect(page).toHaveURL(new RegExp(`${estimator}$`));
  await expect(page.getByText(T.toasts.loginSuccess)).toBeVisible();
});

test("on a phone, the estimator in Spanish: from the menu through the Spanish login to an AI estimate written in Spanish, saved as a Spanish lead", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const T = es.ESTIMATOR_TEXT;
  const marker = `es-est-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const account = { email: `carmen-${marker}@example.com`, password: "e2e-password-1" };
  await getAuth(adminApp()).createUser({ ...account, emailVerified: true });
  const input: EstimateInput = {
    projectType: "remodel",
    squareFootage: 90,
    roomType: "bathroom",
    timeline: "3-6months",
    scope: `Ducha a ras de piso en lugar de la bañera. ref ${marker}`,
  };
  const ballpark = ballparkFor(input);

  // Logged out, the estimator button of a Spanish page leads to the Spanish login and says why in Spanish.
  await page.goto(SPANISH_ROOT);
  await page.getByLabel(es.FRAME_TEXT.menu, { exact: true }).click();
  await page
    .getByRole("navigation", { name: es.FRAME_TEXT.mobileNav })
    .getByRole("link", { name: new RegExp(es.FRAME_TEXT.account.estimator) })
    .click();
  await expect(page).toHaveURL(new RegExp(`${localizedPath(ROUTES.login, "es")}$`));
  await expect(page.getByText(es.FRAME_TEXT.account.loginRequired, { exact: true })).toBeVisible();
  await logInOnTheSpanishForm(page, account);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(T.heading);

  // The options are named in Spanish; a scope of blanks (the browser lets it through) is refused in Spanish.
  const form = page.getByTestId("estimator-form");
  await expect(
    form.getByLabel(T.labels.timeline).locator("option", { hasText: es.OPTION_TEXT.timelines.asap }),
  ).toHaveCount(1);
  await fillEstimator(page, { ...input, scope: "   " }, T.labels);
  await form.getByRole("button", { name: T.submit }).click();
  await expect(form.getByText(T.fieldErrors.scope)).toBeVisible();

  await form.getByLabel(T.labels.scope).fill(input.scope);
  await form.getByRole("button", { name: T.submit }).click();
  const result = page.getByTestId("estimate-result");
  await expect(page.getByTestId("estimate-save-status")).toHaveText(T.saved, { timeout: 30_000 });
  await expect(result.getByTestId("estimate-summary")).toContainText(
    `${es.OPTION_TEXT.projectTypes.remodel} · ${es.OPTION_TEXT.roomTypes.bathroom} · 90 ${es.OPTION_TEXT.squareFeet}`,
  );
  // The AI stand-in writes Spanish only when the prompt tells it the page was Spanish.
  await expect(page.getByTestId("ai-estimate")).toContainText("Rango de costo estimado");

  const [stored] = (await listCollection(ESTIMATE_LEADS)).filter((doc) => doc.fields.scope === input.scope);
  expect(stored.fields).toMatchObject({ language: "es", source: "estimate" });
  const [alert] = await waitForMail((mail) => mail.text.includes(marker), 10_000);
  expect(alert.text).toContain("Prefers Spanish");

  // "Solicitar una consulta" hands the project, in Spanish, to the Spanish contact form.
  await result.getByRole("link", { name: T.requestConsultation }).click();
  await expect(page).toHaveURL(new RegExp(`${SPANISH_CONTACT}\\?message=`));
  await expect(page.getByLabel(es.CONTACT_TEXT.labels.message, { exact: true })).toHaveValue(
    projectSummary(input, ballpark, ESTIMATOR_WORDS.es),
  );
});

test("on a phone, /es/mi-cuenta: the demo homeowner's estimates in Spanish, their status and dates, the links to the Spanish pages", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const T = es.ACCOUNT_TEXT;
  await page.goto(localizedPath(ROUTES.login, "es"));
  await logInOnTheSpanishForm(page, DEMO_USER);

  // The header's "Mis solicitudes" leads to the Spanish page.
  await page.getByLabel(es.FRAME_TEXT.menu, { exact: true }).click();
  await page
    .getByRole("navigation", { name: es.FRAME_TEXT.mobileNav })
    .getByRole("link", { name: es.FRAME_TEXT.account.requests })
    .click();
  await expect(page).toHaveURL(new RegExp(`${localizedPath(ROUTES.account, "es")}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(T.heading);

  const region = page.getByRole("region", { name: T.estimates });
  // The demo homeowner's seeded estimates, and any another test has since made with the account.
  const estimates = region.getByTestId("account-lead");
  await expect(estimates.first()).toBeVisible();
  expect(await estimates.count()).toBeGreaterThanOrEqual(DEMO_ESTIMATE_LEADS.length);
  // The seeded kitchen remodel, named in Spanish, with its status as stored now, sent on a Spanish date.
  const [kitchen] = DEMO_ESTIMATE_LEADS;
  const card = region.locator(`[data-lead-id="${kitchen.id}"]`);
  await expect(card).toContainText(
    `${es.OPTION_TEXT.projectTypes.remodel} · ${es.OPTION_TEXT.roomTypes.kitchen} · 220 ${es.OPTION_TEXT.squareFeet} · ${es.OPTION_TEXT.timelines["1-3months"]}`,
  );
  const [stored] = (await listCollection(ESTIMATE_LEADS)).filter((doc) => doc.id === kitchen.id);
  await expect(card.getByTestId("account-status")).toHaveText(T.status[stored.fields.status as keyof typeof T.status]);
  await expect(card).toContainText(`${T.kinds.estimate} · ${T.sent("")}`);
  await expect(card).toContainText(T.ballpark);
  await expect(region.getByRole("link", { name: T.newEstimate })).toHaveAttribute(
    "href",
    localizedPath(ROUTES.estimate, "es"),
  );
  await expect(page.getByRole("link", { name: T.bookVisit })).toHaveAttribute("href", localizedPath(ROUTES.book, "es"));
});

test("an unknown address under /es answers 404 with the Spanish page and its way back; elsewhere the English one", async ({
  page,
}) => {
  const spanish = await page.goto(`${SPANISH_ROOT}/no-existe`);
  expect(spanish?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(es.NOT_FOUND_TEXT.heading);
  await expect(page.getByRole("link", { name: es.NOT_FOUND_TEXT.home })).toHaveAttribute("href", SPANISH_ROOT);
  // It stands for whatever was asked: no switch to "the same page" in English.
  await expect(page.getByTestId("language-switch")).toHaveCount(0);

  const english = await page.goto("/no-such-page");
  expect(english?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.NOT_FOUND_TEXT.heading);
});

test("a won client who wrote in Spanish: the owner asks in English, the e-mail and the review form are in Spanish, on a phone", async ({
  page,
  browser,
}) => {
  const id = `esReview${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const name = `Lucía Paredes ${id.slice(-4)}`;
  const email = `lucia-${id.toLowerCase()}@example.com`;
  await putDocument(`${MESSAGE_LEADS}/${id}`, {
    name,
    email,
    phone: "(301) 555-0166",
    message: "Queremos remodelar la cocina.",
    timestamp: new Date(),
    status: "won",
    source: "contact",
    channel: "unknown",
    language: "es",
  });

  // The owner's screen stays English.
  await signIn(page, DEMO_ADMIN);
  await page.goto(adminLeadPath(id));
  const card = page.getByTestId("linked-lead").getByRole("article", { name });
  await card.getByRole("button", { name: REVIEW_TEXT.admin.askLabel(name) }).click();
  await expect(card.getByText(REVIEW_TEXT.admin.asked(""), { exact: false })).toBeVisible();

  const V = es.REVIEW_FORM_TEXT;
  const [mail] = await waitForMail((item) => item.to.some((to) => to.address === email), 10_000);
  expect(mail.subject).toBe(V.mail.subject);
  const link = new RegExp(`${localizedPath(ROUTES.review, "es")}#[A-Za-z0-9_-]+`).exec(mail.text)?.[0];
  expect(link).toBeDefined();

  const client = await browser.newPage({ viewport: { width: 360, height: 740 } });
  await client.goto(link!);
  await expect(client.locator("html")).toHaveAttribute("lang", "es");
  await expect(client.getByRole("heading", { level: 1 })).toHaveText(V.form.heading);
  await expect(client.getByTestId("review-form")).toHaveAttribute("data-ready", "true");
  await client.getByRole("button", { name: V.form.submit }).click();
  await expect(client.getByText(V.errors.rating)).toBeVisible();
  await client.getByRole("radio", { name: V.form.stars(5) }).check();
  await client.getByLabel(V.form.text).fill(`Terminaron la cocina a tiempo y dejaron todo limpio. ${id}`);
  await client.getByLabel(V.form.name).fill("Lucía");
  await client.getByLabel(V.form.town).fill("Silver Spring");
  await client.getByLabel(V.form.project).fill("Remodelación de cocina");
  await client.getByRole("button", { name: V.form.submit }).click();
  await expect(client.getByRole("heading", { name: V.form.doneHeading })).toBeFocused();
  await client.close();
  // The review keeps the language it was written in, for the pages that will show it.
  const [review] = (await listCollection(REVIEWS)).filter((doc) => String(doc.fields.text).includes(id));
  expect(review.fields.language).toBe("es");
});

test("a browser that prefers Spanish is offered the Spanish page once, never sent there; an English one is not", async ({
  browser,
}) => {
  const spanishBrowser = await browser.newContext({ locale: "es-US" });
  const page = await spanishBrowser.newPage();
  await page.goto(ROUTES.services);
  // No redirect: the English page it asked for, with the offer above it.
  await expect(page).toHaveURL(new RegExp(`${ROUTES.services}$`));
  const offer = page.getByTestId("language-offer");
  await expect(offer).toBeVisible();
  await expect(offer).toHaveAttribute("lang", "es");
  await expect(offer.getByRole("link", { name: LOCALE_INFO.es.offer.link })).toHaveAttribute(
    "href",
    localizedPath(ROUTES.services, "es"),
  );
  // Readable and named for everyone (axe on the page with the card shown, on a phone too).
  await page.setViewportSize({ width: 360, height: 740 });
  const { violations } = await new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);
  await offer.getByRole("button", { name: LOCALE_INFO.es.offer.close }).click();
  await expect(offer).toBeHidden();
  // Once: the next English page does not offer it again.
  await page.goto(ROUTES.about);
  await expect(page.getByTestId("language-offer")).toBeHidden();
  await spanishBrowser.close();

  const englishBrowser = await browser.newContext({ locale: "en-US" });
  const english = await englishBrowser.newPage();
  await english.goto(ROUTES.services);
  // The card is in the page, and stays hidden once the page's script has run (it has by load).
  await expect(english.getByTestId("language-offer")).toHaveCount(1);
  await expect(english.getByTestId("language-offer")).toBeHidden();
  await englishBrowser.close();
});

test("on a phone, a proposal in Spanish: /es/propuesta reads, refuses and signs in Spanish; the signed PDF, the e-mail and Stripe's page follow", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 740 });
  const ES = PROPOSAL_WORDS.es;
  const T = ES.page;
  const id = `esProposal${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = `rosa-${id.toLowerCase()}@example.com`;
  const token = `${id}${"e".repeat(24)}`;
  const { draft } = await sentProposal({ email, token, change: { language: "es" } });
  const withLight = proposalTotals(draft, ["light"]);
  const problems = watchConsole(page);

  await page.goto(`${localizedPath(ROUTES.proposal, "es")}#${token}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(T.heading);
  await expect(page.getByTestId("proposal-state")).toHaveText(T.states.viewed);
  await expect(page.getByText(T.law(JURISDICTION_NAMES.es.MD))).toBeVisible();
  await expect(page.getByRole("heading", { name: NOTICE_WORDS_ES["md-cancellation"].title })).toBeVisible();
  await page.getByRole("checkbox", { name: /Under-cabinet lighting/ }).check();
  await expect(page.getByTestId("contract-total")).toHaveText(formatCents(withLight.totalCents));
  expect(await new AxeBuilder({ page }).analyze().then((result) => result.violations)).toEqual([]);

  await page.getByRole("button", { name: T.sign }).click();
  const submit = page.getByRole("button", { name: T.submitSign(formatCents(withLight.totalCents)) });
  await submit.click();
  await expect(page.getByText(ES.signErrors.consent)).toBeVisible();
  await expect(page.getByText(ES.signErrors.signerName)).toBeVisible();
  await expect(page.getByText(ESIGN_CONSENT.text(SITE.email, "es"))).toBeVisible();
  await page.getByRole("checkbox", { name: new RegExp(T.consent) }).check();
  await page.getByLabel(T.name).fill("Rosa Ayala");
  await drawSignature(page, T.signaturePad);
  await submit.click();
  await expect(page.getByTestId("proposal-state")).toHaveText(T.states.signed);
  await expect(page.getByTestId("deposit-state")).toContainText(T.depositDue(formatCents(withLight.depositCents)));

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: T.download }).click(),
  ]);
  const pdf = pdfText(readFileSync(await download.path()));
  expect(pdf).toContain(ES.pdf.homeownerSigned("Rosa Ayala", "").trim());
  expect(pdf).toContain(NOTICE_WORDS_ES["md-cancellation"].title);
  const [mail] = await waitForMail(
    (item) => item.subject === ES.mail.signedSubject(draft.title) && item.to.some((to) => to.address === email),
  );
  expect(mail.text).toContain(ES.mail.signedClient(draft.title));
  // Our page's own console, before Stripe's (the stand-in's) page is opened.
  expect(problems).toEqual([]);

  // The deposit on Stripe's page (the stand-in's), and back to the Spanish page, shown paid.
  const deposit = formatCents(withLight.depositCents);
  await page.getByRole("button", { name: T.payByCard(deposit) }).click();
  await page.waitForURL(/\/c\/pay\/cs_/);
  await page.getByRole("button", { name: "Pay" }).click();
  await page.waitForURL((url) => url.pathname === localizedPath(ROUTES.proposal, "es") && url.hash.length > 1);
  await expect(page.getByTestId("proposal-state")).toHaveText(T.states.paid);
  await waitForMail(
    (item) => item.subject === ES.mail.receiptSubject(draft.title) && item.to.some((to) => to.address === email),
  );
});

test("on a phone, a change order to a contract signed in Spanish: /es/orden-de-cambio, its e-mail and the signature in Spanish", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 740 });
  const C = CHANGE_ORDER_WORDS.es;
  const P = PROPOSAL_WORDS.es.page;
  const id = `esChange${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = `jose-${id.toLowerCase()}@example.com`;
  const contract = await signedContract({ email, token: `${id}${"c".repeat(24)}`, change: { language: "es" } });
  const token = `${id}${"o".repeat(24)}`;
  const { changeCents } = await sentChangeOrder({ proposalId: contract.id, token });
  const newTotal = formatCents(contract.totalCents + changeCents);
  // The link's e-mail, in Spanish, to the Spanish page.
  const [sent] = await waitForMail(
    (item) => item.subject === C.mail.sentSubject(1, "Pantry cabinet") && item.to.some((to) => to.address === email),
  );
  expect(sent.text).toContain(`${localizedPath(ROUTES.changeOrder, "es")}#`);

  await page.goto(`${localizedPath(ROUTES.changeOrder, "es")}#${token}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(C.page.pageHeading);
  await expect(page.getByTestId("change-order-state")).toHaveText(C.page.states.viewed);
  await expect(page.getByTestId("change-order-new-total")).toHaveText(newTotal);
  await expect(page.getByRole("heading", { name: C.terms.contractTitle })).toBeVisible();
  expect(await new AxeBuilder({ page }).analyze().then((result) => result.violations)).toEqual([]);

  await page.getByRole("button", { name: C.page.sign }).click();
  await page.getByRole("checkbox", { name: new RegExp(P.consent) }).check();
  await page.getByLabel(P.name).fill("José Rivas");
  await drawSignature(page, P.signaturePad);
  await page.getByRole("button", { name: C.page.submitSign(newTotal) }).click();
  await expect(page.getByTestId("change-order-state")).toHaveText(C.page.states.signed);
  const [signed] = await waitForMail(
    (item) => item.subject === C.mail.signedSubject(1, "Pantry cabinet") && item.to.some((to) => to.address === email),
  );
  const [pdf] = await mailAttachments(signed.id, "application/pdf");
  expect(pdfText(pdf)).toContain(CHANGE_ORDER_WORDS.es.pdf.newTotal);
});
