# Sourced by every project script: puts the project's own Node 24 (npm package `node`)
# first on PATH, because the system Node is 20 and Astro 7, Vitest 5 and friends need 22+.
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export ROOT
export PATH="$ROOT/node_modules/.bin:$PATH"
export ASTRO_TELEMETRY_DISABLED=1
export NETLIFY_TELEMETRY_DISABLED=1
export CHROME_PATH="${CHROME_PATH:-/usr/bin/chromium}"
# Debian's google-cloud-cli-firestore-emulator puts the jar here; elsewhere set the variable.
export FIRESTORE_EMULATOR_JAR="${FIRESTORE_EMULATOR_JAR:-/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar}"
