#!/usr/bin/env bash
# `bohemia mini` (issue 19): an evening's roster refereed from the terminal.
# The odds come before the dice (modifiers with their rules, factors, Winner,
# n/36), the players' dice or a seed decide, the roster file is updated with
# the follow-up queue and the log, and undo takes commands back. Refusals
# cite the rule (exit 1); bad input names the flag, file or field (exit 2).
# Run by CTest as: mini_referee.sh BOHEMIA SOURCE_DIR
set -euo pipefail
BOHEMIA=${1:?usage: $0 BOHEMIA_BINARY SOURCE_DIR}
fail() { echo "FAIL: $*" >&2; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
R="$tmp/evening.json"
mini() { "$BOHEMIA" mini "$@"; }

mini set --roster "$R" --set 'hus:name=2nd Hussars,nation=prussia,arm=cavalry,weight=light,orders=attack' \
  --set 'sq:name=3rd Line,nation=france,formation=square,state=shaken,casualties=2' \
  --set 'f2:nation=france' --set 'gun:nation=france,arm=artillery' >/dev/null
[[ -f "$R" ]] || fail "the roster file was not written"

# Before the roll: modifiers with their rules, both factors, Winner, the table.
out=$(mini charge --roster "$R" --charger hus --target sq --short --odds)
grep -q 'Light cavalry in line .*rule 15' <<<"$out" || fail "no modifier with its rule: $out"
grep -q 'Infantry in square .*rule 15' <<<"$out" || fail "no square modifier: $out"
grep -q '2nd Hussars (charging): factor 1' <<<"$out" || fail "no charger factor: $out"
grep -q '3rd Line (charged): factor 0' <<<"$out" || fail "no target factor: $out"
grep -q 'Winner: 2nd Hussars by 1' <<<"$out" || fail "no Winner and margin: $out"
grep -Eq 'Total 6\+ +30/36 +83\.3 %' <<<"$out" || fail "no exact odds row: $out"
grep -Eq 'Total 2-3 +1/36' <<<"$out" || fail "no 2-3 row: $out"
[[ $(grep -c '"state": "shaken"' "$R") -eq 1 ]] || fail "--odds changed the roster"

# The roll with the players' dice: 3+3 +1 = 7, infantry rout; what follows is queued.
out=$(mini charge --roster "$R" --charger hus --target sq --short --dice 3,3)
grep -q '3+3 = 6, +1 = 7: Infantry rout' <<<"$out" || fail "wrong roll: $out"
grep -q '3rd Line is Routed' <<<"$out" || fail "no rout: $out"
grep -q '3rd Line loses 3 casualties' <<<"$out" || fail "no casualties: $out"
grep -q 'reaction .*within 4" of 3rd Line' <<<"$out" || fail "no reaction step: $out"
grep -q 'pursuit .*roll for pursuit' <<<"$out" || fail "no pursuit step: $out"
grep -q 'move 2.*rally' <<<"$out" || fail "no rally next move: $out"

# Friends within 4" react (rule 16): f2 holds, the gun routs in its turn.
out=$(mini rout --roster "$R" --unit sq --near f2 --near gun --through gun --dice 6,1)
grep -q 'gun is Routed' <<<"$out" || fail "the gun did not rout: $out"
grep -q 'within 4" of gun' <<<"$out" || fail "no chained reaction: $out"

# The pursuit roll and its result (rule 16): 5 pursues, 1 catches the routers.
out=$(mini pursuit --roster "$R" --unit hus --dice 5,1)
grep -q '3rd Line loses 1 casualty (caught by the pursuit), 6 in all' <<<"$out" || fail "no pursuit casualty: $out"

# The log in the style of the demo report, each line with its rule.
out=$(mini log --roster "$R")
grep -q '^Move 1' <<<"$out" || fail "no move heading: $out"
grep -q '2nd Hussars charge 3rd Line (rule 15)' <<<"$out" || fail "no charge line: $out"
grep -q '\[rule 16\]' <<<"$out" || fail "no rule cited: $out"

# Undo three times: the roster is back as set up.
for _ in 1 2 3; do mini undo --roster "$R" >/dev/null; done
out=$(mini show --roster "$R")
grep -q '3rd Line .*Shaken, 2 casualties' <<<"$out" || fail "undo did not restore: $out"
grep -q 'nothing pending' <<<"$out" || fail "undo left steps: $out"

# --json for programs; a seed replays.
a=$(mini charge --roster "$R" --charger hus --target sq --short --seed 5 --json --odds)
grep -q '"winner":"hus"' <<<"$a" || fail "no JSON evaluation: $a"
cp "$R" "$tmp/one.json"
cp "$R" "$tmp/two.json"
a=$(mini charge --roster "$tmp/one.json" --charger hus --target sq --short --seed 5 --json)
b=$(mini charge --roster "$tmp/two.json" --charger hus --target sq --short --seed 5 --json)
[[ "$a" == "$b" ]] || fail "the same seed gave two results"

# Dice typed at the table (--dice ask), without a roster file.
out=$(printf '7\n3\n3\n' | mini charge --charger 'a:nation=p,arm=cavalry,weight=heavy,orders=attack' \
  --target 'b:nation=f,arm=cavalry,weight=light' --dice ask)
grep -q "'7' is not a d6" <<<"$out" || fail "a bad die was accepted: $out"
grep -q '3+3 = 6, +2 = 8: Loser retires 8" Shaken' <<<"$out" || fail "asked dice not used: $out"

# A request as a JSON file.
cat >"$tmp/req.json" <<'JSON'
{"request": {"verb": "morale", "unit": {"id": "g", "nation": "p", "arm": "artillery", "casualties": 2}, "hits": 1}}
JSON
out=$(mini morale --input "$tmp/req.json")
grep -q 'automatic rout: 3 casualties reach the artillery limit of 3' <<<"$out" || fail "no automatic rout: $out"

# Refusals cite the rule (exit 1); bad input names what is wrong (exit 2).
status=0
err=$(mini charge --roster "$R" --charger hus --target 'sq:state=formed' 2>&1 >/dev/null) || status=$?
[[ $status -eq 1 ]] || fail "a charge on a formed square: exit $status"
grep -q 'rule 15: cavalry may not charge a formed square' <<<"$err" || fail "refusal without its rule: $err"
status=0
err=$(mini charge --roster "$R" --charger hus --target sq --dice 3,9 2>&1 >/dev/null) || status=$?
[[ $status -eq 2 ]] && grep -q "'9' is not a d6" <<<"$err" || fail "bad dice: exit $status: $err"
echo '{"units": [{"id": "x", "state": "wobbly"}]}' >"$tmp/bad.json"
status=0
err=$(mini show --roster "$tmp/bad.json" 2>&1 >/dev/null) || status=$?
[[ $status -eq 2 ]] && grep -q "bad.json: units\[0\].state: 'wobbly' is not one of" <<<"$err" || fail "bad roster: $err"
status=0
err=$(mini morale --unit 'x:arm=horse' 2>&1 >/dev/null) || status=$?
[[ $status -eq 2 ]] && grep -q -- "--unit 'x:arm=horse': arm: 'horse'" <<<"$err" || fail "bad spec: $err"
echo "ok"
