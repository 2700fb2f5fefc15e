#!/usr/bin/env bash
# Release build of the program, build/bohemia (the tests and benchmarks are
# built by scripts/test.sh), and of the web app into web/dist (web/build.sh:
# npm ci from the lock file, then vite), which `bohemia serve` serves.
set -euo pipefail
cd "$(dirname "$0")/.."
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build -j"$(nproc)" --target bohemia
web/build.sh
