/**
 * Prints one closing line for the whole suite ("N passed, N failed") from the Vitest and
 * Playwright JSON reports, so CI reads one verdict across both runners.
 */
import { readFileSync } from "node:fs";

const [vitestFile, playwrightFile, startedAt] = process.argv.slice(2);
const vitest = JSON.parse(readFileSync(vitestFile, "utf8")) as { numPassedTests: number; numFailedTests: number; numPendingTests: number };
const playwright = JSON.parse(readFileSync(playwrightFile, "utf8")) as { stats: { expected: number; unexpected: number; flaky: number; skipped: number } };

const passed = vitest.numPassedTests + playwright.stats.expected;
const failed = vitest.numFailedTests + playwright.stats.unexpected + playwright.stats.flaky;
const skipped = vitest.numPendingTests + playwright.stats.skipped;
const seconds = Math.round(Date.now() / 1000 - Number(startedAt));

console.log(`vitest: ${vitest.numPassedTests} passed, ${vitest.numFailedTests} failed; playwright: ${playwright.stats.expected} passed, ${playwright.stats.unexpected} failed, ${playwright.stats.flaky} flaky; ${seconds} s`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exitCode = failed > 0 ? 1 : 0;
