// The sequence of play (§6): command phase (§7, §8), operations phase (§9)
// and rally phase (§10), turn after turn until the scenario ends.
#include <fmt/format.h>

#include <algorithm>

#include "gbn3/rules.h"
#include "gbn3/special/special_rule.h"

namespace bohemia {

void Rules::start(Game& g) {
  const Scenario& sc = *g.sc_;
  State& s = g.s_;
  const Map& m = map(g);
  s.units.assign(sc.units.size(), UnitState{});
  s.commanders.assign(sc.formations.size(), CommanderState{});
  s.cincs.assign(sc.cincs.size(), CincState{});
  s.last_occupant.assign(static_cast<std::size_t>(m.size()), -1);
  s.entered_at.assign(static_cast<std::size_t>(m.size()), 0);
  s.demoralised.assign(sc.formations.size(), false);
  s.rule_vars.assign(static_cast<std::size_t>(sc.special.state_size()), 0);
  s.hexsides.clear();
  s.turn = sc.first_turn;
  for (std::size_t u = 0; u < sc.units.size(); ++u) {
    s.units[u].losses = static_cast<std::uint8_t>(sc.start_losses[u]);
    s.units[u].disorganised = sc.start_disorganised[u];
  }
  for (const Placement& p : sc.setup)
    for (const Piece r : p.pieces) switch (r.kind()) {
        case PieceKind::Unit:
          place_unit(g, r.index(), p.hex, p.facing);
          break;
        case PieceKind::Commander:
          s.commanders[static_cast<std::size_t>(r.index())].where = Where::Map;
          s.commanders[static_cast<std::size_t>(r.index())].hex = p.hex;
          break;
        case PieceKind::Cinc:
          s.cincs[static_cast<std::size_t>(r.index())].where = Where::Map;
          s.cincs[static_cast<std::size_t>(r.index())].hex = p.hex;
          break;
      }
  for (std::size_t f = 0; f < sc.formations.size(); ++f) {
    if (sc.formations[f].independent) s.commanders[f].where = Where::Eliminated;  // no commander
    check_demoralisation(g, static_cast<int>(f));
  }
  g.log("6", fmt::format("{} ({}, edition {}) begins at {}", sc.name, sc.rules, sc.edition.id, hour(s.turn)));
  // How it may end before the turn track's last (VV157 §11.1.1's roll).
  for (int i = 0; i < sc.special.size(); ++i) {
    const SpecialRule& r = sc.special.at(i);
    if (const std::optional<PossibleEnd> e = r.possible_last_turn(); e && e->turn < sc.last_turn)
      g.log(r.log_section(),
            e->random ? fmt::format("the battle ends at the end of {} at the latest: from the end of {}, a "
                                    "roll at the end of each turn may end it earlier",
                                    hour(sc.last_turn), hour(e->turn))
                      : fmt::format("the battle may end at the end of {} ({} on the turn track)",
                                    hour(e->turn), hour(sc.last_turn)));
  }
  for (const PendingRule& p : sc.special.pending())
    g.log("6", fmt::format("special rule {} ({}) is not implemented yet: the game is played without it",
                           p.name, p.section));
  RuleEffects fx(g);
  for (const SpecialRule* r : sc.special.with(Hook::GameStart)) r->at_game_start(fx);
  begin_turn(g);
}

std::optional<Arrival> Rules::arrival(const Game& g, Piece p) {
  for (const SpecialRule* r : g.sc_->special.with(Hook::Arrival))
    if (std::optional<Arrival> a = r->arrival(g, p)) return a->hex == kNoHex ? std::nullopt : a;
  for (const Reinforcement& r : g.sc_->reinforcements)
    for (const Piece q : r.pieces)
      if (q == p) return Arrival{r.turn, r.hex};
  return std::nullopt;
}

HexId Rules::entry_hex(const Game& g, int u) {
  if (us(g, u).where != Where::Pending) return kNoHex;
  const std::optional<Arrival> a = arrival(g, Piece::unit(u));
  return a && a->turn <= g.s_.turn ? a->hex : kNoHex;
}

void Rules::begin_turn(Game& g) {
  State& s = g.s_;
  for (auto& x : s.units) {
    x.used_independent = false;
    x.direct = false;
    x.entered = false;
  }
  for (auto& c : s.cincs) {
    c.moved = false;
    c.direct_used = 0;
  }
  for (auto& c : s.commanders) c.arrived = false;
  std::fill(s.entered_at.begin(), s.entered_at.end(), 0);
  // 9.5.13: an eliminated Aide de Camp "is replaced on any unit of the
  // formation that is still in play on the following turn": his owner places
  // him before the command phase (tasks, in the order of the formations).
  s.phase = Phase::TurnStart;
  for (int f = static_cast<int>(s.commanders.size()) - 1; f >= 0; --f) {
    CommanderState& c = s.commanders[static_cast<std::size_t>(f)];
    if (!c.replace_next_turn) continue;
    c.replace_next_turn = false;
    queue_aide_placement(g, f, "9.5.13");
  }
  RuleEffects fx(g);
  for (const SpecialRule* r : g.sc_->special.with(Hook::TurnStart)) r->at_turn_start(fx);
  if (s.tasks.empty()) start_command_phase(g);  // else advance() goes on once they are placed
}

// 9.4: a formation commander due as a reinforcement (his turn has come, he
// has never been on the map) arrives in his entry hex if no enemy unit stands
// there; otherwise he waits off the map, like his units (rulings, 9.4).
bool Rules::commander_arrives(Game& g, int f) {
  CommanderState& c = g.s_.commanders[static_cast<std::size_t>(f)];
  if (c.where != Where::Pending || c.aide) return false;  // on the map, or an Aide de Camp awaited
  const std::optional<Arrival> a = arrival(g, Piece::commander(f));
  if (!a || a->turn > g.s_.turn) return false;
  if (has_enemy(g, a->hex, fdef(g, f).side)) {
    g.log("9.4", fmt::format("{} waits: enemy units stand in his entry hex {}", fdef(g, f).commander,
                             map(g).label(a->hex)));
    return false;
  }
  c.where = Where::Map;
  c.hex = a->hex;
  c.arrived = true;
  g.log("9.4", fmt::format("{} arrives in {}", fdef(g, f).commander, map(g).label(a->hex)));
  return true;
}

void Rules::start_command_phase(Game& g) {
  State& s = g.s_;
  // Formation commanders arriving this turn enter with their formation (9.4).
  for (int f = 0; f < static_cast<int>(s.commanders.size()); ++f) commander_arrives(g, f);
  g.log("6", fmt::format("turn {}: command phase", turn_label(g)));
  s.cinc_cursor = -1;
  next_cinc(g);
}

// 7.1: commanders-in-chief move, Prussians first.
void Rules::next_cinc(Game& g) {
  State& s = g.s_;
  const Scenario& sc = *g.sc_;
  const Map& m = map(g);
  std::vector<int> order;
  for (Side side : {Side::Prussia, Side::Austria})
    for (int c = 0; c < static_cast<int>(sc.cincs.size()); ++c)
      if (sc.cincs[static_cast<std::size_t>(c)].side == side) order.push_back(c);
  auto pos = std::find(order.begin(), order.end(), s.cinc_cursor);
  std::size_t i = s.cinc_cursor < 0 ? 0 : static_cast<std::size_t>(pos - order.begin()) + 1;
  for (; i < order.size(); ++i) {
    int c = order[i];
    CincState& cs = s.cincs[static_cast<std::size_t>(c)];
    const CincDef& cd = sc.cincs[static_cast<std::size_t>(c)];
    bool arriving = false;
    if (cs.where == Where::Pending) {
      const std::optional<Arrival> a = arrival(g, Piece::cinc(c));
      if (a && a->turn <= s.turn && !has_enemy(g, a->hex, cd.side)) {
        cs.where = Where::Map;
        cs.hex = a->hex;
        arriving = true;
      }
      if (!arriving) continue;
      g.log("9.4", fmt::format("{} arrives in {} and moves without a reaction test (7.1 exception 2)",
                               cd.name, m.label(cs.hex)));
    }
    if (cs.where != Where::Map) continue;
    s.cinc_cursor = static_cast<std::int8_t>(c);
    s.acting = cd.side;
    bool near_enemy = false;
    for (int u = 0; u < nunits(g); ++u)
      if (on_map(g, u) && def(g, u).side != cd.side && m.distance(us(g, u).hex, cs.hex) <= 3)
        near_enemy = true;
    if (arriving || near_enemy) {
      if (near_enemy && !arriving)
        g.log("7.1",
              fmt::format("{} is within 3 hexes of the enemy and may move without a reaction test", cd.name));
      s.phase = Phase::CincMove;
    } else {
      s.phase = Phase::CincReaction;
    }
    return;
  }
  command_check(g);
  start_initiative(g);
}

// 7.2: lines of command from each commander-in-chief to his formation commanders.
void Rules::command_check(Game& g) {
  State& s = g.s_;
  std::vector<std::vector<int>> dist(s.cincs.size());
  for (std::size_t c = 0; c < s.cincs.size(); ++c)
    if (s.cincs[c].where == Where::Map)
      dist[c] = command_distances(g, g.sc_->cincs[c].side, s.cincs[c].hex, 12);
  for (int f = 0; f < static_cast<int>(s.commanders.size()); ++f) {
    CommanderState& c = s.commanders[static_cast<std::size_t>(f)];
    if (c.where != Where::Map) continue;
    // "each one only commands the formations that are affiliated with him on
    // the order of battle", or that a special rule gives him (VV157 §13.4).
    bool ok = false;
    for (std::size_t ci = 0; ci < dist.size() && !ok; ++ci)
      ok = !dist[ci].empty() && dist[ci][static_cast<std::size_t>(c.hex)] <= 12 &&
           cinc_commands(g, static_cast<int>(ci), f);
    // A special rule may decide his status whatever his line (e.g. no
    // commander-in-chief and always in command).
    std::optional<bool> said;
    const SpecialRule* by = nullptr;
    for (const SpecialRule* r : g.sc_->special.with(Hook::CommanderInCommand))
      if ((said = r->commander_in_command(g, f))) {
        by = r;
        break;
      }
    if (said) {
      if (*said == c.ooc)
        g.log(by->log_section(), fmt::format("{} is {} by this special rule", fdef(g, f).commander,
                                             *said ? "in command" : "out of command"));
      c.ooc = !*said;
      continue;
    }
    // 9.4: "The reinforcement formations are considered to be in command": no
    // marker on a commander in the turn he arrives.
    if (!ok && commander_arrives_now(g, f)) {
      c.ooc = false;
      g.log("7.2", fmt::format("{} arrives as a reinforcement and is in command this turn (9.4)",
                               fdef(g, f).commander));
      continue;
    }
    if (!ok && !c.ooc)
      g.log("7.2", fmt::format("{} cannot be reached by a line of command: Out of Command marker",
                               fdef(g, f).commander));
    if (ok && c.ooc) g.log("7.2", fmt::format("{} is back within the line of command", fdef(g, f).commander));
    c.ooc = !ok;
  }
}

bool Rules::commander_arrives_now(const Game& g, int f) {
  return g.s_.commanders[static_cast<std::size_t>(f)].arrived;
}

bool Rules::formation_arriving(const Game& g, int f) {
  for (int u = 0; u < nunits(g); ++u)
    if (def(g, u).formation == f && entry_hex(g, u) != kNoHex) return true;
  return false;
}

// 1.2.4: markers of the formations on the map and of those arriving this turn.
std::vector<int> Rules::available_markers(const Game& g, Side side, int cinc) {
  std::vector<int> out;
  for (int f = 0; f < static_cast<int>(g.sc_->formations.size()); ++f) {
    const FormationDef& fd = fdef(g, f);
    if (fd.independent || fd.side != side) continue;
    if (cinc >= 0 && fd.cinc != cinc) continue;
    bool allowed = true;
    for (const SpecialRule* r : g.sc_->special.with(Hook::MarkerAvailable))
      if (!r->marker_available(g, f)) allowed = false;
    if (!allowed) continue;
    bool present = commander_hex(g, f) != kNoHex || formation_arriving(g, f);
    for (int u = 0; u < nunits(g) && !present; ++u)
      if (def(g, u).formation == f && on_map(g, u)) present = true;
    if (present) out.push_back(f);
  }
  return out;
}

// §8 and A-23: the formations the winner of the initiative may send first,
// those of the commander(s)-in-chief holding his side's best roll ("only one
// formation of this Commander in Chief"; a formation a special rule lets
// several command, VV157 §13.4, is one of each's).
std::vector<int> Rules::initiative_choices(const Game& g) {
  std::vector<int> out;
  for (int f : available_markers(g, g.s_.acting, -1)) {
    bool ok = formation_cinc(g, f) < 0;
    for (int c = 0; c < static_cast<int>(g.s_.cincs.size()) && !ok; ++c)
      ok = (g.s_.initiative_best >> c & 1u) && cinc_commands(g, c, f);
    if (ok) out.push_back(f);
  }
  return out;
}

// §8: who rolls for the initiative after roller `after` (-1: the first):
// each commander-in-chief on the map in the order of the list, then each side
// that has none on the map but rolls as if it had (Hook::InitiativeWithoutCinc):
// its roller is kSideRoller + its side index. -1 when nobody is left.
int Rules::next_initiative_roller(const Game& g, int after) {
  const State& s = g.s_;
  const int n = static_cast<int>(s.cincs.size());
  if (after < kSideRoller)
    for (int c = after + 1; c < n; ++c)
      if (s.cincs[static_cast<std::size_t>(c)].where == Where::Map) return c;
  for (Side side : {Side::Prussia, Side::Austria}) {
    const int roller = kSideRoller + side_index(side);
    if (roller <= after || initiative_without_cinc(g, side) < 0) continue;
    return roller;
  }
  return -1;
}

// Hook::InitiativeWithoutCinc: the value a side without a commander-in-chief
// on the map rolls with, or -1.
int Rules::initiative_without_cinc(const Game& g, Side side) {
  const State& s = g.s_;
  for (std::size_t c = 0; c < s.cincs.size(); ++c)
    if (s.cincs[c].where == Where::Map && g.sc_->cincs[c].side == side) return -1;
  for (const SpecialRule* r : g.sc_->special.with(Hook::InitiativeWithoutCinc))
    if (auto v = r->initiative_without_cinc(g, side)) return *v;
  return -1;
}

// Every available marker into the cup (§9).
void Rules::fill_cup(Game& g, int except) {
  State& s = g.s_;
  s.cup = 0;
  for (Side side : {Side::Prussia, Side::Austria})
    for (int f : available_markers(g, side, -1))
      if (f != except) s.cup |= 1u << f;
}

// §8 initiative.
void Rules::start_initiative(Game& g) {
  State& s = g.s_;
  s.initiative_roll = {-1, -1};
  s.initiative_cinc = -1;
  s.initiative_best = 0;
  s.cinc_cursor = -1;
  s.roll_a = -1;
  // A side with the initiative without a roll this turn (a special rule).
  for (const SpecialRule* r : g.sc_->special.with(Hook::InitiativeWinner))
    if (std::optional<Side> w = r->initiative_winner(g)) {
      s.acting = *w;
      for (std::size_t c = 0; c < s.cincs.size(); ++c)
        if (g.sc_->cincs[c].side == *w) s.initiative_best |= 1u << c;
      g.log(r->log_section(),
            fmt::format("{} has the initiative without a roll", *w == Side::Prussia ? "Prussia" : "Austria"));
      s.phase = Phase::InitiativePick;
      if (initiative_choices(g).empty()) {
        fill_cup(g, -1);
        g.log("9", fmt::format("turn {}: operations phase", turn_label(g)));
        s.phase = Phase::Draw;
      }
      return;
    }
  // Roll for each commander-in-chief on the map, Prussians first.
  if (int first = next_initiative_roller(g, -1); first >= 0) {
    s.roll_a = static_cast<std::int16_t>(first);
    s.phase = Phase::InitiativeRoll;
    return;
  }
  // Neither side has a commander-in-chief: every marker goes in the cup.
  fill_cup(g, -1);
  g.log("8", "neither side has a commander-in-chief on the map: all markers go into the cup, no initiative");
  g.log("9", fmt::format("turn {}: operations phase", turn_label(g)));
  s.phase = Phase::Draw;
}

bool Rules::unit_can_act(const Game& g, int u) {
  if (!us(g, u).active) return false;
  for (const SpecialRule* r : g.sc_->special.with(Hook::UnitMayAct))
    if (!r->unit_may_act(g, u)) return false;
  return true;
}

void Rules::start_activation(Game& g, int f) {
  State& s = g.s_;
  s.active_formation = static_cast<std::int8_t>(f);
  s.acting = fdef(g, f).side;
  for (auto& x : s.units) {
    x.active = false;
    x.in_command = false;
    x.moved = false;
    x.fired = false;
    x.declared = false;
    x.supported = false;
    x.evaded = false;
    x.assaulted = false;
    x.volleyed = false;
    x.mp_used = 0;
  }
  for (auto& c : s.commanders) {
    c.moved = false;
    c.failed = false;
  }
  s.combats.clear();
  s.work = CombatWork{};
  g.log("9", fmt::format("{} is activated", fdef(g, f).name));
  // 9.4: a commander kept out by enemy units in his entry hex arrives with
  // his formation once they have gone, as his units may then enter.
  commander_arrives(g, f);
  CommanderState& c = s.commanders[static_cast<std::size_t>(f)];
  if (c.where == Where::Map && c.ooc) {
    s.phase = Phase::ActivationTest;  // 9.1.1
    return;
  }
  finish_activation_test(g, c.where == Where::Map || formation_arriving(g, f));
}

void Rules::finish_activation_test(Game& g, bool passed) {
  State& s = g.s_;
  int f = s.active_formation;
  CommanderState& c = s.commanders[static_cast<std::size_t>(f)];
  if (c.where == Where::Map && c.ooc) {
    if (passed) {
      c.ooc = false;
    } else {
      c.failed = true;
    }
  }
  s.activation_in_command = passed && c.where == Where::Map;
  for (int u = 0; u < nunits(g); ++u)
    if (def(g, u).formation == f && (on_map(g, u) || entry_hex(g, u) != kNoHex)) us(g, u).active = true;
  set_command_status(g);
  s.phase = Phase::Command;
}

// 9.1.2 - 9.1.4: command status of the activated units.
void Rules::set_command_status(Game& g) {
  State& s = g.s_;
  int f = s.active_formation;
  const Scenario& sc = *g.sc_;
  HexId fh = commander_hex(g, f);
  std::vector<int> dist;
  if (s.activation_in_command && fh != kNoHex) dist = command_distances(g, fdef(g, f).side, fh, 12);
  std::vector<int> cdist;
  int ci = formation_cinc(g, f);
  if (ci >= 0 && s.cincs[static_cast<std::size_t>(ci)].where == Where::Map)
    cdist = command_distances(g, fdef(g, f).side, s.cincs[static_cast<std::size_t>(ci)].hex, 12);
  for (int u = 0; u < nunits(g); ++u) {
    UnitState& x = us(g, u);
    if (!x.active) continue;
    bool independent = fdef(g, def(g, u).formation).independent;
    bool ok;
    if (x.where == Where::Pending || x.entered)
      ok = true;  // 9.4: reinforcements are in command
    else if (x.direct || always_in_command(g, u))
      ok = true;  // 9.1.4 direct command; VV165 §11.1.4
    else if (!dist.empty() && dist[static_cast<std::size_t>(x.hex)] <= 12)
      ok = true;
    else if (independent && !cdist.empty() && cdist[static_cast<std::size_t>(x.hex)] <= 12 &&
             cinc_may_command(g, ci, u)) {
      // 9.1.3: a line to the CinC; 9.1.4: "independent units are included in
      // this limit": the CinC commands it directly, if he has an order left.
      CincState& cs = s.cincs[static_cast<std::size_t>(ci)];
      ok = cs.direct_used < sc.cincs[static_cast<std::size_t>(ci)].reaction;
      if (ok) {
        ++cs.direct_used;
        x.direct = true;
        g.log("9.1.4", fmt::format("{} commands independent {} directly",
                                   sc.cincs[static_cast<std::size_t>(ci)].name, g.unit_label(u)));
      }
    } else {
      ok = false;
    }
    x.in_command = ok;
  }
}

void Rules::end_activation(Game& g) {
  State& s = g.s_;
  for (auto& x : s.units) {
    x.active = false;
    x.in_command = false;
  }
  s.combats.clear();
  s.work = CombatWork{};
  s.active_formation = -1;
  s.phase = Phase::Draw;
}

// 10.1: "A rally test may not be attempted if the unit is in the ZoC of an
// organised enemy unit": judged for every unit at the start of the rally
// phase, so a unit that rallies does not stop an enemy next to it from
// rallying, whatever the order of the tests.
void Rules::start_rally(Game& g) {
  State& s = g.s_;
  g.log("10", fmt::format("turn {}: rally phase", turn_label(g)));
  s.phase = Phase::Rally;
  s.roll_a = -1;
  // §10.1: the ZoC of the enemy's organised units stops a rally.
  std::array<std::vector<std::uint8_t>, kSides> z{};
  for (Side side : {Side::Prussia, Side::Austria})
    z[static_cast<std::size_t>(side_index(side))] = zoc(g, side, true);
  for (int u = 0; u < nunits(g); ++u) {
    bool test = on_map(g, u) && us(g, u).disorganised &&
                !z[static_cast<std::size_t>(side_index(other(def(g, u).side)))]
                  [static_cast<std::size_t>(us(g, u).hex)];
    for (const SpecialRule* r : g.sc_->special.with(Hook::MayRally))
      if (test && !r->may_rally(g, u)) {
        test = false;
        g.log(r->log_section(), fmt::format("{} may not rally", g.unit_label(u)));
      }
    us(g, u).rally_test = test;
  }
  next_rally_test(g);
}

// The next unit to take its rally test (in the order of the unit list), or
// the end of the turn.
void Rules::next_rally_test(Game& g) {
  State& s = g.s_;
  s.roll_a = -1;
  for (int u = 0; u < nunits(g); ++u)
    if (us(g, u).rally_test) {
      s.roll_a = static_cast<std::int16_t>(u);
      return;
    }
  end_turn(g);
}

// The end of the turn: the special rules' end-of-turn procedures (a roll
// that may end the game, what scores at this hour) queue their tasks; once
// they are done, advance() goes on to the next turn.
void Rules::end_turn(Game& g) {
  State& s = g.s_;
  s.phase = Phase::EndTurn;
  RuleEffects fx(g);
  for (const SpecialRule* r : g.sc_->special.with(Hook::EndOfTurn)) r->at_end_of_turn(fx);
  if (s.tasks.empty()) next_turn(g);
}

void Rules::next_turn(Game& g) {
  State& s = g.s_;
  // Hook::LastTurn: a rule may end the game at an earlier turn.
  int last = g.sc_->last_turn;
  for (const SpecialRule* r : g.sc_->special.with(Hook::LastTurn))
    if (std::optional<int> t = r->last_turn(g); t && *t < last && s.turn >= *t) {
      last = *t;
      g.log(r->log_section(), fmt::format("the battle ends at the end of {}", hour(last)));
    }
  if (s.turn >= last) {
    finish_game(g);
    return;
  }
  ++s.turn;
  begin_turn(g);
}

// Runs the automatic parts of the sequence until somebody must decide or
// chance must speak. Decision steps whose only choice is to pass are passed.
void Rules::advance(Game& g) {
  State& s = g.s_;
  for (int guard = 0; guard < 100000; ++guard) {
    g.legal_cached_ = false;  // every step below may change the state
    if (s.phase == Phase::GameOver) return;
    if (!s.tasks.empty()) {
      if (!run_tasks(g)) return;
      continue;
    }
    switch (s.phase) {
      case Phase::TurnStart:
        start_command_phase(g);
        continue;
      case Phase::EndTurn:
        next_turn(g);
        continue;
      case Phase::BetweenDays:
        start_next_day(g);
        continue;
      case Phase::Combat:
        combat_continue(g);
        if (s.phase == Phase::Combat && s.tasks.empty()) return;
        continue;
      case Phase::Draw:
        if (s.cup == 0) {
          start_rally(g);
          continue;
        }
        return;
      case Phase::Command:
      case Phase::Barrage:
      case Phase::Movement:
      case Phase::Declare:
      case Phase::Select:
      case Phase::Coordinate: {
        // A movement phase with two moves or more is not passed: its list is
        // made when asked for (the computer players look at many states whose
        // list nobody asks for). Rules::legal_moves stops after the unit
        // that gives it a second move; Hook::Actions only adds to the list.
        if (s.phase == Phase::Movement && g.actor().kind == ActorKind::Decision) {
          g.legal_cache_.clear();
          Rules::legal_moves(g, g.legal_cache_, 2);
          if (g.legal_cache_.size() >= 2) return;  // legal_cached_ is false
        }
        // The list of this state is kept as its legal_actions(): the caller
        // (or the apply() below) asks for it next.
        g.generate_legal_into(g.legal_cache_);
        g.legal_cached_ = true;
        const std::vector<Action>& acts = g.legal_cache_;
        if (acts.size() == 1) {
          const Action pass = acts[0];  // a copy: apply() replaces the list
          ActionType t = pass.type;
          if (t == ActionType::Ready || t == ActionType::Hold || t == ActionType::EndMove ||
              t == ActionType::EndAssaults || t == ActionType::Resolve) {
            g.apply(pass);
            g.history_.pop_back();  // automatic: not a player's decision, replay repeats it
            return;
          }
        }
        if (acts.empty()) {
          if (s.phase == Phase::Select) {
            end_activation(g);
            continue;
          }
        }
        return;
      }
      default:
        return;
    }
  }
}

}  // namespace bohemia
