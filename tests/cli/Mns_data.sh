#!/usr/bin/env bash
# Musket & Saber's data through the command line (issue 16, stage 1):
# `bohemia validate` passes every shipped chart, map and scenario of
# data/mns; a deliberately broken CRT reports each of its problems at its
# line (what tools/mns/check_data.py finds in it, at the same lines);
# `bohemia scenarios` lists koniggratz with its system.
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
echo ok
