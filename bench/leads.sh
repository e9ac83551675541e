#!/usr/bin/env bash
# npm run bench:leads -> measures lead intake and alerts on the stack npm start runs (astro dev
# with the functions middleware, the Firebase emulators, a MailDev of its own): alert latency
# over 20 leads, 20 leads while SMTP is down for 60 s then redelivered, 1,000 submissions
# from one address against the default limit, reminders of leads left New on the 60 s schedule
# (and through 60 s of SMTP down), /admin in Chromium over 50,000 + 50,000 seeded leads (deleted
# afterwards): first page, the response panel, the search, the phone; a flood of 1,000 from one address
# beside 20 real leads from 20 other addresses (the alert ceiling and the digest). Starts or reuses the emulators. Extra
# arguments go to bench/leads.ts (--leads 20, --smtp-down-seconds 60, --flood 1000, --admin-leads 50000,
# --no-admin, --seed-without-terms).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/../scripts/env.sh"
cd "$ROOT"
exec node bench/leads.ts "$@"
