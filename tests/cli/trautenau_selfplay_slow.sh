#!/usr/bin/env bash
# Issue #2's acceptance run: 1000 random games of Trautenau with the invariant
# check after every action report no violation, a second run prints the same
# apart from timing, and every saved game replays to its recorded hash.
set -euo pipefail
bin="$1"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
untimed() { sed -e 's/"games_per_second":[^,}]*//' -e 's/"seconds":[^,}]*//'; }
"$bin" selfplay --scenario trautenau --games 1000 --seed 1 --json --save-dir "$tmp/saves" | untimed > "$tmp/one.json"
"$bin" selfplay --scenario trautenau --games 1000 --seed 1 --json | untimed > "$tmp/two.json"
grep -q '"games":1000' "$tmp/one.json" || { echo "not 1000 games"; cat "$tmp/one.json"; exit 1; }
grep -q '"invariant_violations":0' "$tmp/one.json" || { echo "invariant violations"; cat "$tmp/one.json"; exit 1; }
cmp -s "$tmp/one.json" "$tmp/two.json" || { echo "the second run differs"; diff "$tmp/one.json" "$tmp/two.json"; exit 1; }
n=0
for f in "$tmp"/saves/*.json; do
  "$bin" replay "$f" > /dev/null || { echo "$f does not replay"; exit 1; }
  n=$((n + 1))
done
[ "$n" -eq 1000 ] || { echo "$n saves, not 1000"; exit 1; }
echo "1000 games, 0 violations, deterministic, 1000 saves replayed"
