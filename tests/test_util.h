// Shared helpers for tests that drive a Game through its public API.
#pragma once

#include <gtest/gtest.h>

#include <cstdlib>
#include <initializer_list>
#include <string>

#include "gbn3/game.h"
#include "gbn3/scenario.h"

namespace bohemia::test {

// Loads a scenario from tests/data (fixtures) or data/ (the real ones).
inline std::shared_ptr<const Scenario> fixture(const std::string& id) {
  setenv("BOHEMIA_DATA", BOHEMIA_TEST_DATA, 1);
  auto sc = load_scenario(id);
  unsetenv("BOHEMIA_DATA");
  return sc;
}
inline std::shared_ptr<const Scenario> real(const std::string& id) {
  unsetenv("BOHEMIA_DATA");
  return load_scenario(id);
}

// Applies actions written in notation; fails the test on any refusal.
inline void play(Game& g, std::initializer_list<const char*> script) {
  for (const char* text : script) {
    std::string err;
    auto a = g.parse(text, &err);
    ASSERT_TRUE(a.has_value()) << err;
    auto bad = g.apply(*a);
    ASSERT_FALSE(bad.has_value()) << "'" << text << "' refused: " << *bad << " at " << g.describe_turn();
  }
}

// The refusal message for an action, or "" if it was applied.
inline std::string refuse(Game& g, const char* text) {
  std::string err;
  auto a = g.parse(text, &err);
  if (!a) return err;
  auto bad = g.apply(*a);
  return bad ? *bad : std::string();
}

inline bool has_action(const Game& g, const std::string& text) {
  for (const Action& a : g.legal_actions())
    if (g.notation(a) == text) return true;
  return false;
}

inline int count_actions(const Game& g, ActionType t) {
  int n = 0;
  for (const Action& a : g.legal_actions())
    if (a.type == t) ++n;
  return n;
}

inline bool log_contains(const Game& g, const std::string& section, const std::string& text) {
  for (const auto& e : g.log())
    if (e.section == section && e.text.find(text) != std::string::npos) return true;
  return false;
}

inline int unit(const Game& g, const char* id) { return g.scenario().unit_index(id); }
inline std::string hex_of(const Game& g, const char* id) {
  const auto& x = g.state().units[static_cast<std::size_t>(unit(g, id))];
  return x.where == Where::Map ? g.scenario().map->label(x.hex) : "off";
}

}  // namespace bohemia::test
