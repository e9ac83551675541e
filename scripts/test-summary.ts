/**
 * Prints one closing line for the whole suite ("N passed, N failed") from the Vitest and
 * Playwright JSON reports, so CI reads one verdict across every runner. A suite that
 * crashed before writing its report counts as a failure.
 */
import { readFileSync } from "node:fs";
import path from "node:path";

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

function counts(file: string): Counts {
  const report = JSON.parse(readFileSync(file, "utf8"));
  if (report.stats) {
    const { expected, unexpected, flaky, skipped } = report.stats as Record<string, number>;
    return { passed: expected, failed: unexpected + flaky, skipped };
  }
  return { passed: report.numPassedTests, failed: report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0), skipped: report.numPendingTests };
}

const [startedAt, ...files] = process.argv.slice(2);
const total: Counts = { passed: 0, failed: 0, skipped: 0 };
for (const file of files) {
  const suite = counts(file);
  console.log(`${path.basename(file, ".json")}: ${suite.passed} passed, ${suite.failed} failed${suite.skipped ? `, ${suite.skipped} skipped` : ""}`);
  total.passed += suite.passed;
  total.failed += suite.failed;
  total.skipped += suite.skipped;
}
console.log(`total time ${Math.round(Date.now() / 1000 - Number(startedAt))} s`);
console.log(`${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ""}`);
process.exitCode = total.failed > 0 || files.length === 0 ? 1 : 0;
