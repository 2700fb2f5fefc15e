// The Königgrätz evaluation (evaluate.h). The weights are in VP: a unit
// destroyed is 1 VP (18.3), a victory condition met is worth about twenty
// (it decides the game whatever the points). They are a first setting, to
// be tuned by tournaments (docs/balance.md).
#include "mns/evaluate.h"

#include <algorithm>
#include <cmath>

namespace bohemia::mns {

namespace {

constexpr double kVictory = 20;        // a victory condition met at the end
constexpr double kApproach = 8;        // the nearest Prussian unit at 2030's door
constexpr double kApproachHexes = 15;  // ... and nothing beyond this distance
constexpr double kDenial = 6;          // each condition that denies Austria's victory
constexpr double kCfLost = 0.25;       // one combat factor lost, in VP
constexpr double kScale = 12;          // the margin at which a side is about 75 % sure
constexpr double kPull = 0.05;         // each Prussian unit a hex nearer 2030, each Austrian in the works

int combat_value(const UnitDef& d, const Face& f) { return d.is_artillery() ? f.attack : f.cf; }

// Strength a unit has lost, in combat factors.
double lost(const UnitDef& d, const UnitState& u) {
  double full = combat_value(d, d.full);
  double now = u.has(kBack) ? combat_value(d, d.back) : full;
  switch (u.where) {
    case Where::Eliminated:
    case Where::Destroyed:
    case Where::Captured:
    case Where::SetAside:
      return full;
    case Where::Track:
      return full - 0.5 * now;
    default:
      return full - now + (u.has(kDisrupted) ? 0.25 * now : 0.0);
  }
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
  double pull = 0;  // every Prussian's approach, every Austrian holding the works: a slope for each move
  bool in_works = false, gun_in_range = false;
  for (std::size_t u = 0; u < sc.units.size(); ++u) {
    const UnitDef& d = sc.units[u];
    const UnitState& x = s.units[u];
    if (!d.is_combat()) continue;
    (d.side == Side::Prussia ? lost_p : lost_a) += lost(d, x);
    if (d.side == Side::Austria && x.where == Where::Map && m.fieldworks[static_cast<std::size_t>(x.hex)])
      pull -= kPull;
    if (d.side != Side::Prussia || x.where != Where::Map || sc.victory_hex == kNoHex) continue;
    const int dist = m.grid.distance(x.hex, sc.victory_hex);
    nearest = std::min(nearest, dist);
    pull += kPull * std::max(0.0, 40.0 - dist) / 40.0;
    in_works = in_works || m.fieldworks[static_cast<std::size_t>(x.hex)];
    if (d.is_artillery() && !x.has(kBack) && !x.has(kDisrupted)) {
      int range = d.full.range + (m.hill[static_cast<std::size_t>(x.hex)] ? sc.tec->hill.range_bonus : 0);
      gun_in_range = gun_in_range || (range > 0 && m.grid.distance(x.hex, sc.victory_hex) <= range);
    }
  }
  t.losses = kCfLost * (lost_a - lost_p);
  if (s.last_into_victory_hex == static_cast<int>(Side::Prussia) || gun_in_range)
    t.objective = kVictory;
  else
    t.objective = kApproach * std::clamp(1.0 - (nearest - 1) / kApproachHexes, 0.0, 1.0) + pull;
  t.works = kDenial * (in_works + s.trains_disturbed);
  // Austria wins at the end if nothing above changes: more surely as turns run out.
  if (t.objective < kVictory && !in_works && !s.trains_disturbed)
    t.austrian = -kVictory * std::clamp(static_cast<double>(s.turn) / sc.turns, 0.0, 1.0);
  t.margin = t.points + t.losses + t.objective + t.works + t.austrian;
  return t;
}

double mns_evaluate(const Scenario& sc, const State& s, Side side) {
  double v = std::tanh(mns_evaluation_terms(sc, s).margin / kScale);
  return side == Side::Prussia ? v : -v;
}

}  // namespace bohemia::mns
