#!/usr/bin/env bash
# --dice FILE takes the chance outcomes from a file, one per line: feeding a
# game the outcomes its generator drew reproduces it exactly, and the same
# file always gives the same game (issue #2, item 7).
# Run by CTest as: dice_file.sh BOHEMIA SOURCE_DIR
set -euo pipefail
BOHEMIA=${1:?usage: $0 BOHEMIA_BINARY SOURCE_DIR}
SRC=${2:?usage: $0 BOHEMIA_BINARY SOURCE_DIR}
fail() { echo "FAIL: $*" >&2; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
DUEL="$SRC/tests/data/scenarios/duel.toml"
untimed() { sed -e 's/"games_per_second":[^,}]*//' -e 's/"seconds":[^,}]*//'; }
actions() { sed -n '/"actions": \[/,/\]/p' "$1" | grep -o '"[a-z][^"]*"' | tr -d '"' | grep -v '^actions$'; }

# A game with the generator's dice, and its chance outcomes as a dice file
# (with a comment and a blank line, which the file format allows).
"$BOHEMIA" selfplay --scenario "$DUEL" --games 1 --seed 9 --save-dir "$tmp/gen" --json >"$tmp/gen.out"
{ echo "# dice of seed 9"; echo; actions "$tmp/gen/game-00000.json" | grep -E '^(roll|draw) ' | sed 's/^roll //'; } >"$tmp/dice.txt"
[[ $(grep -c . "$tmp/dice.txt") -gt 5 ]] || fail "test bug: too few chance outcomes"

# The same game from the file, twice.
for run in 1 2; do
  "$BOHEMIA" selfplay --scenario "$DUEL" --games 1 --seed 9 --dice "$tmp/dice.txt" --save-dir "$tmp/file$run" --json \
    >"$tmp/file$run.out"
done
cmp -s "$tmp/file1/game-00000.json" "$tmp/file2/game-00000.json" || fail "the same dice file gave two different games"
cmp -s "$tmp/gen/game-00000.json" "$tmp/file1/game-00000.json" ||
  fail "the generator's outcomes replayed from a file gave another game"
[[ "$(untimed <"$tmp/file1.out")" == "$(untimed <"$tmp/file2.out")" ]] || fail "outputs differ"
"$BOHEMIA" replay "$tmp/file1/game-00000.json" --scenario "$DUEL" >/dev/null || fail "the dice-file game does not replay"

# Other dice, another game: all sixes.
printf '6\n%.0s' {1..2000} >"$tmp/sixes.txt"
status=0
"$BOHEMIA" selfplay --scenario "$DUEL" --games 1 --seed 9 --dice "$tmp/sixes.txt" --save-dir "$tmp/six" >/dev/null 2>"$tmp/six.err" ||
  status=$?
if [[ $status -eq 0 ]]; then
  chance=$(actions "$tmp/six/game-00000.json" | grep -E '^roll ' | sort -u)
  [[ $chance == "roll 6" ]] || fail "a file of sixes rolled: $chance"
else
  # The game needed a marker from the cup, which a file of sixes cannot give.
  grep -q "sixes.txt:[0-9]*:" "$tmp/six.err" || fail "error does not name the file and line: $(cat "$tmp/six.err")"
fi

# A file that runs out, and an impossible roll, are refused naming the file and line.
head -n 3 "$tmp/dice.txt" >"$tmp/short.txt"
status=0
"$BOHEMIA" selfplay --scenario "$DUEL" --games 1 --seed 9 --dice "$tmp/short.txt" >/dev/null 2>"$tmp/short.err" || status=$?
[[ $status -ne 0 ]] || fail "a dice file that runs out was accepted"
grep -q "short.txt" "$tmp/short.err" && grep -q "ran out" "$tmp/short.err" || fail "unclear message: $(cat "$tmp/short.err")"
printf '9\n' >"$tmp/nine.txt"
status=0
"$BOHEMIA" selfplay --scenario "$DUEL" --games 1 --seed 9 --dice "$tmp/nine.txt" >/dev/null 2>"$tmp/nine.err" || status=$?
[[ $status -ne 0 ]] || fail "a roll of 9 on a d6 was accepted"
grep -q "nine.txt:1:" "$tmp/nine.err" || fail "the message does not name file and line: $(cat "$tmp/nine.err")"
echo "ok"
