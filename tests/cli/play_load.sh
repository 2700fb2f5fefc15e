#!/usr/bin/env bash
# `bohemia play --save` then `bohemia play --load` goes on where the game
# stopped, with the same dice; a damaged save is refused.
set -euo pipefail
bin="$1"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
printf 'end move\nquit\n' | "$bin" play trautenau --seed 3 --austria random --save "$tmp/a.json" > "$tmp/first.txt"
grep -q '"end move"' "$tmp/a.json"
# The loaded game waits for the same decision the first session stopped at.
printf 'quit\n' | "$bin" play --load "$tmp/a.json" --austria random --save "$tmp/b.json" > "$tmp/second.txt"
want=$(grep '^== ' "$tmp/first.txt" | tail -1)
got=$(grep '^== ' "$tmp/second.txt" | tail -1)
[ "$want" = "$got" ] || { echo "loaded game is elsewhere: '$got', expected '$want'"; exit 1; }
# The save replays; the same save with one roll changed does not load.
"$bin" replay "$tmp/a.json" > /dev/null
r=$(grep -o '"roll [0-9]*"' "$tmp/a.json" | head -1 | tr -dc 0-9)
[ -n "$r" ] || { echo "the save has no roll to damage"; exit 1; }
sed "0,/\"roll $r\"/s//\"roll $((r == 1 ? 2 : 1))\"/" "$tmp/a.json" > "$tmp/bad.json"
! cmp -s "$tmp/a.json" "$tmp/bad.json" || { echo "the roll was not changed"; exit 1; }
if printf 'quit\n' | "$bin" play --load "$tmp/bad.json" > "$tmp/bad.txt" 2>&1; then
  echo "a damaged save was loaded"; exit 1
fi
grep -q "bad.json" "$tmp/bad.txt"
echo ok
