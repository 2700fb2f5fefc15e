#!/usr/bin/env bash
# Musket & Saber's data through the command line (issue 16, stage 1):
# `bohemia validate` passes every shipped chart, map and scenario of
# data/mns; a deliberately broken CRT reports each of its problems at its
# line (what tools/mns/check_data.py finds in it, at the same lines);
# `bohemia scenarios` lists koniggratz with its system; the map's grid is
# written in core's words (a map in the old words is refused at its line);
# `bohemia play koniggratz` names the edition in its header.
# Run by CTest as: Mns_data.sh BOHEMIA SOURCE_DIR
set -euo pipefail
BOHEMIA=${1:?usage: $0 BOHEMIA_BINARY SOURCE_DIR}
SRC=${2:?usage: $0 BOHEMIA_BINARY SOURCE_DIR}
fail() { echo "FAIL: $*" >&2; exit 1; }

out=$("$BOHEMIA" validate "$SRC"/data/mns/charts/*.toml "$SRC"/data/mns/maps/*.toml "$SRC"/data/mns/scenarios/*.toml) ||
  fail "a shipped Musket & Saber file does not validate: $out"
grep -q ' 0 errors' <<<"$out" || fail "errors in shipped files: $out"

bad="$SRC/tests/mns/data/bad_crt.toml"
if out=$("$BOHEMIA" validate "$bad" 2>&1); then fail "a broken CRT validates: $out"; fi
for want in "error: .*bad_crt.toml:135: column\[1\].min: columns '-6 or less' and '-5 to -4' are not contiguous" \
            "error: .*bad_crt.toml:189: rows.3, column '-6 or less': .*Zz" \
            "error: .*bad_crt.toml:191: rows.5: 10 cells, expected 11" \
            "error: .*bad_crt.toml:193: rows.7: is not a die roll 1..6" \
            "1 file: 4 errors"; do
  grep -q -- "$want" <<<"$out" || fail "missing '$want' in: $out"
done

out=$(env -u BOHEMIA_DATA -u BOHEMIA_MNS_DATA "$BOHEMIA" scenarios)
grep -q '^koniggratz .*Königgrätz.* mns .*turns 1-10' <<<"$out" || fail "koniggratz not listed with its system: $out"
# The grid layout in core's vocabulary (src/core/grid_layout.h).
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
sed 's/^offset = "even-q"/offset = "even-columns-low"/' "$SRC"/data/mns/maps/koniggratz.toml >"$tmp/old_words.toml"
if out=$("$BOHEMIA" validate "$tmp/old_words.toml" 2>&1); then fail "a map in the old grid words validates: $out"; fi
grep -q "old_words.toml:12: map.offset: .*even-columns-low" <<<"$out" || fail "no line for the old offset word: $out"

# The computer sets Austria up before the first prompt: `random` does it at
# once (the default, normal, thinks over some 150 placements).
out=$(printf 'quit\n' | env -u BOHEMIA_DATA -u BOHEMIA_MNS_DATA "$BOHEMIA" play koniggratz --austria random 2>&1 || true)
head -1 <<<"$out" | grep -q '^bohemia: Königgrätz, 3 July 1866 (Musket & Saber .*, edition S&T 275)\. You play' ||
  fail "play's header: $(head -1 <<<"$out")"
echo ok
