#!/usr/bin/env bash
# `bohemia tournament` (issue 17 item 5): with stderr not a terminal (a log
# file), one line of progress per finished game; the report on stdout.
# Run by CTest as: tournament_progress.sh BOHEMIA SOURCE_DIR
set -euo pipefail
BOHEMIA=${1:?usage: $0 BOHEMIA_BINARY SOURCE_DIR}
fail() { echo "FAIL: $*" >&2; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

"$BOHEMIA" tournament --scenario munchengratz --a random --b random --games 4 --seed 2 --json \
  >"$tmp/out" 2>"$tmp/err"
[[ $(wc -l <"$tmp/err") -eq 4 ]] || fail "expected four progress lines: $(cat "$tmp/err")"
for k in 1 2 3 4; do
  grep -q "^game $k/4: munchengratz #[0-3] (a plays [a-z]*): \(a wins\|b wins\|tied\)" "$tmp/err" ||
    fail "no line for game $k: $(cat "$tmp/err")"
done
grep -q '"games":4' "$tmp/out" || fail "no report on stdout: $(cat "$tmp/out")"
echo ok
