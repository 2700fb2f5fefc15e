// The Königgrätz evaluation (evaluate.h). The weights are in VP: a unit
// destroyed is 1 VP (18.3), a victory condition met is worth about twenty
// (it decides the game whatever the points). They are a first setting, to
// be tuned by tournaments (docs/balance.md).
#include "mns/evaluate.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace bohemia::mns {

namespace {

constexpr double kVictory = 20;        // a victory condition met at the end
constexpr double kApproach = 8;        // the nearest Prussian unit at 2030's door
constexpr double kApproachHexes = 15;  // ... and nothing beyond this distance
// 18.1: an Austrian combat unit in 2030 keeps a Prussian from entering it
// last without a fight: the nearest Prussian's approach counts this share
// less then. Not all of it: a garrison can be dislodged, and guns in range
// win without entering. Issue 17: greedy as Austria lost a game to a
// random Prussian who walked into an empty 2030.
constexpr double kGuarded = 0.5;
constexpr double kDenial = 6;     // each condition that denies Austria's victory
constexpr double kCfLost = 0.25;  // one combat factor lost, in VP
constexpr double kScale = 12;     // the margin at which a side is about 75 % sure
// 18.1: each Prussian combat unit on the map, by how near 2030 it stands:
// kMarch at 2030, nothing from kMarchHexes out (about 0.004 VP a hex). Why
// so much more than before (0.05): the players look one move ahead, and
// only a slope felt by every unit at every hex makes them march rather
// than end the phase; yet small beside one combat factor lost (kCfLost),
// so that no unit walks into a losing fight for it; an army of sixty
// brought halfway is worth about one denial of Austria's victory (kDenial).
constexpr double kMarch = 0.15;
constexpr double kMarchHexes = 40;
// 18.2: the works held. The Austrians' share of the works' hexes that hold
// an Austrian combat unit, kHold for all of them: each hex newly held is
// worth kHold / 20 (a fifth of a VP), a second unit in a held hex nothing,
// so that the line is held along its length. Bounded, so that a set-up
// behind the works does not read as a victory before a shot is fired.
constexpr double kHold = 4;
// 18.2: every Austrian combat unit off the works, by how near them it
// stands (kCover in the works' next hex, nothing from kCoverHexes out): a
// slope that brings the reserves back to the line, which kHold alone
// leaves indifferent (they would wander wherever the list of moves begins).
constexpr double kCover = 0.02;
constexpr double kCoverHexes = 10;
// 19.8: each Austrian combat unit in a hidden-movement box. Without it the
// Austrian computer set every unit up in the open (a unit in a box holds no
// works hex, and what the Prussian does not know is worth nothing to a
// one-move look-ahead), so Königgrätz against it had no hidden movement.
// Small: less than a works hex newly held (kHold / 20), so the line is
// manned first, and a tenth of a unit destroyed, so that a unit is
// revealed to fight whenever the fight is worth it.
constexpr double kHidden = 0.1;

int combat_value(const UnitDef& d, const Face& f) { return d.is_artillery() ? f.attack : f.cf; }

// Strength a unit has lost, in combat factors. Neither disruption (it was
// a quarter of the unit's factor) nor a one-step unit's ineffective side
// is counted: both recover by themselves when their side's movement phase
// ends, out of contact (§11.1), so counting them made "end" worth more than
// any move (the recovery comes either way, but a player looking one
// decision ahead sees it only after "end"), and the Prussians stopped
// marching from turn 2 on. What they cost in combat shows in the losses
// that follow. A two-step unit's reduced side is a step lost (§7.11).
double lost(const UnitDef& d, const UnitState& u) {
  double full = combat_value(d, d.full);
  double now = u.has(kBack) && d.steps > 1 ? combat_value(d, d.back) : full;
  switch (u.where) {
    case Where::Eliminated:
    case Where::Destroyed:
    case Where::Captured:
    case Where::SetAside:
      return full;
    case Where::Track:
      return full - 0.5 * now;
    default:
      return full - now;
  }
}

// An Austrian combat unit at `h`: the works' hex it holds (marked in
// `held`), or off the works its cover term (kCover), added to `hold` (in
// VP for Prussia, so negative).
void hold_austria(const Map& m, HexId h, std::vector<char>& held, double& hold) {
  const std::vector<HexId>& line = m.fieldworks_line;
  if (line.empty()) return;
  if (m.fieldworks[static_cast<std::size_t>(h)]) {
    for (std::size_t k = 0; k < line.size(); ++k)
      if (line[k] == h) held[k] = 1;
    return;
  }
  // The line is a chain of neighbours: a hex this far from its first hex
  // is beyond kCoverHexes of all of it (a quick way out for most units).
  if (m.grid.distance(h, line.front()) > static_cast<int>(line.size()) + static_cast<int>(kCoverHexes))
    return;
  int near = 1000;
  for (HexId w : line) near = std::min(near, m.grid.distance(h, w));
  hold -= kCover * std::max(0.0, 1.0 - (near - 1) / kCoverHexes);
}

int points(const Scenario& sc, const State& s, Side side) {
  std::size_t i = static_cast<std::size_t>(side);
  return s.vp_destroyed[i] * sc.vp_destroyed + s.vp_casualties[i] * sc.vp_leader_casualty +
         s.vp_captured[i] * sc.vp_captured + s.vp_hq[i] * sc.vp_hq_captured;
}

}  // namespace

