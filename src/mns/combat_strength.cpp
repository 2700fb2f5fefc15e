// The strength of each side of a close combat (§7.7), unit by unit in the
// order of ruling RN 7: the printed factor, the additions (a participating
// leader §10.3, a line's front +2 §19.7D), the doublings and tripling
// (cavalry against a disrupted or ineffective defender §9.2, a line's flank
// and rear §19.7D; one doubling cancels one halving), then the halvings
// (terrain §7.7 and the TEC, disruption §2.8, a parenthesized factor
// attacking §2.4, an uncoordinated formation §7.14, overstacking §5.3, a
// line attacking §19.7D, a charge not pressed home §7.13.3): once is half
// rounded up, twice or more is 1, 0 stays 0. Side additions come last
// (Press Forward +2, Last Stand +3, §7.13).
#include <fmt/format.h>

#include <algorithm>

#include "mns/combat.h"
#include "mns/rules.h"
#include "mns/rules_internal.h"

namespace bohemia::mns {

namespace {

int halve(int v, int times) {
  if (times <= 0 || v == 0) return v;
  return times == 1 ? (v + 1) / 2 : 1;  // 7.7
}

// 7.13.1: the MA as the combat factor; bracketed or V count 0, and a
// disrupted unit 0; artillery defends with its defence, cavalry its CF.
int skirmish_base(const Board& b, int u, bool attacker) {
  const UnitDef& d = b.def(u);
  const Face& f = b.face(u);
  if (d.is_artillery()) return attacker ? 0 : f.defense;
  if (d.is_cavalry()) return f.cf;
  if (b.us(u).line >= 0) return b.sc.line_ma;  // 19.7D: the marker's MA
  if (f.ma_kind != MaKind::Number || b.disrupted(u)) return 0;
  return f.ma;
}

// The halvings of the TEC for an attack from `from` into `to` (7.7).
int terrain_halvings(const Board& b, int u, HexId from, HexId to) {
  const Map& m = b.map();
  const Tec& t = b.tec();
  int arm = std::min(static_cast<int>(b.def(u).arm()), kCombatArms - 1);
  int d = m.grid.direction(to, from);
  if (d < 0) return 0;
  int n = t.hexes[m.terrain[static_cast<std::size_t>(to)]].attacker_halvings[static_cast<std::size_t>(arm)];
  n += t.hexsides[m.side[m.hs(to, d)]].attacker_halvings[static_cast<std::size_t>(arm)];
  if (m.hill[static_cast<std::size_t>(to)] && !m.hill[static_cast<std::size_t>(from)])
    n += t.hill.attacker_halvings[static_cast<std::size_t>(arm)];
  if (m.fieldworks[static_cast<std::size_t>(to)] && m.protected_side[m.hs(to, d)])
    n += t.fieldworks.attacker_halvings_across_protected[static_cast<std::size_t>(arm)];
  return n;
}

// The first of `units` on h: the unit a participating leader joins (10.3).
int first_on(const Board& b, const std::vector<std::int16_t>& units, HexId h) {
  for (int v : units)
    if (b.us(v).hex == h) return v;
  return -1;
}

struct Reckoning {
  int base = 0, add = 0, doublings = 0, triple = 0, halvings = 0;
  std::vector<Modifier> why;
  int value() const {
    int dbl = doublings, h = halvings;
    while (dbl > 0 && h > 0) --dbl, --h;  // RN 7: a doubling cancels a halving
    int v = (base + add) * (1 << dbl) * (triple ? 3 : 1);
    return halve(v, h);
  }
};

// 9.4, R-9.4: against a countercharge that is not a charge's reply, an
// attacking unit stands as the charge's target: its factor (a battery's
// defence), a participating leader, a square +2 (19.3), halved disrupted
// or overstacked.
Reckoning countercharged_unit(Board& b, const Combat& c, int u) {
  Reckoning r;
  HexId h = b.us(u).hex;
  r.base = b.def(u).is_artillery() ? b.face(u).defense : b.face(u).cf;
  int leader = participating_leader(b, c, h, true);
  if (leader >= 0 && first_on(b, c.attackers, h) == u)
    r.add += b.face(leader).cf, r.why.push_back({"leader", "10.3"});
  if (in_square(b, u, enemy(c.attacker))) r.add += 2, r.why.push_back({"square +2", "19.3"});  // 9.5, 19.3
  if (b.disrupted(u) && leader < 0) ++r.halvings, r.why.push_back({"disrupted", "7.7"});
  if (b.overstacked(h)) ++r.halvings, r.why.push_back({"overstacked", "5.3"});
  return r;
}

// 9.4: a countercharging cavalry unit: its charge factor (9.3 (4): doubled
// against a disrupted or ineffective primary attacker, not against a charge).
Reckoning countercharging_unit(Board& b, const Combat& c, int u) {
  Reckoning r;
  r.base = b.face(u).charge;
  r.why.push_back({"charge factor", "9.3"});
  int leader = participating_leader(b, c, b.us(u).hex, false);
  if (leader >= 0 && u == c.primary_d)
    r.add += b.face(leader).cf, r.why.push_back({"leader", "10.3"});  // 10.3
  int pa = c.primary_a;
  if (!c.cavalry_charge && pa >= 0 && (b.disrupted(pa) || !b.effective(pa)))
    ++r.doublings, r.why.push_back({"x2 against a disrupted or ineffective unit", "9.3"});  // 9.3 (4)
  if (b.overstacked(b.us(u).hex)) ++r.halvings, r.why.push_back({"overstacked", "5.3"});
  return r;
}

Reckoning attacker_unit(Board& b, const Combat& c, int u) {
  if (c.countercharge && !c.cavalry_charge) return countercharged_unit(b, c, u);
  Reckoning r;
  const UnitDef& d = b.def(u);
  const Face& f = b.face(u);
  HexId from = b.us(u).hex;
  if (c.tactic_a == static_cast<std::uint8_t>(Tactic::Skirmish)) {
    r.base = skirmish_base(b, u, true);  // 7.13.1: no terrain
  } else {
    r.base = d.is_artillery() ? f.attack : c.cavalry_charge ? f.charge : f.cf;  // 9.3 (4)
    if (c.fortune_charge && (c.cavalry_charge || c.charge))
      r.base *= 2,
          r.why.push_back({"the fortune's charge x2", "12.4"});  // 12.4: the units' factor, not the leader's
    int leader = participating_leader(b, c, from, true);
    bool first_here = first_on(b, c.attackers, from) == u;
    if (leader >= 0 && first_here) r.add += b.face(leader).cf, r.why.push_back({"leader", "10.3"});  // 10.3
    if (b.us(u).line >= 0)
      r.add += 2, ++r.halvings, r.why.push_back({"line +2, halved attacking", "19.7D"});  // 19.7D
    int pd = c.primary_d;
    if (d.is_cavalry() && pd >= 0 && (b.disrupted(pd) || !b.effective(pd)))
      ++r.doublings, r.why.push_back({"cavalry x2", "9.2"});  // 9.2 (2)
    for (int v : c.defenders)
      if (b.us(v).line >= 0) {
        int asp = line_aspect(b, v, from);
        if (asp == 1) r.triple = 1, r.why.push_back({"line's flank x3", "19.7D"});  // 19.7D
        if (asp == 2) ++r.doublings, r.why.push_back({"line's rear x2", "19.7D"});
        break;
      }
    int th = terrain_halvings(b, u, from, c.target);
    if (th) r.halvings += th, r.why.push_back({"terrain", "7.7"});
    bool helped = leader >= 0;  // 10.3: no halving for disruption or a parenthesized factor
    if (b.disrupted(u) && !helped) ++r.halvings, r.why.push_back({"disrupted", "7.7"});
    if ((f.paren || b.disrupted(u) || b.us(u).has(kOpenOrder)) && !helped && !d.is_artillery())
      ++r.halvings, r.why.push_back({"parenthesized", "2.4"});                       // 2.4, 2.8, 19.10B
    if (b.overstacked(from)) ++r.halvings, r.why.push_back({"overstacked", "5.3"});  // 5.2, 5.3
    if (c.charge_failed) ++r.halvings, r.why.push_back({"charge not pressed home", "7.13.3"});  // 7.13.3
  }
  if (!c.coordinated && c.primary_a >= 0 && coordination_group(b, u) != coordination_group(b, c.primary_a) &&
      !d.is_artillery())
    ++r.halvings, r.why.push_back({"uncoordinated", "7.14"});  // 7.14
  return r;
}

Reckoning defender_unit(Board& b, const Combat& c, int u) {
  if (c.countercharge) return countercharging_unit(b, c, u);
  Reckoning r;
  const UnitDef& d = b.def(u);
  const Face& f = b.face(u);
  HexId h = b.us(u).hex;
  if (c.tactic_a == static_cast<std::uint8_t>(Tactic::Skirmish)) {
    r.base = skirmish_base(b, u, false);
    return r;
  }
  r.base = d.is_artillery() ? f.defense : f.cf;
  int leader = participating_leader(b, c, h, false);
  if (leader >= 0 && u == c.primary_d)
    r.add += b.face(leader).cf, r.why.push_back({"leader", "10.3"});  // 10.3
  if (b.us(u).line >= 0) {
    bool front = std::all_of(c.attackers.begin(), c.attackers.end(),
                             [&](int a) { return line_aspect(b, u, b.us(a).hex) == 0; });
    if (front) r.add += 2, r.why.push_back({"line's front +2", "19.7D"});  // 19.7D
  }
  if (c.cavalry_charge && in_square(b, u, c.attacker))
    r.add += 2, r.why.push_back({"square +2", "19.3"});                                   // 9.5, 19.3
  if (b.disrupted(u) && leader < 0) ++r.halvings, r.why.push_back({"disrupted", "7.7"});  // 7.7, ruling
  if (b.overstacked(h)) ++r.halvings, r.why.push_back({"overstacked", "5.3"});            // 5.2, 5.3
  return r;
}

}  // namespace

SideStrength side_reckoning(Board& b, const Combat& c, bool attacker) {
  SideStrength out;
  const std::vector<std::int16_t>& units = attacker ? c.attackers : c.defenders;
  for (int u : units) {
    Reckoning r = attacker ? attacker_unit(b, c, u) : defender_unit(b, c, u);
    StrengthPart part{b.def(u).id, r.value(), r.base, r.why};
    out.total += part.value;
    out.parts.push_back(std::move(part));
  }
  if (attacker)
    for (StrengthPart& p : support_parts(b, c)) {  // 8.8
      out.total += p.value;
      out.parts.push_back(std::move(p));
    }
  if (attacker && c.tactic_a == static_cast<std::uint8_t>(Tactic::PressForward)) {
    out.total += 2;
    out.parts.push_back({"", 2, 2, {{"Press Forward +2", "7.13.2"}}});
  }
  if (!attacker && c.tactic_d == static_cast<std::uint8_t>(Tactic::LastStand)) {
    out.total += 3;
    out.parts.push_back({"", 3, 3, {{"Last Stand +3", "7.13.5"}}});
  }
  return out;
}

std::string SideStrength::detail() const {
  std::string d;
  for (const StrengthPart& p : parts) {
    if (p.unit.empty()) {  // a side addition
      d += ", " + p.mods.front().text;
      continue;
    }
    std::string why;
    for (const Modifier& m : p.mods) why += (why.empty() ? "" : ", ") + m.text;
    d += fmt::format("{}{} {}{}", d.empty() ? " " : ", ", p.unit, p.value,
                     why.empty() ? "" : " (" + why + ")");
  }
  return d;
}

Differential combat_differential(Board& b, const Combat& c) {
  Differential d;
  d.attack = side_reckoning(b, c, true);
  d.defence = side_reckoning(b, c, false);
  d.mirrored = c.countercharge && !c.cavalry_charge;  // 9.4, R-9.4: the countercharging cavalry attacks
  d.differential = d.mirrored ? d.defence.total - d.attack.total : d.attack.total - d.defence.total;
  d.column = b.sc.crt->column_of(d.differential);
  return d;
}

}  // namespace bohemia::mns
