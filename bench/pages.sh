#!/usr/bin/env bash
# npm run bench:pages -> builds the site and measures every public page
# with Lighthouse and Playwright. Extra arguments go to bench/pages.ts
# (--no-build, --runs 3 for median-of-3 Lighthouse runs, --pages /,/about, --dist DIR).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/../scripts/env.sh"
cd "$ROOT"
exec node bench/pages.ts "$@"
