/**
 * End-to-end helpers for the chat widget and the estimator, plus the measurement of how
 * soon streamed text shows in the widget (`measureFirstCharacters`, used by the AI bench
 * and runnable on its own: `node tests/e2e/support/ai.ts [--runs 20]`).
 */
import { MESSAGES, CHAT_TEXT, ESTIMATOR_TEXT } from "../../../src/config/text.ts";
import path from "node:path";
import { chromium, expect, type Locator, type Page } from "@playwright/test";
import type { ChatMessageType } from "../../../src/lib/chat/conversation.ts";
import type { EstimateInput } from "../../../src/lib/estimator/estimateForm.ts";
import { createFunctionsHandler } from "../../../scripts/functions-handler.ts";
import { startStaticServer } from "../../../scripts/serve-static.ts";
import { startFakeOpenAi, type FakeOpenAi } from "../../../scripts/ai-stand-in.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.ts";

// ---------------------------------------------------------------------------------------
// Chat widget

export function chat(page: Page) {
  const panel = page.getByRole("dialog", { name: CHAT_TEXT.title });
  return {
    widget: page.getByTestId("chat-widget"),
    launcher: page.getByRole("button", { name: CHAT_TEXT.launcherLabel }),
    panel,
    input: panel.getByLabel(CHAT_TEXT.inputLabel),
    send: panel.getByRole("button", { name: CHAT_TEXT.send, exact: true }),
    typing: panel.getByText(MESSAGES.chatTyping),
    announcer: panel.getByTestId("chat-announcer"),
    messages: (type?: ChatMessageType): Locator =>
      panel.locator(type ? `[data-testid="chat-message"][data-type="${type}"]` : '[data-testid="chat-message"]'),
  };
}

/** Opens the panel with the round button (it works before the widget has loaded, too). */
export async function openChat(page: Page): Promise<void> {
  const widget = chat(page);
  await widget.launcher.click();
  await expect(widget.panel).toBeVisible();
  await expect(widget.input).toBeFocused();
}

/**
 * Waits until `count` replies are there and none is still streaming. (Before the widget's
 * code has arrived the question waits in the page, so "no typing indicator" alone would
 * pass before anything was sent.)
 */
export async function replyFinished(page: Page, count = 1): Promise<void> {
  const widget = chat(page);
  await expect(widget.messages("bot")).toHaveCount(count, { timeout: 20_000 });
  await expect(widget.panel.locator("[data-streaming]")).toHaveCount(0, { timeout: 20_000 });
  await expect(widget.typing).toBeHidden();
}

export async function askChat(page: Page, question: string): Promise<void> {
  const widget = chat(page);
  await widget.input.fill(question);
  await widget.send.click();
}

/** The page's wall-clock time in ms (comparable with Node's `performance.timeOrigin + performance.now()`). */
declare global {
  interface Window {
    replyGrowth?: { at: number; text: string }[];
  }
}

/**
 * Starts recording every change of the reply that is streaming into the widget, with the
 * time it became visible. Read it back with `replyGrowth`.
 */
