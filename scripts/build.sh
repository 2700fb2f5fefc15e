#!/usr/bin/env bash
# Release build of the program, build/bohemia (the tests and benchmarks are
# built by scripts/test.sh), of the Python module (build/python/bohemia,
# made importable as `import bohemia` by a .pth file in the user's
# site-packages), and of the web app into web/dist (web/build.sh:
# npm ci from the lock file, then vite), which `bohemia serve` serves.
set -euo pipefail
cd "$(dirname "$0")/.."
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build -j"$(nproc)" --target bohemia
# (the list read whole: `grep -q` would end the pipe early, a failure under pipefail)
targets=$(cmake --build build --target help)
if [[ $targets == *_bohemia* ]]; then
  cmake --build build -j"$(nproc)" --target _bohemia
  site=$(python3 -m site --user-site)
  mkdir -p "$site"
  echo "$PWD/build/python" >"$site/bohemia.pth"
fi
web/build.sh
