#!/usr/bin/env bash
# The test files are compiled eight to a unit (CMakeLists.txt, UNITY_BUILD):
# each keeps its code in a namespace named after the file, so that two files'
# file-local helpers of the same name never meet in one unit. A file without
# it may compile alone and fail in another batch: this names it.
set -euo pipefail
src="$2"
fail=0
for f in "$src"/tests/*.cpp; do
  stem=$(basename "$f" .cpp)
  if ! grep -qx "namespace $stem {" "$f" || ! grep -qx "}  // namespace $stem" "$f"; then
    echo "FAIL: tests/$stem.cpp: its code goes in 'namespace $stem { ... }  // namespace $stem' (the unity build)"
    fail=1
  fi
  # Outside that namespace only includes, comments, the namespaces that hold
  # it and their closing lines: a using-directive or a helper at file scope
  # would be seen by the next file of the unit.
  awk -v stem="$stem" -v F="tests/$stem.cpp" '
    $0 == "namespace " stem " {" { inside++ }
    $0 == "}  // namespace " stem { inside-- }
    inside == 0 && /^(using namespace|static |int |void |bool |const |constexpr |struct |class |TEST)/ {
      print "FAIL: " F ":" NR ": at file scope, outside namespace " stem ": " $0; bad = 1 }
    END { exit bad }' "$f" || fail=1
done
[[ $fail -eq 0 ]] && echo ok
exit $fail
