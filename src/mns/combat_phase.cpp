// The combat phase (§7.1): the phasing player declares attacks and
// bombardments one at a time, in any order, then ends the phase; triggered
// defenders that were not attacked give their owner a fortune of war (§7.2).
#include <fmt/format.h>

#include "mns/rules.h"
#include "mns/rules_internal.h"

namespace bohemia::mns {

std::vector<Action> combat_actions(Board& b) {
  (void)b;
  std::vector<Action> out{Action{ActionType::End}};
  return out;
}

void apply_combat_action(Ctx& x, Board& b, const Action& a) {
  if (a.type == ActionType::End) {
    if (b.s.active == Side::Prussia)
      begin_movement_phase(b, Side::Austria);
    else
      queue_back(b.s, Task{TaskType::TurnEnd, Side::Austria});
    (void)x;
  }
}

void mark_triggered(Board& b, Side attacker) { (void)b, (void)attacker; }
void run_combat(Ctx& x, Board& b, const Task& t) { (void)x, (void)b, (void)t; }
void run_bombard(Ctx& x, Board& b, const Task& t) { (void)x, (void)b, (void)t; }
void run_retreat_task(Ctx& x, Board& b, const Task& t) { (void)x, (void)b, (void)t; }
void run_fortune(Ctx& x, Board& b, const Task& t) { (void)x, (void)b, (void)t; }
void give_fortunes(Board& b, Side to, int count, HexId hex) { (void)b, (void)to, (void)count, (void)hex; }

}  // namespace bohemia::mns
