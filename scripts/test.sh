#!/usr/bin/env bash
# Runs every test: the Release build (GoogleTest, CLI checks, the API tests
# against a running server), the web app's unit tests and its end-to-end
# suite in headless chromium against the real `bohemia serve`, then a Debug
# build with ASan/UBSan, and a short run of each fuzzer. The sanitizer build
# is clang's and holds the fuzz targets too (one compile of the libraries
# for both, docs/performance.md, "stop 35"). Each stage prints its time
# ("test.sh: ... s"), so that a slow CI run shows where it went.
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
cmake -S . -B build-san -DCMAKE_BUILD_TYPE=Debug -DCMAKE_CXX_COMPILER=clang++ -DBOHEMIA_SANITIZE=ON \
  -DBOHEMIA_FUZZ=ON -DBOHEMIA_BENCH=OFF >/dev/null
cmake --build build-san -j"$jobs"
took "ASan/UBSan build (clang, the tests and the fuzz targets)"
(cd build-san && ctest --output-on-failure -j"$jobs" -LE slow)
took "ASan/UBSan ctest"
FUZZ_BUILD=build-san FUZZ_SECONDS=${FUZZ_SECONDS:-30} scripts/fuzz.sh
took "fuzzers"
