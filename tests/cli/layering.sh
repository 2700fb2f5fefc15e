#!/usr/bin/env bash
# docs/architecture.md: each folder of src/ includes only the layers the
# table allows. The server and the command line never name a system's own
# headers (they speak the engine's game interface); the engine and core
# never include a system; a system never includes another system, the
# server or the command line.
set -euo pipefail
src="$2/src"
fail=0
# allowed[folder]="prefixes of includes it may use (besides its own folder)"
declare -A allowed=(
  [core]=""
  [engine]="core/"
  [gbn3]="core/ engine/"
  [mns]="core/ engine/"
  [systems]="core/ engine/ gbn3/ mns/"
  [mini]="core/"
  [ai]="core/ engine/"
  [server]="core/ engine/ systems/ mini/ ai/"
  [cli]="core/ engine/ systems/ server/ mini/ ai/"
  [python]="core/ engine/ systems/ ai/"
)
for dir in "${!allowed[@]}"; do
  [[ -d "$src/$dir" ]] || continue
  while IFS= read -r line; do
    file=${line%%:*}
    inc=$(sed -E 's/.*#include "([^"]+)".*/\1/' <<<"$line")
    [[ $inc == */* ]] || continue  # a header beside it
    [[ $inc == "$dir/"* ]] && continue
    ok=0
    for p in ${allowed[$dir]}; do [[ $inc == "$p"* ]] && ok=1; done
    if [[ $ok -eq 0 ]]; then
      echo "FAIL: ${file#$2/} includes \"$inc\": src/$dir/ may use only: ${allowed[$dir]:-the standard library}"
      fail=1
    fi
  done < <(grep -rn '#include "' "$src/$dir" || true)
done
# A scenario's special rule changes a game only through RuleEffects
# (src/gbn3/special/rule_effects.h): never the whole state, never a Game it
# may write to.
if [[ -d "$src/gbn3/special" ]]; then
  while IFS= read -r line; do
    echo "FAIL: ${line#$2/}: a special rule acts through RuleEffects, not the Game or Rules::state"
    fail=1
  done < <(grep -rnE 'Rules::(state|us)\(|const_cast|([^t] |\()Game& ' "$src/gbn3/special" | grep -v 'rule_effects.h' || true)
fi
[[ $fail -eq 0 ]] && echo ok
exit $fail
