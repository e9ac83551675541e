#!/usr/bin/env bash
# npm run bench:photos -> the photo figures on the npm start stack (astro dev with the
# functions and Netlify Blobs on disk, the Firebase emulators, headless Chromium): a 12 MB phone
# photo through the picker's own downscale and upload, bytes and metadata of every stored width,
# and the time from upload start to the picture loaded on /projects. Writes bench/results/photos.json.
# Extra arguments go to bench/photos.ts (--runs 3).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/../scripts/env.sh"
cd "$ROOT"
exec node bench/photos.ts "$@"
