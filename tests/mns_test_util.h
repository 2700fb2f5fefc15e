// Helpers for the Musket & Saber tests: the Königgrätz scenario loaded once,
// actions played by their notation (docs/mns/notation.md) with scripted
// dice, the historical set-up played through, and a Board over a state for
// the tests of one rule.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <memory>
#include <string>

#include "mns/board.h"
#include "mns/game.h"
#include "mns/mns_system.h"

namespace bohemia::mns::test {

inline const MnsSystem& mns_system() {
  static const MnsSystem sys;
  return sys;
}

inline std::shared_ptr<const Scenario> koniggratz() { return mns_system().scenario("koniggratz"); }

// Plays one action by its notation; fails the test if it is refused.
inline void play(Game& g, const std::string& text) {
  std::string err;
  std::optional<Action> a = g.parse(text, &err);
  ASSERT_TRUE(a.has_value()) << text << ": " << err;
  std::optional<std::string> bad = g.apply(*a);
  ASSERT_FALSE(bad.has_value()) << text << ": " << bad.value_or("");
}

// Rolls `value` (one die) for every chance event pending.
inline void roll(Game& g, int value) {
  for (int guard = 0; guard < 500 && g.wait() == WaitKind::Chance; ++guard)
    play(g, "roll " + std::to_string(g.dice() == 2 ? 2 * value : value));
}

inline bool is_legal(const Game& g, const std::string& text) {
  const auto& l = g.legal_actions();
  return std::any_of(l.begin(), l.end(), [&](const Action& a) { return g.notation(a) == text; });
}

inline int unit_index(const Scenario& sc, const std::string& id) {
  for (std::size_t i = 0; i < sc.units.size(); ++i)
    if (sc.units[i].id == id) return static_cast<int>(i);
  ADD_FAILURE() << "no unit " << id;
  return -1;
}

// The historical set-up (§17.2), each placement the first one offered,
// every die a 3; the game then stands at the Prussian movement phase of turn 1.
inline Game after_setup(std::uint64_t seed = 1) {
  Game g(koniggratz(), seed);
  play(g, "setup historical");
  for (int guard = 0; guard < 5000 && g.state().phase == Phase::Setup; ++guard) {
    if (g.wait() == WaitKind::Chance)
      roll(g, 3);
    else
      EXPECT_FALSE(g.apply(g.legal_actions().front()).has_value());
  }
  return g;
}

// The log lines of a section, in order.
inline std::vector<std::string> lines_of(const Game& g, const std::string& section) {
  std::vector<std::string> out;
  for (const Event& e : g.log())
    if (e.section == section) out.push_back(e.text);
  return out;
}

}  // namespace bohemia::mns::test
