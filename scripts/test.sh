#!/usr/bin/env bash
# The whole test suite, from a fresh clone: installs what is missing, then runs the type
# check, the static checks (astro check, ESLint, Prettier, knip), the Vitest projects (unit
# and component; Firestore rules against their own emulator; functions against a local
# OpenAI-protocol server; integration against the emulators) and the end-to-end tests
# (Playwright driving Debian's Chromium against the built site and the emulators). Every
# step runs even if an earlier one fails; the last line is one verdict for all the tests.
set -uo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
cd "$ROOT"
bash scripts/bootstrap.sh || exit 1

# Not test-results/: Playwright empties that folder when it starts.
results="$ROOT/.test-reports"
rm -rf "$results" && mkdir -p "$results"
started=$(date +%s)
status=0

# Static checks are not tests (the summary does not count them), but any finding fails the run.
failed_checks=()
static_check() {
  local name=$1
  shift
  echo "== $name"
  "$@" || { status=1; failed_checks+=("$name"); }
}
# astro:content's types are generated; a fresh clone has none until `astro sync` runs.
static_check "type check" sh -c 'npx astro sync >/dev/null && npx tsc --noEmit -p .'
# tsc does not read .astro files. Hints (deprecations, suggestions) are left to `npx astro check`.
static_check "astro check" npx astro check --minimumSeverity warning --minimumFailingSeverity warning
static_check "eslint" npx eslint . --max-warnings 0
static_check "prettier" npx prettier --check . --log-level warn
static_check "knip" npx knip

# One Vitest project at a time (vitest.config.ts), each with its own JSON report.
vitest_suite() {
  local project=$1 label=$2
  echo "== $label"
  npx vitest run --project "$project" --reporter=default --reporter=json --outputFile.json="$results/vitest-$project.json" || status=1
}
vitest_suite unit "unit and component tests"
vitest_suite rules "firestore rules"
vitest_suite functions "functions"
vitest_suite integration "integration"

echo "== end-to-end tests"
PLAYWRIGHT_JSON_OUTPUT_NAME="$results/playwright.json" npx playwright test --reporter=list,json || status=1

((${#failed_checks[@]})) && echo "static checks with findings: ${failed_checks[*]}"
node scripts/test-summary.ts "$started" "$results"/*.json || status=1
exit $status
