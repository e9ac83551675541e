import { MESSAGES, CHAT_TEXT } from "../../src/config/text.ts";
import { expect, test, type Page } from "@playwright/test";
import { askChat, chat, openChat, recordReplyGrowth, replyFinished, replyGrowth } from "./support/ai.ts";
import * as origins from "./support/origin.ts";
import { watchConsole } from "./support/console.ts";
import { holdNextRequest } from "./support/hold.ts";
import { listCollection } from "./support/firestore.ts";
import { API_ROUTES, ROUTES } from "../../src/config/routes.ts";
import { SITE } from "../../src/config/site.ts";
import { visitWhen } from "../../src/lib/format/visitTime.ts";
import type { SlotsAnswer } from "../../src/schemas/booking.ts";
import { MAIL_TEXT } from "../../src/config/text.ts";
import { CHAT_HANDOFF_MARKER, CONTACT_ANTI_SPAM } from "../../src/schemas/api.ts";
import { leadAdminUrl } from "../../src/server/mail/leadAlert.ts";
import { waitForMail } from "../../scripts/maildev.ts";
import { MESSAGE_LEADS } from "../../src/schemas/collections.ts";

/** The same site served with no AI provider configured (set up by the e2e global setup). */
const NO_AI_ORIGIN = (origins as { E2E_NO_AI_ORIGIN?: string }).E2E_NO_AI_ORIGIN ?? process.env.E2E_NO_AI_ORIGIN;

function countChatRequests(page: Page): () => number {
  let count = 0;
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/chat") count++;
  });
  return () => count;
}

const WIDGET_CODE = /\/_astro\/ChatWidget\.[^/]+\.js$/;

test("a visitor who does not reach for the chat downloads none of its code; a hand on the button fetches it", async ({
  page,
}) => {
  const widgetCode: string[] = [];
  page.on("request", (request) => {
    if (WIDGET_CODE.test(request.url())) widgetCode.push(request.url());
  });
  await page.goto("/services");
  // The round button is in the HTML from the start; the page settles without the widget.
  await expect(chat(page).launcher).toBeVisible();
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(1_000);
  expect(widgetCode).toEqual([]);
  await expect(chat(page).widget).not.toHaveAttribute("data-ready");

  await chat(page).launcher.hover();
  await expect(chat(page).widget).toHaveAttribute("data-ready", "true");
  expect(widgetCode).toHaveLength(1);
});

test("the first tap opens the panel from the HTML; the first question goes out before the code and its reply streams in; the widget takes it over", async ({
  page,
}) => {
  const problems = watchConsole(page);
  const chatRequests = countChatRequests(page);
  // Hold the widget's code back while the visitor opens the chat, types, sends and reads.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let requested!: () => void;
  const codeRequested = new Promise<void>((resolve) => (requested = resolve));
  await page.route(WIDGET_CODE, async (route) => {
    requested();
    await held;
    await route.continue();
  });
  await page.goto("/");
  const widget = chat(page);
  await widget.launcher.click();
  await codeRequested;
  await expect(widget.panel).toBeVisible();
  await expect(widget.input).toBeFocused();
  await expect(widget.launcher).toHaveAttribute("aria-expanded", "true");
  await expect(widget.widget).not.toHaveAttribute("data-ready");

  const sent = page.waitForRequest((request) => new URL(request.url()).pathname === API_ROUTES.chat);
  await page.keyboard.type("Do you build decks in Fairfax?");
  await page.keyboard.press("Enter");
  // Sent by the page's own HTML at once, and answered into the panel, the widget's code still held.
  const body = (await sent).postDataJSON() as { messages: { role: string; content: string }[] };
  expect(body.messages).toEqual([{ role: "user", content: "Do you build decks in Fairfax?" }]);
  await expect(widget.input).toHaveValue("");
  await expect(widget.messages("user")).toHaveText([`${CHAT_TEXT.you}: Do you build decks in Fairfax?`]);
  await expect(widget.messages("bot")).toHaveCount(1);
  await expect(widget.messages("bot")).toContainText(/\w{3,}/, { timeout: 20_000 });
  await expect(widget.widget).not.toHaveAttribute("data-ready");

  // The code arrives: the same two messages, now the widget's; nothing asked twice.
  release();
  await expect(widget.widget).toHaveAttribute("data-ready", "true");
  await replyFinished(page);
  await expect(widget.messages("user")).toHaveText([`${CHAT_TEXT.you}: Do you build decks in Fairfax?`]);
  await expect(widget.messages("bot")).toHaveCount(1);
  await expect(widget.input).toBeFocused();
  expect(chatRequests()).toBe(1);
  expect(problems).toEqual([]);
});

