#!/usr/bin/env bash
# `npm start`: the whole site locally, against seeded Firebase emulators.
# Ctrl-C stops the dev server and the emulators this script started.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
cd "$ROOT"

# The browser is only needed by the test suites.
SKIP_TEST_TOOLS=1 bash scripts/bootstrap.sh

# .env values reach the functions too (astro dev passes process.env to them).
if [ -f .env ]; then set -a; source .env; set +a; fi
export PORT="${PORT:-4321}"
export PUBLIC_FIREBASE_EMULATORS=true
# The functions verify ID tokens and count estimates with firebase-admin: point it at the emulators too.
eval "$(node scripts/emulators.ts env)"
mkdir -p .emulators
emu_log=.emulators/start.log
emu_pid=""
astro_pid=""
ai_pid=""
mail_pid=""
cal_pid=""
hook_pid=""
stripe_pid=""

cleanup() {
  trap - EXIT INT TERM
  # SIGTERM lets the emulators CLI stop its own process groups (java, firebase-tools).
  if [ -n "$astro_pid" ]; then kill -TERM "$astro_pid" 2>/dev/null || true; fi
  if [ -n "$ai_pid" ]; then kill -TERM "$ai_pid" 2>/dev/null || true; fi
  if [ -n "$mail_pid" ]; then kill -TERM "$mail_pid" 2>/dev/null || true; fi
  if [ -n "$cal_pid" ]; then kill -TERM "$cal_pid" 2>/dev/null || true; fi
  if [ -n "$hook_pid" ]; then kill -TERM "$hook_pid" 2>/dev/null || true; fi
  if [ -n "$stripe_pid" ]; then kill -TERM "$stripe_pid" 2>/dev/null || true; fi
  if [ -n "$emu_pid" ]; then kill -TERM "$emu_pid" 2>/dev/null || true; fi
  wait 2>/dev/null || true
  if [ -n "$emu_pid" ]; then echo "Stopped."; fi
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# Waits until a background process started with its output in a log says it is ready.
wait_for_ready() {
  local log=$1 pattern=$2 pid=$3 what=$4
  until grep -q "$pattern" "$log"; do
    if ! kill -0 "$pid" 2>/dev/null; then
      cat "$log"
      echo "start: $what did not start (logs in .emulators/)" >&2
      exit 1
    fi
    sleep 0.2
  done
}

node scripts/emulators.ts >"$emu_log" 2>&1 &
emu_pid=$!
wait_for_ready "$emu_log" '^Emulators ready' "$emu_pid" "the emulators"
cat "$emu_log"

# Radicale plays the owner's own calendar (CalDAV); the seed fills it with a few appointments.
cal_log=.emulators/radicale-start.log
node scripts/radicale.ts >"$cal_log" 2>&1 &
cal_pid=$!
wait_for_ready "$cal_log" '^Radicale ' "$cal_pid" "Radicale"
cal_url=$(sed -n 's/^Radicale [a-z]*: CalDAV //p' "$cal_log")
# The functions fetch no local or plain-http calendar unless named here (production names none).
cal_host=${cal_url#*://}
export CALENDAR_FEED_ALLOW_HOSTS="${CALENDAR_FEED_ALLOW_HOSTS:+$CALENDAR_FEED_ALLOW_HOSTS,}${cal_host%%/*}"

node scripts/seed.ts

# Lead alerts: MailDev catches them (SMTP 1025, inbox on 1080) unless .env names a real SMTP server.
if [ -z "${SMTP_URL:-}" ]; then
  mail_log=.emulators/maildev-start.log
  node scripts/maildev.ts >"$mail_log" 2>&1 &
  mail_pid=$!
  wait_for_ready "$mail_log" '^MailDev ' "$mail_pid" "MailDev"
  export SMTP_URL="smtp://127.0.0.1:1025"
  mail_note="http://localhost:1080   (MailDev: every e-mail the site sends)"
else
  mail_note="sent through \$SMTP_URL (MailDev not started)"
fi

# The owner's phone alerts: a local receiver keeps what would reach Slack, Teams or ntfy,
# unless .env names a real ALERT_WEBHOOK_URL.
if [ -z "${ALERT_WEBHOOK_URL:-}" ]; then
  hook_log=.emulators/webhook-receiver.log
  node scripts/webhook-receiver.ts >"$hook_log" 2>&1 &
  hook_pid=$!
  wait_for_ready "$hook_log" '^\[webhook-receiver\] listening' "$hook_pid" "the webhook receiver"
  export ALERT_WEBHOOK_URL="http://127.0.0.1:${WEBHOOK_RECEIVER_PORT:-9055}/leads"
  hook_note="http://127.0.0.1:${WEBHOOK_RECEIVER_PORT:-9055}/posts   (what the owner's phone would get)"
else
  hook_note="posted to \$ALERT_WEBHOOK_URL"
fi

# With no AI provider configured, a local server that speaks the OpenAI protocol gives
# canned replies, so the chat and the estimator can be tried without a key.
if [ -z "${OPENAI_API_KEY:-}" ] && [ -z "${OPENAI_BASE_URL:-}" ]; then
  ai_port="${AI_STAND_IN_PORT:-8788}"
  node scripts/ai-stand-in.ts --port "$ai_port" >.emulators/ai-stand-in.log 2>&1 &
  ai_pid=$!
  export OPENAI_BASE_URL="http://127.0.0.1:$ai_port/v1"
  ai_note="local stand-in with canned replies (set OPENAI_API_KEY or OPENAI_BASE_URL in .env for real answers)"
else
  ai_note="${OPENAI_BASE_URL:-OpenAI} (model ${OPENAI_MODEL:-gpt-4})"
fi

# Card deposits: with no Stripe key, a local server that speaks the part of Stripe's API the
# site uses (Checkout Sessions, their payment page, signed webhooks, refunds); test keys only.
if [ -z "${STRIPE_SECRET_KEY:-}" ]; then
  stripe_port="${STRIPE_STAND_IN_PORT:-8790}"
  export STRIPE_SECRET_KEY="sk_test_local_stand_in"
  export STRIPE_WEBHOOK_SECRET="whsec_local_stand_in"
  export STRIPE_API_BASE="http://127.0.0.1:$stripe_port"
  stripe_log=.emulators/stripe-stand-in.log
  node scripts/stripe-stand-in.ts --port "$stripe_port" --webhook-secret "$STRIPE_WEBHOOK_SECRET" \
    --webhook-url "http://localhost:$PORT/api/stripe-webhook" >"$stripe_log" 2>&1 &
  stripe_pid=$!
  wait_for_ready "$stripe_log" '^Fake Stripe on' "$stripe_pid" "the Stripe stand-in"
  stripe_note="local stand-in on $STRIPE_API_BASE (its payment page takes test cards; set STRIPE_SECRET_KEY in .env for Stripe)"
else
  stripe_note="${STRIPE_API_BASE:-Stripe} (webhook: /api/stripe-webhook, secret STRIPE_WEBHOOK_SECRET)"
fi

# The chat's passages of our pages, from the content as it is now (an edited page shows in the chat).
node scripts/site-knowledge.ts >/dev/null
astro dev --port "$PORT" &
astro_pid=$!
# Print the address and accounts last, once the server answers, so they are not scrolled away.
until curl -s --max-time 2 -o /dev/null "http://localhost:$PORT/"; do
  kill -0 "$astro_pid" 2>/dev/null || { echo "start: astro dev exited" >&2; exit 1; }
  sleep 0.3
done
# Loads the functions now rather than on the first /api call, so the scheduled retry of
# lead alerts (netlify/functions/lead-alerts.ts) runs from the start.
curl -s --max-time 10 -o /dev/null "http://localhost:$PORT/api/" || true
cat <<EOF

  Site:  http://localhost:$PORT   (Firebase emulators, demo data)
  AI:    $ai_note
  Mail:  $mail_note
  Phone alerts: $hook_note
  Card deposits: $stripe_note
  Owner's calendar: Radicale, CalDAV on $cal_url (seeded: /book offers times around it)
$(node scripts/demo-accounts.ts)
  Ctrl-C stops everything.

EOF
wait "$astro_pid"
