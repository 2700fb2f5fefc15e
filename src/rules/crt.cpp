#include "rules/crt.h"

#include <algorithm>
#include <cassert>

namespace bohemia {

namespace {
using R = CombatResult;
constexpr R N = R::None, T = R::T, D = R::D, X = R::D1;
// Rows: die "0 -", 1, 2, 3, 4, 5, "6 +". Columns "0 -", 1 .. 7.
constexpr R kGrid[7][8] = {
    {N, N, N, N, N, N, T, T},  // 0 -
    {N, N, N, N, N, T, T, D},  // 1
    {N, N, N, N, T, T, D, D},  // 2
    {N, N, N, T, T, D, D, D},  // 3
    {N, N, T, T, D, D, D, X},  // 4
    {N, T, T, D, D, D, X, X},  // 5
    {T, T, D, D, D, X, X, X},  // 6 +
};
}  // namespace

std::string_view result_name(CombatResult r) {
  switch (r) {
    case R::None:
      return "-";
    case R::T:
      return "T";
    case R::D:
      return "D";
    case R::D1:
      return "D+1";
  }
  return "?";
}

CombatResult crt_cell(int row, int column) {
  assert(row >= 0 && row <= 6 && column >= 0 && column <= kMaxColumn);
  return kGrid[row][column];
}

CombatResult crt_lookup(int column, int modified_die) {
  if (column > kMaxColumn) {
    modified_die += column - kMaxColumn;
    column = kMaxColumn;
  }
  column = std::max(column, 0);
  int row = std::clamp(modified_die, 0, 6);
  return kGrid[row][column];
}

}  // namespace bohemia
