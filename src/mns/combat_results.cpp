// The results of the Combat Results Table (§7.8) applied to the combat of
// State::combat: NE; Ar/Dr (the owner disrupts the primary unit or
// retreats the side); Ac/Dc (a check, then the parenthesized result or a
// retreat); Ax/Dx (a check: passed, the owner takes a step loss or retreats
// disrupted, RN 5; failed, disrupted and retreating); Dm/Am (a check, then
// the parenthesized result or a rout and a fortune of war for the enemy);
// Ex (a step from each primary unit, none from Prussian infantry attacked by
// the Austrian, §19.9); DF (a fortune of war for the defender); Leader (the
// leaders' casualty checks, §10.3). Ammo concerns bombardments only (§8.5).
#include <fmt/format.h>

#include <algorithm>

#include "mns/combat.h"
#include "mns/rules.h"
#include "mns/rules_internal.h"

namespace bohemia::mns {

namespace {

Action choice(Choice c) { return Action{ActionType::Choose, static_cast<std::int8_t>(c)}; }

Side side_of(const Combat& c, bool attacker) { return attacker ? c.attacker : enemy(c.attacker); }

// The units of a side a result moves: the attacking units, or every unit
// of the defender on the target hex (7.4: the others "may be affected").
std::vector<int> side_units(Board& b, const Combat& c, bool attacker) {
  std::vector<int> out;
  if (attacker || c.bombard) {  // 8.4: a bombardment touches its target alone
    if (!attacker) {
      for (int u : c.defenders)
        if (b.on_map(u)) out.push_back(u);
      return out;
    }
    for (int u : c.attackers)
      if (b.on_map(u)) out.push_back(u);
    return out;
  }
  for (int u : b.at(c.target))
    if (b.side(u) != c.attacker && b.def(u).is_combat()) out.push_back(u);
  return out;
}

int primary(const Combat& c, bool attacker) { return attacker ? c.primary_a : c.primary_d; }

// The MR a participating leader adds to the primary unit's checks (10.3).
int leader_bonus(Board& b, const Combat& c, bool attacker) {
  int p = primary(c, attacker);
  int l = b.on_map(p) ? participating_leader(b, c, b.us(p).hex, attacker) : -1;
  return l >= 0 ? b.face(l).mr : 0;
}

void disrupt(Ctx& x, Board& b, int u, const char* section) {
  if (b.disrupted(u)) return;
  b.set(u, kDisrupted);
  b.us(u).line = -1;            // 19.7A
  b.set(u, kOpenOrder, false);  // 19.10A
  x.log(section, fmt::format("{} is disrupted", b.def(u).id));
}

// Leaders on h that go where the units of the side went (7.8: retreating
// leaders turn ineffective; 7.12: a participating leader goes along).
void leaders_follow(Ctx& x, Board& b, Side side, HexId from, const std::vector<int>& units) {
  HexId to = kNoHex;
  for (int u : units)
    if (b.on_map(u) && b.us(u).hex != from) to = to == kNoHex ? b.us(u).hex : to;
  if (to == kNoHex) return;
  for (int l : b.at(from))
    if (b.side(l) == side && b.def(l).type == UnitType::Leader) {
      b.put(l, to);
      b.set(l, kBack);
      x.log("7.9", fmt::format("{} goes with them to {}, ineffective", b.def(l).name, b.map().label(to)));
    }
}

void retreat_side(Ctx& x, Board& b, Combat& c, bool attacker, Outcome& out) {
  Side side = side_of(c, attacker);
  bool disengaging = (attacker ? c.tactic_a : c.tactic_d) == static_cast<std::uint8_t>(Tactic::Disengage);
  bool cavalry_attack = !attacker && std::any_of(c.attackers.begin(), c.attackers.end(),
                                                 [&](int u) { return b.def(u).is_cavalry(); });
  bool lose_guns = !attacker && (c.charge || c.tactic_d == static_cast<std::uint8_t>(Tactic::LastStand));
  std::vector<int> units = side_units(b, c, attacker);
  std::vector<HexId> starts;
  for (int u : units) starts.push_back(b.us(u).hex);
  for (int u : units) {
    if (lose_guns && b.def(u).is_artillery()) {  // 7.13.3, 7.13.5, 8.3
      capture(x, b, u, c.charge ? "7.13.3" : "7.13.5");
      continue;
    }
    retreat_unit(x, b, u, c.target, RetreatMode::Retreat, !disengaging);
    if (cavalry_attack && b.on_map(u)) disrupt(x, b, u, "9.2");  // 9.2 (3)
  }
  for (HexId h : starts) leaders_follow(x, b, side, h, units);
  (attacker ? out.attacker_retreated : out.defender_retreated) = true;
  if (!attacker && std::none_of(units.begin(), units.end(), [&](int u) { return b.on_map(u); }))
    out.defender_captured =
        std::all_of(units.begin(), units.end(), [&](int u) { return b.us(u).where == Where::Captured; });
}

void rout_side(Ctx& x, Board& b, Combat& c, bool attacker, Outcome& out) {
  Side side = side_of(c, attacker);
  std::vector<int> units = side_units(b, c, attacker);
  x.log(attacker ? (c.countercharge ? "9.4" : "9.3") : "7.8",
        fmt::format("the {} rout", attacker ? "attackers" : "defenders"));
  std::vector<HexId> starts;
  for (int u : units) starts.push_back(b.us(u).hex);
  // 9.3 (5): a step too; guns are taken (9.4: the attackers routed by a countercharge, R-9.4)
  bool charged = attacker ? c.countercharge && !c.cavalry_charge : c.cavalry_charge;
  int p = primary(c, attacker);
  if (charged && b.on_map(p)) {
    if (b.def(p).is_artillery())
      capture(x, b, p, attacker ? "9.4" : "9.3");
    else
      lose_step(x, b, p, attacker ? "9.4" : "9.3");
  }
  for (int u : units) retreat_unit(x, b, u, c.target, RetreatMode::Rout, true);
  for (HexId h : starts) leaders_follow(x, b, side, h, units);
  if (attacker) {
    out.attacker_retreated = true;
  } else {
    out.defender_routed = out.defender_retreated = true;
    out.defender_captured =
        std::all_of(units.begin(), units.end(), [&](int u) { return b.us(u).where == Where::Captured; });
  }
  give_fortunes(b, enemy(side), 1, c.target);  // 7.8 Dm: the winner's fortune of war
}

// Ar / Dr (7.8): disrupt the primary unit or retreat; a disrupted primary retreats.
void retreat_or_disrupt(Ctx& x, Board& b, Combat& c, bool attacker, bool forced, Outcome& out) {
  int p = primary(c, attacker);
  bool retreat = forced || !b.on_map(p) || b.disrupted(p);
  if (!retreat)
    retreat = x.choose(side_of(c, attacker), {choice(Choice::Disrupt), choice(Choice::Retreat)}).value ==
              static_cast<std::int8_t>(Choice::Retreat);
  if (!retreat) return disrupt(x, b, p, "7.8");
  x.log("7.8",
        fmt::format("the {} retreat{}", attacker ? "attackers" : "defenders", forced ? " (forced)" : ""));
  retreat_side(x, b, c, attacker, out);
}

// 7.11: a stacked unit that may take the primary unit's step: a battalion
// or squadron of its formation, or another full-sized unit with its ID
// (the counter's historical identification, its name: ruling ).
bool may_absorb(const Board& b, int v, int p) {
  const UnitDef& d = b.def(v);
  if (!d.is_combat()) return false;
  if (d.is_small()) return d.formations == b.def(p).formations;
  return !b.def(p).is_small() && d.name == b.def(p).name;
}

// A step from the primary unit or a stacked unit that may absorb it (7.11).
void primary_step(Ctx& x, Board& b, Combat& c, bool attacker, const char* section) {
  int p = primary(c, attacker);
  if (!b.on_map(p)) return;
  if (attacker && c.tactic_a == static_cast<std::uint8_t>(Tactic::Charge) &&
      c.tactic_d == static_cast<std::uint8_t>(Tactic::Disengage)) {
    x.log("7.13.4", "the defender disengages from a charge: the attacker suffers no loss");
    return;
  }
  std::vector<Action> opts{Action{ActionType::Pass}};
  const std::vector<std::int16_t>& fighting = attacker ? c.attackers : c.defenders;
  for (int v : b.at(b.us(p).hex))
    if (v != p && b.side(v) == b.side(p) && may_absorb(b, v, p) &&
        std::find(fighting.begin(), fighting.end(), v) == fighting.end()) {
      Action a{ActionType::Absorb};
      a.unit = static_cast<std::int16_t>(v);
      opts.push_back(a);
    }
  Action a = x.choose(b.side(p), opts);
  lose_step(x, b, a.type == ActionType::Absorb ? a.unit : p, section);
}

void apply_code(Ctx& x, Board& b, Combat& c, Code code, Code second, MoraleDie& md, Outcome& out);

// 9.4: both sides retreat (Ar and Dr), the defender first (as 7.13.4).
void both_retreat(Ctx& x, Board& b, Combat& c, Outcome& out) {
  x.log("9.4", "no rout: both sides retreat");
  retreat_or_disrupt(x, b, c, false, true, out);
  retreat_or_disrupt(x, b, c, true, true, out);
}

// Ac/Dc, Dm/Am, Ax/Dx: the primary unit's check (the morale die first, RN 4).
bool side_check(Ctx& x, Board& b, Combat& c, bool attacker, MoraleDie& md, Code code) {
  int p = primary(c, attacker);
  if (!b.on_map(p)) return true;
  int bonus = leader_bonus(b, c, attacker);
  if (!attacker && c.cavalry_charge && in_square(b, p, c.attacker)) bonus += 2;  // 9.5, 19.3
  if (attacker && c.countercharge && !c.cavalry_charge && in_square(b, p, enemy(c.attacker)))
    bonus += 2;  // 9.4, 19.3
  return combat_check(x, b, p, bonus, md, fmt::format("{}", code_name(code)), "7.8");
}

void loss_code(Ctx& x, Board& b, Combat& c, bool attacker, MoraleDie& md, Outcome& out) {
  Code code = attacker ? Code::Ax : Code::Dx;
  bool passed = side_check(x, b, c, attacker, md, code);
  bool take_loss = passed;
  if (passed)  // RN 5: the owner chooses after seeing the dice
    take_loss = x.choose(side_of(c, attacker), {choice(Choice::Loss), choice(Choice::Retreat)}).value ==
                static_cast<std::int8_t>(Choice::Loss);
  if (take_loss) {
    primary_step(x, b, c, attacker, "7.8");
    out.no_advance = true;
    return;
  }
  for (int u : side_units(b, c, attacker)) disrupt(x, b, u, "7.8");
  x.log("7.8", fmt::format("the {} retreat disrupted", attacker ? "attackers" : "defenders"));
  retreat_side(x, b, c, attacker, out);
}

void exchange(Ctx& x, Board& b, Combat& c) {
  x.log("7.8", "exchange: each primary unit loses a step");
  primary_step(x, b, c, true, "7.8");
  int pd = c.primary_d;
  if (c.attacker == Side::Austria && b.def(pd).side == Side::Prussia && b.def(pd).is_infantry()) {
    x.log("19.9",
          fmt::format("{}: the needle gun, no loss from an exchange in an Austrian attack", b.def(pd).id));
    return;
  }
  primary_step(x, b, c, false, "7.8");
}

void apply_code(Ctx& x, Board& b, Combat& c, Code code, Code second, MoraleDie& md, Outcome& out) {
  switch (code) {
    case Code::None:
    case Code::NE:
      x.log("7.8", "no effect");
      return;
    case Code::Ar:
    case Code::Dr:
      return retreat_or_disrupt(x, b, c, code == Code::Ar, false, out);
    case Code::Ac:
    case Code::Dc:
      if (side_check(x, b, c, code == Code::Ac, md, code))
        return apply_code(x, b, c, second, Code::None, md, out);
      return retreat_or_disrupt(x, b, c, code == Code::Ac, false, out);  // ruling R-7.8c
    case Code::Ax:
    case Code::Dx:
      return loss_code(x, b, c, code == Code::Ax, md, out);
    case Code::Dm:
    case Code::Am:
      if (side_check(x, b, c, code == Code::Am, md, code)) {
        if (second == Code::None && c.countercharge && c.cavalry_charge)
          return both_retreat(x, b, c, out);  // 9.4: the affected unit does not rout
        if (code == Code::Am && second == Code::None && c.cavalry_charge)
          second = Code::Ar;  // 9.3 (5): Am (Ar)
        if (code == Code::Dm && second == Code::None && c.countercharge)
          second = Code::Dr;  // 9.4, R-9.4: the countercharging cavalry's Am (Ar)
        return apply_code(x, b, c, second, Code::None, md, out);
      }
      return rout_side(x, b, c, code == Code::Am, out);
    case Code::Ex:
      return exchange(x, b, c);
  }
}

// 10.3: a Leader result: every leader coordinating, taking part or stacked
// with a fighting unit rolls; a 6 (5 or 6 taking part) is a casualty.
void leader_casualties(Ctx& x, Board& b, Combat& c) {
  std::vector<int> leaders;
  std::vector<HexId> hexes{c.target};
  for (int u : c.attackers)
    if (b.on_map(u)) hexes.push_back(b.us(u).hex);
  for (int l = 0; l < b.count(); ++l) {
    if (b.def(l).type != UnitType::Leader || !b.on_map(l)) continue;
    bool there = std::find(hexes.begin(), hexes.end(), b.us(l).hex) != hexes.end();
    if (there || l == c.coordinator) leaders.push_back(l);
  }
  for (int l : leaders) {
    bool part = std::count(c.leaders_a.begin(), c.leaders_a.end(), l) ||
                std::count(c.leaders_d.begin(), c.leaders_d.end(), l);
    int r = x.die();
    bool hit = r == 6 || (part && r == 5);
    x.log("10.3",
          fmt::format("{} checks for a casualty: rolls {}{}", b.def(l).name, r, hit ? ": a casualty" : ""));
    if (!hit) continue;
    b.take_off(l, Where::Casualty);
    b.s.vp_casualties[static_cast<std::size_t>(enemy(b.side(l)))] += 1;
  }
}

// 7.8, 8.5: Ammo flips one bombarding battery (the attacker's choice).
void out_of_ammunition(Ctx& x, Board& b, Combat& c) {
  std::vector<Action> opts;
  for (int u : c.bombard ? c.attackers : c.support)
    if (b.on_map(u) && b.effective(u)) {
      Action a{ActionType::Support};
      a.unit = static_cast<std::int16_t>(u);
      opts.push_back(a);
    }
  if (opts.empty()) return;
  int u = x.choose(c.attacker, opts).unit;
  b.set(u, kBack);
  x.log("8.5", fmt::format("Ammo: {} runs out of ammunition (ineffective)", b.def(u).id));
}

}  // namespace

void resolve_result(Ctx& x, Board& b, const CrtCell& cell, MoraleDie& md, Outcome& out) {
  Combat& c = b.s.combat;
  Converted r = convert_result(c, cell);
  if (r.primary != cell.primary || r.second != cell.second)
    x.log("7.13", fmt::format("the tactics make it {}{}", code_name(r.primary),
                              r.second != Code::None ? fmt::format(" ({})", code_name(r.second)) : ""));
  if (r.d_forced || r.a_forced) {
    if (r.d_forced) retreat_or_disrupt(x, b, c, false, true, out);  // defender first (7.13.4)
    if (r.a_forced) retreat_or_disrupt(x, b, c, true, true, out);
  } else {
    apply_code(x, b, c, r.primary, r.second, md, out);
  }
  // 7.13.2, 7.13.5: the extra step of Press Forward and Last Stand.
  if (c.tactic_a == static_cast<std::uint8_t>(Tactic::PressForward) && !out.defender_retreated)
    extra_step(x, b, c, true);
  if (c.tactic_d == static_cast<std::uint8_t>(Tactic::LastStand) && !out.attacker_retreated)
    extra_step(x, b, c, false);
  if (r.df) {  // 9.4, R-9.4: against a countercharge the attacker stands as the defender
    bool mirrored = c.countercharge && !c.cavalry_charge;
    x.log(mirrored ? "9.4" : "7.8", fmt::format("DF: the {} receives a fortune of war",
                                                mirrored ? "countercharged attacker" : "defender"));
    give_fortunes(b, mirrored ? c.attacker : enemy(c.attacker), 1, c.target);
  }
  if (r.leader) leader_casualties(x, b, c);
  if (r.ammo) out_of_ammunition(x, b, c);
}

// 7.11: a second step of a tactic comes from any fighting unit of the
// owner's choice; none left, the opponent receives a fortune of war.
void extra_step(Ctx& x, Board& b, Combat& c, bool attacker) {
  Side side = side_of(c, attacker);
  std::vector<Action> opts;
  for (int u : attacker ? c.attackers : c.defenders)
    if (b.on_map(u)) {
      Action a{ActionType::Absorb};
      a.unit = static_cast<std::int16_t>(u);
      opts.push_back(a);
    }
  const char* section = attacker ? "7.13.2" : "7.13.5";
  if (opts.empty()) {
    x.log(section, "no step left to lose: the opponent receives a fortune of war");
    return give_fortunes(b, enemy(side), 1, c.target);
  }
  lose_step(x, b, x.choose(side, opts).unit, section);
}

}  // namespace bohemia::mns
