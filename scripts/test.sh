#!/usr/bin/env bash
# Runs every test: the Release build (GoogleTest, CLI checks, the API tests
# against a running server), the web app's unit tests and its end-to-end
# suite in headless chromium against the real `bohemia serve`, then a Debug
# build with ASan/UBSan, and a short run of each fuzzer.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
jobs=$(nproc)
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build -j"$jobs"
(cd build && ctest --output-on-failure -j"$jobs")
BOHEMIA_SERVER=real web/test.sh
cmake -S . -B build-asan -DCMAKE_BUILD_TYPE=Debug -DBOHEMIA_SANITIZE=ON -DBOHEMIA_BENCH=OFF >/dev/null
cmake --build build-asan -j"$jobs"
(cd build-asan && ctest --output-on-failure -j"$jobs" -LE slow)
FUZZ_SECONDS=${FUZZ_SECONDS:-30} scripts/fuzz.sh
