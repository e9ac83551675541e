#!/usr/bin/env bash
# `npm start`: the whole site locally, against seeded Firebase emulators.
# Ctrl-C stops the dev server and the emulators this script started.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
cd "$ROOT"

# The browser is only needed by the test suites.
SKIP_CHROMIUM=1 bash scripts/bootstrap.sh

export PORT="${PORT:-4321}"
export PUBLIC_FIREBASE_EMULATORS=true
mkdir -p .emulators
emu_log=.emulators/start.log
emu_pid=""
astro_pid=""

cleanup() {
  trap - EXIT INT TERM
  # SIGTERM lets the emulators CLI stop its own process groups (java, firebase-tools).
  if [ -n "$astro_pid" ]; then kill -TERM "$astro_pid" 2>/dev/null || true; fi
  if [ -n "$emu_pid" ]; then kill -TERM "$emu_pid" 2>/dev/null || true; fi
  wait 2>/dev/null || true
  if [ -n "$emu_pid" ]; then echo "Stopped."; fi
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

node scripts/emulators.ts >"$emu_log" 2>&1 &
emu_pid=$!
until grep -q '^Emulators ready' "$emu_log"; do
  if ! kill -0 "$emu_pid" 2>/dev/null; then
    cat "$emu_log"
    echo "start: the emulators did not start (logs in .emulators/)" >&2
    exit 1
  fi
  sleep 0.2
done
cat "$emu_log"

node scripts/seed.ts

astro dev --port "$PORT" &
astro_pid=$!
# Print the address and accounts last, once the server answers, so they are not scrolled away.
until curl -s --max-time 2 -o /dev/null "http://localhost:$PORT/"; do
  kill -0 "$astro_pid" 2>/dev/null || { echo "start: astro dev exited" >&2; exit 1; }
  sleep 0.3
done
cat <<EOF

  Site:  http://localhost:$PORT   (Firebase emulators, demo data)
$(node scripts/demo-accounts.ts)
  Ctrl-C stops everything.

EOF
wait "$astro_pid"