MnsEvalTerms mns_evaluation_terms(const Scenario& sc, const State& s) {
  MnsEvalTerms t;
  const Map& m = *sc.map;
  t.points = points(sc, s, Side::Prussia) - points(sc, s, Side::Austria);
  double lost_p = 0, lost_a = 0;
  int nearest = 1000;
  std::vector<char> held(m.fieldworks_line.size(), 0);
  bool in_works = false, gun_in_range = false, guarded = false;
  for (std::size_t u = 0; u < sc.units.size(); ++u) {
    const UnitDef& d = sc.units[u];
    const UnitState& x = s.units[u];
    if (!d.is_combat()) continue;
    (d.side == Side::Prussia ? lost_p : lost_a) += lost(d, x);
    if (x.where == Where::Box && d.side == Side::Austria) t.hidden -= kHidden;
    if (x.where != Where::Map) continue;
    if (d.side == Side::Austria) {
      hold_austria(m, x.hex, held, t.hold);
      guarded = guarded || x.hex == sc.victory_hex;
      continue;
    }
    if (sc.victory_hex == kNoHex) continue;
    const int dist = m.grid.distance(x.hex, sc.victory_hex);
    nearest = std::min(nearest, dist);
    t.march += kMarch * std::max(0.0, 1.0 - dist / kMarchHexes);
    in_works = in_works || m.fieldworks[static_cast<std::size_t>(x.hex)];
    if (d.is_artillery() && !x.has(kBack) && !x.has(kDisrupted)) {
      int range = d.full.range + (m.hill[static_cast<std::size_t>(x.hex)] ? sc.tec->hill.range_bonus : 0);
      gun_in_range = gun_in_range || (range > 0 && m.grid.distance(x.hex, sc.victory_hex) <= range);
    }
  }
  if (!held.empty())
    t.hold -= kHold * static_cast<double>(std::count(held.begin(), held.end(), 1)) /
              static_cast<double>(held.size());
  t.losses = kCfLost * (lost_a - lost_p);
  if (s.last_into_victory_hex == static_cast<int>(Side::Prussia) || gun_in_range)
    t.objective = kVictory;
  else
    t.objective = kApproach * std::clamp(1.0 - (nearest - 1) / kApproachHexes, 0.0, 1.0) *
                  (guarded ? 1.0 - kGuarded : 1.0);
  t.works = kDenial * (in_works + s.trains_disturbed);
  // Austria wins at the end if nothing above changes: more surely as turns run out.
  if (t.objective < kVictory && !in_works && !s.trains_disturbed)
    t.austrian = -kVictory * std::clamp(static_cast<double>(s.turn) / sc.turns, 0.0, 1.0);
  t.margin = t.points + t.losses + t.objective + t.march + t.works + t.hold + t.austrian + t.hidden;
  return t;
}

double mns_evaluate(const Scenario& sc, const State& s, Side side) {
  double v = std::tanh(mns_evaluation_terms(sc, s).margin / kScale);
  return side == Side::Prussia ? v : -v;
}

}  // namespace bohemia::mns
