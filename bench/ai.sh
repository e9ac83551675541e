#!/usr/bin/env bash
# npm run bench:ai -> measures the AI functions on the stack npm start runs (astro dev with
# the functions middleware) against the local chat-completions server: function overhead,
# 32 concurrent chats, valid and 202 kinds of refused requests 16 at a time (each kind at
# least twice), provider faults, first-chunk latency, first characters in the widget.
# Starts or reuses the Firebase emulators. Extra arguments go to bench/ai.ts
# (--stack dev|handler, --quick, --pairs 300, --concurrent 32, --mixed 500, --no-widget).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/../scripts/env.sh"
cd "$ROOT"
exec node bench/ai.ts "$@"
