#!/usr/bin/env bash
# Tests of the web app: unit tests (vitest: geometry, renderers, i18n,
# exactly-once sending), then the end-to-end suite in headless chromium
# against `bohemia serve` when build/bohemia has it, else the mock server
# (BOHEMIA_SERVER=real|mock forces one).
set -euo pipefail
cd "$(dirname "$0")"
./build.sh
npx --no-install vitest run
if [ ! -x "${CHROMIUM:-/usr/bin/chromium}" ]; then
  echo "web/test.sh: chromium is missing (scripts/install-deps.sh installs it)" >&2
  exit 1
fi
node e2e/run.mjs
