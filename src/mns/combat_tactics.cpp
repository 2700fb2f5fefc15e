// The choice of tactics (§7.13): which a side may choose, and how they
// change the result read from the table. Line units only skirmish
// (§19.7D); units in open order only skirmish or disengage (§19.10B).
#include <fmt/format.h>

#include <algorithm>

#include "mns/combat.h"
#include "mns/rules.h"
#include "mns/rules_internal.h"

namespace bohemia::mns {

namespace {

Action tactic(Tactic t) { return Action{ActionType::Tactic, static_cast<std::int8_t>(t)}; }

bool all_of(const std::vector<std::int16_t>& v, auto pred) {
  return std::all_of(v.begin(), v.end(), [&](int u) { return pred(u); });
}

// 7.13.1: infantry with a numbered MA (a line uses its marker's); next to
// the target, not in an EZOC (two hexes away, skirmish_from_two decided).
bool may_skirmish(Board& b, int u, HexId target) {
  const UnitDef& d = b.def(u);
  if (!d.is_infantry()) return false;
  if (b.us(u).line < 0 && b.face(u).ma_kind != MaKind::Number) return false;
  if (b.map().grid.distance(b.us(u).hex, target) == 2) return true;
  return !b.in_ezoc(b.us(u).hex, d.side);
}

bool fresh(Board& b, int u) { return !b.disrupted(u) && b.effective(u); }

}  // namespace

std::string charge_group_problem(Board& b, const std::vector<std::int16_t>& units, HexId target) {
  if (units.empty()) return "";
  HexId here = b.us(units.front()).hex, start = b.us(units.front()).charge_from;
  int small = 0, other = 0;
  std::vector<int> groups;
  for (int u : units) {
    const UnitDef& d = b.def(u);
    const UnitState& x = b.us(u);
    if (!d.is_infantry() || !fresh(b, u))
      return fmt::format("{} is not effective, undisrupted infantry", d.id);
    if (x.charge != target)
      return fmt::format("{} did not declare a charge on {}", d.id, b.map().label(target));
    if (x.hex != here || x.charge_from != start)
      return fmt::format("{} did not start its move stacked with {} nor charges from its hex", d.id,
                         b.def(units.front()).id);
    ++(d.is_small() ? small : other);
    if (std::find(groups.begin(), groups.end(), coordination_group(b, u)) == groups.end())
      groups.push_back(coordination_group(b, u));
  }
  if (small > 1 || other > 1) return "more than one battalion and one other unit";
  if (groups.size() <= 1) return "";
  if (light_now(b) == Light::Day)
    for (int l = 0; l < b.count(); ++l) {  // 7.14: a leader who may coordinate them
      if (b.def(l).type != UnitType::Leader || b.side(l) != b.side(units.front()) || !b.on_map(l) ||
          !b.effective(l) || b.us(l).has(kAssisted) || b.map().grid.distance(b.us(l).hex, here) > 1)
        continue;
      if (std::all_of(units.begin(), units.end(), [&](int u) { return leader_commands(b, l, u); })) return "";
    }
  return "not coordinated: units of two formations and no leader to coordinate them";
}

std::vector<Action> tactic_options(Board& b, const Combat& c, bool attacker) {
  std::vector<Action> out{tactic(Tactic::None)};
  const std::vector<std::int16_t>& units = attacker ? c.attackers : c.defenders;
  bool line = std::any_of(units.begin(), units.end(), [&](int u) { return b.us(u).line >= 0; });
  bool open = std::any_of(units.begin(), units.end(), [&](int u) { return b.us(u).has(kOpenOrder); });
  if (attacker && light_now(b) == Light::Night) return {tactic(Tactic::Charge)};  // 14.2 (4)
  if (attacker && two_hex_skirmish(b, c)) return {tactic(Tactic::Skirmish)};      // 7.13.1
  if (attacker) {
    if (all_of(units, [&](int u) { return may_skirmish(b, u, c.target); }))
      out.push_back(tactic(Tactic::Skirmish));
    if (line) return out;  // 19.7D
    if (!open) {
      bool infantry = all_of(units, [&](int u) { return b.def(u).is_infantry() && fresh(b, u); });
      if (infantry) out.push_back(tactic(Tactic::PressForward));      // 7.13.2
      bool group = charge_group_problem(b, units, c.target).empty();  // 7.13.3, checked again now
      if (infantry && group && c.support.empty()) out.push_back(tactic(Tactic::Charge));  // 7.13.3
    }
    out.push_back(tactic(Tactic::Disengage));  // 7.13.4
    return out;
  }
  if (line) return out;                                                                // 19.7D
  if (may_countercharge(b, c)) out.push_back(tactic(Tactic::Countercharge));           // 9.4
  out.push_back(tactic(Tactic::Disengage));                                            // 7.13.4
  if (open || c.tactic_a == static_cast<std::uint8_t>(Tactic::Disengage)) return out;  // 19.10B, 7.13.5
  if (all_of(units,
             [&](int u) { return (b.def(u).is_infantry() || b.def(u).is_artillery()) && fresh(b, u); }))
    out.push_back(tactic(Tactic::LastStand));  // 7.13.5
  return out;
}

Converted convert_result(const Combat& c, const CrtCell& cell) {
  Converted r{cell.primary, cell.second, cell.df, cell.leader, cell.ammo};
  if (c.bombard) {  // 8.5: A results, parenthesized results and Ex (D-18) do nothing
    if (is_attacker_code(r.primary) || r.primary == Code::Ex) r.primary = Code::NE;
    r.second = Code::None;
    r.ammo = r.ammo && !c.line_fire;  // R-19.7D: a line does not run out of ammunition
    return r;
  }
  if (c.support.empty()) r.ammo = false;  // Ammo touches bombarding artillery only (8.3)
  auto is_a = [](Code k) { return is_attacker_code(k); };
  auto is_d = [](Code k) { return is_defender_code(k); };
  if (c.skirmish) {  // 7.13.1: A and Ex are NE, Dx and Dm are Dr, no secondary results
    auto conv = [&](Code k) {
      if (is_a(k) || k == Code::Ex) return Code::NE;
      if (k == Code::Dx || k == Code::Dm) return Code::Dr;
      return k;
    };
    r.primary = conv(r.primary);
    r.second = r.primary == Code::Dc ? conv(r.second) : Code::None;
    r.df = r.leader = r.ammo = false;
  } else if (c.countercharge && c.cavalry_charge) {  // 9.4: A results Am, D results Dm, else both retreat
    if (is_a(r.primary))
      r.primary = Code::Am;
    else if (is_d(r.primary))
      r.primary = Code::Dm;
    else
      r.a_forced = r.d_forced = true;
    r.second = Code::None;
    return r;
  } else if (c.countercharge) {  // 9.4, R-9.4: 9.3 (5) read from the countercharging cavalry's side
    if (is_d(r.primary))         // its D results: the attackers' rout check, then Dm (Dr) for the cavalry
      r.primary = Code::Am, r.second = Code::Dm;
    else
      r.primary = Code::Dm, r.second = Code::Dr;
    r.ammo = false;
    return r;
  } else if (c.cavalry_charge) {  // 9.3 (5): D results Dm, the rest Am (Ar)
    if (is_d(r.primary))
      r.primary = Code::Dm, r.second = Code::Am;
    else
      r.primary = Code::Am, r.second = Code::Ar;
    return r;
  } else if (c.charge) {  // 7.13.3: A and Ex are Ax, D results Dm (Ax)
    if (is_a(r.primary) || r.primary == Code::Ex)
      r.primary = Code::Ax, r.second = Code::None;
    else if (is_d(r.primary))
      r.primary = Code::Dm, r.second = Code::Ax;
  }
  Code k = r.primary;
  // 7.13.4: D, Ex, Ac become Ar (an Ar already is one), the retreat forced
  if (c.tactic_a == static_cast<std::uint8_t>(Tactic::Disengage))
    r.a_forced = is_d(k) || k == Code::Ex || k == Code::Ac || k == Code::Ar;
  // 7.13.4: A, Ex, Dc become Dr (a Dr already is one), the retreat forced
  if (c.tactic_d == static_cast<std::uint8_t>(Tactic::Disengage))
    r.d_forced = is_a(k) || k == Code::Ex || k == Code::Dc || k == Code::Dr;
  return r;
}

}  // namespace bohemia::mns
