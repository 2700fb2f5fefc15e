// Small positions for the rule tests of §1, §3-§5, §9.2.1, §9.4 and the
// tables: a scenario is written from a compact description into a temporary
// file and loaded with the maps of tests/data/maps, so that each test sets up
// exactly the pieces it needs next to its assertions.
//
// Set-up lines read "HEX FACING piece piece ..." and reinforcement lines
// "HOUR HEX piece piece ...". A unit id followed by '!' starts disorganised,
// one followed by '#N' starts with N step losses ("a-inf1#1").
// Formation commanders are placed with their formation id ("p-div", "a-bde"),
// commanders-in-chief with "p-cinc" / "a-cinc"; a commander-in-chief not
// placed explicitly is put on his formation commander's hex so that the
// formation is in command (§7.2).
#pragma once

#include <gtest/gtest.h>
#include <unistd.h>

#include <atomic>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "gbn3/game.h"
#include "gbn3/scenario.h"
#include "gbn3/special/rule_catalog.h"
#include "test_util.h"

namespace bohemia::test {

struct Position {
  std::string map = "testmap";  // a map of tests/data/maps, else of data/gbn3/maps
  std::string edition = "VV165";
  std::vector<std::string> setup;           // "HEX FACING pieces..."
  std::vector<std::string> reinforcements;  // "HOUR HEX pieces..."
  std::string prussia_edge = "0101-1001";
  std::string austria_edge = "0110-1010";
  int p_demo = 30, a_demo = 30;        // demoralisation thresholds of p-div and a-bde (§10.2)
  std::vector<std::string> locations;  // victory locations, "PLACE VP" (places of the map)
  std::string night_turns = "[]";      // hours, e.g. "[9]"
  std::string tables;                  // more TOML: [night], [special.<name>] tables
  const RuleCatalog* extra = nullptr;  // kinds of special rules of the test's own
};

// The order of battle every position draws from: id -> TOML body.
inline const std::map<std::string, std::string>& roster() {
  static const std::map<std::string, std::string> r = {
      {"p-inf1", "side=\"prussia\"\nformation=\"p-div\"\ntype=\"infantry\"\ncombat=4\nmorale=2\nmovement=4"},
      {"p-inf2", "side=\"prussia\"\nformation=\"p-div\"\ntype=\"infantry\"\ncombat=4\nmorale=2\nmovement=4"},
      {"p-inf3", "side=\"prussia\"\nformation=\"p-div\"\ntype=\"infantry\"\ncombat=4\nmorale=2\nmovement=4"},
      {"p-jag1", "side=\"prussia\"\nformation=\"p-div\"\ntype=\"light\"\ncombat=1\nmorale=1\nmovement=4"},
      {"p-jag2", "side=\"prussia\"\nformation=\"p-div\"\ntype=\"light\"\ncombat=1\nmorale=1\nmovement=4"},
      {"p-jag3", "side=\"prussia\"\nformation=\"p-div\"\ntype=\"light\"\ncombat=1\nmorale=1\nmovement=4"},
      {"p-cav1", "side=\"prussia\"\nformation=\"p-div\"\ntype=\"cavalry\"\ncombat=2\nmorale=1\nmovement=6"},
      {"p-cav2", "side=\"prussia\"\nformation=\"p-div\"\ntype=\"cavalry\"\ncombat=2\nmorale=1\nmovement=6"},
      {"p-cav3", "side=\"prussia\"\nformation=\"p-div\"\ntype=\"cavalry\"\ncombat=2\nmorale=1\nmovement=6"},
      {"p-cav4", "side=\"prussia\"\nformation=\"p-div\"\ntype=\"cavalry\"\ncombat=2\nmorale=1\nmovement=6"},
      {"p-inf9", "side=\"prussia\"\nformation=\"p-div\"\ntype=\"infantry\"\ncombat=9\nmorale=2\nmovement=4"},
      {"p-hcav",
       "side=\"prussia\"\nformation=\"p-div\"\ntype=\"cavalry\"\nheavy=true\ncombat=2\nmorale=1\nmovement=6"},
      {"p-art1",
       "side=\"prussia\"\nformation=\"p-div\"\ntype=\"artillery\"\ncombat=2\nmorale=2\nmovement=4\nrange=3"},
      {"p-art2",
       "side=\"prussia\"\nformation=\"p-div\"\ntype=\"artillery\"\ncombat=2\nmorale=2\nmovement=4\nrange=3"},
      {"p-art3",
       "side=\"prussia\"\nformation=\"p-div\"\ntype=\"artillery\"\ncombat=2\nmorale=2\nmovement=4\nrange=3"},
      {"a-inf1", "side=\"austria\"\nformation=\"a-bde\"\ntype=\"infantry\"\ncombat=4\nmorale=2\nmovement=4"},
      {"a-inf2", "side=\"austria\"\nformation=\"a-bde\"\ntype=\"infantry\"\ncombat=4\nmorale=2\nmovement=4"},
      {"a-inf3", "side=\"austria\"\nformation=\"a-bde\"\ntype=\"infantry\"\ncombat=4\nmorale=2\nmovement=4"},
      {"a-jag1", "side=\"austria\"\nformation=\"a-bde\"\ntype=\"light\"\ncombat=1\nmorale=1\nmovement=4"},
      {"a-cav1", "side=\"austria\"\nformation=\"a-bde\"\ntype=\"cavalry\"\ncombat=2\nmorale=1\nmovement=6"},
      {"a-cav2", "side=\"austria\"\nformation=\"a-bde\"\ntype=\"cavalry\"\ncombat=2\nmorale=1\nmovement=6"},
      {"a-art1",
       "side=\"austria\"\nformation=\"a-bde\"\ntype=\"artillery\"\ncombat=2\nmorale=1\nmovement=4\nrange=3"},
  };
  return r;
}

inline std::vector<std::string> split_words(const std::string& s) {
  std::vector<std::string> out;
  std::istringstream in(s);
  std::string w;
  while (in >> w) out.push_back(w);
  return out;
}

inline std::string quoted_list(const std::vector<std::string>& v) {
  std::string s = "[";
  for (std::size_t i = 0; i < v.size(); ++i) s += (i ? ", \"" : "\"") + v[i] + "\"";
  return s + "]";
}

inline std::string scenario_text(const Position& p) {
  std::ostringstream t;
  t << "[scenario]\nid = \"h1-position\"\nname = \"rule test position\"\nedition = \"" << p.edition
    << "\"\nrules = \"tests\"\nmap = \"" << p.map
    << "\"\nfirst_turn = 9\nlast_turn = 12\nnight_turns = " << p.night_turns
    << "\ninitiative_tie = \"prussia\"\n\n"
    << "[sides.prussia]\nretreat_edge = [\"" << p.prussia_edge << "\"]\n[sides.austria]\nretreat_edge = [\""
    << p.austria_edge << "\"]\n\n";
  t << "[[commander_in_chief]]\nid = \"p-cinc\"\nname = \"P CinC\"\nside = \"prussia\"\nreaction = "
       "3\ninitiative = 1\n\n"
    << "[[commander_in_chief]]\nid = \"a-cinc\"\nname = \"A CinC\"\nside = \"austria\"\nreaction = "
       "3\ninitiative = 1\n\n"
    << "[[formation]]\nid = \"p-div\"\nname = \"P division\"\nside = \"prussia\"\ncinc = "
       "\"p-cinc\"\ncommander = \"General "
       "P\"\ncommand = 2\nbonus = 1\nsteps = 30\ndemo = "
    << p.p_demo << "\nvp = 1\n\n"
    << "[[formation]]\nid = \"a-bde\"\nname = \"A brigade\"\nside = \"austria\"\ncinc = "
       "\"a-cinc\"\ncommander = \"General "
       "A\"\ncommand = 2\nbonus = 1\nsteps = 30\ndemo = "
    << p.a_demo << "\nvp = 1\n\n";
  std::set<std::string> used;
  std::map<std::string, std::string> formation_hex;
  bool p_cinc = false, a_cinc = false;
  std::ostringstream placements;
  for (const std::string& line : p.setup) {
    auto w = split_words(line);
    std::vector<std::string> pieces, dis, losses;
    for (std::size_t i = 2; i < w.size(); ++i) {
      std::string id = w[i];
      if (auto hash = id.find('#'); hash != std::string::npos) {
        losses.push_back("\"" + id.substr(0, hash) + "\" = " + id.substr(hash + 1));
        id = id.substr(0, hash);
      }
      if (!id.empty() && id.back() == '!') {
        id.pop_back();
        dis.push_back(id);
      }
      if (roster().count(id)) used.insert(id);
      if (id == "p-div" || id == "a-bde") formation_hex[id] = w[0];
      if (id == "p-cinc") p_cinc = true;
      if (id == "a-cinc") a_cinc = true;
      pieces.push_back(id);
    }
    placements << "[[setup]]\nhex = \"" << w[0] << "\"\nfacing = \"" << w[1]
               << "\"\npieces = " << quoted_list(pieces) << "\n";
    if (!dis.empty()) placements << "disorganised = " << quoted_list(dis) << "\n";
    if (!losses.empty()) {
      placements << "losses = { ";
      for (std::size_t i = 0; i < losses.size(); ++i) placements << (i ? ", " : "") << losses[i];
      placements << " }\n";
    }
    placements << "\n";
  }
  for (const std::string& line : p.reinforcements) {
    auto w = split_words(line);
    std::vector<std::string> pieces(w.begin() + 2, w.end());
    for (const auto& id : pieces) {
      if (roster().count(id)) used.insert(id);
      if (id == "p-cinc") p_cinc = true;  // a commander-in-chief who arrives later
      if (id == "a-cinc") a_cinc = true;
    }
    placements << "[[reinforcement]]\nturn = " << w[0] << "\nhex = \"" << w[1]
               << "\"\npieces = " << quoted_list(pieces) << "\n\n";
  }
  if (!p_cinc && formation_hex.count("p-div"))
    placements << "[[setup]]\nhex = \"" << formation_hex["p-div"]
               << "\"\nfacing = \"N\"\npieces = [\"p-cinc\"]\n\n";
  if (!a_cinc && formation_hex.count("a-bde"))
    placements << "[[setup]]\nhex = \"" << formation_hex["a-bde"]
               << "\"\nfacing = \"N\"\npieces = [\"a-cinc\"]\n\n";
  for (const auto& id : used)
    t << "[[unit]]\nid = \"" << id << "\"\nname = \"" << id << "\"\n" << roster().at(id) << "\n\n";
  t << placements.str();
  t << "[victory]\nloss_vp_every = 2\nmajor = 5\nminor = 2\n";
  for (const std::string& l : p.locations) {
    auto w = split_words(l);
    t << "[[victory.location]]\nplace = \"" << w[0] << "\"\nvp = " << w[1] << "\n";
  }
  t << "\n" << p.tables << "\n";
  return t.str();
}

inline std::shared_ptr<const Scenario> position(const Position& p) {
  static std::atomic<int> counter{0};
  namespace fs = std::filesystem;
  fs::path file = fs::temp_directory_path() /
                  ("bohemia-h1-" + std::to_string(::getpid()) + "-" + std::to_string(counter++) + ".toml");
  {
    std::ofstream out(file);
    out << scenario_text(p);
  }
  // The test maps (tests/data/maps), or a real one of data/gbn3/maps by its id.
  const bool test_map = fs::exists(fs::path(BOHEMIA_TEST_DATA) / "maps" / (p.map + ".toml"));
  if (test_map) setenv("BOHEMIA_DATA", BOHEMIA_TEST_DATA, 1);
  std::shared_ptr<const Scenario> sc;
  try {
    sc = load_scenario(file.string(), p.extra);
  } catch (...) {
    unsetenv("BOHEMIA_DATA");
    fs::remove(file);
    throw;
  }
  unsetenv("BOHEMIA_DATA");
  fs::remove(file);
  return sc;
}

inline HexId hx(const Game& g, const char* label) { return g.scenario().map->parse_label(label); }

// Plays the command phase and the draws so that `formation` is the activated
// formation, then passes its command and barrage steps: the game then waits in
// `stop` (Movement by default) for that formation. Reaction tests fail (the
// commanders-in-chief stay), the side of `formation` wins the initiative.
inline void drive_to(Game& g, const char* formation, Phase stop = Phase::Movement) {
  const Scenario& sc = g.scenario();
  int f = sc.formation_index(formation);
  ASSERT_GE(f, 0) << formation;
  Side side = sc.formations[static_cast<std::size_t>(f)].side;
  for (int guard = 0; guard < 200; ++guard) {
    const State& s = g.state();
    if (s.active_formation == f && s.phase == stop) return;
    const char* text = nullptr;
    std::string buf;
    switch (s.phase) {
      case Phase::CincReaction:
        text = "roll 1";
        break;
      case Phase::CincMove:
        buf = "cinc " + sc.cincs[static_cast<std::size_t>(s.cinc_cursor)].id + " stay";
        break;
      case Phase::InitiativeRoll:
        text = sc.cincs[static_cast<std::size_t>(s.roll_a)].side == side ? "roll 6" : "roll 1";
        break;
      case Phase::InitiativePick:
        buf = std::string("first ") +
              (s.acting == side ? formation : (side == Side::Prussia ? "a-bde" : "p-div"));
        break;
      case Phase::Draw:
        buf = std::string("draw ") + formation;
        break;
      case Phase::Command:
        if (s.active_formation == f && stop == Phase::Command) return;
        text = "ready";
        break;
      case Phase::Barrage:
        if (s.active_formation == f && stop == Phase::Barrage) return;
        text = "hold";
        break;
      case Phase::Movement:
        text = "end move";
        break;
      case Phase::Declare:
        text = "end assaults";
        break;
      default:
        FAIL() << "drive_to: unexpected phase at " << g.describe_turn();
        return;
    }
    if (text) buf = text;
    std::string err;
    auto a = g.parse(buf, &err);
    ASSERT_TRUE(a.has_value()) << err;
    auto bad = g.apply(*a);
    ASSERT_FALSE(bad.has_value()) << buf << ": " << *bad << " at " << g.describe_turn();
  }
  FAIL() << "drive_to: " << formation << " never reached the phase";
}

// Hexes a unit may end its move in (from Game::reachable), and their costs in
// whole movement points (half points are kept doubled by the engine).
inline bool reaches(const Game& g, const char* unit_id, const char* label) {
  HexId h = hx(g, label);
  for (const Reach& r : g.reachable(unit(g, unit_id)))
    if (r.hex == h) return true;
  return false;
}
inline double cost_to(const Game& g, const char* unit_id, const char* label) {
  HexId h = hx(g, label);
  for (const Reach& r : g.reachable(unit(g, unit_id)))
    if (r.hex == h) return r.cost / 2.0;
  return -1;
}

// What a combat roll produced, read from the state right after the roll:
// "T" a morale test is pending, "D" the unit was disorganised, "D+1" it was
// disorganised and lost a step (or the +1 loss waits to be assigned), "-"
// nothing happened.
inline std::string outcome_for(const Game& g, const char* unit_id) {
  const State& s = g.state();
  const auto& x = s.units[static_cast<std::size_t>(unit(g, unit_id))];
  if (!s.tasks.empty() && s.tasks.front().kind == TaskKind::MoraleTest) return "T";
  if (!s.tasks.empty() && s.tasks.front().kind == TaskKind::ExtraLoss) return "D+1";
  if (x.losses > 0 || x.where == Where::Eliminated) return "D+1";
  if (x.disorganised) return "D";
  return "-";
}

// From the movement phase of the attacker: ends the movement, declares one
// assault (notation), lets the defender stand (no retreat before combat, no
// support, no fire from units not assaulted), fires the defensive fire with `defence_die` and, unless
// `stop_after_defence`, attacks with `attack_die` (with the commander's bonus
// when `bonus`). Returns the outcome for `subject` right after the last roll.
inline std::string assault(Game& g, const char* declaration, int defence_die, int attack_die,
                           const char* subject, bool bonus = false, bool stop_after_defence = false) {
  play(g, {"end move", declaration});
  // With nothing left to declare the engine ends the declarations itself.
  if (g.state().phase == Phase::Declare) play(g, {"end assaults"});
  if (::testing::Test::HasFatalFailure()) return "?";
  for (int guard = 0; guard < 50; ++guard) {
    const State& s = g.state();
    std::string text;
    if (g.actor().kind == ActorKind::Chance) {
      if (s.phase != Phase::Combat || !s.tasks.empty()) {
        ADD_FAILURE() << "assault: unexpected chance at " << g.describe_turn();
        return "?";
      }
      if (s.work.step == CombatStep::DefRoll) {
        text = "roll " + std::to_string(defence_die);
        play(g, {text.c_str()});
        if (stop_after_defence) return outcome_for(g, subject);
        continue;
      }
      if (s.work.step == CombatStep::AttackRoll) {
        text = "roll " + std::to_string(attack_die);
        play(g, {text.c_str()});
        return outcome_for(g, subject);
      }
      ADD_FAILURE() << "assault: unexpected chance step at " << g.describe_turn();
      return "?";
    }
    if (s.phase == Phase::Select) {
      text = g.notation(g.legal_actions().front());
    } else if (s.phase == Phase::Combat &&
               (s.work.step == CombatStep::Evade || s.work.step == CombatStep::Support ||
                s.work.step == CombatStep::Volley)) {
      text = "stand";
    } else if (s.phase == Phase::Combat && s.work.step == CombatStep::Defend) {
      text = g.notation(g.legal_actions().front());
    } else if (s.phase == Phase::Combat && s.work.step == CombatStep::Attack) {
      text = bonus ? "attack bonus" : "attack";
    } else {
      ADD_FAILURE() << "assault: unexpected decision at " << g.describe_turn();
      return "?";
    }
    play(g, {text.c_str()});
    if (::testing::Test::HasFatalFailure()) return "?";
  }
  ADD_FAILURE() << "assault: no attack roll";
  return "?";
}

}  // namespace bohemia::test
