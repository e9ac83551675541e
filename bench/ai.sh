#!/usr/bin/env bash
# npm run bench:ai -> measures the AI functions against the local chat-completions server
# (function overhead, 200 concurrent chats, 500 hostile requests, first-chunk latency).
# Starts or reuses the Firebase emulators. Extra arguments go to bench/ai.ts
# (--pairs 300, --concurrent 200, --hostile 500).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/../scripts/env.sh"
cd "$ROOT"
exec node bench/ai.ts "$@"
