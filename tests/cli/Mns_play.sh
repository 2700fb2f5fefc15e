#!/usr/bin/env bash
# `bohemia play koniggratz` in the terminal (issue 16, "Play"): a game plays
# to its end and the end explains the victory line by line (§18); a human
# reads the computer's decisions and the units only as his seat may (§19.8:
# a hidden unit's box and a box's real marker stay hidden), and in hot seat
# each human reads his own side; --save, --load and replay; --dice.
# Run by CTest as: Mns_play.sh BOHEMIA SOURCE_DIR
set -euo pipefail
BOHEMIA=${1:?usage: $0 BOHEMIA_BINARY SOURCE_DIR}
fail() { echo "FAIL: $*" >&2; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# To the end, two random players: the victory explained (§18.1, 18.2, 18.3).
"$BOHEMIA" play koniggratz --prussia random --austria random --seed 1 </dev/null >"$tmp/end.txt"
out=$(sed -n '/^Victory (18):$/,$p' "$tmp/end.txt")
[[ -n $out ]] || fail "no victory block: $(tail -5 "$tmp/end.txt")"
grep -qE '^  \[18\.1\] a Prussian unit was the last to enter 2030: (yes|no)' <<<"$out" || fail "no 18.1 line: $out"
grep -qE '^  \[18\.1\] Prussian artillery in range of 2030: (yes|no)' <<<"$out" || fail "no 18.1 artillery line: $out"
grep -qE '^  \[18\.2\] the Austrian trains never moved nor were attacked: (yes|no)' <<<"$out" || fail "no 18.2 line: $out"
grep -qE '^  \[18\.3\] Prussian victory points: [0-9]+ \([0-9]+ destroyed x1, [0-9]+ leader casualties x1, [0-9]+ captured x2, [0-9]+ HQ x4\)$' \
  <<<"$out" || fail "no Prussian 18.3 line: $out"
grep -qE '^  \[18\.3\] Austrian victory points: [0-9]+ ' <<<"$out" || fail "no Austrian 18.3 line: $out"
tail -1 "$tmp/end.txt" | grep -qE '^Result: ' || fail "no result line: $(tail -2 "$tmp/end.txt")"

# Against the computer: its hidden set-up is printed as the Prussian may read
# it (the unit hidden, not its box; a box's real marker not named).
printf 'units\nquit\n' | "$BOHEMIA" play koniggratz --prussia human --austria random --seed 2 --save "$tmp/p.json" \
  >"$tmp/p.txt"
grep -qE '^austria plays: hide a-[^ ]+$' "$tmp/p.txt" || fail "no hidden set-up printed: $(grep -m3 'plays: hide' "$tmp/p.txt")"
if grep -qE '^austria plays: (hide a-[^ ]+ [A-D]|real [A-D][12])$' "$tmp/p.txt"; then
  fail "the computer's hidden choice is printed: $(grep -m2 -E 'plays: (hide|real)' "$tmp/p.txt")"
fi
grep -q '^austria plays: real (hidden)$' "$tmp/p.txt" || fail "the real marker's choice not printed as hidden"
hidden=$(grep -m1 -oE '^austria plays: hide a-[^ ]+$' "$tmp/p.txt" | awk '{print $4}')
grep -qE "^  $hidden +austria +hidden *$" "$tmp/p.txt" || fail "the Prussian's units show $hidden: $(grep -E "^  $hidden " "$tmp/p.txt")"

# --load goes on at the same decision; the save replays.
printf 'quit\n' | "$BOHEMIA" play --load "$tmp/p.json" --austria random >"$tmp/load.txt"
[[ $(grep '^== ' "$tmp/p.txt" | tail -1) == $(grep '^== ' "$tmp/load.txt" | tail -1) ]] ||
  fail "the loaded game is elsewhere: $(grep '^== ' "$tmp/load.txt" | tail -1)"
"$BOHEMIA" replay "$tmp/p.json" >/dev/null || fail "the save does not replay"

# Hot seat: the Austrian hides a unit in box A; while Austria decides, its
# units show the box; once the Prussian decides, the unit is hidden, no box.
{
  printf 'setup historical\n1\n1\n1\nhide a-1-ir30 A\n'
  for _ in $(seq 1 170); do printf 'units\n1\n'; done
  printf 'quit\n'
} | "$BOHEMIA" play koniggratz --prussia human --austria human --seed 2 >"$tmp/hot.txt"
first_prussian=$(grep -n -m1 'prussia to decide ==' "$tmp/hot.txt" | cut -d: -f1)
[[ -n $first_prussian ]] || fail "the Prussian never decided: $(tail -3 "$tmp/hot.txt")"
before=$(head -n "$first_prussian" "$tmp/hot.txt")
after=$(tail -n +"$first_prussian" "$tmp/hot.txt" | grep -E '^  a-1-ir30 ' || true)
grep -qE '^  a-1-ir30 +austria +hidden +box A$' <<<"$before" || fail "the Austrian's units do not show his box"
[[ -n $after ]] || fail "the Prussian's units were not printed"
grep -qE '^  a-1-ir30 +austria +hidden *$' <<<"${after%%$'\n'*}" || fail "the Prussian reads the box: ${after%%$'\n'*}"

# --dice: a game's own rolls from a file give that game again.
"$BOHEMIA" selfplay --scenario koniggratz --games 1 --seed 1 --save-dir "$tmp/gen" >/dev/null
grep -oE '"roll [0-9]+"' "$tmp/gen/game-00000.json" | tr -dc '0-9\n' >"$tmp/dice.txt"
[[ $(wc -l <"$tmp/dice.txt") -gt 100 ]] || fail "test bug: too few rolls"
"$BOHEMIA" selfplay --scenario koniggratz --games 1 --seed 1 --dice "$tmp/dice.txt" --save-dir "$tmp/file" >/dev/null
cmp -s "$tmp/gen/game-00000.json" "$tmp/file/game-00000.json" || fail "the rolls from a file gave another game"
echo "Mns_play: ok"
