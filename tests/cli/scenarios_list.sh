#!/usr/bin/env bash
# `bohemia scenarios`: one line per scenario file of the data directory, with
# id, battle, edition, first and last turn, sorted by id (issue #2, item 7).
# Run by CTest as: scenarios_list.sh BOHEMIA SOURCE_DIR
set -euo pipefail
BOHEMIA=${1:?usage: $0 BOHEMIA_BINARY SOURCE_DIR}
SRC=${2:?usage: $0 BOHEMIA_BINARY SOURCE_DIR}
fail() { echo "FAIL: $*" >&2; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# GBN3's lines only: another system's data directory is left empty.
mkdir -p "$tmp/no-other-system/scenarios"
export BOHEMIA_MNS_DATA="$tmp/no-other-system"
# A data directory with the duel fixture and a copy of it under another id.
mkdir -p "$tmp/data/scenarios" "$tmp/data/maps"
cp "$SRC/tests/data/maps/testmap.toml" "$tmp/data/maps/"
cp "$SRC/tests/data/scenarios/duel.toml" "$tmp/data/scenarios/"
sed -e 's/^id = "duel"/id = "aduel"/' -e 's/^name = "Test duel"/name = "Another duel"/' \
  -e 's/^edition = "VV165"/edition = "VV174"/' -e 's/^last_turn = 11/last_turn = 12/' \
  "$SRC/tests/data/scenarios/duel.toml" >"$tmp/data/scenarios/aduel.toml"

out=$(BOHEMIA_DATA="$tmp/data" "$BOHEMIA" scenarios)
[[ $(wc -l <<<"$out") -eq 2 ]] || fail "expected two lines: $out"
line1=$(sed -n 1p <<<"$out")
line2=$(sed -n 2p <<<"$out")
for w in aduel "Another duel" VV174 09.00 12.00; do grep -qF "$w" <<<"$line1" || fail "'$w' not in: $line1"; done
for w in duel "Test duel" VV165 09.00 11.00; do grep -qF "$w" <<<"$line2" || fail "'$w' not in: $line2"; done
[[ $line2 == duel* ]] || fail "the line does not start with the id: $line2"

# An empty data directory lists nothing.
mkdir -p "$tmp/empty/scenarios"
[[ -z $(BOHEMIA_DATA="$tmp/empty" "$BOHEMIA" scenarios) ]] || fail "scenarios listed from an empty directory"

# The installed data: trautenau, once it is there.
if [[ -f "$SRC/data/gbn3/scenarios/trautenau.toml" ]]; then
  out=$(env -u BOHEMIA_DATA "$BOHEMIA" scenarios)
  grep -q '^trautenau .*VV165' <<<"$out" || fail "trautenau not listed: $out"
fi
# The VV157 battles (Nachod 07.00 to its certain end at 18.00, Skalitz 10.00-17.00).
if [[ -f "$SRC/data/gbn3/scenarios/nachod.toml" ]]; then
  out=$(env -u BOHEMIA_DATA "$BOHEMIA" scenarios)
  grep -q '^nachod .*VV157 *07.00-18.00, random end from 16\.00 (VV157 §11\.1\.1)$' <<<"$out" ||
    fail "nachod not listed as VV157 07.00-18.00 with its random end from 16.00: $out"
  grep -q '^skalitz .*VV157 *10.00-17.00' <<<"$out" || fail "skalitz not listed as VV157 10.00-17.00: $out"
fi
# Soor (VV165 §12), 10.00 to 20.00.
if [[ -f "$SRC/data/gbn3/scenarios/soor.toml" ]]; then
  out=$(env -u BOHEMIA_DATA "$BOHEMIA" scenarios)
  grep -q '^soor .*VV165  10\.00-20\.00' <<<"$out" || fail "soor not listed with its turns: $out"
fi
# Münchengrätz and Gitschin (VV174), and the scenarios whose special rules
# are not all code yet say so; those of Trautenau, Nachod, Skalitz and the
# Nachod-Skalitz and Trautenau-Soor campaigns are all code.
if [[ -f "$SRC/data/gbn3/scenarios/gitschin.toml" ]]; then
  out=$(env -u BOHEMIA_DATA "$BOHEMIA" scenarios)
  grep -q '^gitschin .*VV174  16\.00-24\.00' <<<"$out" || fail "gitschin not listed with its turns: $out"
  grep -q '^munchengratz .*VV174  08\.00-14\.00' <<<"$out" || fail "munchengratz not listed with its turns: $out"
  for id in trautenau nachod skalitz nachod-skalitz trautenau-soor; do
    grep "^$id " <<<"$out" | grep -q 'pending' && fail "$id shown with pending rules: $out"
  done
fi
# A campaign is one line, under its own name, from day 1's first turn to day
# 2's last (issue 7: "first and last turn"); a battle keeps one day's hours.
# Nachod-Skalitz's day 2 ends with the Nachod conditions by Nachod's random
# end (18.00 at the latest, A-30), with the Skalitz conditions at the end of
# 17.00 (§12.1.1, §13.1, A-33a): both are shown.
if [[ -f "$SRC/data/gbn3/campaigns/nachod-skalitz.toml" ]]; then
  out=$(env -u BOHEMIA_DATA "$BOHEMIA" scenarios)
  line=$(grep '^nachod-skalitz ' <<<"$out") || fail "nachod-skalitz not listed: $out"
  grep -q 'Nachod - Skalitz, 27-28 June 1866 .*VV157  day 1 07\.00-day 2 18\.00 or 17\.00 (VV157 §13\.1), random end from 16\.00 (VV157 §13\.1)$' <<<"$line" ||
    fail "nachod-skalitz not listed from day 1 07.00 to day 2 18.00 or 17.00 with the random end: $line"
  grep -q '^nachod  .*VV157  07\.00-18\.00, random' <<<"$out" || fail "the battle nachod is not listed with one day: $out"
fi
# Münchengrätz (08.00-14.00) then Gitschin (to 24.00).
if [[ -f "$SRC/data/gbn3/campaigns/munchengratz-gitschin.toml" ]]; then
  out=$(env -u BOHEMIA_DATA "$BOHEMIA" scenarios)
  grep -q '^munchengratz-gitschin .*VV174  day 1 08\.00-day 2 24\.00$' <<<"$out" ||
    fail "munchengratz-gitschin not listed from day 1 08.00 to day 2 24.00: $out"
fi
echo "ok"
