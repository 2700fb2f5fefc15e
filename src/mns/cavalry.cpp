// Cavalry charges (§9.3) and the Königgrätz squares (§19.3): cavalry that
// declared a charge in its movement phase ("charge HEX TARGET") charges in
// the combat phase ("charge FROM TARGET": up to a squadron and one other
// cavalry unit, effective and undisrupted, 9.3): the charging cavalry
// checks morale (a failure disrupts it and the charge is not made, ruling
// ), then the target unless it is in square (19.3); the charge factor
// fights (9.3.4); D results become Dm, every other result Am (Ar) (9.3.5);
// a routed defender also loses a step (artillery is captured); the charging
// cavalry ends ineffective (9.3.7). Countercharges (9.4, "tactic
// countercharge"): the defending cavalry charges back, against an attack
// as the attacker of a charge (its check, the target's, the result read
// from its side, R-9.4), against a charge with both charge factors (A
// results Am, D results Dm, anything else both retreat).
// A hex charged may be charged again by other cavalry, each charge resolved
// apart, and attacked no other way (9.3 (2)). A charge whose defender
// routed goes on while the riders stay effective (9.3 (6)): after their
// advance of up to two hexes, "charge FROM TARGET" against any enemy next
// to them, attacked this phase or not, or "pass".
#include <fmt/format.h>

#include <algorithm>

#include "mns/combat.h"
#include "mns/rules.h"
#include "mns/rules_internal.h"

