#!/usr/bin/env bash
# `bohemia validate FILE...`: every shipped map, scenario and campaign file
# passes (warnings allowed, exit 0); a broken scenario and a broken map report
# every problem with its line, not only the first, and exit non-zero.
# Run by CTest as: validate.sh BOHEMIA SOURCE_DIR
set -euo pipefail
BOHEMIA=${1:?usage: $0 BOHEMIA_BINARY SOURCE_DIR}
SRC=${2:?usage: $0 BOHEMIA_BINARY SOURCE_DIR}
fail() { echo "FAIL: $*" >&2; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# Every shipped file.
out=$("$BOHEMIA" validate "$SRC"/data/gbn3/maps/*.toml "$SRC"/data/gbn3/scenarios/*.toml "$SRC"/data/gbn3/campaigns/*.toml) ||
  fail "a shipped file does not validate: $out"
grep -q ' 0 errors' <<<"$out" || fail "errors in shipped files: $out"

# VV157's files without a warning: the Steps column matches the units, or
# counter_steps records the known difference (A-29 Holstein's seven counters;
# the campaign's VIII corps independents, the 10th Uhlans among them on day 2
# by A-33c, without Skalitz's Josephstadt detachment, A-33d).
out=$("$BOHEMIA" validate "$SRC"/data/gbn3/scenarios/nachod.toml "$SRC"/data/gbn3/scenarios/skalitz.toml \
  "$SRC"/data/gbn3/campaigns/nachod-skalitz.toml) || fail "VV157 files do not validate: $out"
grep -q '3 files: 0 errors, 0 warnings' <<<"$out" || fail "VV157 files warn: $out"

# A scenario with many problems: each at its line.
bad="$SRC/tests/data/bad/validate_many_problems.toml"
if out=$("$BOHEMIA" validate "$bad"); then fail "a broken scenario validates: $out"; fi
for want in "error: .*:24: special.free_beer: unknown special rule" \
            "error: .*:30: special.leave.hexes: 0303 is not on the map edge" \
            "error: .*:38: formation p-div: .*commander is neither set up nor a reinforcement" \
            "warning: .*:38: formation p-div: steps = 9" \
            "error: .*:77: setup\[0\].hex: '0699' is not a hex" \
            "warning: .*:81: setup: the stack in 0202" \
            "error: .*:88: reinforcement\[0\].hex: a reinforcement must enter on a map edge hex" \
            "error: .*:93: victory.location Island: .*nobody can control it" \
            "1 file: 6 errors, 2 warnings"; do
  grep -q -- "$want" <<<"$out" || fail "missing '$want' in: $out"
done

# A map with two places off the map and a town whose hexes are apart.
cp "$SRC/tests/data/maps/island.toml" "$tmp/map.toml"
cat >>"$tmp/map.toml" <<'TOML'

[[place]]
name = "Nowhere"
hexes = ["0699"]

[[place]]
name = "Split town"
hexes = ["0101", "0505"]

[[place]]
name = "Far"
hexes = ["0001"]
TOML
if out=$("$BOHEMIA" validate "$tmp/map.toml"); then fail "a broken map validates: $out"; fi
grep -q "error: .*map.toml:39: place\[2\].hexes\[0\]: '0699' is not a hex" <<<"$out" || fail "0699 not reported: $out"
grep -q "warning: .*map.toml:43: place\[3\].hexes\[1\]: 0505 is not adjacent" <<<"$out" || fail "split town not reported: $out"
grep -q "error: .*map.toml:47: place\[4\].hexes\[0\]: '0001' is not a hex" <<<"$out" || fail "0001 not reported: $out"
echo "ok"
