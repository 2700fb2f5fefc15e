#!/usr/bin/env bash
# `bohemia replay` refuses a damaged or edited save: exit status non-zero and
# a message naming the file and the problem (issue #2, "Done when": a save
# with one byte changed is refused cleanly).
# Run by CTest as: replay_damaged.sh BOHEMIA SOURCE_DIR
set -euo pipefail
BOHEMIA=${1:?usage: $0 BOHEMIA_BINARY SOURCE_DIR}
SRC=${2:?usage: $0 BOHEMIA_BINARY SOURCE_DIR}
fail() { echo "FAIL: $*" >&2; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
DUEL="$SRC/tests/data/scenarios/duel.toml"

"$BOHEMIA" selfplay --scenario "$DUEL" --games 1 --seed 3 --save-dir "$tmp" >/dev/null
good="$tmp/game-00000.json"
"$BOHEMIA" replay "$good" --scenario "$DUEL" >/dev/null || fail "the undamaged save is refused"
size=$(wc -c <"$good")

# expect_refused FILE WHAT-THE-MESSAGE-SAYS
expect_refused() {
  local status=0 err
  err=$("$BOHEMIA" replay "$1" --scenario "$DUEL" 2>&1 >/dev/null) || status=$?
  [[ $status -ne 0 ]] || fail "$1 was accepted"
  grep -q "$1" <<<"$err" || fail "the message does not name the file: $err"
  grep -qi -- "$2" <<<"$err" || fail "the message does not say '$2': $err"
}

# One byte replaced by a byte that cannot appear there, at many positions.
for pos in 0 1 2 $((size / 7)) $((size / 5)) $((size / 3)) $((size / 2)) $((size * 2 / 3)) $((size - 3)) $((size - 2)); do
  bad="$tmp/byte-$pos.json"
  { head -c "$pos" "$good"; printf '\001'; tail -c +$((pos + 2)) "$good"; } >"$bad"
  [[ $(wc -c <"$bad") -eq $size ]] || fail "test bug: size changed"
  expect_refused "$bad" "save"
done

# Edits that keep the JSON valid: the checksum catches them.
sed '0,/"roll \([1-5]\)"/s//"roll 6"/' "$good" >"$tmp/roll.json"
cmp -s "$good" "$tmp/roll.json" && fail "test bug: no roll to edit"
expect_refused "$tmp/roll.json" "checksum"
sed 's/"seed": 3/"seed": 4/' "$good" >"$tmp/seed.json"
cmp -s "$good" "$tmp/seed.json" && fail "test bug: no seed to edit"
expect_refused "$tmp/seed.json" "checksum"

# A truncated file.
head -c $((size / 2)) "$good" >"$tmp/truncated.json"
expect_refused "$tmp/truncated.json" "not a valid save"
: >"$tmp/empty.json"
expect_refused "$tmp/empty.json" "not a valid save"

# Not a save at all, and a file that is not there.
echo '{"format": "something-else"}' >"$tmp/other.json"
expect_refused "$tmp/other.json" "not a bohemia save"
status=0
"$BOHEMIA" replay "$tmp/missing.json" 2>"$tmp/err" || status=$?
[[ $status -ne 0 ]] || fail "a missing file was accepted"
grep -q "missing.json" "$tmp/err" || fail "the message does not name the missing file"
echo "ok"
