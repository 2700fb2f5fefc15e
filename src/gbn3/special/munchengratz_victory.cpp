// Münchengrätz (VV174 §11.4.1): the VP a side loses, for units on the wrong
// bank of the Iser at 12.00 and for groups of units at the end of the game.
// Each is a line of the score sheet, so the end of the game explains it.
#include <fmt/format.h>

#include <algorithm>

#include "gbn3/rules.h"
#include "gbn3/special/munchengratz.h"

namespace bohemia {

MunchengratzBankPenalty::MunchengratzBankPenalty(RuleParams& p) {
  side = p.side("side");
  turn = p.turn("at_end_of_turn");
  bank = p.hexes("bank_hexes", true);
  vp_per_unit = p.integer("vp_per_unit", -20, 20);
  implement({Hook::EndOfTurn, Hook::Score});
  reserve_state(1);  // the units counted + 1 (0: not yet counted)
}

// "loses 1 VP for each unit still on the western bank of the Iser at the end
// of the 12.00 turn".
void MunchengratzBankPenalty::at_end_of_turn(RuleEffects& fx) const {
  const Game& g = fx.game();
  if (g.state().turn != turn) return;
  int n = 0;
  std::string who;
  const Scenario& sc = g.scenario();
  for (int u = 0; u < static_cast<int>(g.state().units.size()); ++u) {
    const UnitState& x = g.state().units[static_cast<std::size_t>(u)];
    if (sc.units[static_cast<std::size_t>(u)].side != side || x.where != Where::Map ||
        std::find(bank.begin(), bank.end(), x.hex) == bank.end())
      continue;
    ++n;
    who += (who.empty() ? "" : ", ") + g.unit_label(u);
  }
  set_var(fx, 0, n + 1);
  log(fx, n == 0 ? fmt::format("at the end of {} no {} unit is on the western bank", Rules::hour(turn),
                               side_name(side))
                 : fmt::format("at the end of {} {} {} units on the western bank ({}): {} VP",
                               Rules::hour(turn), n, side_name(side), who, n * vp_per_unit));
}

void MunchengratzBankPenalty::score(const Game& g, ScoreSheet& sheet) const {
  if (var(g, 0) == 0) return;
  const int n = var(g, 0) - 1;
  sheet.add(side, n * vp_per_unit, log_section(),
            fmt::format("{} units on the western bank of the Iser at the end of {}", n, Rules::hour(turn)));
}

MunchengratzGroupPenalty::MunchengratzGroupPenalty(RuleParams& p, bool disorganised) {
  disorganised_only = disorganised;
  side = p.side("side");
  turn = p.turn("at_end_of_turn");
  group = p.integer("group_size", 1, 99);
  vp_per_group = p.integer("vp_per_group", -20, 20);
  const std::string r = p.string_or("group_rounding", "down");
  if (r == "down")
    rounding = Rounding::Down;
  else if (r == "up")
    rounding = Rounding::Up;
  else if (r == "edition")
    rounding = Rounding::Edition;
  else
    p.fail("group_rounding", "must be \"down\" (complete groups, A-8), \"up\" or \"edition\" (§1.3)");
  if (!disorganised) prisoners_count = !p.boolean_or("prisoners_excluded", true);
  implement({Hook::Score});
}

// At the end of the game (the end of `turn`, prisoners taken): the units
// still on the map, or those disorganised.
int MunchengratzGroupPenalty::counted(const Game& g) const {
  const State& s = g.state();
  if (s.turn < turn || (s.turn == turn && s.phase != Phase::EndTurn && s.phase != Phase::GameOver)) return -1;
  int n = 0;
  const Scenario& sc = g.scenario();
  for (std::size_t u = 0; u < s.units.size(); ++u) {
    const UnitState& x = s.units[u];
    if (sc.units[u].side != side) continue;
    if (x.where == Where::Map ? (!disorganised_only || x.disorganised) : (prisoners_count && x.prisoner)) ++n;
  }
  return n;
}

int MunchengratzGroupPenalty::groups(const Game& g, int n) const {
  switch (rounding) {
    case Rounding::Down:
      return n / group;
    case Rounding::Up:
      return (n + group - 1) / group;
    case Rounding::Edition:
      return divide(n, group, g.scenario().edition.rounding);
  }
  return n / group;
}

void MunchengratzGroupPenalty::score(const Game& g, ScoreSheet& sheet) const {
  const int n = counted(g);
  if (n < 0) return;
  const char* what = disorganised_only ? "disorganised" : "still on the map";
  sheet.add(side, groups(g, n) * vp_per_group, log_section(),
            fmt::format("{} units {} at the end of {} ({} VP for every {})", n, what, Rules::hour(turn),
                        vp_per_group, group));
}

}  // namespace bohemia
