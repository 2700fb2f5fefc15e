#!/usr/bin/env bash
# Runs every test: the Release build (GoogleTest, CLI checks, the API tests
# against a running server), the web app's unit tests and its end-to-end
# suite in headless chromium against the real `bohemia serve`, then a Debug
# build with ASan/UBSan, and a short run of each fuzzer. Each stage prints
# its time ("test.sh: ... s"), so that a slow CI run shows where it went.
set -euo pipefail
cd "$(dirname "$0")/.."
start=$(date +%s)
last=$start
took() {
  local now
  now=$(date +%s)
  echo "test.sh: $1: $((now - last)) s ($((now - start)) s in all)"
  last=$now
}
scripts/install-deps.sh
took "install-deps.sh"
jobs=$(nproc)
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build -j"$jobs"
took "Release build"
(cd build && ctest --output-on-failure -j"$jobs")
took "Release ctest"
BOHEMIA_SERVER=real web/test.sh
took "web/test.sh"
cmake -S . -B build-asan -DCMAKE_BUILD_TYPE=Debug -DBOHEMIA_SANITIZE=ON -DBOHEMIA_BENCH=OFF >/dev/null
cmake --build build-asan -j"$jobs"
took "ASan/UBSan build"
(cd build-asan && ctest --output-on-failure -j"$jobs" -LE slow)
took "ASan/UBSan ctest"
FUZZ_SECONDS=${FUZZ_SECONDS:-30} scripts/fuzz.sh
took "fuzzers (clang build and runs)"