export async function recordReplyGrowth(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.replyGrowth = [];
    const log = window.replyGrowth;
    const observer = new MutationObserver(() => {
      const streaming = document.querySelector('[data-testid="chat-message"][data-streaming]');
      const text = streaming?.textContent ?? "";
      if (text && text !== log.at(-1)?.text) log.push({ at: performance.timeOrigin + performance.now(), text });
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

export async function replyGrowth(page: Page): Promise<{ at: number; text: string }[]> {
  return page.evaluate(() => window.replyGrowth ?? []);
}

// ---------------------------------------------------------------------------------------
// Estimator

/** Fills the estimator form through its labels. */
export async function fillEstimator(
  page: Page,
  input: EstimateInput,
  labels: Record<keyof typeof ESTIMATOR_TEXT.labels, string> = ESTIMATOR_TEXT.labels,
): Promise<void> {
  await page.getByLabel(labels.projectType).selectOption(input.projectType);
  await page.getByLabel(labels.roomType).selectOption(input.roomType);
  await page.getByLabel(labels.timeline).selectOption(input.timeline);
  await page.getByLabel(labels.squareFootage).fill(String(input.squareFootage));
  await page.getByLabel(labels.scope).fill(input.scope);
}

/**
 * The words a reader sees of a Markdown reply (list markers, emphasis and heading marks
 * removed, whitespace collapsed), to compare a stored AI text with what the page shows.
 */
export function visibleWords(markdown: string): string {
  return markdown
    .replace(/^\s{0,3}#{1,6}\s+/gm, "")
    .replace(/^\s*(?:[-*+•]|\d{1,9}[.)])\s+/gm, "")
    .replace(/\*\*|__|`/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

// ---------------------------------------------------------------------------------------
// First streamed characters: provider's first token -> characters visible in the widget

export interface AiSite {
  url: string;
  fake: FakeOpenAi;
  close(): Promise<void>;
}

/**
 * The built site (dist/) with the real functions and a scripted OpenAI-protocol server,
 * all in this process, so a measurement can see both ends. Sets OPENAI_BASE_URL in this
 * process's environment (the functions read it per request).
 */
export async function startAiSite(options: { root?: string; serve?: typeof startStaticServer } = {}): Promise<AiSite> {
  const { root = path.resolve(import.meta.dirname, "../../../dist"), serve = startStaticServer } = options;
  const fake = await startFakeOpenAi();
  process.env.OPENAI_BASE_URL = fake.url;
  // A measurement sends many questions from one address.
  process.env.AI_CHAT_RATE_LIMIT ??= "100000";
  process.env.AI_CHAT_DAILY_TOKENS_PER_IP ??= "1000000000000";
  // The emulators keep the day's spend between runs: a day of tests must not end the measurement.
  process.env.AI_DAILY_TOKEN_BUDGET ??= "1000000000000";
  // No photo store: chat needs none, and the process-wide blobs server would outlive close().
  const functions = await createFunctionsHandler({ blobs: false });
  const server = await serve({ root, port: 0, host: "localhost", apiHandler: (req) => functions(req) });
  return {
    url: server.url,
    fake,
    close: async () => {
      await server.close();
      // Its scheduled functions' timers (lead-alerts) would keep a bench's process alive.
      await functions.stop();
      await fake.close();
    },
  };
}

/**
 * For each run: the provider holds its first token for a moment, then sends it; the
 * result is how many ms later that token's text was visible in the widget (both clocks
 * are this machine's wall clock). The page must be on `site`.
 */
export async function measureFirstCharacters(page: Page, site: AiSite, runs = 10): Promise<number[]> {
  const widget = chat(page);
  if (!(await widget.panel.isVisible())) await openChat(page);
  const latencies: number[] = [];
  for (let run = 0; run < runs; run++) {
    const marker = `Token${run}z`;
    site.fake.script({
      tokens: [marker, " and", " a", " few", " more", " words."],
      firstTokenDelayMs: 150,
      tokenDelayMs: 40,
    });
    await page.evaluate((text) => {
      const seen = { at: 0 };
      (window as unknown as { firstSeen: typeof seen }).firstSeen = seen;
      const observer = new MutationObserver(() => {
        const bot = [...document.querySelectorAll('[data-testid="chat-message"][data-type="bot"]')].at(-1);
        if (bot?.textContent?.includes(text)) {
          seen.at = performance.timeOrigin + performance.now();
          observer.disconnect();
        }
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    }, marker);
    const before = site.fake.completions().length;
    await askChat(page, `Question number ${run + 1}: do you build decks?`);
    await expect(widget.typing).toBeHidden({ timeout: 15_000 });
    await expect(widget.messages("error")).toHaveCount(0);
    const request = site.fake.completions()[before];
    if (request?.firstTokenAt === undefined) throw new Error("The provider never sent a token");
    const seenAt = await page.evaluate(() => (window as unknown as { firstSeen: { at: number } }).firstSeen.at);
    latencies.push(seenAt - (performance.timeOrigin + request.firstTokenAt));
  }
  return latencies;
}

export function summarise(samples: number[]): { runs: number; medianMs: number; p95Ms: number; maxMs: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    runs: sorted.length,
    medianMs: round(at(0.5)),
    p95Ms: round(at(0.95)),
    maxMs: round(sorted.at(-1) ?? Number.NaN),
  };
}

async function main(): Promise<void> {
  const runs = Number(process.argv[process.argv.indexOf("--runs") + 1]) || 10;
  const site = await startAiSite();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    await page.goto(`${site.url}/`);
    const samples = await measureFirstCharacters(page, site, runs);
    console.log(
      JSON.stringify(
        { firstCharactersVisibleMs: summarise(samples), samples: samples.map((value) => Math.round(value * 10) / 10) },
        null,
        2,
      ),
    );
  } finally {
    await browser.close();
    await site.close();
  }
}

if (import.meta.main) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
