#!/usr/bin/env bash
# `bohemia play ID` with two random players reaches the end of a battle and of
# a campaign, and explains the result line by line (issue 7: "a person can play
# any of the nine in the terminal to the end and see the victory computation
# explained line by line"): each VP item with its section, the difference read
# against the levels (§11.4.2 / §12.4.2), and for a campaign day 1's result,
# both days added against the campaign's levels (§13).
# Run by CTest as: play_to_the_end.sh BOHEMIA SOURCE_DIR
set -euo pipefail
BOHEMIA=${1:?usage: $0 BOHEMIA_BINARY SOURCE_DIR}
fail() { echo "FAIL: $*" >&2; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# A battle: Skalitz (VV157 §12), 10.00 to 17.00.
"$BOHEMIA" play skalitz --prussia random --austria random --seed 1 </dev/null >"$tmp/battle.txt"
out=$(cat "$tmp/battle.txt")
# The VP items: step losses and locations, each with its section.
grep -qE '^  \[12\.4\.1\] (Prussia|Austria): [0-9]+ enemy step losses \(1 VP for every 2\) \+[0-9]+ VP$' <<<"$out" ||
  fail "no step-loss VP line: $(tail -15 "$tmp/battle.txt")"
grep -qE '^  \[12\.4\.1\] (Prussia|Austria): controls [A-Za-z-]+[0-9-]* \+[0-9]+ VP$' <<<"$out" ||
  fail "no location VP line: $(tail -15 "$tmp/battle.txt")"
# The level: both totals, their difference and the levels it is read against.
level='Prussia -?[0-9]+ VP, Austria -?[0-9]+ VP; difference [0-9]+ VP \(major victory from 5, minor from 2\): '
level+='((Prussian|Austrian) (major|minor) victory|tied game)$'
grep -qE "^  \[12\.4\.2\] end of the game: $level" <<<"$out" ||
  fail "no level line: $(tail -15 "$tmp/battle.txt")"
tail -1 "$tmp/battle.txt" | grep -qE '^Result: Prussia -?[0-9]+ VP, Austria -?[0-9]+ VP: ' ||
  fail "no result line: $(tail -3 "$tmp/battle.txt")"
# The difference printed is that of the two totals.
read -r p a d < <(grep -E '\[12\.4\.2\] end of the game' <<<"$out" |
  sed -E 's/.*Prussia (-?[0-9]+) VP, Austria (-?[0-9]+) VP; difference ([0-9]+) VP.*/\1 \2 \3/')
[[ $((p > a ? p - a : a - p)) -eq $d ]] || fail "difference $d is not |$p - $a|"

# A campaign: Münchengrätz then Gitschin (VV174 §13).
"$BOHEMIA" play munchengratz-gitschin --prussia random --austria random --seed 1 </dev/null >"$tmp/campaign.txt"
out=$(cat "$tmp/campaign.txt")
# Day 1 is explained at its end (Münchengrätz's levels: major from 4, minor from 1).
grep -qE '^  \[11\.4\.1\] Austria: [0-9]+ units still on the map at the end of 14\.00 \(-1 VP for every 2\) -?[0-9]+ VP$' \
  <<<"$out" || fail "no day-1 VP line"
grep -qE '^  \[11\.4\.2\] end of day 1: Prussia -?[0-9]+ VP, Austria -?[0-9]+ VP; difference [0-9]+ VP \(major victory from 4, minor from 1\): ' \
  <<<"$out" || fail "no day-1 level line"
grep -qE '^  \[13\] day 1 is over; between the days$' <<<"$out" || fail "no change of day"
# Day 2 (Gitschin), then both days added against the campaign's levels.
grep -qE '^  \[12\.4\.1\] (Prussia|Austria): [0-9]+ enemy step losses \(1 VP for every 2\) \+[0-9]+ VP$' <<<"$out" ||
  fail "no day-2 VP line"
grep -qE "^  \[12\.4\.2\] end of day 2: $level" <<<"$out" || fail "no day-2 level line"
grep -qE '^  \[13\] end of the campaign, both days added \(day 1: Prussia -?[0-9]+, Austria -?[0-9]+; day 2: Prussia -?[0-9]+, Austria -?[0-9]+\): Prussia -?[0-9]+ VP, Austria -?[0-9]+ VP; difference [0-9]+ VP \(major victory from 6, minor from 2\): ' \
  <<<"$out" || fail "no campaign level line: $(tail -6 "$tmp/campaign.txt")"
# The closing summary: each day, then both days added.
tail -3 "$tmp/campaign.txt" | sed -n 1p | grep -qE '^Day 1: Prussia -?[0-9]+ VP, Austria -?[0-9]+ VP: ' ||
  fail "no day-1 summary: $(tail -3 "$tmp/campaign.txt")"
tail -3 "$tmp/campaign.txt" | sed -n 2p | grep -qE '^Day 2: Prussia -?[0-9]+ VP, Austria -?[0-9]+ VP$' ||
  fail "no day-2 summary: $(tail -3 "$tmp/campaign.txt")"
tail -1 "$tmp/campaign.txt" | grep -qE '^Result \(both days added\): Prussia -?[0-9]+ VP, Austria -?[0-9]+ VP: ' ||
  fail "no campaign result: $(tail -3 "$tmp/campaign.txt")"
# The days add up: day 1 + day 2 = the result.
read -r p1 a1 < <(tail -3 "$tmp/campaign.txt" | sed -n 1p | sed -E 's/^Day 1: Prussia (-?[0-9]+) VP, Austria (-?[0-9]+) VP.*/\1 \2/')
read -r p2 a2 < <(tail -3 "$tmp/campaign.txt" | sed -n 2p | sed -E 's/^Day 2: Prussia (-?[0-9]+) VP, Austria (-?[0-9]+) VP$/\1 \2/')
read -r pt at < <(tail -1 "$tmp/campaign.txt" | sed -E 's/.*Prussia (-?[0-9]+) VP, Austria (-?[0-9]+) VP.*/\1 \2/')
[[ $((p1 + p2)) -eq $pt && $((a1 + a2)) -eq $at ]] || fail "days ($p1,$a1) + ($p2,$a2) != ($pt,$at)"
echo "ok"
