import type { Page } from "@playwright/test";

/** Collects console errors and CSP violations: a page that breaks its own policy fails the test that watches it. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(String(error)));
  return problems;
}
