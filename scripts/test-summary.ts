/**
 * Prints one closing line for the whole suite ("N passed, N failed") from the Vitest and
 * Playwright JSON reports, so CI reads one verdict across every runner, after the time of
 * each step (scripts/test.sh writes them: name, seconds, ok or failed, tab-separated). A
 * suite that crashed before writing its report has already failed `npm test`.
 *
 *   node scripts/test-summary.ts <start time, Unix seconds> <times.tsv> <report.json>...
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

/** The fields of Vitest's `json` reporter read here. */
interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  /** One per test file; a file that failed to load has status "failed" and no test results. */
  testResults: { status: string; assertionResults: { status: string }[] }[];
}

/** The fields of Playwright's `json` reporter read here. */
interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
}

function counts(file: string): Counts {
  const report = JSON.parse(readFileSync(file, "utf8")) as VitestReport | PlaywrightReport;
  if ("stats" in report) {
    const { expected, unexpected, flaky, skipped } = report.stats;
    return { passed: expected, failed: unexpected + flaky, skipped };
  }
  // A file that failed with no failed test (it could not load, or a hook failed and its tests
  // were skipped) is counted as one failure.
  const unloaded = report.testResults.filter(
    (file) => file.status === "failed" && !file.assertionResults.some((test) => test.status === "failed"),
  );
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + unloaded.length,
    skipped: report.numPendingTests,
  };
}

const describe = ({ passed, failed, skipped }: Counts) =>
  `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`;

const {
  positionals: [startedAt, timesFile, ...files],
} = parseArgs({ allowPositionals: true, options: {} });

console.log(
  "time per step (the static checks, then the unit and component tests, ran beside the services, rules and functions):",
);
for (const line of existsSync(timesFile) ? readFileSync(timesFile, "utf8").trim().split("\n") : []) {
  const [name, seconds, outcome] = line.split("\t");
  console.log(`  ${name}: ${seconds} s${outcome === "ok" ? "" : ` (${outcome})`}`);
}
const total: Counts = { passed: 0, failed: 0, skipped: 0 };
for (const file of files) {
  const suite = counts(file);
  console.log(`${path.basename(file, ".json")}: ${describe(suite)}`);
  total.passed += suite.passed;
  total.failed += suite.failed;
  total.skipped += suite.skipped;
}
console.log(`total time ${Math.round(Date.now() / 1000 - Number(startedAt))} s`);
console.log(describe(total));
process.exitCode = total.failed > 0 || files.length === 0 ? 1 : 0;
