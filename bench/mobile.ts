/**
 * The chat's first tap as a phone feels it, for bench:pages: Lighthouse's mobile profile
 * (its viewport, 4x CPU slowdown and "slow 4G" as DevTools applies it) on the built site,
 * and what happens from the first tap on the round button:
 *   - INP of that tap (Event Timing: the longest event of the interaction, to the next paint),
 *   - the panel visible with focus in the question box (the first frame after the click),
 *   - the first streamed characters of a reply to a question typed and sent at once,
 *   - the code's download: every script fetched after the tap (the widget, React, and the
 *     toaster that joins it), bytes as transferred (brotli, as the local CDN serves them)
 *     and the time from the first request to the last byte.
 * "cold" is a visitor's first tap (the widget's code not there yet); "warm" the same tap
 * once the widget has loaded, as every tap was when it hydrated at idle (before it waited for intent).
 */
import type { Browser, BrowserContextOptions, Page } from "@playwright/test";
import { CHAT_IDS } from "../src/lib/chat/ids.ts";

/** Lighthouse 13's mobile preset: moto g power (2022) screen, slow 4G with DevTools' factors, 4x CPU. */
export const MOBILE_DEVICE: BrowserContextOptions = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};
const SLOW_4G = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
  uploadThroughput: (750 * 1024 * 0.9) / 8,
};
const CPU_SLOWDOWN = 4;

export interface TapFigures {
  inpMs: number | null;
  panelVisibleMs: number | null;
  firstCharsMs: number | null;
  codeDownloadMs: number | null;
  codeTransferBytes: number;
}

interface TapTrace {
  down?: number;
  visible?: number;
  firstChars?: number;
  events: { name: string; start: number; duration: number; id: number }[];
}

declare global {
  interface Window {
    tapTrace?: TapTrace;
  }
}

/** Installed before the page's own scripts: records the tap, the frame after it and the first streamed text. */
function traceTap({ ids }: { ids: typeof CHAT_IDS }): void {
  const trace: TapTrace = { events: [] };
  window.tapTrace = trace;
  const record = (list: PerformanceObserverEntryList) => {
    // interactionId and durationThreshold are Chromium's Event Timing, newer than TypeScript's DOM types.
    for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[])
      trace.events.push({
        name: entry.name,
        start: entry.startTime,
        duration: entry.duration,
        id: entry.interactionId ?? 0,
      });
  };
  new PerformanceObserver(record).observe({
    type: "event",
    durationThreshold: 16,
    buffered: true,
  } as PerformanceObserverInit);
  new PerformanceObserver(record).observe({ type: "first-input", buffered: true });
  const onLauncher = (event: Event) => event.target instanceof Element && event.target.closest(`#${ids.launcher}`);
  addEventListener(
    "pointerdown",
    (event) => {
      if (onLauncher(event)) trace.down ??= event.timeStamp;
    },
    true,
  );
  addEventListener(
    "click",
    (event) => {
      if (!onLauncher(event) || trace.visible !== undefined) return;
      // The frame after the click's handlers; the timer runs once it has been painted.
      requestAnimationFrame(() =>
        setTimeout(() => {
          const panel = document.getElementById(ids.panel);
          if (panel && !panel.hidden && document.activeElement?.id === ids.input) trace.visible = performance.now();
        }),
      );
    },
    true,
  );
  new MutationObserver(() => {
    if (trace.firstChars !== undefined) return;
    // The reply's words, without the hidden "Assistant: " before them (in the page's language).
    const bot = document.querySelector(`#${ids.panel} [data-type="bot"]`);
    const reply = [...(bot?.childNodes ?? [])]
      .filter((node) => !(node instanceof Element && node.classList.contains("sr-only")))
      .map((node) => node.textContent)
      .join("");
    if (reply.trim()) trace.firstChars = performance.now();
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

/** Until no script has started loading for 1.5 s (over two round trips of slow 4G): `networkidle` fired long before. */
async function waitForQuietNetwork(page: Page): Promise<void> {
  let seen = -1;
  for (;;) {
    const count = await page.evaluate(() => performance.getEntriesByType("resource").length);
    if (count === seen) return;
    seen = count;
    await page.waitForTimeout(1_500);
  }
}

/** One first tap on the chat's button of `url` under the mobile profile; `warm`: the widget loaded first. */
export async function measureChatTap(browser: Browser, url: string, warm: boolean): Promise<TapFigures> {
  const context = await browser.newContext(MOBILE_DEVICE);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", SLOW_4G);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await page.addInitScript(traceTap, { ids: CHAT_IDS });
    await page.goto(url, { waitUntil: "load", timeout: 120_000 });
    await page.waitForLoadState("networkidle", { timeout: 60_000 });
    const launcher = page.locator(`#${CHAT_IDS.launcher}`);
    if (warm) {
      await launcher.focus(); // Keyboard focus is intent: the widget loads, as it did at idle before.
      await page.locator("[data-testid=chat-widget][data-ready]").waitFor({ timeout: 60_000 });
      await page.waitForLoadState("networkidle");
    }
    const tappedAt = await page.evaluate(() => performance.now());
    await launcher.tap();
    await page.keyboard.insertText("Do you remodel kitchens in Arlington?");
    await page.keyboard.press("Enter");
    await page.waitForFunction(() => window.tapTrace?.firstChars !== undefined, undefined, { timeout: 60_000 });
    // The first reply now streams before the widget's code has arrived (the page's shell asks): its
    // download is counted once the widget has taken over, and the toaster that joins it after.
    await page.locator("[data-testid=chat-widget][data-ready]").waitFor({ timeout: 60_000 });
    await waitForQuietNetwork(page);
    return await page.evaluate((since) => {
      const trace = window.tapTrace!;
      const down = trace.down ?? since;
      const tap = trace.events.filter((event) => event.start >= down - 1 && event.start < down + 1_000);
      const id = tap.find((event) => event.id > 0)?.id;
      const durations = tap.filter((event) => event.id === id || event.name === "pointerdown").map((e) => e.duration);
      const widget = (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).filter(
        (entry) => entry.startTime >= since && /\/_astro\/.+\.js$/.test(entry.name),
      );
      const round = (value: number | undefined) => (value === undefined ? null : Math.round(value - down));
      return {
        inpMs: durations.length ? Math.max(...durations) : null,
        panelVisibleMs: round(trace.visible),
        firstCharsMs: round(trace.firstChars),
        codeDownloadMs: widget.length
          ? Math.round(Math.max(...widget.map((e) => e.responseEnd)) - Math.min(...widget.map((e) => e.startTime)))
          : null,
        codeTransferBytes: widget.reduce((sum, entry) => sum + entry.encodedBodySize, 0),
      };
    }, tappedAt);
  } finally {
    await context.close();
  }
}
