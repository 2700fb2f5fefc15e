// Cavalry charges (§9.3) and the Königgrätz squares (§19.3): cavalry that
// declared a charge in its movement phase ("charge HEX TARGET") charges in
// the combat phase ("charge FROM TARGET": up to a squadron and one other
// cavalry unit, effective and undisrupted, 9.3): the charging cavalry
// checks morale (a failure disrupts it and the charge is not made, ruling
// ), then the target unless it is in square (19.3); the charge factor
// fights (9.3.4); D results become Dm, every other result Am (Ar) (9.3.5);
// a routed defender also loses a step (artillery is captured); the charging
// cavalry ends ineffective (9.3.7). Not written (gaps): chained charges
// (9.3.6), countercharges (9.4), a second charge on the same hex.
#include <fmt/format.h>

#include <algorithm>

#include "mns/combat.h"
#include "mns/rules.h"
#include "mns/rules_internal.h"

namespace bohemia::mns {

namespace {

bool charging(Board& b, int u, HexId target) {
  const UnitState& x = b.us(u);
  return b.def(u).is_cavalry() && x.where == Where::Map && x.charge == target && !b.disrupted(u) &&
         b.effective(u) && !x.has(kAttacked) && !x.has(kAdvanced);
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
  for (int u = 0; u < b.count(); ++u) {
    if (b.side(u) != b.s.active || !b.on_map(u)) continue;
    HexId t = b.us(u).charge;
    if (t == kNoHex || !charging(b, u, t) || b.map().grid.distance(b.us(u).hex, t) != 1) continue;
    if (std::find(b.s.targeted.begin(), b.s.targeted.end(), t) != b.s.targeted.end()) continue;
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
void charging_units(Board& b, Combat& c, HexId from) {
  int small = 0, other = 0;
  for (int u : b.at(from)) {
    if (b.side(u) != c.attacker || !charging(b, u, c.target)) continue;
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
  for (int u : c.attackers)
    if (b.on_map(u) && b.effective(u)) {
      b.set(u, kBack);  // 9.3 (7)
      x.log("9.3", fmt::format("{} ends its charge ineffective", b.def(u).id));
    }
  for (int u : c.attackers) b.us(u).charge = kNoHex;
  b.touch();
}

}  // namespace bohemia::mns
