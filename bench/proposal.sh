#!/usr/bin/env bash
# npm run bench:proposal -> the proposal's figures: 1,000 generated proposals whose page, PDF and
# e-mail agree to the cent (and no Maryland deposit above a third), the signed PDF's time in
# process, and a phone (390 x 844, CPU 4x slower) from the e-mail's link to the signed
# confirmation on the stack npm start runs. Extra arguments go to bench/proposal.ts
# (--proposals 1000, --pdf-runs 200, --phone-runs 5).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/../scripts/env.sh"
cd "$ROOT"
exec node bench/proposal.ts "$@"
