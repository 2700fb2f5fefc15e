#!/usr/bin/env bash
# `bohemia play` against the computer (issue 17): by default the seats the
# human does not play are the computer at `normal`; `--austria LEVEL` (or
# `--seat SIDE=LEVEL`) picks its level; a kind that is neither human nor a
# player is refused with the list of players. The computer answers the
# human's decision and hands the game back to him.
# Run by CTest as: play_computer.sh BOHEMIA SOURCE_DIR
set -euo pipefail
BOHEMIA=${1:?usage: $0 BOHEMIA_BINARY SOURCE_DIR}
fail() { echo "FAIL: $*" >&2; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# The default: the computer at normal.
printf 'quit\n' | "$BOHEMIA" play trautenau --seed 3 >"$tmp/default.txt"
head -1 "$tmp/default.txt" | grep -q 'You play: Prussia (Austria: the computer, normal)\.$' ||
  fail "default header: $(head -1 "$tmp/default.txt")"

# greedy as Austria: after the Prussians' "end move" it plays its own
# decisions (its moves are printed) until the Prussian decides again.
printf 'end move\nquit\n' | "$BOHEMIA" play trautenau --seed 3 --austria greedy >"$tmp/greedy.txt"
head -1 "$tmp/greedy.txt" | grep -q '(Austria: the computer, greedy)' || fail "greedy header"
grep -qE '^austria plays: move a-' "$tmp/greedy.txt" || fail "the computer moved no unit: $(tail -5 "$tmp/greedy.txt")"
[[ $(grep -c '== .* — prussia to decide ==' "$tmp/greedy.txt") -ge 2 ]] ||
  fail "the game did not come back to the Prussian"

# The same command plays the same game (the computer is seeded by the game).
printf 'end move\nquit\n' | "$BOHEMIA" play trautenau --seed 3 --austria greedy >"$tmp/again.txt"
cmp -s "$tmp/greedy.txt" "$tmp/again.txt" || fail "the same command played differently"

# A kind that is no player is refused, naming the players.
if "$BOHEMIA" play trautenau --seat austria=strong </dev/null >"$tmp/bad.txt" 2>&1; then
  fail "an unknown kind was accepted"
fi
grep -q "^bohemia: --seat austria=strong: the kind is human or a computer player; unknown player 'strong': random, greedy, easy, normal, hard" \
  "$tmp/bad.txt" || fail "refusal: $(cat "$tmp/bad.txt")"

# Both seats the computer: the game plays to its end unattended.
"$BOHEMIA" play munchengratz --prussia random --austria easy --seed 2 </dev/null >"$tmp/both.txt"
head -1 "$tmp/both.txt" | grep -q 'You play: nobody (the computer against itself: random and easy)\.$' ||
  fail "both header: $(head -1 "$tmp/both.txt")"
tail -1 "$tmp/both.txt" | grep -qE '^Result: Prussia -?[0-9]+ VP, Austria -?[0-9]+ VP: ' ||
  fail "no result: $(tail -3 "$tmp/both.txt")"
echo "play_computer: ok"
