#!/usr/bin/env bash
# Builds the libFuzzer targets with clang and runs each for FUZZ_SECONDS
# (default 30) on its corpus in fuzz/corpus/. The targets are built in
# FUZZ_BUILD, a tree configured with -DBOHEMIA_FUZZ=ON (scripts/test.sh
# passes its sanitizer build, build-san); without it, in build-fuzz/,
# configured here (RelWithDebInfo: more runs a second). New inputs found go
# to a scratch directory; a crash stops the script (its input is saved as
# crash-* in the build directory).
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${FUZZ_SECONDS:-30}
build=${FUZZ_BUILD:-build-fuzz}
if [ -z "${FUZZ_BUILD:-}" ]; then
  cmake -S . -B build-fuzz -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_COMPILER=clang++ \
    -DBOHEMIA_FUZZ=ON -DBOHEMIA_TESTS=OFF -DBOHEMIA_BENCH=OFF >/dev/null
fi
cmake --build "$build" -j"$(nproc)" --target fuzz_notation fuzz_save fuzz_api fuzz_mini fuzz_mns_data fuzz_mns_notation
for f in notation save api mini mns_data mns_notation; do
  scratch=$(mktemp -d)
  echo "fuzz_$f: ${seconds} s"
  (cd "$build" && ./fuzz_$f -max_total_time="$seconds" -max_len=65536 -timeout=20 -rss_limit_mb=4096 \
    -print_final_stats=1 "$scratch" "../fuzz/corpus/$f" 2>&1 | tail -12)
  rm -rf "$scratch"
done
echo "fuzz: 6 passed, 0 failed"
