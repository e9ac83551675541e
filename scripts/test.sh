#!/usr/bin/env bash
# The whole test suite, from a fresh clone: installs what is missing, then runs the
# type check, unit and component tests (Vitest) and the end-to-end tests (Playwright
# driving Debian's Chromium against the built site and the Firebase emulators).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
cd "$ROOT"
bash scripts/bootstrap.sh

# Not test-results/: Playwright empties that folder when it starts.
results="$ROOT/.test-reports"
mkdir -p "$results"
started=$(date +%s)

echo "== type check"
# astro:content's types are generated; a fresh clone has none until this runs.
npx astro sync >/dev/null
npx tsc --noEmit -p .

echo "== unit and component tests"
npx vitest run --reporter=default --reporter=json --outputFile.json="$results/vitest.json"

echo "== end-to-end tests"
PLAYWRIGHT_JSON_OUTPUT_NAME="$results/playwright.json" npx playwright test --reporter=list,json

node scripts/test-summary.ts "$results/vitest.json" "$results/playwright.json" "$started"