test("a question gets an answer streamed into one bot message, announced when complete", async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto("/");
  await openChat(page);
  const widget = chat(page);
  await recordReplyGrowth(page);
  // The question is held on its way to the server until the waiting state has been seen,
  // so a fast reply cannot end that state before the test looks at it.
  const held = await holdNextRequest(page, API_ROUTES.chat);
  await askChat(page, "Do you remodel kitchens in Arlington?");

  await expect(widget.messages("user")).toHaveText([`${CHAT_TEXT.you}: Do you remodel kitchens in Arlington?`]);
  await held.arrived;
  await expect(widget.typing).toBeVisible();
  await expect(widget.send).toBeDisabled();
  held.release();
  await expect(widget.typing).toBeHidden({ timeout: 20_000 });
  await expect(widget.send).toBeEnabled();

  await expect(widget.messages("bot")).toHaveCount(1);
  await expect(widget.messages("error")).toHaveCount(0);
  const reply = (await widget.messages("bot").textContent())?.replace(`${CHAT_TEXT.assistant}: `, "").trim() ?? "";
  expect(reply.length).toBeGreaterThan(10);
  // Streamed: the reply was visible while it was still growing, more than once.
  const growth = await replyGrowth(page);
  expect(growth.length).toBeGreaterThanOrEqual(2);
  expect(growth[0].text.length).toBeLessThan(growth.at(-1)!.text.length);
  await expect(widget.announcer).toHaveAttribute("aria-live", "polite");
  await expect(widget.announcer).not.toBeEmpty();
  expect(problems).toEqual([]);
});

test("the conversation survives navigating to another page", async ({ page }) => {
  await page.goto("/");
  await openChat(page);
  const widget = chat(page);
  await askChat(page, "What areas do you serve?");
  await replyFinished(page);
  const before = await widget.messages().allTextContents();

  // The panel was open: it is open again on the next page, with the same conversation.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About", exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(widget.panel).toBeVisible();
  await expect(widget.messages()).toHaveText(before);

  // Closed, it stays closed; the conversation is still there when it is opened.
  await widget.launcher.click();
  await expect(widget.panel).toBeHidden();
  await page.goto("/services");
  await expect(widget.widget).toHaveAttribute("data-ready", "true");
  await expect(widget.panel).toBeHidden();
  await openChat(page);
  await expect(widget.messages()).toHaveText(before);

  // And the next question carries the history.
  const sent = page.waitForRequest((request) => new URL(request.url()).pathname === "/api/chat");
  await askChat(page, "And how long does a kitchen take?");
  const body = (await sent).postDataJSON() as { messages: { role: string; content: string }[] };
  expect(body.messages.map((message) => message.role)).toEqual(["user", "assistant", "user"]);
  expect(body.messages[0].content).toBe("What areas do you serve?");
});

test("keyboard: focus moves into the panel, whitespace is not sent, Escape closes and returns focus", async ({
  page,
}) => {
  const chatRequests = countChatRequests(page);
  await page.goto("/about");
  const widget = chat(page);
  // Whether the shell or the widget answers the first keys, the visitor sees the same.
  await widget.launcher.focus();
  await page.keyboard.press("Enter");
  await expect(widget.panel).toBeVisible();
  await expect(widget.input).toBeFocused();
  await expect(widget.launcher).toHaveAttribute("aria-expanded", "true");

  await page.keyboard.type("    ");
  await page.keyboard.press("Enter");
  await widget.send.click();
  await page.waitForTimeout(300);
  expect(chatRequests()).toBe(0);
  await expect(widget.messages()).toHaveCount(0);
  await expect(widget.typing).toHaveCount(0);

  await widget.input.focus();
  await page.keyboard.press("Escape");
  await expect(widget.panel).toBeHidden();
  await expect(widget.launcher).toBeFocused();
  await expect(widget.launcher).toHaveAttribute("aria-expanded", "false");
});

test.describe("with no AI provider configured", () => {
  test.skip(!NO_AI_ORIGIN, "needs E2E_NO_AI_ORIGIN (the site served with no OPENAI_* variables)");
  test.use({ baseURL: NO_AI_ORIGIN });

  test("the chat says it is unavailable and adds no bot message", async ({ page }) => {
    await page.goto("/contact");
    await openChat(page);
    const widget = chat(page);
    await askChat(page, "Can I get a quote?");
    await expect(widget.messages("error")).toHaveText([MESSAGES.chatUnavailable]);
    await expect(widget.messages("bot")).toHaveCount(0);
    await expect(widget.typing).toHaveCount(0);
    await expect(widget.send).toBeEnabled();
  });
});

