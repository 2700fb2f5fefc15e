// Artillery (§8): bombardment of one enemy unit ("bombard BATTERY TARGET",
// §8.4, §8.5) by an undisrupted, effective battery with attack and range,
// within range (a hill +1, §8.7; an Austrian battery position +2 firing
// across a protected hexside, §19.6) and in line of sight (§8.6, weather
// and light §19.4, §14), into a hex not adjacent (or across a prohibited
// hexside) whose terrain may be bombarded; its attack read as a positive
// differential (doubled against cavalry §8.5, +2 from a battery position,
// halved by Austrian guns against open order §19.10C), A results,
// parenthesized results and Ex ignored (D-18), Ammo flips the battery.
// Supporting fire (§8.8): batteries next to an attacking unit, not next to
// an enemy, able to bombard the defender, add their attack.
// An Austrian line's long-range fire (§19.7D, "fire UNIT TARGET") is
// resolved as a bombardment with the line marker's CF alone (R-19.7D).
// Coordinated batteries fire together (RN 16, R-8.4): after "bombard
// BATTERY TARGET", "with BATTERY" adds a ready battery that may fire at the
// target and is stacked with or next to one already firing, or (19.6) is,
// like one of them, an Austrian battery in a battery position firing across
// a protected hexside; then "go". A leader may coordinate batteries that
// are not together ("lead LEADER", R-8.4l): an effective leader stacked
// with or next to the first battery, which is in his command span, who has
// not used his assist this turn (10.3, RN 24); then a battery of his span
// stacked with or next to him may join as well.
#include <fmt/format.h>

#include <algorithm>

#include "mns/combat.h"
#include "mns/rules.h"
#include "mns/rules_internal.h"

