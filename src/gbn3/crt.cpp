#include "gbn3/crt.h"

#include <algorithm>
#include <cassert>

namespace bohemia {

namespace {
using R = CombatResult;
constexpr R N = R::None, T = R::T, D = R::D, X = R::D1;

constexpr Crt make_vv165() {
  Crt c;
  c.max_column = kMaxColumn;
  // Rows: die "0 -", 1, 2, 3, 4, 5, "6 +". Columns "0 -", 1 .. 7.
  constexpr R kGrid[kCrtRows][kMaxColumn + 1] = {
      {N, N, N, N, N, N, T, T},  // 0 -
      {N, N, N, N, N, T, T, D},  // 1
      {N, N, N, N, T, T, D, D},  // 2
      {N, N, N, T, T, D, D, D},  // 3
      {N, N, T, T, D, D, D, X},  // 4
      {N, T, T, D, D, D, X, X},  // 5
      {T, T, D, D, D, X, X, X},  // 6 +
  };
  for (int r = 0; r < kCrtRows; ++r)
    for (int col = 0; col <= kMaxColumn; ++col)
      c.grid[static_cast<std::size_t>(r)][static_cast<std::size_t>(col)] = kGrid[r][col];
  return c;
}

constexpr Crt make_column_8() {
  Crt c = make_vv165();
  c.max_column = kMaxCrtColumn;
  // Along a diagonal (column + row constant) the printed grid never changes:
  // column 8 on row r is column 7 on row r + 1, and row "6 +" stays D+1.
  for (int r = 0; r < kCrtRows; ++r)
    c.grid[static_cast<std::size_t>(r)][kMaxCrtColumn] =
        r + 1 < kCrtRows ? c.grid[static_cast<std::size_t>(r + 1)][kMaxColumn] : X;
  return c;
}
constexpr Crt kVv165 = make_vv165();
constexpr Crt kToColumn8 = make_column_8();
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

CombatResult Crt::cell(int row, int column) const {
  assert(row >= 0 && row < kCrtRows && column >= 0 && column <= max_column);
  return grid[static_cast<std::size_t>(row)][static_cast<std::size_t>(column)];
}

CombatResult Crt::lookup(int column, int modified_die) const {
  modified_die += excess(column);
  column = std::clamp(column, 0, max_column);
  return cell(std::clamp(modified_die, 0, kCrtRows - 1), column);
}

const Crt& crt_vv165() { return kVv165; }
const Crt& crt_to_column_8() { return kToColumn8; }

CombatResult crt_lookup(int column, int modified_die) { return crt_vv165().lookup(column, modified_die); }
CombatResult crt_cell(int row, int column) { return crt_vv165().cell(row, column); }

}  // namespace bohemia
