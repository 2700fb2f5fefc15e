// The combat phase (§7.1): the phasing player declares attacks ("attack
// HEX", one per target hex, §7.4) in any order, then ends the phase
// ("end"); triggered defenders (§7.2) that were not attacked give their
// owner a fortune of war, one per hex (RN 11), when the phase ends.
#include <fmt/format.h>

#include <algorithm>

#include "mns/combat.h"
#include "mns/rules.h"
#include "mns/rules_internal.h"

namespace bohemia::mns {

namespace {

// A hex the active side may attack: an enemy combat unit, HQ or trains
// there (not a hidden marker), not attacked yet this phase (7.4), and a
// unit next to it that may attack into it (7.5).
bool attackable(Board& b, HexId h) {
  Side side = b.s.active;
  if (std::find(b.s.targeted.begin(), b.s.targeted.end(), h) != b.s.targeted.end()) return false;
  bool enemy = false;
  for (int u : b.at(h)) {
    if (b.side(u) == side) return false;
    const UnitDef& d = b.def(u);
    enemy = enemy || d.is_combat() || d.type == UnitType::Hq || d.type == UnitType::Trains;
  }
  if (!enemy) return false;
  for (int d = 0; d < 6; ++d)
    for (int u : b.at(b.map().neighbour(h, d)))
      if (b.side(u) == side && may_attack_into(b, u, h)) return true;
  return light_now(b) != Light::Night && !skirmishers_from_two(b, h, side).empty();  // 7.13.1
}

}  // namespace

std::vector<Action> combat_actions(Board& b) {
  std::vector<Action> out{Action{ActionType::End}};
  bool night = light_now(b) == Light::Night;
  std::vector<std::uint8_t> seen(static_cast<std::size_t>(b.map().size()), 0);
  for (int u = 0; u < b.count(); ++u) {
    if (b.side(u) == b.s.active || !b.on_map(u)) continue;
    HexId h = b.us(u).hex;
    if (seen[static_cast<std::size_t>(h)]++ || !attackable(b, h)) continue;
    if (night) {  // 14.2 (4): infantry charges only
      bool charged = false;
      for (int d = 0; d < 6; ++d)
        for (int v : b.at(b.map().neighbour(h, d)))
          charged = charged || (b.side(v) == b.s.active && night_charge_into(b, v, h));
      if (!charged) continue;
    }
    Action a{ActionType::Attack};
    a.hex = h;
    out.push_back(a);
  }
  std::sort(out.begin() + 1, out.end(), [](const Action& x, const Action& y) { return x.hex < y.hex; });
  if (night) return out;  // 14.2 (4), (5): no cavalry charge, bombardment nor fire
  for (const Action& a : cavalry_charge_actions(b)) out.push_back(a);  // 9.3
  for (const Action& a : bombard_actions(b)) out.push_back(a);         // 8.4
  for (const Action& a : line_fire_actions(b)) out.push_back(a);       // 19.7D
  return out;
}

void apply_combat_action(Ctx& x, Board& b, const Action& a) {
  if (a.type == ActionType::Bombard) {
    queue_back(b.s, Task{TaskType::Bombard, b.s.active, a.unit, a.unit2});
    return;
  }
  if (a.type == ActionType::Fire) {  // 19.7D: resolved as a bombardment
    queue_back(b.s, Task{TaskType::Bombard, b.s.active, a.unit, a.unit2, 1});
    return;
  }
  if (a.type == ActionType::Charge) {  // 9.3: FROM TARGET
    if (std::find(b.s.targeted.begin(), b.s.targeted.end(), a.hex2) == b.s.targeted.end()) {
      b.s.targeted.push_back(a.hex2);
      b.s.charged.push_back(a.hex2);  // 9.3 (2): open to other charges only
    }
    queue_back(b.s, Task{TaskType::Combat, b.s.active, a.hex2, 1, a.hex});
    return;
  }
  if (a.type == ActionType::Attack) {
    b.s.targeted.push_back(a.hex);
    queue_back(b.s, Task{TaskType::Combat, b.s.active, a.hex});
    return;
  }
  if (a.type != ActionType::End) return;
  Side def = enemy(b.s.active);
  std::vector<HexId> hexes;  // 7.2: triggered and not attacked, one fortune per hex (RN 11)
  for (int u = 0; u < b.count(); ++u) {
    const UnitState& s = b.us(u);
    if (b.side(u) != def || !b.on_map(u) || !s.has(kTriggered) || s.has(kDefended)) continue;
    if (std::find(b.s.targeted.begin(), b.s.targeted.end(), s.hex) != b.s.targeted.end()) continue;
    if (std::find(hexes.begin(), hexes.end(), s.hex) == hexes.end()) hexes.push_back(s.hex);
  }
  std::sort(hexes.begin(), hexes.end());
  for (HexId h : hexes) {
    x.log("7.2", fmt::format("{}: triggered and not attacked, its owner receives a fortune of war",
                             b.map().label(h)));
    queue_back(b.s, Task{TaskType::FortuneOfWar, def, h, -1});
  }
  // 7.2, RN 11: the fortunes are played in this combat phase; the next phase
  // begins after them (flow.cpp, run_combat_end).
  queue_back(b.s, Task{TaskType::CombatEnd, b.s.active});
}

std::string refusal_reason(Board& b, const Action& a) {
  if (b.s.phase != Phase::Combat) return "";
  const Map& m = b.map();
  auto hex_ok = [&](HexId h) { return h >= 0 && h < m.size(); };
  if (a.type == ActionType::Attack && hex_ok(a.hex)) {
    std::string h = m.label(a.hex);
    if (std::find(b.s.charged.begin(), b.s.charged.end(), a.hex) != b.s.charged.end())
      return fmt::format("9.3 (2): {} has been charged: only other charging cavalry may attack it", h);
    if (std::find(b.s.targeted.begin(), b.s.targeted.end(), a.hex) != b.s.targeted.end())
      return fmt::format("7.4: {} has already been attacked this phase", h);
    if (light_now(b) == Light::Night)
      return fmt::format("14.2 (4): at night only infantry that declared a charge on {} may attack it", h);
    bool enemy = false;
    for (int u : b.at(a.hex)) enemy = enemy || b.side(u) != b.s.active;
    if (!enemy) return fmt::format("7.1: no enemy unit at {}", h);
    return fmt::format(
        "7.5: no unit next to {} may attack into it (each attacks once a phase, not after an advance 7.12 or "
        "a "
        "march 4.7, with a combat factor, into terrain it could enter, a line only to its front 19.7D)",
        h);
  }
  if ((a.type == ActionType::Bombard || a.type == ActionType::Fire || a.type == ActionType::Charge) &&
      light_now(b) == Light::Night)
    return "14.2 (4), (5): no combat at night but infantry charges (LOS 0: no bombardment)";
  if ((a.type == ActionType::Bombard) && a.unit >= 0 && a.unit < b.count()) {
    const std::string& id = b.def(a.unit).id;
    if (!b.def(a.unit).is_artillery() || b.side(a.unit) != b.s.active)
      return fmt::format("8.4: {} is not one of your batteries", id);
    if (b.us(a.unit).has(kAttacked)) return fmt::format("7.5: {} has fired this phase", id);
    if (b.disrupted(a.unit) || !b.effective(a.unit))
      return fmt::format("8.4 (2): {} is disrupted or ineffective", id);
    return fmt::format(
        "8.4 (3)-(4), 8.2: the target is not an enemy unit in {}'s range and line of sight, not adjacent, in "
        "terrain that may be bombarded",
        id);
  }
  if (a.type == ActionType::Fire && a.unit >= 0 && a.unit < b.count()) {
    const std::string& id = b.def(a.unit).id;
    if (b.side(a.unit) != b.s.active || b.us(a.unit).line < 0)
      return fmt::format("19.7D: {} is not one of your units in line", id);
    if (b.us(a.unit).has(kAttacked)) return fmt::format("7.5: {} has fought this phase", id);
    return fmt::format(
        "19.7D: {} may fire only when not in an EZOC, at an enemy unit up to two hexes away to its front "
        "(R-19.7D), in line of sight (8.6)",
        id);
  }
  if (a.type == ActionType::Charge && hex_ok(a.hex2) &&
      std::find(b.s.targeted.begin(), b.s.targeted.end(), a.hex2) != b.s.targeted.end() &&
      std::find(b.s.charged.begin(), b.s.charged.end(), a.hex2) == b.s.charged.end())
    return fmt::format("9.3 (2): {} has been attacked this phase other than by a charge", m.label(a.hex2));
  if (a.type == ActionType::Charge && hex_ok(a.hex2))
    return fmt::format(
        "9.3: no cavalry at {} declared a charge on {} in its movement phase, or it has fought",
        hex_ok(a.hex) ? m.label(a.hex) : "?", m.label(a.hex2));
  return "";
}

std::string task_refusal_reason(Board& b, const Task& t, const Action& a) {
  const Combat& c = b.s.combat;
  if (t.type == TaskType::Combat && c.active && a.type == ActionType::Tactic &&
      a.value == static_cast<std::int8_t>(Tactic::Charge)) {
    std::string why = charge_group_problem(b, c.attackers, c.target);
    if (!why.empty()) return "7.13.3: " + why;
    if (!c.support.empty()) return "7.13.3: no artillery support is allowed for a charge";
    return "7.13.3: a charge is made by effective, undisrupted infantry that declared it in the movement "
           "phase";
  }
  if (t.type == TaskType::Bombard && c.active && a.type == ActionType::Lead)
    return "8.4, 10.3 (R-8.4l): a coordinating leader is effective, has not used his assist this turn, "
           "stands "
           "with or next to the first battery (in his span) and brings in a battery of his span next to him";
  if (t.type == TaskType::Bombard && c.active && a.type == ActionType::With)
    return "8.4: a battery fires together only when ready, in range and sight of the target, and stacked "
           "with "
           "or next to a battery already firing or a coordinating leader";
  if (t.type == TaskType::FortuneOfWar && a.type == ActionType::Fortune) return fortune_refusal(b, t, a);
  return "";
}

// 7.2: a defender exerting a ZOC onto an attacking unit at the start of
// the combat phase triggers a potential combat.
void mark_triggered(Board& b, Side attacker) {
  b.s.targeted.clear();
  b.s.charged.clear();
  for (int u = 0; u < b.count(); ++u) {
    b.us(u).set(kTriggered, false);
    if (b.side(u) == attacker || !b.exerts_zoc(u)) continue;
    for (int d = 0; d < 6 && !b.us(u).has(kTriggered); ++d) {
      if (!b.zoc_extends(u, d)) continue;
      if (b.friend_combat_at(b.map().neighbour(b.us(u).hex, d), attacker)) b.us(u).set(kTriggered);
    }
  }
  b.touch();
}

}  // namespace bohemia::mns