namespace bohemia::mns {

namespace {

bool ready(Board& b, int u) {
  const UnitState& x = b.us(u);
  if (!b.def(u).is_artillery() || x.where != Where::Map) return false;
  if (b.face(u).attack <= 0 || b.face(u).range <= 0) return false;  // 8.4 (1)
  if (b.disrupted(u) || !b.effective(u)) return false;              // 8.4 (2)
  return !x.has(kAttacked) && !x.has(kMarched) && !x.has(kAdvanced);
}

// 19.6: an Austrian (not Saxon) battery in a battery position firing
// across one of its hex's protected hexsides (the first step towards the target).
bool battery_position(Board& b, int u, HexId to) {
  const Map& m = b.map();
  const BatteryPosition& bp = b.tec().fieldworks.battery;
  HexId h = b.us(u).hex;
  if (!m.battery_position[static_cast<std::size_t>(h)]) return false;
  if (std::find(bp.sides.begin(), bp.sides.end(), side_id(b.side(u))) == bp.sides.end()) return false;
  for (int f : b.def(u).formations)
    if (std::find(bp.excluded_formations.begin(), bp.excluded_formations.end(),
                  b.sc.formations[static_cast<std::size_t>(f)].id) != bp.excluded_formations.end())
      return false;
  int dist = m.grid.distance(h, to);
  for (int d = 0; d < 6; ++d) {
    HexId n = m.neighbour(h, d);
    if (n != kNoHex && m.protected_side[m.hs(h, d)] && m.grid.distance(n, to) < dist) return true;
  }
  return false;
}

// 8.4 (3), (4), 8.2, 8.6, 8.7: may the battery fire at hex `to`?
bool in_reach(Board& b, int u, HexId to, bool support) {
  const Map& m = b.map();
  HexId from = b.us(u).hex;
  int dist = m.grid.distance(from, to);
  if (dist < 1 || !b.tec().hexes[m.terrain[static_cast<std::size_t>(to)]].bombard_into) return false;
  if (dist == 1 && !support && b.passable(from, m.grid.direction(from, to), Arm::Artillery)) return false;
  int range = b.face(u).range + (m.hill[static_cast<std::size_t>(from)] ? b.tec().hill.range_bonus : 0);
  if (!support && battery_position(b, u, to)) range += b.tec().fieldworks.battery.range_bonus;
  return dist <= range && sees(b, from, to, los_range(b, from, b.side(u)));
}

StrengthPart bombard_part(Board& b, int u, int target) {
  StrengthPart p{b.def(u).id, b.face(u).attack, b.face(u).attack, {}};
  if (battery_position(b, u, b.us(target).hex))
    p.value += b.tec().fieldworks.battery.attack_bonus, p.mods.push_back({"battery position +2", "19.6"});
  if (b.def(target).is_cavalry()) p.value *= 2, p.mods.push_back({"x2 against cavalry", "8.5"});
  if (b.side(u) == Side::Austria && b.us(target).has(kOpenOrder))
    p.value = (p.value + 1) / 2, p.mods.push_back({"halved against open order", "19.10C"});
  return p;
}

std::string why_of(const StrengthPart& p) {
  std::string w;
  for (const Modifier& m : p.mods) w += ", " + m.text;
  return w;
}

// 19.7D: an Austrian unit in line, not in an EZOC, that has not fought.
bool line_ready(Board& b, int u) {
  const UnitState& x = b.us(u);
  if (x.where != Where::Map || x.line < 0 || !b.def(u).is_infantry() || b.disrupted(u)) return false;
  if (x.has(kAttacked) || x.has(kMarched) || x.has(kAdvanced)) return false;
  return !b.in_ezoc(x.hex, b.side(u));
}

// 19.7D, R-19.7D: a line fires up to two hexes to its front: an adjacent
// front hex, or a hex two away whose every hex between is a front hex;
// in line of sight, into terrain that may be bombarded (8.2, 8.6).
bool line_reach(Board& b, int u, HexId to) {
  const Map& m = b.map();
  HexId from = b.us(u).hex;
  int dist = m.grid.distance(from, to);
  if (dist < 1 || dist > 2 || !b.tec().hexes[m.terrain[static_cast<std::size_t>(to)]].bombard_into)
    return false;
  if (dist == 1 && line_aspect(b, u, to) != 0) return false;
  for (int d = 0; d < 6 && dist == 2; ++d) {
    HexId n = m.neighbour(from, d);
    if (n != kNoHex && m.grid.distance(n, to) == 1 && line_aspect(b, u, n) != 0) return false;
  }
  return sees(b, from, to, los_range(b, from, b.side(u)));
}

// 8.4, 19.6: may battery u fire together with `group` at `to`
// (`leader`: the coordinating leader, or -1, R-8.4l)?
bool coordinated_with(Board& b, const std::vector<std::int16_t>& group, int u, HexId to, int leader) {
  bool position = battery_position(b, u, to);
  for (int v : group) {
    if (b.map().grid.distance(b.us(v).hex, b.us(u).hex) <= 1) return true;  // 8.4
    if (position && battery_position(b, v, to)) return true;                // 19.6: automatic
  }
  return leader >= 0 && b.map().grid.distance(b.us(leader).hex, b.us(u).hex) <= 1 &&
         leader_commands(b, leader, u);  // 8.4: stacked with or next to a coordinating leader
}

// 8.4, 10.3 (R-8.4l): the leaders who may coordinate the bombardment of
// `gun`: effective, his assist of the turn unused, stacked with or next to
// the battery, which is in his span; none in twilight or at night (14.3).
std::vector<Action> coordinating_leaders(Board& b, const Combat& c, int gun) {
  std::vector<Action> out;
  if (light_now(b) != Light::Day) return out;
  for (int l = 0; l < b.count(); ++l) {
    if (b.def(l).type != UnitType::Leader || b.side(l) != c.attacker || !b.on_map(l) || !b.effective(l) ||
        b.us(l).has(kAssisted))
      continue;
    if (b.map().grid.distance(b.us(l).hex, b.us(gun).hex) > 1 || !leader_commands(b, l, gun)) continue;
    bool useful = false;  // a battery that he alone would bring in
    for (int u = 0; u < b.count() && !useful; ++u)
      useful = b.side(u) == c.attacker && u != gun && ready(b, u) && in_reach(b, u, c.target, false) &&
               !coordinated_with(b, c.attackers, u, c.target, -1) &&
               coordinated_with(b, c.attackers, u, c.target, l);
    if (!useful) continue;
    Action a{ActionType::Lead};
    a.unit = static_cast<std::int16_t>(l);
    out.push_back(a);
  }
  return out;
}

// 8.4 (RN 16): the batteries that join the first one, one at a time; a
// leader may coordinate batteries that are not together (R-8.4l).
void choose_batteries(Ctx& x, Board& b, Combat& c) {
  for (;;) {
    std::vector<Action> opts{Action{ActionType::Go}};
    if (c.coordinator < 0)
      for (const Action& l : coordinating_leaders(b, c, c.attackers.front())) opts.push_back(l);
    for (int u = 0; u < b.count(); ++u) {
      if (b.side(u) != c.attacker ||
          std::find(c.attackers.begin(), c.attackers.end(), u) != c.attackers.end())
        continue;
      if (!ready(b, u) || !in_reach(b, u, c.target, false) ||
          !coordinated_with(b, c.attackers, u, c.target, c.coordinator))
        continue;
      Action a{ActionType::With};
      a.unit = static_cast<std::int16_t>(u);
      opts.push_back(a);
    }
    if (opts.size() == 1) return;
    Action a = x.choose(c.attacker, opts);
    if (a.type == ActionType::Go) return;
    if (a.type == ActionType::Lead) {  // R-8.4l: his assist of the turn (10.3, RN 24)
      c.coordinator = a.unit;
      b.set(a.unit, kAssisted);
      x.log("8.4",
            fmt::format("{} coordinates the bombardment (his assist of the turn, 10.3)", b.def(a.unit).name));
      continue;
    }
    c.attackers.push_back(a.unit);
    b.set(a.unit, kAttacked);
  }
}

}  // namespace

BombardStrength bombard_reckoning(Board& b, const Combat& c) {
  BombardStrength out;
  int target = c.primary_d;
  for (int u : c.attackers) {
    StrengthPart p =
        c.line_fire
            ? StrengthPart{b.def(u).id, b.sc.line_cf, b.sc.line_cf, {{"the line marker's CF", "19.7D"}}}
            // R-19.7D
            : bombard_part(b, u, target);
    out.total += p.value;
    out.parts.push_back(std::move(p));
  }
  out.column = b.sc.crt->column_of(out.total);
  return out;
}

std::vector<Action> line_fire_actions(Board& b) {
  std::vector<Action> out;
  if (light_now(b) == Light::Night) return out;  // 14.2 (5): as a bombardment
  for (int u = 0; u < b.count(); ++u) {
    if (b.side(u) != b.s.active || !line_ready(b, u)) continue;
    for (int t = 0; t < b.count(); ++t) {
      if (b.side(t) == b.s.active || !b.on_map(t) || !b.def(t).is_combat()) continue;
      if (!line_reach(b, u, b.us(t).hex)) continue;
      Action a{ActionType::Fire};
      a.unit = static_cast<std::int16_t>(u);
      a.unit2 = static_cast<std::int16_t>(t);
      out.push_back(a);
    }
  }
  return out;
}

std::vector<Action> bombard_actions(Board& b) {
  std::vector<Action> out;
  if (light_now(b) == Light::Night) return out;  // 14.2 (5)
  for (int u = 0; u < b.count(); ++u) {
    if (b.side(u) != b.s.active || !ready(b, u)) continue;
    for (int t = 0; t < b.count(); ++t) {
      if (b.side(t) == b.s.active || !b.on_map(t) || !b.def(t).is_combat()) continue;
      if (!in_reach(b, u, b.us(t).hex, false)) continue;
      Action a{ActionType::Bombard};
      a.unit = static_cast<std::int16_t>(u);
      a.unit2 = static_cast<std::int16_t>(t);
      out.push_back(a);
    }
  }
  return out;
}

bool may_support(Board& b, const Combat& c, int u) {
  if (b.side(u) != c.attacker || !ready(b, u)) return false;
  HexId h = b.us(u).hex;
  for (int d = 0; d < 6; ++d) {  // 8.8 (1): not next to an enemy unless across a prohibited hexside
    HexId n = b.map().neighbour(h, d);
    if (n == kNoHex || !b.passable(h, d, Arm::Artillery)) continue;
    for (int v : b.at(n))
      if (b.side(v) != c.attacker && b.def(v).is_combat()) return false;
  }
  bool next_to_attacker = std::any_of(c.attackers.begin(), c.attackers.end(), [&](int a) {
    return b.map().grid.distance(b.us(a).hex, h) == 1;
  });                                                         // 8.8 (3)
  return next_to_attacker && in_reach(b, u, c.target, true);  // 8.8 (2)
}

std::vector<StrengthPart> support_parts(Board& b, const Combat& c) {
  bool cavalry =
      std::any_of(c.defenders.begin(), c.defenders.end(), [&](int v) { return b.def(v).is_cavalry(); });
  std::vector<StrengthPart> out;
  for (int u : c.support) {
    StrengthPart p{b.def(u).id, b.face(u).attack * (cavalry ? 2 : 1), b.face(u).attack, {{"support", "8.8"}}};
    if (cavalry) p.mods.push_back({"x2 against cavalry", "8.8"});  // 8.8
    out.push_back(std::move(p));
  }
  return out;
}

void run_bombard(Ctx& x, Board& b, const Task& t) {
  int gun = t.a, target = t.b;
  bool line = t.c == 1;  // 19.7D: a line's long-range fire
  if (!b.on_map(gun) || !b.on_map(target)) return;
  Combat& c = b.s.combat;
  c = Combat{};
  c.active = true;
  c.bombard = true;
  c.line_fire = line;
  c.attacker = t.side;
  c.target = b.us(target).hex;
  c.attackers = {static_cast<std::int16_t>(gun)};
  c.defenders = {static_cast<std::int16_t>(target)};
  c.primary_a = static_cast<std::int16_t>(gun);
  c.primary_d = static_cast<std::int16_t>(target);
  b.set(gun, kAttacked);
  if (!line) choose_batteries(x, b, c);  // 8.4: coordinated batteries fire together
  BombardStrength r = bombard_reckoning(b, c);
  int v = r.total, col = r.column;
  std::string why = why_of(r.parts.front());
  if (r.parts.size() > 1) {
    std::string parts;
    for (const StrengthPart& p : r.parts)
      parts += fmt::format("{}{} {}{}", parts.empty() ? "" : "; ", p.unit, p.value, why_of(p));
    why = fmt::format(" ({}), together (8.4)", parts);
  }
  const char* section = line ? "19.7D" : "8.5";
  x.log(section, fmt::format("{} {} {} at {}: attack {}{}, column {}", b.def(gun).id,
                             line ? "fires at" : "bombards", b.def(target).id, b.map().label(c.target), v,
                             why, b.sc.crt->columns[static_cast<std::size_t>(col)].label));
  c.rolling = true;
  int die = x.die();
  const CrtCell& cell = b.sc.crt->cell(die, col);
  x.log(section, fmt::format("die {}: {}", die, cell.text()));
  UnitState before = b.us(target);
  MoraleDie md;
  md.used = true;  // a bombardment rolls one die; its checks roll their own
  Outcome out;
  resolve_result(x, b, cell, md, out);
  const UnitState& after = b.us(target);
  if (after.where != before.where || after.hex != before.hex || after.flags != before.flags)
    b.set(target, kDefended);  // 8.4: it counts as an attack for 7.2 when it did something
  relocate_lone_leaders(x, b);
  c.active = false;
}

}  // namespace bohemia::mns