namespace bohemia::mns {

namespace {

// `chained`: a charge carried on after a rout (9.3 (6)): the riders have
// fought and may have advanced.
bool charging(Board& b, int u, HexId target, bool chained = false) {
  const UnitState& x = b.us(u);
  return b.def(u).is_cavalry() && x.where == Where::Map && x.charge == target && !b.disrupted(u) &&
         b.effective(u) && (chained || (!x.has(kAttacked) && !x.has(kAdvanced)));
}

}  // namespace

bool in_square(const Board& b, int u, Side charger) {
  const UnitDef& d = b.def(u);
  if (!d.is_infantry()) return false;
  if (d.side == Side::Prussia) return true;             // 19.3: all Prussian infantry
  return charger == Side::Prussia && b.us(u).line < 0;  // 19.3: Austrian and Saxon, not in line
}

std::vector<Action> cavalry_charge_actions(Board& b) {
  std::vector<Action> out;
  if (light_now(b) == Light::Night) return out;  // 14.2 (4): infantry charges only
  for (int u = 0; u < b.count(); ++u) {
    if (b.side(u) != b.s.active || !b.on_map(u)) continue;
    HexId t = b.us(u).charge;
    if (t == kNoHex || !charging(b, u, t) || b.map().grid.distance(b.us(u).hex, t) != 1) continue;
    bool attacked = std::find(b.s.targeted.begin(), b.s.targeted.end(), t) != b.s.targeted.end();
    bool charged = std::find(b.s.charged.begin(), b.s.charged.end(), t) != b.s.charged.end();
    if (attacked && !charged) continue;  // 7.4; 9.3 (2): a charged hex may be charged again
    bool enemy = false;
    for (int v : b.at(t)) enemy = enemy || (b.side(v) != b.s.active && b.def(v).is_combat());
    Action a{ActionType::Charge};
    a.hex = b.us(u).hex;
    a.hex2 = t;
    if (enemy && std::find(out.begin(), out.end(), a) == out.end()) out.push_back(a);
  }
  return out;
}

// The charging units of `from` (9.3: a squadron and one other cavalry unit).
void charging_units(Board& b, Combat& c, HexId from, bool chained) {
  int small = 0, other = 0;
  for (int u : b.at(from)) {
    if (b.side(u) != c.attacker || !charging(b, u, c.target, chained)) continue;
    int& n = b.def(u).is_small() ? small : other;
    if (n++) continue;
    c.attackers.push_back(static_cast<std::int16_t>(u));
  }
}

// 9.3 (3): the checks before the charge; false when the charge is not made.
bool charge_checks(Ctx& x, Board& b, Combat& c) {
  if (!morale_check(x, b, c.primary_a, 0, "the charge", "9.3")) {
    for (int u : c.attackers) b.set(u, kDisrupted);
    x.log("9.3", "the charging cavalry is disrupted: the charge is not made (R-9.3)");
    return false;
  }
  int d = c.primary_d;
  if (in_square(b, d, c.attacker)) {
    x.log("19.3", fmt::format("{} is in square: no morale check, +2 to its factors", b.def(d).id));
  } else if (!morale_check(x, b, d, 0, "charged by cavalry", "9.3") && !b.disrupted(d)) {
    b.set(d, kDisrupted);
    b.us(d).line = -1;
    x.log("9.3", fmt::format("{} is disrupted", b.def(d).id));
  }
  return true;
}

void end_of_charge(Ctx& x, Board& b, const Combat& c) {
  if (c.cavalry_charge)
    for (int u : c.attackers)
      if (b.on_map(u) && b.effective(u)) {
        b.set(u, kBack);  // 9.3 (7)
        x.log("9.3", fmt::format("{} ends its charge ineffective", b.def(u).id));
      }
  if (c.countercharge)
    for (int u : c.defenders)
      if (b.on_map(u) && b.effective(u)) {
        b.set(u, kBack);  // 9.4 as 9.3 (7)
        x.log("9.4", fmt::format("{} ends its countercharge ineffective", b.def(u).id));
      }
  if (c.cavalry_charge)
    for (int u : c.attackers) b.us(u).charge = kNoHex;
  b.touch();
}

bool chain_charge(Ctx& x, Board& b, Combat& c) {
  std::vector<Action> opts{Action{ActionType::Pass}};
  for (int u : c.attackers) {
    if (!b.on_map(u) || !b.def(u).is_cavalry() || b.disrupted(u) || !b.effective(u)) continue;
    HexId h = b.us(u).hex;
    for (int d = 0; d < 6; ++d) {
      HexId n = b.map().neighbour(h, d);
      if (n == kNoHex || b.marker_at(n) >= 0 || !charge_terrain_ok(b, h, n)) continue;
      bool enemy = false;
      for (int v : b.at(n)) enemy = enemy || (b.side(v) != c.attacker && b.def(v).is_combat());
      Action a{ActionType::Charge};
      a.hex = h;
      a.hex2 = n;
      if (enemy && std::find(opts.begin(), opts.end(), a) == opts.end()) opts.push_back(a);
    }
  }
  if (opts.size() == 1) return false;
  Action a = x.choose(c.attacker, opts);
  if (a.type == ActionType::Pass) return false;
  for (int u : c.attackers)
    if (b.on_map(u) && b.us(u).hex == a.hex) b.us(u).charge = a.hex2;
  if (std::find(b.s.targeted.begin(), b.s.targeted.end(), a.hex2) == b.s.targeted.end()) {
    b.s.targeted.push_back(a.hex2);  // 7.4: the hex's combat; 9.3 (2): other charges may follow
    b.s.charged.push_back(a.hex2);
  }
  x.log("9.3", fmt::format("the cavalry at {} charges on against {} (9.3 (6))", b.map().label(a.hex),
                           b.map().label(a.hex2)));
  std::size_t at = 0;  // after the fortunes of war the rout gave, played at once (12.4)
  while (at < b.s.tasks.size() && b.s.tasks[at].type == TaskType::FortuneOfWar) ++at;
  b.s.tasks.insert(b.s.tasks.begin() + static_cast<std::ptrdiff_t>(at),
                   Task{TaskType::Combat, c.attacker, a.hex2, 1, a.hex, 1});
  b.touch();
  return true;
}

bool may_countercharge(Board& b, const Combat& c) {
  int p = c.primary_d;
  if (c.bombard || p < 0 || c.primary_a < 0 || !b.on_map(p) || !b.on_map(c.primary_a)) return false;
  if (!b.def(p).is_cavalry() || b.disrupted(p) || !b.effective(p)) return false;  // 9.3
  if (b.overstacked(c.target)) return false;                                      // 9.3
  return charge_terrain_ok(b, c.target, b.us(c.primary_a).hex);                   // 9.3 (1)
}

// 9.4: the countercharge is made by the defending cavalry that may charge
// (a squadron and one other cavalry unit, 9.3); the other defenders do not
// fight. Against an attack that is not a charge the countercharging
// cavalry checks as a charger (a failure disrupts it and it is not made),
// then the primary attacker as its target unless in square (19.3); the
// attacker's tactics and supporting fire give way to it. False: not made.
bool countercharge(Ctx& x, Board& b, Combat& c) {
  std::vector<std::int16_t> riders;
  int small = 0, other = 0;
  std::vector<std::int16_t> order{static_cast<std::int16_t>(c.primary_d)};
  for (int u : c.defenders)
    if (u != c.primary_d) order.push_back(static_cast<std::int16_t>(u));
  for (int u : order) {
    if (!b.def(u).is_cavalry() || b.disrupted(u) || !b.effective(u)) continue;
    if ((b.def(u).is_small() ? small : other)++) continue;
    riders.push_back(static_cast<std::int16_t>(u));
  }
  if (!c.cavalry_charge) {
    if (!morale_check(x, b, c.primary_d, 0, "the countercharge", "9.4")) {
      for (int u : riders)
        if (!b.disrupted(u)) b.set(u, kDisrupted);
      x.log("9.4", "the countercharging cavalry is disrupted: the countercharge is not made (R-9.4)");
      c.tactic_d = static_cast<std::uint8_t>(Tactic::None);
      return false;
    }
  }
  c.countercharge = true;
  c.defenders = riders;
  if (c.cavalry_charge) {
    x.log("9.4", fmt::format("{} countercharges the charge: both sides use their charge factors",
                             b.def(c.primary_d).id));
    return true;
  }
  for (int u : c.support) b.set(u, kAttacked, false);
  c.support.clear();
  c.tactic_a = static_cast<std::uint8_t>(Tactic::None);
  c.charge = c.charge_failed = c.skirmish = false;
  x.log("9.4", fmt::format("{} countercharges: it attacks as a charge (9.3), the attacker's tactics and "
                           "support give way",
                           b.def(c.primary_d).id));
  int a = c.primary_a;
  if (in_square(b, a, enemy(c.attacker))) {
    x.log("19.3", fmt::format("{} is in square: no morale check, +2 to its factors", b.def(a).id));
  } else if (!morale_check(x, b, a, 0, "countercharged by cavalry", "9.4") && !b.disrupted(a)) {
    b.set(a, kDisrupted);
    b.us(a).line = -1;
    b.set(a, kOpenOrder, false);
    x.log("9.4", fmt::format("{} is disrupted", b.def(a).id));
  }
  return true;
}

}  // namespace bohemia::mns