test("asked for a call-back, the chat offers its form; sent by keyboard, it is a chat lead with the conversation, and the owner is alerted", async ({
  page,
}) => {
  const problems = watchConsole(page);
  const name = `Dana Handoff ${Date.now().toString(36)}`;
  const question = "Could someone call me back about finishing our basement in Silver Spring?";
  await page.goto("/services");
  await openChat(page);
  const widget = chat(page);
  await askChat(page, question);
  await replyFinished(page);
  await expect(widget.messages("bot")).not.toContainText(CHAT_HANDOFF_MARKER);

  // Keyboard only from here: the offer, the form, the submit.
  const offer = widget.panel.getByRole("button", { name: CHAT_TEXT.handoff.offer });
  await offer.focus();
  await page.keyboard.press("Enter");
  const form = widget.panel.getByRole("form", { name: CHAT_TEXT.handoff.formLabel });
  await expect(form.getByLabel(CHAT_TEXT.handoff.labels.name)).toBeFocused();
  await page.keyboard.type(name);
  await page.keyboard.press("Tab");
  await expect(form.getByLabel(CHAT_TEXT.handoff.labels.phone)).toBeFocused();
  await page.keyboard.type("(301) 555-0142");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(form.getByLabel(CHAT_TEXT.handoff.labels.note)).toBeFocused();
  await page.keyboard.type("Weekday evenings are best.");
  // A person takes longer than this; the spam trap refuses faster submits.
  await page.waitForTimeout(CONTACT_ANTI_SPAM.minElapsedMs);
  const answer = page.waitForResponse((response) => new URL(response.url()).pathname === API_ROUTES.contact);
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  const response = await answer;
  expect(response.status()).toBe(201);
  const { id } = (await response.json()) as { id: string };

  await expect(form).toHaveCount(0);
  await expect(widget.messages("bot").last()).toHaveText(`${CHAT_TEXT.assistant}: ${CHAT_TEXT.handoff.sent(name)}`);
  await expect(widget.input).toBeFocused();

  const stored = (await listCollection(MESSAGE_LEADS)).find((doc) => doc.id === id);
  expect(stored?.fields).toMatchObject({
    name,
    phone: "(301) 555-0142",
    email: "",
    message: "Weekday evenings are best.",
    source: "chat",
    status: "new",
  });
  const transcript = stored?.fields.transcript as { role: string; content: string }[];
  expect(transcript[0]).toEqual({ role: "user", content: question });
  expect(transcript[1].role).toBe("assistant");
  expect(transcript[1].content).not.toContain(CHAT_HANDOFF_MARKER);

  const [alert] = await waitForMail((mail) => mail.subject.includes(name), 5_000);
  expect(alert.subject).toBe(MAIL_TEXT.alertSubject.chat(name));
  expect(alert.to.map((to) => to.address)).toEqual(["owner@leads.test"]);
  expect(alert.text).toContain(`Visitor: ${question}`);
  expect(alert.text).toContain(leadAdminUrl(id));
  expect(problems).toEqual([]);
});

test("asked when someone can come, the chat answers with open times from the owner's schedule and the booking page", async ({
  page,
}) => {
  const problems = watchConsole(page);
  // The times /book offers now; the chat reads the same schedule.
  const { slots } = (await (await page.request.get(API_ROUTES.slots)).json()) as SlotsAnswer;
  const open = new Set(slots.map((slot) => visitWhen(slot.start)));
  await page.goto("/services");
  await openChat(page);
  await askChat(page, "Can someone come out for a site visit next week?");
  await replyFinished(page);
  const reply = (await chat(page).messages("bot").last().textContent()) ?? "";
  expect(reply).toContain("We have these times open for a free site visit:");
  expect(reply).toContain(`${SITE.url}${ROUTES.book}`);
  // Each time offered is written as /book writes it; another worker may book one meanwhile, not all three.
  const offered = [...open].filter((when) => reply.includes(when));
  expect(offered.length).toBeGreaterThan(0);
  expect(offered.length).toBeLessThanOrEqual(3);
  // It also offers the call-back form, as a hand-off reply does.
  await expect(chat(page).panel.getByRole("button", { name: CHAT_TEXT.handoff.offer })).toBeVisible();
  expect(problems).toEqual([]);
});
