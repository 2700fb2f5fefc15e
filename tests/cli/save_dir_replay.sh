#!/usr/bin/env bash
# bohemia selfplay --save-dir writes one save per game, and every save replays
# with `bohemia replay` to the state hash it records (issue #2, "Done when").
# Run by CTest as: save_dir_replay.sh BOHEMIA SOURCE_DIR
set -euo pipefail
BOHEMIA=${1:?usage: $0 BOHEMIA_BINARY SOURCE_DIR}
SRC=${2:?usage: $0 BOHEMIA_BINARY SOURCE_DIR}
fail() { echo "FAIL: $*" >&2; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

check() {  # scenario games seed
  local dir="$tmp/$(basename "$1" .toml)" n=0 f recorded out
  "$BOHEMIA" selfplay --scenario "$1" --games "$2" --seed "$3" --save-dir "$dir" >/dev/null
  for f in "$dir"/*.json; do
    n=$((n + 1))
    recorded=$(grep -o '"hash": *"[0-9a-f]*"' "$f" | grep -o '[0-9a-f]\{16\}') || fail "$f has no hash"
    out=$("$BOHEMIA" replay "$f" --scenario "$1") || fail "replay of $f failed"
    grep -q "state hash $recorded\$" <<<"$out" || fail "replay of $f ends in another state than $recorded: $out"
    grep -q "game over" <<<"$out" || fail "replay of a finished game $f does not end the game: $out"
  done
  [[ $n -eq $2 ]] || fail "$n saves written for $2 games"
}

check "$SRC/tests/data/scenarios/duel.toml" 25 1
if [[ -f "$SRC/data/gbn3/scenarios/trautenau.toml" ]]; then
  check trautenau 3 1
fi
echo "ok"
