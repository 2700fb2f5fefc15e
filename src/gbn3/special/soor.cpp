// Soor (VV165 §12): Grivicic's late orders, the Austrian plan, the line of
// retreat that turns west at 13.00, the stuck commanders and the steps left
// on the map. Every hex, id and hour comes from the scenario's
// [special.soor_*] tables; the western exits and the 12.00 objectives are
// generic "exit" and "timed_objectives" tables.
#include "gbn3/special/soor.h"

#include <fmt/format.h>

#include <algorithm>

#include "gbn3/rules.h"
#include "gbn3/special/battles.h"
#include "gbn3/special/rule_params.h"

namespace bohemia {

LateMarker::LateMarker(RuleParams& p) {
  formation = p.formation("formation");
  if (p.scenario().formations[static_cast<std::size_t>(formation)].independent)
    p.fail("formation", "independent units have no marker (§9.1.3)");
  from_turn = p.turn("marker_from_turn");
  implement({Hook::MarkerAvailable});
}

// §12.1.4: "This brigade's marker isn't placed in the bowl for drawing
// markers until the 11.00 turn. This brigade cannot be activated during the
// 10.00 turn."
bool LateMarker::marker_available(const Game& g, int f) const {
  return f != formation || g.state().turn >= from_turn;
}

namespace {

std::uint32_t move_kind_bit(MoveKind k) { return 1u << static_cast<unsigned>(k); }

}  // namespace

PositionLimit::PositionLimit(RuleParams& p) {
  const Scenario& sc = p.scenario();
  const Map& m = *sc.map;
  side = p.side("side");
  until_turn = p.turn("until_turn");
  max_hexes_west = p.integer("max_hexes_west", 0, 20);
  road = p.hexes("road", true);
  for (std::size_t i = 1; i < road.size(); ++i) {
    bool joined = false;
    for (int k = 0; k < kDirections; ++k)
      joined = joined || (m.neighbour(road[i - 1], direction_from_int(k)) == road[i] &&
                          (m.side(road[i - 1], direction_from_int(k)) & kRoad));
    if (!joined)
      p.fail("road", fmt::format("{} and {} are not joined by a road hexside", m.label(road[i - 1]),
                                 m.label(road[i])));
  }
  forbidden.assign(static_cast<std::size_t>(m.size()), 0);
  for (HexId h : p.hexes("forbidden_hexes", true)) {
    for (HexId r : road)
      if (m.distance(h, r) <= max_hexes_west)
        p.fail("forbidden_hexes",
               fmt::format("{} is within {} hex of the road ({})", m.label(h), max_hexes_west, m.label(r)));
    forbidden[static_cast<std::size_t>(h)] = 1;
  }
  for (const std::string& k : p.strings("applies_to", true)) {
    if (k == "move")
      kinds |= move_kind_bit(MoveKind::Move);
    else if (k == "advance_after_combat")
      kinds |= move_kind_bit(MoveKind::Advance);
    else if (k == "retreat_before_combat")
      kinds |= move_kind_bit(MoveKind::Evade);
    else if (k == "retreat_after_combat")
      kinds |= move_kind_bit(MoveKind::Retreat);
    else
      p.fail("applies_to", fmt::format("'{}' is not move, advance_after_combat, retreat_before_combat or "
                                       "retreat_after_combat",
                                       k));
  }
  implement({Hook::MayEndMove});
}

bool PositionLimit::limits(const Game& g, HexId h) const {
  return g.state().turn <= until_turn && forbidden[static_cast<std::size_t>(h)];
}

// §12.1.5: "Until the end of the 12.00 turn, the Austrian units cannot
// position themselves more than one hex to the west of the road". Combat
// units only ("units"; commanders are not positioned by the plan).
bool PositionLimit::may_end_move(const Game& g, Piece piece, HexId to, MoveKind how) const {
  if (piece.kind() != PieceKind::Unit || !(kinds & move_kind_bit(how)) || !limits(g, to)) return true;
  return g.scenario().units[static_cast<std::size_t>(piece.index())].side != side;
}

ChangingLineOfRetreat::ChangingLineOfRetreat(RuleParams& p) {
  const Map& m = *p.scenario().map;
  side = p.side("side");
  for (RuleParams* t : p.tables("phases", true)) {
    Phase ph;
    ph.from_turn = t->turn("from_turn");
    ph.edge = t->hexes("retreat_edge", true);
    for (HexId h : ph.edge)
      if (!m.on_edge(h)) t->fail("retreat_edge", fmt::format("{} is not on the map edge", m.label(h)));
    if (!phases.empty() && ph.from_turn <= phases.back().from_turn)
      t->fail("from_turn", "the phases must follow one another in time");
    phases.push_back(std::move(ph));
  }
  implement({Hook::RetreatEdge});
}

// §12.1.3: "only the southern edge of the map (0118 to 0518) through the
// 12.00 turn then only the western edge starting at 13.00 (0113 to 0118)".
const std::vector<HexId>* ChangingLineOfRetreat::retreat_edge(const Game& g, Side s, int) const {
  if (s != side) return nullptr;
  const std::vector<HexId>* edge = nullptr;
  for (const Phase& ph : phases)
    if (g.state().turn >= ph.from_turn) edge = &ph.edge;
  return edge;
}

StuckCommanders::StuckCommanders(RuleParams& p) {
  side = p.side("side");
  steps_per_commander = p.integer("steps_per_commander", 1, 9);
  implement({Hook::EndOfTurn, Hook::Score});
  reserve_state(1);
}

// "At the end of the game ... those remaining on the map that cannot trace
// a continuous line of hex avoiding enemies or ZoC containing no friendly
// units toward hex 0113 to 0118. A commander who remains stuck on the map in
// this way counts as one step loss." Judged on the last turn's final
// position, before the prisoners are taken (they may take commanders with
// them, §9.5.12).
void StuckCommanders::at_end_of_turn(RuleEffects& fx) const {
  const Game& g = fx.game();
  if (g.state().turn != g.scenario().last_turn) return;
  const Scenario& sc = g.scenario();
  const State& s = g.state();
  std::vector<std::uint8_t> ez = Rules::zoc(g, other(side));
  int stuck = 0;
  auto judge = [&](HexId h, const std::string& who) {
    if (Rules::line_to_edge(g, side, h, ez)) return;
    ++stuck;
    log(fx, fmt::format("{} cannot reach his line of retreat from {}: counts as {} step loss", who,
                        sc.map->label(h), steps_per_commander));
  };
  for (std::size_t f = 0; f < sc.formations.size(); ++f) {
    const CommanderState& c = s.commanders[f];
    if (sc.formations[f].side == side && !sc.formations[f].independent && c.where == Where::Map)
      judge(c.hex, c.aide ? sc.formations[f].commander + "'s Aide de Camp" : sc.formations[f].commander);
  }
  for (std::size_t c = 0; c < sc.cincs.size(); ++c)
    if (sc.cincs[c].side == side && s.cincs[c].where == Where::Map) judge(s.cincs[c].hex, sc.cincs[c].name);
  set_var(fx, 0, stuck);
}

// the stuck commanders' steps join the step losses the enemy scores
// "1 VP for every N" on (complete groups): they add what the joint count
// gives beyond the core's count of the losses alone.
void StuckCommanders::score(const Game& g, ScoreSheet& sheet) const {
  const int stuck = var(g, 0);
  if (stuck == 0) return;
  const Scenario& sc = g.scenario();
  const State& s = g.state();
  int lost = 0;
  for (std::size_t u = 0; u < sc.units.size(); ++u) {
    if (sc.units[u].side != side) continue;
    const int base = s.day_start_losses.empty() ? sc.start_losses[u] : s.day_start_losses[u];
    lost += std::max(s.units[u].losses - base, 0);
  }
  const int extra = stuck * steps_per_commander;
  const int every = sc.loss_vp_every;
  sheet.add(other(side), (lost + extra) / every - lost / every, log_section(),
            fmt::format("{} stuck commander{} count as {} more step loss{} ({} in all, 1 VP for every {})",
                        stuck, stuck > 1 ? "s" : "", extra, extra > 1 ? "es" : "", lost + extra, every));
}

StepsOnMap::StepsOnMap(RuleParams& p) {
  side = p.side("side");
  every = p.integer("every", 1, 99);
  const std::string r = p.string("rounding");
  if (r != "up" && r != "down") p.fail("rounding", "must be up or down");
  round_up = r == "up";
  vp = p.integer("vp", -20, 20);
  floor_at_zero = p.boolean_or("floor_at_zero", false);
  implement({Hook::Score});
}

// §12.4.1: "He loses 1 VP for every 4 combat steps still on the map and not
// imprisoned (starting with the 1st step)".
void StepsOnMap::score(const Game& g, ScoreSheet& sheet) const {
  const Scenario& sc = g.scenario();
  int steps = 0;
  for (std::size_t u = 0; u < sc.units.size(); ++u) {
    const UnitState& x = g.state().units[u];
    if (sc.units[u].side == side && x.where == Where::Map) steps += sc.units[u].morale - x.losses;
  }
  if (steps == 0) return;
  int points = groups(steps) * vp;
  const int before = sheet.vp[static_cast<std::size_t>(side_index(side))];
  if (floor_at_zero && points < 0 && before + points < 0) points = -std::max(before, 0);
  sheet.add(side, points, log_section(),
            fmt::format("{} combat steps still on the map ({} VP for every {}, {}){}", steps, vp, every,
                        round_up ? "from the first step" : "complete groups only",
                        points != groups(steps) * vp ? ", not below 0 VP" : ""));
}

void add_soor_rules(RuleCatalog& c) {
  c.add<LateMarker>("soor_grivicic_receiving_orders", "VV165 §12.1.4",
                    "a formation's marker goes into the cup only from an hour");
  c.add<PositionLimit>("soor_austrian_plan", "VV165 §12.1.5",
                       "until an hour no unit of a side may end a move, advance or evasion in some hexes");
  c.add<ChangingLineOfRetreat>("soor_austrian_line_of_retreat", "VV165 §12.1.3",
                               "a side's line of retreat changes at an hour");
  c.add<StuckCommanders>("soor_trapped_austrians", "VV165 §12.4.1",
                         "commanders who cannot reach their line of retreat at the end count as step losses");
  c.add<StepsOnMap>("soor_austrian_steps_on_map", "VV165 §12.4.1",
                    "a side loses VP for the steps it still has on the map, rounded up");
}

}  // namespace bohemia
