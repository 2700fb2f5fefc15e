#!/usr/bin/env bash
# `bohemia validate FILE` on every GBN3 file under data/gbn3/ given alone (issue
# 14 item 4): each passes. A campaign's own day file (nachod-skalitz/day2.toml,
# trautenau-soor-day2.toml) is checked through its campaign, declared in its
# [scenario] (`campaign = "ID"`) or found as the campaign beside it or one
# folder up that names it; it is played only through the campaign.
# Files of another game system (a `system = "..."` key other than GBN3's, e.g.
# data/mns/) are not GBN3 data and are left out.
# Run by CTest as: validate_each_data_file.sh BOHEMIA SOURCE_DIR
set -euo pipefail
BOHEMIA=${1:?usage: $0 BOHEMIA_BINARY SOURCE_DIR}
SRC=${2:?usage: $0 BOHEMIA_BINARY SOURCE_DIR}
fail() { echo "FAIL: $*" >&2; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export BOHEMIA_DATA="$SRC/data/gbn3"

n=0
while IFS= read -r f; do
  if grep -qE '^system *= *"' "$f" && ! grep -qE '^system *= *"gbn3"' "$f"; then continue; fi
  out=$("$BOHEMIA" validate "$f") || fail "$f does not validate alone: $out"
  grep -q '^1 file: 0 errors' <<<"$out" || fail "$f: $out"
  n=$((n + 1))
done < <(find "$SRC/data/gbn3/maps" "$SRC/data/gbn3/scenarios" "$SRC/data/gbn3/campaigns" -name '*.toml' | sort)
[[ $n -ge 15 ]] || fail "only $n files found under data/"

# The day files say through which campaign they were read.
out=$("$BOHEMIA" validate "$SRC/data/gbn3/campaigns/nachod-skalitz/day2.toml")
grep -q 'day2.toml: day 2 of campaign nachod-skalitz, read through .*campaigns/nachod-skalitz.toml' <<<"$out" ||
  fail "no context line for nachod-skalitz/day2.toml: $out"
out=$("$BOHEMIA" validate "$SRC/data/gbn3/campaigns/trautenau-soor-day2.toml")
grep -q 'day 2 of campaign trautenau-soor, read through .*campaigns/trautenau-soor.toml' <<<"$out" ||
  fail "no context line for trautenau-soor-day2.toml: $out"
# A standalone battle named by a campaign as a day is still a scenario of its own.
out=$("$BOHEMIA" validate "$SRC/data/gbn3/scenarios/gitschin.toml")
grep -q 'campaign' <<<"$out" && fail "gitschin.toml read through a campaign: $out"

# Played alone, a day file is refused with the campaign to play instead.
if out=$("$BOHEMIA" play "$SRC/data/gbn3/campaigns/nachod-skalitz/day2.toml" </dev/null 2>&1); then
  fail "a day file was played alone: $out"
fi
grep -q "scenario.campaign: a day of the campaign 'nachod-skalitz', played only through it" <<<"$out" ||
  fail "no clear refusal: $out"

# Undeclared: the campaign beside the day's folder names it by path.
mkdir -p "$tmp/campaigns/nachod-skalitz"
cp "$SRC/data/gbn3/campaigns/nachod-skalitz.toml" "$tmp/campaigns/"
grep -v '^campaign = ' "$SRC/data/gbn3/campaigns/nachod-skalitz/day2.toml" >"$tmp/campaigns/nachod-skalitz/day2.toml"
out=$("$BOHEMIA" validate "$tmp/campaigns/nachod-skalitz/day2.toml") || fail "undeclared day file: $out"
grep -q "day 2 of campaign nachod-skalitz, read through $tmp/campaigns/nachod-skalitz.toml" <<<"$out" ||
  fail "the campaign naming the day file was not found: $out"
grep -q '^1 file: 0 errors' <<<"$out" || fail "undeclared day file: $out"

# Declared, but that campaign does not name the file: an error at its line.
sed 's/^campaign = "nachod-skalitz"/campaign = "trautenau-soor"/' "$SRC/data/gbn3/campaigns/nachod-skalitz/day2.toml" \
  >"$tmp/campaigns/nachod-skalitz/day2.toml"
if out=$("$BOHEMIA" validate "$tmp/campaigns/nachod-skalitz/day2.toml"); then fail "wrong campaign accepted: $out"; fi
grep -q "error: .*day2.toml:[0-9]*: scenario.campaign: campaign 'trautenau-soor' (.*) names this file as neither day1 nor day2" <<<"$out" ||
  fail "wrong campaign not reported: $out"
sed 's/^campaign = "nachod-skalitz"/campaign = "no-such-campaign"/' "$SRC/data/gbn3/campaigns/nachod-skalitz/day2.toml" \
  >"$tmp/campaigns/nachod-skalitz/day2.toml"
if out=$("$BOHEMIA" validate "$tmp/campaigns/nachod-skalitz/day2.toml"); then fail "unknown campaign accepted: $out"; fi
grep -q "scenario.campaign: no campaign file 'no-such-campaign'" <<<"$out" || fail "unknown campaign not reported: $out"
echo "ok"
