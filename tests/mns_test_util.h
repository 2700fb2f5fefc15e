// Helpers for the Musket & Saber tests: the Königgrätz scenario loaded once,
// actions played by their notation (docs/mns/notation.md) with scripted
// dice, the historical set-up played through, and a Board over a state for
// the tests of one rule.
#pragma once

#include <gtest/gtest.h>
#include <toml++/toml.h>

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
inline Game after_setup(std::uint64_t seed = 1, std::shared_ptr<const Scenario> sc = nullptr) {
  Game g(sc ? sc : koniggratz(), seed);
  play(g, "setup historical");
  for (int guard = 0; guard < 5000 && g.state().phase == Phase::Setup; ++guard) {
    if (g.wait() == WaitKind::Chance)
      roll(g, 3);
    else
      EXPECT_FALSE(g.apply(g.legal_actions().front()).has_value());
  }
  return g;
}

// A position of tests/mns/data (a TOML file: [position] weather, and each
// [[piece]] with its id, hex and flags among "disrupted", "back",
// "open", "line N" (apex 0-5), "charge HEX", "unmoved"; every other piece
// counts as moved this phase), set up at the end of the
// Prussian movement phase of turn 1 with every other piece out of play,
// no hidden markers; then "end": the Prussian combat phase begins (unless
// `end_movement` is false: the Prussian movement phase goes on).
// `sc`: a changed copy of the scenario (a rule no shipped counter shows).
inline Game position(const std::string& name, std::uint64_t seed = 1,
                     std::shared_ptr<const Scenario> scenario = nullptr, bool end_movement = true) {
  Game g = after_setup(seed, scenario);
  roll(g, 3);
  play(g, "begin");
  const std::string path = std::string(BOHEMIA_MNS_TEST_DATA) + "/" + name;
  toml::table t = toml::parse_file(path);
  State& s = g.state_mut();
  const Scenario& sc = g.scenario();
  for (UnitState& u : s.units)
    if (u.where == Where::Map || u.where == Where::Box) u = UnitState{}, u.where = Where::SetAside;
  for (HmMarker& m : s.markers) m.hex = kNoHex, m.removed = true;
  s.box_revealed = {true, true, true, true};
  std::string w = t["position"]["weather"].value_or(std::string("clear"));
  s.weather = w == "heavy" ? Weather::Heavy : w == "light" ? Weather::Light : Weather::Clear;
  if (const toml::array* pieces = t["piece"].as_array())
    for (const toml::node& n : *pieces) {
      const toml::table& p = *n.as_table();
      int u = unit_index(sc, p["id"].value_or(std::string()));
      EXPECT_GE(u, 0) << path;
      if (u < 0) continue;
      UnitState& x = s.units[static_cast<std::size_t>(u)];
      x.where = Where::Map;
      x.hex = sc.map->grid.parse(p["hex"].value_or(std::string()));
      EXPECT_NE(x.hex, kNoHex) << path << ": " << sc.units[static_cast<std::size_t>(u)].id;
      x.flags = kMoved;  // no recovery at the end of the phase (11.1)
      if (const toml::array* flags = p["flags"].as_array())
        for (const toml::node& f : *flags) {
          std::string v = f.value_or(std::string());
          if (v == "disrupted") x.set(kDisrupted);
          if (v == "back") x.set(kBack);
          if (v == "open") x.set(kOpenOrder);
          if (v == "unmoved") x.set(kMoved, false);  // it may recover at the phase's end (11.1)
          if (v.rfind("line ", 0) == 0) x.line = static_cast<std::int8_t>(std::stoi(v.substr(5)));
          if (v.rfind("charge ", 0) == 0) x.charge = sc.map->grid.parse(v.substr(7));
        }
    }
  ++s.version;
  if (end_movement) play(g, "end");
  return g;
}

// Plays `actions` in order: a number is a die ("roll N"), else a decision.
inline void script(Game& g, std::initializer_list<std::string> actions) {
  for (const std::string& a : actions) {
    bool die = !a.empty() && a.size() <= 2 && std::isdigit(static_cast<unsigned char>(a[0]));
    if (die) {
      ASSERT_EQ(g.wait(), WaitKind::Chance) << "before roll " << a;
      play(g, "roll " + a);
    } else {
      ASSERT_EQ(g.wait(), WaitKind::Decision) << "before " << a;
      play(g, a);
    }
  }
}

inline const UnitState& unit(const Game& g, const std::string& id) {
  return g.state().units[static_cast<std::size_t>(unit_index(g.scenario(), id))];
}

inline std::string hex_of(const Game& g, const std::string& id) {
  const UnitState& x = unit(g, id);
  return x.where == Where::Map ? g.scenario().map->label(x.hex) : "off";
}

// Passes every fortune of war offered now (12.4: an unused fortune is lost).
inline void pass_fortunes(Game& g) {
  auto offered = [&] {
    const auto& l = g.legal_actions();
    return g.wait() == WaitKind::Decision &&
           std::any_of(l.begin(), l.end(), [](const Action& a) { return a.type == ActionType::Fortune; });
  };
  for (int guard = 0; guard < 50 && offered(); ++guard) play(g, "pass");
}

// The log lines of a section, in order.
inline std::vector<std::string> lines_of(const Game& g, const std::string& section) {
  std::vector<std::string> out;
  for (const Event& e : g.log())
    if (e.section == section) out.push_back(e.text);
  return out;
}

// Whether a log line of `section` contains `text`.
inline bool logged(const Game& g, const std::string& section, const std::string& text) {
  for (const std::string& l : lines_of(g, section))
    if (l.find(text) != std::string::npos) return true;
  return false;
}

}  // namespace bohemia::mns::test
