// The heuristic evaluation of a GBN3 position (gbn3/evaluate.h): the score
// sheet as it stands (§11.4.1), then what is likely to change it before the
// end, each part in VP, then the margin read against the victory levels
// (§11.4.2) with an uncertainty that shrinks as the turns run out.
#include "gbn3/evaluate.h"

#include <algorithm>
#include <cmath>
#include <vector>

#include "gbn3/rules.h"
#include "gbn3/special/exit_rule.h"
#include "gbn3/special/munchengratz.h"
#include "gbn3/special/nachod_skalitz.h"
#include "gbn3/special/soor.h"
#include "gbn3/special/timed_objectives.h"
#include "gbn3/special/trautenau.h"
#include "gbn3/special/trautenau_soor.h"

namespace bohemia {

namespace {

// Weights of the parts, in VP per unit of what they count. Chosen by hand
// and checked in tournaments (docs/balance.md, "AI strength").
struct Weights {
  double disorganised = 0.3;    // step-loss equivalents per disorganised unit
  double flank_contact = 0.4;   // step-loss equivalents per unit with an enemy on its flank
  double open_contact = 0.1;    // per unit facing an enemy from clear terrain
  double demoralisation = 0.6;  // share of a formation's VP at (losses / threshold)^2
  double objective = 0.3;       // share of a place's VP for being nearer it than the enemy
  double out_of_command = 0.2;  // step-loss equivalents per unit beyond its commander's reach
};
constexpr Weights kW;

double sign_of(Side s) { return s == Side::Prussia ? 1.0 : -1.0; }

int turns_left(const Game& g) {
  const Scenario& sc = g.scenario();
  int left = std::max(0, sc.last_turn - g.state().turn);
  if (sc.next_day) left += sc.next_day->turns();
  return left;
}

double logistic(double x) { return 1.0 / (1.0 + std::exp(-x)); }

// Whether each unit of `targets` (hexes) can trace a line to its line of
// retreat (§11.4.1): the search of Rules::line_to_edge run once from the
// edge instead of once per unit, and stopped once every target is reached.
// Bit 0 of a hex: reached from the edge.
std::vector<std::uint8_t> reach_to_edge(const Game& g, Side s, const std::vector<HexId>& edge,
                                        const std::vector<HexId>& targets, const Occupancy& occ,
                                        const std::vector<std::uint8_t>& enemy_zoc) {
  const Map& m = *g.scenario().map;
  constexpr std::uint8_t kSeen = 1, kTarget = 2;
  std::vector<std::uint8_t> seen(static_cast<std::size_t>(m.size()), 0);
  int left = 0;  // targets not reached yet
  for (HexId h : targets)
    if (!(seen[static_cast<std::size_t>(h)] & kTarget)) {
      seen[static_cast<std::size_t>(h)] = kTarget;
      ++left;
    }
  const std::int8_t mine = static_cast<std::int8_t>(side_index(s));
  auto passable = [&](HexId h) {
    std::int8_t o = occ.side[static_cast<std::size_t>(h)];
    if (o >= 0 && o != mine) return false;
    return !(enemy_zoc[static_cast<std::size_t>(h)] && o != mine);
  };
  std::vector<HexId> stack;
  // Marks `h` reached; true once every target is.
  auto reach = [&](HexId h) {
    std::uint8_t& v = seen[static_cast<std::size_t>(h)];
    if (v & kTarget) --left;
    v |= kSeen;
    stack.push_back(h);
    return left == 0;
  };
  for (HexId h : edge)
    if (h != kNoHex && passable(h) && !(seen[static_cast<std::size_t>(h)] & kSeen) && reach(h)) return seen;
  while (!stack.empty()) {
    HexId h = stack.back();
    stack.pop_back();
    for (int k = 0; k < kDirections; ++k) {
      Direction dir = direction_from_int(k);
      HexId n = m.neighbour(h, dir);
      if (n == kNoHex || (seen[static_cast<std::size_t>(n)] & kSeen)) continue;
      std::uint16_t side = Rules::hexside(g, h, dir);
      if ((side & kRiver) && !(side & kCrossing)) continue;
      if (!passable(n)) continue;
      if (reach(n)) return seen;
    }
  }
  return seen;
}

// Step losses counted fractionally (the sheet counts complete groups only,
// A-8), formations near their threshold (10.2), disorganised units.
void losses_and_morale(const Game& g, EvalTerms& t) {
  const Scenario& sc = g.scenario();
  const State& s = g.state();
  std::array<int, kSides> lost{};
  std::array<double, kSides> disorder{};
  for (int u = 0; u < static_cast<int>(s.units.size()); ++u) {
    const UnitState& x = s.units[static_cast<std::size_t>(u)];
    const Side side = sc.units[static_cast<std::size_t>(u)].side;
    int base = s.day_start_losses.empty() ? sc.start_losses[static_cast<std::size_t>(u)]
                                          : s.day_start_losses[static_cast<std::size_t>(u)];
    lost[static_cast<std::size_t>(side_index(side))] += std::max(0, x.losses - base);
    if (x.where == Where::Map && x.disorganised) disorder[static_cast<std::size_t>(side_index(side))] += 1;
  }
  const double every = std::max(1, sc.loss_vp_every);
  for (Side side : {Side::Prussia, Side::Austria}) {
    const std::size_t i = static_cast<std::size_t>(side_index(side));
    // The side's losses score for the enemy: the fraction the sheet left out.
    double frac = lost[i] / every - std::floor(lost[i] / every);
    t.losses -= sign_of(side) * frac;
    t.disorder -= sign_of(side) * disorder[i] * kW.disorganised / every;
  }
  const std::vector<bool>& was = s.day_start_demoralised;
  for (int f = 0; f < static_cast<int>(sc.formations.size()); ++f) {
    const FormationDef& fd = sc.formations[static_cast<std::size_t>(f)];
    if (fd.demo <= 0 || s.demoralised[static_cast<std::size_t>(f)]) continue;
    if (!was.empty() && was[static_cast<std::size_t>(f)]) continue;
    double r = std::clamp(static_cast<double>(g.formation_losses(f)) / fd.demo, 0.0, 1.0);
    t.demoralisation -= sign_of(fd.side) * fd.vp * kW.demoralisation * r * r;
  }
}

// Units that could not trace a line to their line of retreat now would be
// taken prisoner if the game ended (§11.4.1): their steps, weighed by how
// little time is left to open a way out.
void trapped_units(const Game& g, const Occupancy& occ,
                   const std::array<std::vector<std::uint8_t>, kSides>& zoc, int left, EvalTerms& t) {
  const Scenario& sc = g.scenario();
  const State& s = g.state();
  if (sc.next_day && !sc.campaign->prisoners_at_end_of_day) return;
  const double w = 0.3 + 0.7 / (1.0 + left);
  // The units by line of retreat (most scenarios have one a side), then one
  // search from each line for the units that trace to it.
  struct Line {
    const std::vector<HexId>* edge;
    Side side;  // of the first unit tracing to it
    std::vector<HexId> units;
    std::vector<std::uint8_t> reached;
  };
  std::vector<Line> lines;
  std::vector<int> line_of(s.units.size(), -1);
  for (int u = 0; u < static_cast<int>(s.units.size()); ++u) {
    const UnitState& x = s.units[static_cast<std::size_t>(u)];
    if (x.where != Where::Map) continue;
    const Side side = sc.units[static_cast<std::size_t>(u)].side;
    const std::vector<HexId>* edge = &Rules::retreat_edge(g, side, u);
    std::size_t k = 0;
    while (k < lines.size() && lines[k].edge != edge) ++k;
    if (k == lines.size()) lines.push_back({edge, side, {}, {}});
    lines[k].units.push_back(x.hex);
    line_of[static_cast<std::size_t>(u)] = static_cast<int>(k);
  }
  for (Line& l : lines)
    l.reached = reach_to_edge(g, l.side, *l.edge, l.units, occ,
                              zoc[static_cast<std::size_t>(side_index(other(l.side)))]);
  const double every = std::max(1, sc.loss_vp_every);
  for (int u = 0; u < static_cast<int>(s.units.size()); ++u) {
    const int k = line_of[static_cast<std::size_t>(u)];
    if (k < 0) continue;
    const UnitState& x = s.units[static_cast<std::size_t>(u)];
    if (lines[static_cast<std::size_t>(k)].reached[static_cast<std::size_t>(x.hex)] & 1) continue;
    const Side side = sc.units[static_cast<std::size_t>(u)].side;
    int steps = sc.units[static_cast<std::size_t>(u)].morale - x.losses;
    t.trapped -= sign_of(side) * w * steps / every;
  }
}

// Units in contact: an enemy unit that has this unit in its front (it may
// assault it, 9.5.1) standing on this unit's flank (its defence is halved,
// 9.5.3 A), or facing it while this unit holds open ground.
void contact(const Game& g, const Occupancy& occ, EvalTerms& t) {
  const Scenario& sc = g.scenario();
  const State& s = g.state();
  const Map& m = *sc.map;
  const double every = std::max(1, sc.loss_vp_every);
  for (int u = 0; u < static_cast<int>(s.units.size()); ++u) {
    const UnitState& x = s.units[static_cast<std::size_t>(u)];
    if (x.where != Where::Map) continue;
    const Side side = sc.units[static_cast<std::size_t>(u)].side;
    const std::int8_t enemy = static_cast<std::int8_t>(side_index(other(side)));
    bool flank = false, faced = false;
    for (int k = 0; k < kDirections && !flank; ++k) {
      HexId n = m.neighbour(x.hex, direction_from_int(k));
      if (n == kNoHex || occ.side[static_cast<std::size_t>(n)] != enemy) continue;
      for (int e = occ.first[static_cast<std::size_t>(n)]; e >= 0;
           e = occ.next[static_cast<std::size_t>(e)]) {
        if (sc.units[static_cast<std::size_t>(e)].kind == UnitKind::Artillery) continue;
        if (!Rules::is_front(g, e, x.hex)) continue;
        if (Rules::is_flank(g, u, n))
          flank = true;
        else
          faced = true;
      }
    }
    double w =
        flank ? kW.flank_contact : (faced && terrain_protection(m.terrain(x.hex)) <= 1 ? kW.open_contact : 0);
    t.contact -= sign_of(side) * w / every;
  }
}

// Units beyond their formation commander's reach (9.1.2: 6 cavalry MP, read
// here as hex distance, 5 and 6 hexes counting half): out of command they
// move less, may not move away from him, and may not leave the map away
// from him (9.1.4). Without this the players left commanders where the
// first-listed move put them.
void command(const Game& g, EvalTerms& t) {
  const Scenario& sc = g.scenario();
  const State& s = g.state();
  const double every = std::max(1, sc.loss_vp_every);
  for (std::size_t u = 0; u < s.units.size(); ++u) {
    const UnitState& x = s.units[u];
    const UnitDef& d = sc.units[u];
    if (x.where != Where::Map || d.formation < 0) continue;
    if (sc.formations[static_cast<std::size_t>(d.formation)].independent) continue;
    const CommanderState& c = s.commanders[static_cast<std::size_t>(d.formation)];
    if (c.where != Where::Map) continue;
    const int dist = sc.map->distance(x.hex, c.hex);
    const double out = std::clamp((dist - 4) / 3.0, 0.0, 1.0);
    t.command -= sign_of(d.side) * kW.out_of_command * out / every;
  }
}

// Hex distance from the nearest on-map combat unit of each side to a place.
std::array<int, kSides> nearest(const Game& g, const std::vector<HexId>& hexes) {
  const Scenario& sc = g.scenario();
  const State& s = g.state();
  std::array<int, kSides> d{99, 99};
  for (std::size_t u = 0; u < s.units.size(); ++u) {
    const UnitState& x = s.units[u];
    if (x.where != Where::Map || sc.units[u].kind == UnitKind::Artillery) continue;
    std::size_t i = static_cast<std::size_t>(side_index(sc.units[u].side));
    for (HexId h : hexes) d[i] = std::min(d[i], sc.map->distance(x.hex, h));
  }
  return d;
}

// Who is nearer a place that scores: a share of its VP, the more the
// nearer side is ahead.
double pressure(const Game& g, const std::vector<HexId>& hexes, int vp_prussia, int vp_austria) {
  std::array<int, kSides> d = nearest(g, hexes);
  double lead = std::tanh((d[1] - d[0]) / 3.0);  // positive: Prussia nearer
  double vp = lead > 0 ? vp_prussia : vp_austria;
  return kW.objective * vp * lead;
}

void objectives(const Game& g, EvalTerms& t) {
  const Scenario& sc = g.scenario();
  for (const VictoryLocation& l : sc.locations) t.objectives += pressure(g, l.hexes, l.vp, l.vp);
  for (int i = 0; i < sc.special.size(); ++i) {
    const auto* to = dynamic_cast<const TimedObjectives*>(&sc.special.at(i));
    if (!to || g.state().turn > to->turn) continue;
    // Not scored yet: as the places are held now, the nearer the hour the surer.
    const int hours = std::max(0, to->turn - g.state().turn);
    const double w = 1.0 / (1.0 + 0.35 * hours);
    for (std::size_t k = 0; k < to->objectives.size(); ++k) {
      const TimedObjectives::Objective& o = to->objectives[k];
      if (to->scored(g, static_cast<int>(k), Side::Prussia) ||
          to->scored(g, static_cast<int>(k), Side::Austria))
        continue;
      std::vector<HexId> all;
      for (Side side : {Side::Prussia, Side::Austria}) {
        const std::size_t si = static_cast<std::size_t>(side_index(side));
        int held = 0;
        for (const VictoryLocation& part : o.parts) held += Rules::controls(g, side, part) ? 1 : 0;
        int vp = held == static_cast<int>(o.parts.size()) ? o.vp[si] : held > 0 ? o.vp_if_any[si] : 0;
        t.timed += sign_of(side) * w * vp;
      }
      for (const VictoryLocation& part : o.parts) all.insert(all.end(), part.hexes.begin(), part.hexes.end());
      t.objectives += pressure(g, all, o.vp[0], o.vp[1]);
    }
  }
}

// Whether unit `u` may still move in the current turn: before the markers
// are drawn every unit may; then only a unit whose formation's marker is
// still in the cup, or that is active and has not moved yet (§9).
bool may_move_this_turn(const Game& g, int u) {
  const State& s = g.state();
  const UnitState& x = s.units[static_cast<std::size_t>(u)];
  switch (s.phase) {
    case Phase::TurnStart:
    case Phase::CincReaction:
    case Phase::CincMove:
    case Phase::InitiativeRoll:
    case Phase::InitiativePick:
      return true;
    case Phase::Rally:
    case Phase::EndTurn:
    case Phase::BetweenDays:
    case Phase::GameOver:
      return false;
    default:
      break;
  }
  const int f = g.scenario().units[static_cast<std::size_t>(u)].formation;
  if (f >= 0 && f < 32 && ((s.cup >> f) & 1u)) return true;
  return x.active && !x.moved;
}

// The chance, read roughly from the hex distance and the movement
// allowance, that unit `u` can leave the map by `ex` by the end of
// `last_turn` (§9.3 and the scenario's exit rule): 0 once it cannot move in
// the window any more, near 1 with turns to spare.
double exit_chance(const Game& g, int u, const ExitRule& ex, int last_turn, const std::vector<HexId>& hexes) {
  const Scenario& sc = g.scenario();
  const State& s = g.state();
  const UnitDef& d = sc.units[static_cast<std::size_t>(u)];
  const int last = std::min(last_turn, ex.until_turn);
  if (d.side != ex.side || s.turn > last || last < ex.from_turn) return 0;
  if (!ex.formations.empty() &&
      std::find(ex.formations.begin(), ex.formations.end(), d.formation) == ex.formations.end())
    return 0;
  if (const auto* w = dynamic_cast<const CorpsWithdrawal*>(&ex); w && !w->concerned(g, u)) return 0;
  const int moves = last - s.turn + (may_move_this_turn(g, u) ? 1 : 0);
  if (moves <= 0) return 0;
  int dist = 99;
  for (HexId h : hexes) dist = std::min(dist, sc.map->distance(s.units[static_cast<std::size_t>(u)].hex, h));
  // The step off the map is one more hex's worth of MP.
  const double turns_needed = (dist + 1.0) / std::max(1, d.movement);
  return logistic(3.0 * (moves - turns_needed) + 1.0);
}

// The best chance unit `u` has of leaving the map by the end of `last_turn`
// by any exit of its side.
double best_exit_chance(const Game& g, int u, int last_turn) {
  const Scenario& sc = g.scenario();
  double best = 0;
  for (int i = 0; i < sc.special.size(); ++i)
    if (const auto* ex = dynamic_cast<const ExitRule*>(&sc.special.at(i)))
      best = std::max(best, exit_chance(g, u, *ex, last_turn, ex->hexes));
  return best;
}

// Counts a Münchengrätz-like rule makes at a later hour (units on the wrong
// bank, units left on the map), as they would be now; a unit that can still
// leave the map before the count is counted only for the chance it stays.
void later_counts(const Game& g, EvalTerms& t) {
  const Scenario& sc = g.scenario();
  const State& s = g.state();
  for (int i = 0; i < sc.special.size(); ++i) {
    const SpecialRule& r = sc.special.at(i);
    ScoreSheet scored;
    r.score(g, scored);
    if (!scored.lines.empty()) continue;  // already on the sheet
    if (const auto* bank = dynamic_cast<const MunchengratzBankPenalty*>(&r)) {
      if (s.turn > bank->turn) continue;
      int n = 0;
      for (std::size_t u = 0; u < s.units.size(); ++u)
        if (sc.units[u].side == bank->side && s.units[u].where == Where::Map &&
            std::find(bank->bank.begin(), bank->bank.end(), s.units[u].hex) != bank->bank.end())
          ++n;
      const int hours = bank->turn - s.turn;
      t.timed += sign_of(bank->side) * n * bank->vp_per_unit / (1.0 + 0.5 * hours);
    } else if (const auto* group = dynamic_cast<const MunchengratzGroupPenalty*>(&r)) {
      if (group->disorganised_only) {
        int n = 0;
        for (std::size_t u = 0; u < s.units.size(); ++u)
          if (sc.units[u].side == group->side && s.units[u].where == Where::Map && s.units[u].disorganised)
            ++n;
        const int hours = std::max(0, group->turn - s.turn);
        t.timed += sign_of(group->side) * group->groups(g, n) * group->vp_per_group / (1.0 + 0.25 * hours);
        continue;
      }
      // Units left on the map (VV174 §11.4.1): each counts for the chance
      // that it does not leave by an exit before the count.
      double staying = 0;
      for (std::size_t u = 0; u < s.units.size(); ++u)
        if (sc.units[u].side == group->side && s.units[u].where == Where::Map)
          staying += 1.0 - best_exit_chance(g, static_cast<int>(u), group->turn);
      t.timed += sign_of(group->side) * staying * group->vp_per_group / std::max(1, group->group);
    }
  }
}

// VV157 §13.1, retreat on Josefstadt (Nachod-Skalitz, day 2): the VI corps
// must leave by the western edge and loses VP for each of its units still on
// the map at the end of 12.00 (CorpsWithdrawal): each unit counted by the
// chance that it cannot leave before then.
void corps_withdrawal(const Game& g, EvalTerms& t) {
  const Scenario& sc = g.scenario();
  const State& s = g.state();
  for (int i = 0; i < sc.special.size(); ++i) {
    const auto* w = dynamic_cast<const CorpsWithdrawal*>(&sc.special.at(i));
    if (!w || BenedekOrder::in(g) != w->order) continue;
    const int last = w->penalty_every_turn ? sc.last_turn : w->penalty_from_turn;
    if (s.turn > last) continue;
    double staying = 0;
    for (std::size_t u = 0; u < s.units.size(); ++u) {
      if (s.units[u].where != Where::Map || !w->concerned(g, static_cast<int>(u))) continue;
      // Every count still to come at the end of a turn from penalty_from_turn.
      for (int turn = std::max(s.turn, w->penalty_from_turn); turn <= last; ++turn)
        staying += 1.0 - exit_chance(g, static_cast<int>(u), *w, turn, w->hexes);
    }
    t.timed -= sign_of(w->side) * staying * w->penalty_vp;
  }
}

// Steps on the map that will cost VP at the end (VV165 §12.4.1, Soor): the
// sheet counts them now, by whole groups. Here each step counts for its
// share of a group (so that every unit leaving is worth its steps, not only
// the one that empties a group), and a unit that can still leave by an exit
// only for the chance that it stays.
void steps_that_may_leave(const Game& g, EvalTerms& t) {
  const Scenario& sc = g.scenario();
  const State& s = g.state();
  for (int i = 0; i < sc.special.size(); ++i) {
    const auto* rule = dynamic_cast<const StepsOnMap*>(&sc.special.at(i));
    if (!rule) continue;
    int steps = 0;
    double staying = 0;
    for (std::size_t u = 0; u < s.units.size(); ++u) {
      if (sc.units[u].side != rule->side || s.units[u].where != Where::Map) continue;
      const int n = sc.units[u].morale - s.units[u].losses;
      steps += n;
      staying += n * (1.0 - best_exit_chance(g, static_cast<int>(u), sc.last_turn));
    }
    // What the sheet holds is replaced by the expected count, on a line.
    const double sheet = static_cast<double>(rule->groups(steps) * rule->vp);
    const double expected = staying * rule->vp / std::max(1, rule->every);
    t.exits += sign_of(rule->side) * (expected - sheet);
  }
}

// The VP an exit rule gives for a count, drawn as a line through the counts
// at which its VP go up, so that every unit on its way is worth its share
// (the sheet's steps, ExitRule::vp_for, would make the second and third
// units of a group of three worth nothing, VV174 §11.4.1).
double exit_vp_line(const ExitRule& ex, double count) {
  if (ex.vp == 0 || count <= 0) return 0;
  if (count <= ex.vp_first_at) return ex.vp * count / ex.vp_first_at;
  return ex.vp * (1.0 + (count - ex.vp_first_at) / ex.vp_every);
}

// Units that may still leave the map for VP: the count expected, each unit
// by the chance it can reach an exit that counts in time, on that line.
void exits(const Game& g, EvalTerms& t) {
  const Scenario& sc = g.scenario();
  const State& s = g.state();
  for (int i = 0; i < sc.special.size(); ++i) {
    const auto* ex = dynamic_cast<const ExitRule*>(&sc.special.at(i));
    if (!ex || ex->vp == 0 || s.turn > ex->until_turn) continue;
    int last = ex->until_turn;
    if (!ex->count_turns.empty()) last = *std::max_element(ex->count_turns.begin(), ex->count_turns.end());
    if (s.turn > last) continue;
    const auto& hexes = ex->count_hexes.empty() ? ex->hexes : ex->count_hexes;
    double expected = 0;
    for (std::size_t u = 0; u < s.units.size(); ++u) {
      const UnitDef& d = sc.units[u];
      const UnitState& x = s.units[u];
      if (d.side != ex->side || x.where != Where::Map) continue;
      if (ex->count_only_without_losses && x.losses > 0) continue;
      double p = exit_chance(g, static_cast<int>(u), *ex, last, hexes);
      if (ex->count_only_organised && x.disorganised) p *= 0.5;  // it may rally first (10.1)
      expected += p * (ex->count_steps ? d.morale - x.losses : 1.0);
    }
    const int counted = ex->counted(g);
    // The sheet holds vp_for(counted): the line replaces it, so that a unit
    // leaving changes nothing that its chance had not counted already.
    t.exits += sign_of(ex->side) * (exit_vp_line(*ex, counted + expected) - ex->vp_for(counted));
  }
}

// VV165 §11.4.2 (Trautenau): from `from_turn`, at the end of each turn, the
// commander-in-chief panics on 1d6 + the enemy's VP lead as the sheet
// stands (A-34) >= 6, and the battle ends at once in the enemy's major
// victory. The chance of that before the turn track ends, each check at
// the lead of now (BoninPanic::panics_on for each face of the die).
// In the campaign (§13.4) the panic ends the day, not the game: the day
// then counts as the enemy's major victory with PanicAftermath's VP (none
// for the side that panicked; without that rule, the sheet as it stands),
// and the days after it are taken as even, as for every day to come. With
// the reinforcement of §13.1 taken, the panic ends the campaign in the
// enemy's major victory: a sudden end again.
bool panic_ends_campaign(const Game& g) {
  const RuleSet& rules = g.scenario().special;
  for (int i = 0; i < rules.size(); ++i)
    if (const auto* r = dynamic_cast<const ReinforcementOption*>(&rules.at(i)); r && r->taken(g)) return true;
  return false;
}

// The margin (Prussia minus Austria) the campaign stands at if `own`
// panics now: the days before, and this day as §13.4 counts it.
double margin_after_panic(const Game& g, Side own, const EvalTerms& t) {
  const RuleSet& rules = g.scenario().special;
  double days = 0;
  for (const DayResult& d : g.state().days) days += d.vp[0] - d.vp[1];
  for (int i = 0; i < rules.size(); ++i)
    if (const auto* a = dynamic_cast<const PanicAftermath*>(&rules.at(i)); a && a->side == own)
      return days + sign_of(other(own)) * a->day1_enemy_vp;
  return t.score;
}

void panics(const Game& g, EvalTerms& t) {
  const Scenario& sc = g.scenario();
  const int turn = g.state().turn;
  for (int i = 0; i < sc.special.size(); ++i) {
    const auto* p = dynamic_cast<const BoninPanic*>(&sc.special.at(i));
    if (!p) continue;
    const Side own = sc.cincs[static_cast<std::size_t>(p->cinc)].side;
    const int checks = sc.last_turn - std::max(turn, p->from_turn) + 1;
    if (checks <= 0) continue;
    const int lead = static_cast<int>(std::lround(-sign_of(own) * t.score));  // the enemy's VP minus his own
    int faces = 0;
    for (int die = 1; die <= 6; ++die) faces += BoninPanic::panics_on(die, lead);
    const double none = std::pow(1.0 - faces / 6.0, checks);
    if (!sc.campaign || panic_ends_campaign(g)) {
      t.sudden = 1.0 - (1.0 - t.sudden) * none;
      t.sudden_winner = side_index(other(own));
    } else {
      t.day_end = 1.0 - (1.0 - t.day_end) * none;
      t.day_end_margin = margin_after_panic(g, own, t);
    }
  }
}

}  // namespace

EvalTerms evaluation_terms(const Game& g) {
  EvalTerms t;
  const Scenario& sc = g.scenario();
  const State& s = g.state();
  if (sc.campaign)
    t.levels = {sc.campaign->minor, sc.campaign->major};
  else
    t.levels = {sc.minor, sc.major};
  std::array<int, kSides> vp = g.current_vp();
  t.score = vp[0] - vp[1];
  for (const DayResult& d : s.days) t.score += d.vp[0] - d.vp[1];
  const int left = turns_left(g);
  t.spread = 0.8 + 0.35 * left;
  losses_and_morale(g, t);
  Occupancy occ;
  occ.build(g);
  std::array<std::vector<std::uint8_t>, kSides> zoc{Rules::zoc(g, Side::Prussia),
                                                    Rules::zoc(g, Side::Austria)};
  trapped_units(g, occ, zoc, left, t);
  contact(g, occ, t);
  command(g, t);
  objectives(g, t);
  later_counts(g, t);
  exits(g, t);
  steps_that_may_leave(g, t);
  corps_withdrawal(g, t);
  panics(g, t);
  t.margin = t.score + t.losses + t.demoralisation + t.disorder + t.trapped + t.contact + t.command +
             t.objectives + t.timed + t.exits;
  t.margin = (1 - t.day_end) * t.margin + t.day_end * t.day_end_margin;
  return t;
}

double evaluate_position(const Game& g, Side side) {
  const State& s = g.state();
  if (g.over()) {
    if (s.winner < 0 || s.level == 0) return 0.0;
    double v = s.level == 2 ? 1.0 : 0.5;
    return s.winner == side_index(side) ? v : -v;
  }
  EvalTerms t = evaluation_terms(g);
  const double m = sign_of(side) * t.margin;
  // P(final margin >= level) - P(final margin <= -level), the margin read
  // as the centre of a logistic spread; half a point for each level.
  auto level = [&](int at) {
    const double edge = at - 0.5;
    return logistic((m - edge) / t.spread) - logistic((-m - edge) / t.spread);
  };
  double v = 0.5 * level(t.levels[0]) + 0.5 * level(t.levels[1]) + 0.01 * m;
  if (t.sudden > 0) v = (1 - t.sudden) * v + t.sudden * (t.sudden_winner == side_index(side) ? 1.0 : -1.0);
  return std::clamp(v, -1.0, 1.0);
}

}  // namespace bohemia
