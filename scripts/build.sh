#!/usr/bin/env bash
# Release build into build/ (the program is build/bohemia) and the web app
# into web/dist (web/build.sh: npm ci from the lock file, then vite), which
# `bohemia serve` serves.
set -euo pipefail
cd "$(dirname "$0")/.."
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build -j"$(nproc)"
web/build.sh
