// The special rules of Nachod (VV157 §11), for the scenario file's
// [special.nachod_*] tables.
#pragma once

#include "gbn3/special/special_rule.h"

namespace bohemia {

// VV157 §11.1.1: "End of the battle on 1d6 >= 3 starting at 16.00 at the end
// of each turn (add +1 to the die each turn)". From the end of `from_turn`,
// at the end of each turn before the last, 1d6 + `first_modifier` +
// `modifier_per_turn` per turn since `from_turn` >= `roll_at_least` ends the
// battle: it is scored at once as at its last turn. A-30: +0 at 16.00
// (first_modifier 0); the other reading is first_modifier 1.
class NachodRandomEnd : public SpecialRule {
 public:
  explicit NachodRandomEnd(RuleParams& p);
  int from_turn = 0;
  int roll_at_least = 0;
  int first_modifier = 0;
  int modifier_per_turn = 0;
  // The modifier of the roll at the end of `turn`.
  int modifier(int turn) const { return first_modifier + modifier_per_turn * (turn - from_turn); }
  void at_end_of_turn(Game& g) const override;
  std::optional<PossibleEnd> possible_last_turn() const override { return PossibleEnd{from_turn, true}; }
  TaskActor task_actor(const Game& g, const Task& t) const override;
  void task_roll(Game& g, const Task& t, int die) const override;

 protected:
  // Whether the rule rolls at all in this game now (a campaign's day may
  // play it only under some victory conditions).
  virtual bool in_force(const Game& g) const;
};

}  // namespace bohemia
