// The Combat Results Table (VV165, the only edition that prints the grid).
#pragma once

#include <cstdint>
#include <string_view>

namespace bohemia {

// "- : Nothing; T : Morale test; D : Disorganisation; D + 1 : Disorganisation +1 loss"
enum class CombatResult : std::uint8_t { None, T, D, D1 };
std::string_view result_name(CombatResult r);

constexpr int kMaxColumn = 7;

// A column and die roll after every modifier, before clamping. Columns above
// 7 become +1 on the die each (CRT die-roll modifiers); columns below 0 read
// the "0 -" column; modified dice below 0 read "0 -", above 6 read "6 +".
CombatResult crt_lookup(int column, int modified_die);

// The printed grid, [die row 0..6][column 0..7].
CombatResult crt_cell(int row, int column);

}  // namespace bohemia
