#!/usr/bin/env bash
# The whole test suite, from a fresh clone: installs what is missing, then runs the static
# checks (the type check of .ts, .tsx and .astro files by astro check, ESLint, Prettier, knip), the Vitest projects (unit
# and component; Firestore rules against their own emulator; functions against a local
# OpenAI-protocol server; integration against the emulators) and the end-to-end tests
# (Playwright driving Debian's Chromium against the built site and the emulators). Every
# step runs even if an earlier one fails; the last line is one verdict for all the tests,
# after each step's time.
#
# Two lanes while the machine has two cores to give: the static checks and the unit and
# component tests (one core each, mostly; no emulator) run in the background beside the
# rules and functions suites (which mostly wait on the emulators); the shared services start
# once, at the beginning, for every suite. The two lanes take about as long as each other.
set -uo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
cd "$ROOT"
bash scripts/bootstrap.sh || exit 1

# Not test-results/: Playwright empties that folder when it starts.
results="$ROOT/.test-reports"
rm -rf "$results" && mkdir -p "$results"
started=$(date +%s)
status=0

# One line per step in $results/times.tsv: name, seconds, outcome (test-summary.ts prints them).
timed() {
  local name=$1 t0=$SECONDS rc=0
  shift
  "$@" || rc=$?
  printf '%s\t%s\t%s\n' "$name" "$((SECONDS - t0))" "$([ $rc = 0 ] && echo ok || echo failed)" >>"$results/times.tsv"
  return $rc
}

# The emulators, MailDev and the rules suite's emulator, shared by every suite below.
node scripts/test-services.ts >"$results/services.log" 2>&1 &
services=$!
services_t0=$SECONDS
trap 'kill -TERM $services 2>/dev/null; wait $services 2>/dev/null' EXIT
wait_for_services() {
  until grep -q "test services ready" "$results/services.log"; do
    if ! kill -0 $services 2>/dev/null; then
      cat "$results/services.log"
      printf 'start services\t%s\tfailed\n' "$((SECONDS - services_t0))" >>"$results/times.tsv"
      return 1
    fi
    sleep 0.5
  done
  cat "$results/services.log"
  printf 'start services\t%s\tok\n' "$((SECONDS - services_t0))" >>"$results/times.tsv"
}

# Static checks are not tests (the summary does not count them), but any finding fails the run.
static_checks() {
  local failed=()
  check() {
    local name=$1
    shift
    echo "== $name"
    timed "$name" "$@" || failed+=("$name")
  }
  # One type check for every file tsconfig.json names, .ts, .tsx and .astro alike (astro check
  # generates astro:content's types first; a separate tsc over the same files took 39 s more).
  # Hints (deprecations, suggestions) are left to `npx astro check`.
  check "type check (astro check)" npx astro check --minimumSeverity warning --minimumFailingSeverity warning
  check "eslint" npx eslint . --max-warnings 0
  check "prettier" npx prettier --check . --log-level warn
  check "knip" npx knip
  ((${#failed[@]} == 0)) || {
    echo "static checks with findings: ${failed[*]}"
    return 1
  }
}

# One Vitest project at a time in each lane (vitest.config.ts), each with its own JSON report.
vitest_suite() {
  local project=$1 label=$2
  echo "== $label"
  timed "$label" npx vitest run --project "$project" --reporter=default --reporter=json \
    --outputFile.json="$results/vitest-$project.json"
}
beside() {
  local rc=0
  static_checks || rc=1
  vitest_suite unit "unit and component tests" || rc=1
  return $rc
}
beside >"$results/beside.log" 2>&1 &
lane=$!

wait_for_services || status=1
vitest_suite rules "firestore rules" || status=1
vitest_suite functions "functions" || status=1

# The static checks (and their `astro sync`) are done before anything else runs Astro.
wait $lane || status=1
cat "$results/beside.log"
vitest_suite integration "integration" || status=1

echo "== end-to-end tests"
PLAYWRIGHT_JSON_OUTPUT_NAME="$results/playwright.json" timed "end-to-end tests" \
  npx playwright test --reporter=list,json || status=1

node scripts/test-summary.ts "$started" "$results/times.tsv" "$results"/*.json || status=1
exit $status
