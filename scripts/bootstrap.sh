#!/usr/bin/env bash
# Installs everything the site and its tests need on a fresh machine of this kind,
# and does nothing that is already done: npm packages (with the project's Node 24),
# Debian's Chromium, poppler-utils and Radicale, Java and the Firestore emulator jar.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
cd "$ROOT"

need_apt=()
command -v java >/dev/null 2>&1 || need_apt+=(default-jre-headless)
[ -f "$FIRESTORE_EMULATOR_JAR" ] || need_apt+=(google-cloud-cli-firestore-emulator)
# Radicale plays the owner's calendar for npm start and the tests (scripts/radicale.ts).
command -v "${RADICALE_BIN:-radicale}" >/dev/null 2>&1 || need_apt+=(radicale)
# What only the tests use: Chromium, and poppler's pdftotext to read the signed PDFs with a
# tool the product does not use itself.
if [ "${SKIP_TEST_TOOLS:-0}" != 1 ]; then
  [ -x "$CHROME_PATH" ] || need_apt+=(chromium)
  command -v pdftotext >/dev/null 2>&1 || need_apt+=(poppler-utils)
fi
if [ ${#need_apt[@]} -gt 0 ]; then
  if ! command -v apt-get >/dev/null 2>&1; then
    # Not Debian or Ubuntu: say what is missing and how to provide it, rather than fail obscurely.
    cat >&2 <<MISSING
bootstrap: this machine has no apt-get, and these are missing: ${need_apt[*]}
  - Java 17 or newer (default-jre-headless): any JDK/JRE on PATH, e.g. 'brew install openjdk' or 'dnf install java-17-openjdk'.
  - The Firestore emulator jar (google-cloud-cli-firestore-emulator): install the Google Cloud CLI with its
    'cloud-firestore-emulator' component, then set FIRESTORE_EMULATOR_JAR to the jar's path.
  - Chromium (tests only): any Chromium or Chrome, then set CHROME_PATH to its binary.
  - pdftotext (tests only): poppler's utilities, e.g. 'brew install poppler'.
  - Radicale: 'pip install radicale', then set RADICALE_BIN to its command if it is not on PATH.
MISSING
    exit 1
  fi
  echo "bootstrap: installing ${need_apt[*]} from Debian"
  SUDO=""; [ "$(id -u)" = 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need_apt[@]}" >/dev/null
fi

# npm ci: exactly the committed lockfile, which it never rewrites (a fresh clone stays clean
# after its first run). npm itself must run on Node 24: under the system Node 20 it silently
# skips optional packages whose engines want Node 22+ (firebase-admin's @google-cloud/firestore
# among them).
stamp="node_modules/.bootstrap-stamp"
# Outside node_modules, which npm ci empties first.
NODE_DIST="$ROOT/.node-dist"
if [ ! -x node_modules/.bin/node ] || [ ! -f "$stamp" ] || [ package-lock.json -nt "$stamp" ] || [ package.json -nt "$stamp" ]; then
  # This platform's Node 24 build, unpacked from the registry: npm runs on it. (The `node`
  # devDependency puts the same version on PATH as node_modules/.bin/node for every script.)
  version=$(grep -o '"node": "[0-9][^"]*"' package.json | cut -d'"' -f4)
  if [ "$("$NODE_DIST/bin/node" --version 2>/dev/null)" != "v$version" ]; then
    platform_pkg=$(node -p '(process.platform === "darwin" && process.arch === "arm64" ? "node-bin" : "node") + "-" + (process.platform === "win32" ? "win" : process.platform) + "-" + process.arch')
    tmp=$(mktemp -d)
    (cd "$tmp" && npm pack --silent "$platform_pkg@$version" >/dev/null && tar xzf ./*.tgz)
    rm -rf "$NODE_DIST" && mv "$tmp/package" "$NODE_DIST"
  fi
  node24="$NODE_DIST/bin/node"
  echo "bootstrap: npm ci (on Node $("$node24" --version))"
  # The npm command itself (npm root -g would follow whichever Node runs it).
  npm_cli="$(readlink -f "$(command -v npm)")"
  # re2 (an optional native addon of superstatic, firebase-tools' Hosting emulator, which we
  # do not run) fails to build offline and is left out; superstatic falls back without it.
  # Compiling it from source took 8 minutes of a fresh machine's bootstrap.
  "$node24" "$npm_cli" ci --no-audit --no-fund --loglevel=error
  touch "$stamp"
fi
node --version | grep -q '^v24\.' || { echo "bootstrap: expected Node 24 from node_modules, got $(node --version)"; exit 1; }
