// The between-days disengagement of the two-day campaigns (VV157 §13.2,
// VV165 §13.2): units left in an enemy zone of control at the end of day 1
// leave it as in a retreat after combat, and the loser's units so concerned
// test morale. The editions' differences are parameters of the table.
#pragma once

#include <string>
#include <vector>

#include "gbn3/special/special_rule.h"

namespace bohemia {

// What a failed morale test of the disengagement does.
enum class DisengagementFailure : std::uint8_t {
  Disorganised,  // disorganised, nothing more if already so (VV157 §13.2, A-57)
  CombatResult,  // as a CRT "D" without the retreat: a step loss if already disorganised
};

// Between the days, every unit in an enemy ZoC on a hex of protection level
// `protection` or less must leave the enemy ZoC as in a retreat after combat
// (§9.5.8); with `loser_morale_test`, the loser's units so concerned also
// test morale (`morale_failure` says what a failure does). The loser's side
// goes first, `first_on_tie` on a draw (VV157: the Austrian, VV165: the
// Prussian, D-40). With `skip_if_day1_ended_early` nothing happens when a
// rule ended day 1 early (VV165 §13.2: "If General Bonin did not panic").
class Disengagement : public SpecialRule {
 public:
  explicit Disengagement(RuleParams& p);
  int protection = 1;
  Side first_on_tie = Side::Austria;
  bool loser_morale_test = true;
  DisengagementFailure morale_failure = DisengagementFailure::Disorganised;
  bool skip_if_day1_ended_early = false;
  // Must unit u of `side` disengage now?
  bool must_disengage(const Game& g, int u) const;
  void between_days(RuleEffects& fx) const override;
  TaskActor task_actor(const Game& g, const Task& t) const override;
  void task_actions(const Game& g, const Task& t, std::vector<Action>& out) const override;
  void apply_task_action(RuleEffects& fx, const Task& t, const Action& a) const override;
  void task_roll(RuleEffects& fx, const Task& t, int die) const override;
  std::string notation(const Game& g, const Action& a) const override;
  std::optional<Action> parse_action(const Game& g, const std::vector<std::string>& words) const override;

 private:
  Side first(const Game& g) const;
  Side side_of_pass(const Game& g, int pass) const;
  bool tests_morale(const Game& g, int u) const;
  // Has unit u disengaged already (or lost its step in place)?
  bool done(const Game& g, int u) const;
  void mark_done(RuleEffects& fx, int u) const;
  // Queues the next decision (or roll) of pass `pass` (0 the first side, 1
  // the other), first in line (or last, for the first: after the
  // between-days tasks queued before); nothing once both passes are done.
  void next(RuleEffects& fx, int pass, bool first_in_line = true) const;
};

}  // namespace bohemia
