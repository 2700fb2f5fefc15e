// Trautenau (VV165 §11): Clausewitz's inaction, the Austrian cavalry in
// command, Bonin's panic and the evacuation by the road in 0107. Every hex,
// id and hour comes from the scenario's [special.trautenau_*] tables.
#include "gbn3/special/trautenau.h"

#include <fmt/format.h>

#include <algorithm>

#include "gbn3/rules.h"
#include "gbn3/special/battles.h"
#include "gbn3/special/rule_params.h"

namespace bohemia {

ClausewitzInaction::ClausewitzInaction(RuleParams& p) {
  const Scenario& sc = p.scenario();
  formation = p.formation("formation");
  exempt = p.units("exempt", false);
  for (int u : exempt)
    if (sc.units[static_cast<std::size_t>(u)].formation != formation)
      p.fail("exempt",
             fmt::format("{} is not a unit of formation {}", sc.units[static_cast<std::size_t>(u)].id,
                         sc.formations[static_cast<std::size_t>(formation)].id));
  until_turn = p.integer("until_turn", sc.first_turn, sc.last_turn + 1);
  implement({Hook::UnitMayAct, Hook::CommanderMayMove});
}

// A-35: "cannot be activated before the 11.00 turn or if they have been
// attacked" read as: not before 11.00 unless attacked.
bool ClausewitzInaction::unit_may_act(const Game& g, int u) const {
  if (g.state().turn >= until_turn || g.scenario().units[static_cast<std::size_t>(u)].formation != formation)
    return true;
  if (std::find(exempt.begin(), exempt.end(), u) != exempt.end()) return true;
  return g.state().units[static_cast<std::size_t>(u)].attacked;
}

bool ClausewitzInaction::commander_may_move(const Game& g, int f) const {
  return f != formation || g.state().turn >= until_turn;
}

CavalryInCommand::CavalryInCommand(RuleParams& p) {
  side = p.side("side");
  turns = p.integer("turns", 1, p.scenario().turns());
  implement({Hook::UnitInCommand});
}

// "The two independent units of Austrian cavalry are always in command during
// the first two turns."
bool CavalryInCommand::unit_in_command(const Game& g, int u) const {
  const Scenario& sc = g.scenario();
  const UnitDef& d = sc.units[static_cast<std::size_t>(u)];
  return sc.formations[static_cast<std::size_t>(d.formation)].independent && d.side == side &&
         d.kind == UnitKind::Cavalry && g.state().turn < sc.first_turn + turns;
}

BoninPanic::BoninPanic(RuleParams& p) {
  cinc = p.cinc("cinc");
  from_turn = p.turn("from_turn");
  implement({Hook::EndOfTurn, Hook::Tasks});
}

void BoninPanic::at_end_of_turn(RuleEffects& fx) const {
  const Game& g = fx.game();
  if (g.state().turn < from_turn) return;
  Task t;
  t.piece = Piece::cinc(cinc);
  fx.queue_task(*this, t);
}

TaskActor BoninPanic::task_actor(const Game& g, const Task&) const {
  return {ActorKind::Chance, g.scenario().cincs[static_cast<std::size_t>(cinc)].side, ChanceKind::D6};
}

// 1d6 + the enemy's VP margin (A-34: the difference of the VP totals as they
// stand, the enemy's minus his own).
void BoninPanic::task_roll(RuleEffects& fx, const Task&, int die) const {
  const Game& g = fx.game();
  const CincDef& cd = g.scenario().cincs[static_cast<std::size_t>(cinc)];
  const Side enemy = other(cd.side);
  const char* victor = cd.side == Side::Prussia ? "Austrian" : "Prussian";
  ScoreSheet sheet = Rules::score(g);
  const int margin = sheet.vp[static_cast<std::size_t>(side_index(enemy))] -
                     sheet.vp[static_cast<std::size_t>(side_index(cd.side))];
  const bool panic = panics_on(die, margin);
  log(fx, fmt::format("{} panic check: die {} + {} margin {} = {} ({})", cd.name, die, victor, margin,
                      die + margin, panic ? cd.name + " panics" : "he holds"));
  if (!panic) return;
  log(fx, fmt::format("the game ends at once in a major {} victory", victor));
  fx.end_game_with(enemy, 2, sheet.vp, *this);
}

std::string BoninPanic::end_reason(const Game& g) const {
  return g.scenario().cincs[static_cast<std::size_t>(cinc)].name + " panicked";
}

TrautenauEvacuation::TrautenauEvacuation(RuleParams& p) {
  const Scenario& sc = p.scenario();
  side = p.side("side");
  location = p.location("location");
  control = p.hexes("control", false);
  exit = p.hex("exit");
  if (!sc.map->on_edge(exit)) p.fail("exit", "the exit must be a map edge hex");
  road_end = p.hex("road_end");
  units_per_vp = p.integer("units_per_vp", 1, 99);
  hexes = {exit};
  from_turn = sc.first_turn;
  until_turn = sc.last_turn;
  count_only_without_losses = true;
  vp = 1;
  vp_first_at = vp_every = units_per_vp;
  init();
}

// "Once the Prussian controls Trautenau and hexes 0607 and 0707 ... and only
// if the road from 0107 to 0901 is outside enemy ZoC (regardless of any
// friendly units in the zone)".
bool TrautenauEvacuation::open(const Game& g) const {
  const Scenario& sc = g.scenario();
  const Map& m = *sc.map;
  if (!Rules::controls(g, side, sc.locations[static_cast<std::size_t>(location)])) return false;
  const std::int8_t mine = static_cast<std::int8_t>(side_index(side));
  // "controls ... hex 0607 and 0707": last occupied by a friendly unit and
  // not in enemy ZoC while free of friendly units (the control rule).
  std::vector<std::uint8_t> ez = Rules::zoc(g, other(side));
  for (HexId h : control)
    if (g.state().last_occupant[static_cast<std::size_t>(h)] != mine || Rules::has_enemy(g, h, side) ||
        (ez[static_cast<std::size_t>(h)] && !Rules::has_friend(g, h, side)))
      return false;
  // The road from the exit to its end must be outside enemy ZoC.
  std::vector<int> prev(static_cast<std::size_t>(m.size()), -2);
  std::vector<HexId> queue{exit};
  prev[static_cast<std::size_t>(exit)] = -1;
  for (std::size_t i = 0; i < queue.size(); ++i) {
    HexId h = queue[i];
    if (h == road_end) break;
    for (int k = 0; k < kDirections; ++k) {
      HexId n = m.neighbour(h, direction_from_int(k));
      if (n == kNoHex || !(Rules::hexside(g, h, direction_from_int(k)) & kRoad) ||
          prev[static_cast<std::size_t>(n)] != -2)
        continue;
      prev[static_cast<std::size_t>(n)] = h;
      queue.push_back(n);
    }
  }
  if (prev[static_cast<std::size_t>(road_end)] == -2) return false;
  for (HexId h = road_end; h != -1; h = static_cast<HexId>(prev[static_cast<std::size_t>(h)]))
    if (ez[static_cast<std::size_t>(h)]) return false;
  return true;
}

void TrautenauEvacuation::on_exit(RuleEffects& fx, int u) const {
  const Game& g = fx.game();
  const bool clean = g.state().units[static_cast<std::size_t>(u)].losses == 0;
  log(fx, fmt::format("{} is evacuated by the road in {}{}", g.unit_label(u), g.scenario().map->label(exit),
                      clean ? "" : " (with losses: no VP)"));
  if (clean) set_var(fx, 0, counted(g) + 1);
}

void TrautenauEvacuation::score(const Game& g, ScoreSheet& sheet) const {
  const int n = counted(g);
  if (n == 0) return;
  sheet.add(side, vp_for(n), log_section(),
            fmt::format("{} units evacuated without losses (1 VP for every {})", n, units_per_vp));
}

void add_trautenau_rules(RuleCatalog& c) {
  c.add<ClausewitzInaction>("trautenau_clausewitz_inaction", "VV165 §11.1.5",
                            "a formation that cannot act before an hour unless attacked, but for some units");
  c.add<CavalryInCommand>("trautenau_austrian_cavalry_in_command", "VV165 §11.1.4",
                          "a side's independent cavalry in command during the first turns");
  c.add<BoninPanic>("trautenau_bonin_panic", "VV165 §11.4.2",
                    "an end-of-turn panic roll of a commander-in-chief that ends the game");
  c.add<TrautenauEvacuation>("trautenau_prussian_evacuation", "VV165 §11.4.1",
                             "evacuation by a road once a location and hexes are held and the road is clear");
}

}  // namespace bohemia
