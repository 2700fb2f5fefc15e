// The special rules of Trautenau (VV165 §11), for the scenario file's
// [special.trautenau_*] tables.
#pragma once

#include <vector>

#include "gbn3/special/exit_rule.h"
#include "gbn3/special/special_rule.h"

namespace bohemia {

// VV165 §11.1.5: the formation's units, except the exempt ones, cannot act
// before `until_turn` unless attacked; its commander does not move
// before then either.
class ClausewitzInaction : public SpecialRule {
 public:
  explicit ClausewitzInaction(RuleParams& p);
  int formation = -1;
  std::vector<int> exempt;  // units
  int until_turn = 0;       // the first hour it may act
  bool unit_may_act(const Game& g, int unit) const override;
  bool commander_may_move(const Game& g, int formation) const override;
};

// VV165 §11.1.4: a side's independent cavalry is in command during the
// first `turns` turns.
class CavalryInCommand : public SpecialRule {
 public:
  explicit CavalryInCommand(RuleParams& p);
  Side side = Side::Austria;
  int turns = 0;
  bool unit_in_command(const Game& g, int unit) const override;
};

// VV165 §11.4.2: from the end of the `from_turn` turn, at the end of each
// turn, 1d6 + the enemy's VP margin >= 6 makes the commander-in-chief panic:
// the game ends at once in a major victory for the enemy.
class BoninPanic : public SpecialRule {
 public:
  explicit BoninPanic(RuleParams& p);
  int cinc = -1;
  int from_turn = 0;
  void at_end_of_turn(RuleEffects& fx) const override;
  TaskActor task_actor(const Game& g, const Task& t) const override;
  void task_roll(RuleEffects& fx, const Task& t, int die) const override;
  std::string end_reason(const Game& g) const override;
  // The roll of §11.4.2: 1d6 + the enemy's VP lead as the sheet
  // stands >= 6. The roll and the computer's evaluation both read it here.
  static bool panics_on(int die, int enemy_lead) { return die + enemy_lead >= 6; }
};

// VV165 §11.4.1: once `side` controls the victory location and the
// `control` hexes, and the road from `exit` to `road_end` is outside enemy
// ZoC, its units in `exit` may leave the map; 1 VP for every `units_per_vp`
// evacuated without losses. An exit (kind "exit") with that condition.
class TrautenauEvacuation : public ExitRule {
 public:
  explicit TrautenauEvacuation(RuleParams& p);
  int location = -1;           // index into Scenario::locations
  std::vector<HexId> control;  // controlled as well
  HexId exit = kNoHex;
  HexId road_end = kNoHex;
  int units_per_vp = 1;
  void on_exit(RuleEffects& fx, int unit) const override;
  void score(const Game& g, ScoreSheet& sheet) const override;

 protected:
  bool open(const Game& g) const override;
};

}  // namespace bohemia
