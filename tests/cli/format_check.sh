#!/usr/bin/env bash
# The project's own C++ follows .clang-format (run `clang-format -i` on the
# files it names).
set -euo pipefail
src="$2"
command -v clang-format >/dev/null || { echo "clang-format not installed: scripts/install-deps.sh installs it"; exit 1; }
cd "$src"
mapfile -t files < <(find src tests bench fuzz -name '*.cpp' -o -name '*.h' | grep -v '^tests/data/' | sort)
clang-format --dry-run -Werror "${files[@]}"
