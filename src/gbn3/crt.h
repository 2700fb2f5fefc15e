// The Combat Results Table as edition data. VV165 is the only edition whose
// text prints the grid; VV174's grid is lost from its text and VV157 prints
// none (rulings: both read VV165's grid, VV157 to a maximum column of 8).
#pragma once

#include <array>
#include <cstdint>
#include <string_view>

namespace bohemia {

// "- : Nothing; T : Morale test; D : Disorganisation; D + 1 : Disorganisation +1 loss"
enum class CombatResult : std::uint8_t { None, T, D, D1 };
std::string_view result_name(CombatResult r);

// The printed VV165 grid's largest column ("0 -", 1 .. 7).
constexpr int kMaxColumn = 7;
// The largest column any edition's table reads (VV157's "8, which is the
// maximum column", D-29).
constexpr int kMaxCrtColumn = 8;
// Die rows "0 -", 1 .. 5, "6 +".
constexpr int kCrtRows = 7;

// One edition's table: its grid and its largest column. A column above it
// becomes +1 on the die for each column in excess (VV165/VV174 die-roll
// modifier "+1 for each column greater than 7"; VV157 example "8, which is the
// maximum column, plus 5 on the die"). Columns below 0 read the "0 -" column;
// modified dice below 0 read "0 -", above 6 read "6 +".
struct Crt {
  int max_column = kMaxColumn;
  std::array<std::array<CombatResult, kMaxCrtColumn + 1>, kCrtRows> grid{};  // [die row][column]

  CombatResult cell(int row, int column) const;
  // A column and die roll after every modifier, before clamping.
  CombatResult lookup(int column, int modified_die) const;
  // The die-roll modifier that the columns above max_column become.
  int excess(int column) const { return column > max_column ? column - max_column : 0; }
};

// The VV165 grid as printed (VV165; VV174, whose grid is lost, A-14).
const Crt& crt_vv165();
// The same grid continued by one column: column 8 follows the grid's
// diagonals (every cell of the printed grid depends only on column + die
// row, see docs/rulings.md D-29).
const Crt& crt_to_column_8();

// The printed VV165 grid: crt_vv165().lookup / .cell.
CombatResult crt_lookup(int column, int modified_die);
CombatResult crt_cell(int row, int column);

}  // namespace bohemia
