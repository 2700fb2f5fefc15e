#!/usr/bin/env bash
# Runs every test: the Release build, then a Debug build with ASan/UBSan.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
jobs=$(nproc)
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build -j"$jobs"
(cd build && ctest --output-on-failure -j"$jobs")
cmake -S . -B build-asan -DCMAKE_BUILD_TYPE=Debug -DBOHEMIA_SANITIZE=ON -DBOHEMIA_BENCH=OFF >/dev/null
cmake --build build-asan -j"$jobs"
(cd build-asan && ctest --output-on-failure -j"$jobs" -LE slow)
FUZZ_SECONDS=${FUZZ_SECONDS:-30} scripts/fuzz.sh
