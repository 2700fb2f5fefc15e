// The combat factors and outcome tables of rules 14 (cavalry against
// cavalry) and 15 (cavalry against infantry). The side with the higher factor
// is the "Winner": it rolls 2d6 and adds the difference, and the total is read
// on the table; low totals go against the Winner.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "mini/odds.h"
#include "mini/unit.h"

namespace bohemia::mini {

// Rule 14's factors of `self` charging or charged by cavalry `enemy`;
// `stationary`: it did not counter-charge (rule 18).
std::vector<Modifier> factors_rule14(const Unit& self, const Unit& enemy, bool stationary);
// Rule 15's factors of `self`, cavalry or infantry.
std::vector<Modifier> factors_rule15(const Unit& self);

constexpr int kNoTop = 1000;  // the top of an "and more" row (casualties are capped at 99)

enum class MoveKind { None, Halt, Retire, Retreat, Rout };

// What one row of a table does to one of the two units. A state left empty
// is Disordered (rule 18: all troops are Disordered after hand-to-hand combat).
struct Effect {
  std::optional<State> state;
  int casualties = 0;
  MoveKind move = MoveKind::None;
  int inches = 0;  // halt/retire/retreat distance; a rout moves by arm (rule 16)
};

// A row of an outcome table. Rule 14: `first` is the Winner, `second` the
// Loser. Rule 15: `first` is the cavalry, `second` the infantry.
struct Band {
  int lo = 2;
  int hi = kNoTop;
  std::string title;
  Effect first, second;
};

std::vector<Band> rule14_table();
std::vector<Band> rule15_table(bool cavalry_won);
// "2-3", "10+".
std::string band_label(const Band& b);
// The row a total falls in (totals are at least 2).
const Band& band_for(const std::vector<Band>& table, int total);

// 2d6 outcomes (of 36) whose total plus `margin` falls in [lo, hi].
int ways_2d6(int margin, int lo, int hi);

}  // namespace bohemia::mini
