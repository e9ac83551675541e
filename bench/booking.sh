#!/usr/bin/env bash
# npm run bench:booking -> the site visit figures on the stack npm start runs (astro dev with the
# functions, the Firebase emulators, MailDev, Radicale as the owner's calendar): open slots over
# an owner calendar of 500 events and the feed fetches, 200 races of two bookings of one time and
# 50 bookings across 10 times, the e-mails' latency and every invitation read back, an appointment
# added over CalDAV leaving the slots, and a phone (390 x 844, CPU 4x slower) booking from the home
# page; GET /api/slots with 5,000 cancelled visits in the window; a script's 12 bookings in a minute
# against the default limits, from one address and from 12 addresses of one /64. Extra arguments go
# to bench/booking.ts (--rounds 200, --events 500, --phone-runs 5, --slots-seconds 61, --cancelled 5000).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/../scripts/env.sh"
cd "$ROOT"
exec node bench/booking.ts "$@"
