#!/usr/bin/env bash
# bohemia selfplay --json: the same seed gives the same output apart from the
# timing fields (issue #2, "Done when"); the report has the promised keys and
# no invariant violations. Run by CTest as: selfplay_json_deterministic.sh BOHEMIA SOURCE_DIR
set -euo pipefail
BOHEMIA=${1:?usage: $0 BOHEMIA_BINARY SOURCE_DIR}
SRC=${2:?usage: $0 BOHEMIA_BINARY SOURCE_DIR}
fail() { echo "FAIL: $*" >&2; exit 1; }
untimed() { sed -e 's/"games_per_second":[^,}]*//' -e 's/"seconds":[^,}]*//'; }

check() {  # scenario games seed
  local out1 out2 out3
  out1=$("$BOHEMIA" selfplay --scenario "$1" --games "$2" --seed "$3" --json)
  out2=$("$BOHEMIA" selfplay --scenario "$1" --games "$2" --seed "$3" --json)
  [[ $(printf '%s\n' "$out1" | wc -l) -eq 1 ]] || fail "--json prints more than one line: $out1"
  for key in games actions_total invariant_violations results games_per_second; do
    grep -q "\"$key\":" <<<"$out1" || fail "key '$key' missing in: $out1"
  done
  grep -q "\"games\":$2[,}]" <<<"$out1" || fail "not $2 games: $out1"
  grep -q '"invariant_violations":0[,}]' <<<"$out1" || fail "invariant violations: $out1"
  [[ "$(untimed <<<"$out1")" == "$(untimed <<<"$out2")" ]] ||
    fail "two runs with seed $3 differ:"$'\n'"$out1"$'\n'"$out2"
  # The stripped fields really were the only difference allowed: the rest is non-trivial.
  grep -q '"actions_total":[1-9]' <<<"$out1" || fail "no actions played: $out1"
  # Another seed plays other games.
  out3=$("$BOHEMIA" selfplay --scenario "$1" --games "$2" --seed $(($3 + 1000)) --json)
  [[ "$(untimed <<<"$out1")" != "$(untimed <<<"$out3")" ]] || fail "seeds $3 and $(($3 + 1000)) gave the same games"
}

check "$SRC/tests/data/scenarios/duel.toml" 30 7
if [[ -f "$SRC/data/gbn3/scenarios/trautenau.toml" ]]; then
  check trautenau 3 1
fi
echo "ok"
