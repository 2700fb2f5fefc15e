#include "mini/combat.h"

#include <fmt/format.h>

namespace bohemia::mini {

namespace {

// Modifiers both rules share: class, casualties, disorder (rules 14 and 15).
void common(const Unit& u, const std::string& rule, std::vector<Modifier>& m) {
  if (u.grade == Grade::A) m.push_back({rule, "Class A", 1});
  if (u.grade == Grade::C) m.push_back({rule, "Class C", -1});
  if (u.casualties > 0) m.push_back({rule, fmt::format("Each casualty ({})", u.casualties), -u.casualties});
  if (u.state == State::Disordered) m.push_back({rule, "Disordered", -1});
  if (u.state == State::Shaken) m.push_back({rule, "Shaken", -2});
  // Rules 14–15 give no factor for a routed unit: it counts as Shaken (R7).
  if (u.state == State::Routed) m.push_back({rule, "Routed (as Shaken, ruling R7)", -2});
}

}  // namespace

std::vector<Modifier> factors_rule14(const Unit& self, const Unit& enemy, bool stationary) {
  std::vector<Modifier> m;
  if (self.formation == Formation::Line && enemy.formation == Formation::Column)
    m.push_back({"14", "Line v Column", 2});
  if (self.weight == Weight::Heavy) m.push_back({"14", "Heavy cavalry", 2});
  if (self.weight == Weight::Medium) m.push_back({"14", "Medium cavalry", 1});
  common(self, "14", m);
  if (stationary) m.push_back({"14", "Stationary cavalry (rule 18)", -2});
  return m;
}

std::vector<Modifier> factors_rule15(const Unit& self) {
  std::vector<Modifier> m;
  if (self.arm == Arm::Cavalry && self.formation == Formation::Line) {
    if (self.weight == Weight::Lancers) m.push_back({"15", "Lancers in line", 3});
    if (self.weight == Weight::Heavy) m.push_back({"15", "Heavy cavalry in line", 3});
    if (self.weight == Weight::Medium) m.push_back({"15", "Medium cavalry in line", 2});
    if (self.weight == Weight::Light) m.push_back({"15", "Light cavalry in line", 1});
  }
  if (self.arm == Arm::Infantry) {
    if (self.formation == Formation::Square) m.push_back({"15", "Infantry in square", 4});
    if (self.formation == Formation::ColumnOfAttack) m.push_back({"15", "Infantry in column of attack", 1});
    if (self.fire_a && self.formation == Formation::Line) m.push_back({"15", "Infantry Fire A in line", 1});
  }
  common(self, "15", m);
  return m;
}

std::vector<Band> rule14_table() {
  using S = State;
  using M = MoveKind;
  return {
      {2, 3, "Winner routs", {S::Routed, 2, M::Rout, 0}, {std::nullopt, 1, M::None, 0}},
      {4, 5, "Winner retires 8\" Shaken", {S::Shaken, 2, M::Retire, 8}, {std::nullopt, 1, M::None, 0}},
      {6, 7, "Draw", {S::Disordered, 1, M::None, 0}, {S::Disordered, 1, M::None, 0}},
      {8, 9, "Loser retires 8\" Shaken", {std::nullopt, 1, M::None, 0}, {S::Shaken, 2, M::Retire, 8}},
      {10, kNoTop, "Loser routs", {std::nullopt, 1, M::None, 0}, {S::Routed, 2, M::Rout, 0}},
  };
}

std::vector<Band> rule15_table(bool cavalry_won) {
  using S = State;
  using M = MoveKind;
  if (cavalry_won)
    return {
        {2,
         3,
         "Cavalry halt 8\" away, both Disordered",
         {S::Disordered, 0, M::Halt, 8},
         {S::Disordered, 0, M::None, 0}},
        {4, 5, "Cavalry halt 8\" away, both Shaken", {S::Shaken, 1, M::Halt, 8}, {S::Shaken, 1, M::None, 0}},
        {6, kNoTop, "Infantry rout", {S::Disordered, 1, M::None, 0}, {S::Routed, 3, M::Rout, 0}},
    };
  return {
      {2, 3, "Infantry rout", {S::Disordered, 0, M::None, 0}, {S::Routed, 3, M::Rout, 0}},
      {4, 5, "Infantry retreat 4\", both Shaken", {S::Shaken, 0, M::None, 0}, {S::Shaken, 2, M::Retreat, 4}},
      {6,
       7,
       "Cavalry retire 8\", both Disordered",
       {S::Disordered, 1, M::Retire, 8},
       {S::Disordered, 1, M::None, 0}},
      {8, 9, "Cavalry retire 8\" Shaken", {S::Shaken, 1, M::Retire, 8}, {S::Disordered, 1, M::None, 0}},
      {10, kNoTop, "Cavalry rout", {S::Routed, 2, M::Rout, 0}, {S::Disordered, 1, M::None, 0}},
  };
}

std::string band_label(const Band& b) {
  return b.hi >= kNoTop ? fmt::format("{}+", b.lo) : fmt::format("{}-{}", b.lo, b.hi);
}

const Band& band_for(const std::vector<Band>& table, int total) {
  for (const Band& b : table)
    if (total >= b.lo && total <= b.hi) return b;
  return table.back();  // totals above the last row's top (none: the last row has no top)
}

int ways_2d6(int margin, int lo, int hi) {
  int n = 0;
  for (int a = 1; a <= 6; ++a)
    for (int b = 1; b <= 6; ++b) n += (a + b + margin >= lo && a + b + margin <= hi) ? 1 : 0;
  return n;
}

}  // namespace bohemia::mini
