// Locations that score for the side controlling them at the end of one turn
// (kind "timed_objectives"): Skalitz at 13.00, Soor and Münchengrätz at
// 12.00, Gitschin at 19.00. Control is the scenario's (§11.4.1 of each
// rulebook): every hex last occupied by the side, none in enemy ZoC without
// a friendly unit, a line to the side's line of retreat as it is at that
// hour. What scored is kept to the end of the game.
#pragma once

#include <array>
#include <string>
#include <vector>

#include "gbn3/special/special_rule.h"

namespace bohemia {

class TimedObjectives : public SpecialRule {
 public:
  explicit TimedObjectives(RuleParams& p);

  struct Objective {
    std::string name;
    std::vector<VictoryLocation> parts;   // each controlled on its own
    std::array<int, kSides> vp{};         // if the side controls every part
    std::array<int, kSides> vp_if_any{};  // if it controls some but not all
  };
  int turn = 0;  // scored at the end of this turn
  std::vector<Objective> objectives;

  // What objective i scored for a side (0 before the turn).
  int scored(const Game& g, int i, Side s) const;

  void at_end_of_turn(RuleEffects& fx) const override;
  void score(const Game& g, ScoreSheet& sheet) const override;
};

// A table that documents a reading, an alternative or a historical result
// and has no effect on play (kind "note"); its keys are free.
class NoteRule : public SpecialRule {
 public:
  explicit NoteRule(RuleParams& p);
};

}  // namespace bohemia
