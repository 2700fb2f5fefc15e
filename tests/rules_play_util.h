// Helpers for the rules tests of the sequence of play and combat (§6-§10):
// drive a Game through the command phase and past activation steps with
// scripted dice, and read back piece state by id.
#pragma once

#include "test_util.h"

namespace bohemia::test {

// §7-§8: every CinC stays put (reaction tests are rolled 1, i.e. failed; a
// CinC who may move without a test declines), then the initiative dice are
// rolled: p_die for the Prussian CinC, a_die for the Austrian one.
inline void command_phase(Game& g, int p_die, int a_die) {
  for (int guard = 0; guard < 20 && g.state().phase != Phase::InitiativeRoll; ++guard) {
    if (g.state().phase == Phase::CincReaction) {
      play(g, {"roll 1"});
    } else if (g.state().phase == Phase::CincMove) {
      std::string stay =
          "cinc " + g.scenario().cincs[static_cast<std::size_t>(g.state().cinc_cursor)].id + " stay";
      play(g, {stay.c_str()});
    } else {
      FAIL() << "unexpected phase before initiative: " << g.describe_turn();
    }
  }
  while (g.state().phase == Phase::InitiativeRoll) {
    int c = g.state().roll_a;
    bool prussian = g.scenario().cincs[static_cast<std::size_t>(c)].side == Side::Prussia;
    std::string r = "roll " + std::to_string(prussian ? p_die : a_die);
    play(g, {r.c_str()});
  }
}

// Passes the remaining steps of the current activation that need no action
// (command, barrage, movement, declaration), stopping at chance or combat.
inline void pass(Game& g) {
  for (int guard = 0; guard < 10 && g.actor().kind == ActorKind::Decision; ++guard) {
    Phase p = g.state().phase;
    if (!g.state().tasks.empty()) return;
    const char* a = p == Phase::Command    ? "ready"
                    : p == Phase::Barrage  ? "hold"
                    : p == Phase::Movement ? "end move"
                    : p == Phase::Declare  ? "end assaults"
                                           : nullptr;
    if (!a) return;
    play(g, {a});
  }
}

// Passes the command and barrage steps of the current activation: the game
// then waits in its movement phase.
inline void to_movement(Game& g) {
  for (int guard = 0; guard < 10 && g.state().phase != Phase::Movement; ++guard) {
    if (g.state().phase == Phase::Command)
      play(g, {"ready"});
    else if (g.state().phase == Phase::Barrage)
      play(g, {"hold"});
    else
      return;
  }
}

inline HexId hex(const Game& g, const char* label) { return g.scenario().map->parse_label(label); }
inline const UnitState& ustate(const Game& g, const char* id) {
  return g.state().units[static_cast<std::size_t>(unit(g, id))];
}
inline bool disorganised(const Game& g, const char* id) { return ustate(g, id).disorganised; }
inline int losses(const Game& g, const char* id) { return ustate(g, id).losses; }
inline const CommanderState& fc(const Game& g, const char* formation) {
  return g.state().commanders[static_cast<std::size_t>(g.scenario().formation_index(formation))];
}
inline std::string fc_hex(const Game& g, const char* formation) {
  const CommanderState& c = fc(g, formation);
  return c.where == Where::Map ? g.scenario().map->label(c.hex) : "off";
}
inline bool starts_with(const std::string& s, const std::string& p) { return s.rfind(p, 0) == 0; }
// Legal actions (notation) starting with a prefix.
inline std::vector<std::string> actions_with(const Game& g, const std::string& prefix) {
  std::vector<std::string> out;
  for (const Action& a : g.legal_actions())
    if (starts_with(g.notation(a), prefix)) out.push_back(g.notation(a));
  return out;
}

}  // namespace bohemia::test
