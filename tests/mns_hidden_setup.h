// The historical set-up of Königgrätz with every unit that may hide hidden
// (§19.8), shared by the tests of hidden movement and of the computer
// players: boxes taken in turn (A, B, C, D, A…) where the box is open to
// the unit, each marker on the first hex offered; `real` picks which marker
// of every pair is the real one (§19.8B), the one choice of the set-up the
// Prussian never sees; with `stride` k each box in turn takes k units
// (the same units dealt among the boxes differently).
#pragma once

#include <memory>

#include "mns/mns_state.h"
#include "mns_test_util.h"

namespace bohemia::mns::test {

inline std::unique_ptr<MnsState> hidden_setup(std::uint64_t seed, int real = 1, int stride = 1) {
  auto st = std::make_unique<MnsState>(mns_system(), koniggratz(), seed);
  const Game& g = st->game();
  int hidden = 0;
  for (int guard = 0; guard < 5000 && g.state().phase == Phase::Setup; ++guard) {
    if (g.wait() == WaitKind::Chance) {
      EXPECT_FALSE(st->apply(st->sample_chance()).has_value());
      continue;
    }
    const std::vector<Action>& l = g.legal_actions();
    const Action* pick = &l.front();
    for (const Action& a : l)
      if (a.type == ActionType::Hide && (pick->type != ActionType::Hide || a.value == (hidden / stride) % 4))
        pick = &a;
    hidden += pick->type == ActionType::Hide;
    if (pick->type == ActionType::Real)
      for (const Action& a : l)
        if ((a.unit - kMarkerBase) % 2 == real) pick = &a;
    EXPECT_FALSE(st->apply(MnsState::pack(*pick)).has_value());
  }
  EXPECT_GT(hidden, 1);
  return st;
}

}  // namespace bohemia::mns::test
