#!/usr/bin/env bash
# Builds the web app into web/dist (served by `bohemia serve` at /).
# Installs the npm packages from package-lock.json first when they are
# missing or older than the lock file (npm ci).
set -euo pipefail
cd "$(dirname "$0")"
if ! command -v npm >/dev/null; then
  echo "web/build.sh: npm is missing (scripts/install-deps.sh installs nodejs and npm)" >&2
  exit 1
fi
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci --no-audit --no-fund --loglevel=error
fi
npx --no-install tsc --noEmit
npx --no-install vite build --logLevel warn
# How the Musket & Saber charts were derived, linked from its charts panel
# (served as text: the server gives .md no type a browser shows).
mkdir -p dist/docs/mns
cp ../docs/mns/data-derivation.md dist/docs/mns/data-derivation.txt
echo "web/build.sh: built web/dist"
