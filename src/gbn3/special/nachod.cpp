// Nachod (VV157 §11): the random end of the battle from 16.00. Every hour
// and value comes from the scenario's [special.nachod_random_end] table.
#include "gbn3/special/nachod.h"

#include <fmt/format.h>

#include "gbn3/rules.h"
#include "gbn3/special/battles.h"
#include "gbn3/special/rule_params.h"

namespace bohemia {

NachodRandomEnd::NachodRandomEnd(RuleParams& p) {
  const Scenario& sc = p.scenario();
  from_turn = p.turn("from_turn");
  roll_at_least = p.integer("roll_at_least", 1, 12);
  first_modifier = p.integer("first_modifier", -6, 6);
  modifier_per_turn = p.integer("modifier_per_turn", 0, 6);
  // The turn track must reach the turn at which the end is certain (a roll
  // of 1 suffices): otherwise the scenario would end before the rule says.
  int certain = from_turn;
  while (certain < sc.last_turn && 1 + modifier(certain) < roll_at_least) ++certain;
  if (1 + modifier(certain) < roll_at_least)
    p.fail("from_turn", fmt::format("the end is not certain by the last turn {} (raise last_turn)",
                                    Rules::hour(sc.last_turn)));
  implement({Hook::EndOfTurn, Hook::Tasks});
}

bool NachodRandomEnd::in_force(const Game&) const { return true; }

// The roll is made at the end of each turn from `from_turn`; the last turn
// of the track ends the battle anyway (A-30: 18.00, where +2 makes it certain).
void NachodRandomEnd::at_end_of_turn(RuleEffects& fx) const {
  const Game& g = fx.game();
  const int turn = g.state().turn;
  if (turn < from_turn || turn >= g.scenario().last_turn || !in_force(g)) return;
  fx.queue_task(*this, Task{});
}

TaskActor NachodRandomEnd::task_actor(const Game&, const Task&) const {
  return {ActorKind::Chance, Side::Prussia, ChanceKind::D6};
}

void NachodRandomEnd::task_roll(RuleEffects& fx, const Task&, int die) const {
  const Game& g = fx.game();
  const int turn = g.state().turn;
  const int m = modifier(turn);
  const int total = die + m;
  const bool ends = total >= roll_at_least;
  log(fx, fmt::format("end of the battle? die {} {} {} = {} ({} {}): {}", die, m < 0 ? "-" : "+",
                      m < 0 ? -m : m, total, ends ? ">=" : "<", roll_at_least,
                      ends ? "the battle ends at the end of " + Rules::hour(turn) : "the battle goes on"));
  if (ends) fx.finish_game();
}

void add_nachod_rules(RuleCatalog& c) {
  c.add<NachodRandomEnd>(
      "nachod_random_end", "VV157 §11.1.1",
      "from an hour, at the end of each turn, 1d6 + a modifier growing each turn ends the battle");
}

}  // namespace bohemia
