// Helpers shared by the steps of a combat (barrage.cpp,
// assault_declaration.cpp, combat.cpp, retreat.cpp, combat_tasks.cpp): the
// modifiers' text, the splits of a fire, the CRT read with its excess
// columns, the hexsides an assault may cross, and a retreat's facings.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "gbn3/game.h"

namespace bohemia::combat {

// "a, b, c", or "no modifiers".
std::string mods_text(const std::vector<std::string>& parts);
// Every way to split `total` into `parts` non-negative shares.
void compositions(int total, int parts, std::vector<std::array<std::int8_t, kMaxShares>>& out);
// The edition's table (D-28): a column above its largest is read there with
// +1 on the die for each column in excess (D-29), said in `why`.
CombatResult read_crt(const Crt& crt, int column, int modified_die, std::vector<std::string>& why);
// TEC: an assault crosses no river but by a bridge, no escarpment but by a road.
bool assault_side_ok(const Game& g, HexId from, HexId to);
// The facings a unit may end a retreat with (9.5.4, 9.5.8).
void push_retreat_facings(const Game& g, std::vector<Action>& out, ActionType type, int u, HexId hex);
// 9.5.4 / 9.5.8: may unit u end its retreat in `hex` with its facing?
bool retreat_facing_ok(const Game& g, int u, HexId hex);

}  // namespace bohemia::combat
