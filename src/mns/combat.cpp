// One close combat (§7.3), straight through its steps: the attackers and
// defenders (§7.4, §7.5, §5.3), the morale checks of defenders without a
// safe line of retreat (§7.3 (2), §7.6), the primary units, the tactics in
// turn (§7.13, attacker first), coordination (§7.14, §19.1), participating
// leaders (§10.3), the differential (§7.7), the combat and morale dice, the
// result (§7.8, combat_results.cpp) and the advance (§7.12).
#include "mns/combat.h"

#include <fmt/format.h>

#include <algorithm>

#include "mns/rules.h"
#include "mns/rules_internal.h"

namespace bohemia::mns {

namespace {

bool has(const std::vector<std::int16_t>& v, int u) { return std::find(v.begin(), v.end(), u) != v.end(); }

std::string ids(const Board& b, const std::vector<std::int16_t>& v) {
  std::string out;
  for (int u : v) out += (out.empty() ? "" : ", ") + b.def(u).id;
  return out;
}

// May u join a hex's combat stack that already holds `chosen` (5.3)?
bool slot_free(const Board& b, const std::vector<std::int16_t>& chosen, int u) {
  int used[3] = {0, 0, 0};
  for (int v : chosen)
    if (b.us(v).hex == b.us(u).hex) {
      int s = combat_slot(b, v);
      ++used[used[s] ? 2 : s];
    }
  return used[combat_slot(b, u)] == 0 || used[2] == 0;
}

// 7.13.1: an infantry unit that may skirmish (numbered MA, not in an EZOC)
// next to the target, for an attack that a unit two hexes away joins.
bool adjacent_skirmisher(Board& b, int u) {
  const UnitDef& d = b.def(u);
  if (!d.is_infantry() || (b.us(u).line < 0 && b.face(u).ma_kind != MaKind::Number)) return false;
  return !b.in_ezoc(b.us(u).hex, d.side);
}

// 14.2 (4), 7.13.3: at night u may join only a charge that keeps within
// the charge's limits (one hex, one battalion and one other unit).
bool night_charge(Board& b, const Combat& c, int u) {
  if (!night_charge_into(b, u, c.target)) return false;
  std::vector<std::int16_t> with = c.attackers;
  with.push_back(static_cast<std::int16_t>(u));
  std::string why = charge_group_problem(b, with, c.target);
  return why.empty() || why.rfind("not coordinated", 0) == 0;
}

// 7.5: the attacking units, one at a time ("with UNIT"), then "go"; units
// two hexes away skirmish (7.13.1), and then only skirmishers join.
void choose_attackers(Ctx& x, Board& b, Combat& c) {
  for (int d = 0; d < 6; ++d)  // 12.4: a unit a fortune of war moved takes part, even if it has fought
    for (int u : b.at(b.map().neighbour(c.target, d)))
      if (b.side(u) == c.attacker && b.us(u).has(kFortuneMoved) && !has(c.attackers, u) &&
          may_attack_into(b, u, c.target, true) && slot_free(b, c.attackers, u)) {
        c.attackers.push_back(static_cast<std::int16_t>(u));
        x.log("12.4", fmt::format("{}, moved by a fortune of war, takes part in the attack", b.def(u).id));
      }
  for (;;) {
    std::vector<Action> opts;
    if (!c.attackers.empty()) opts.push_back(act(ActionType::Go));
    bool from_two = two_hex_skirmish(b, c);
    bool close_only = std::any_of(c.attackers.begin(), c.attackers.end(),
                                  [&](int u) { return !adjacent_skirmisher(b, u); });
    for (int d = 0; d < 6; ++d)
      for (int u : b.at(b.map().neighbour(c.target, d)))
        if (b.side(u) == c.attacker && !has(c.attackers, u) && may_attack_into(b, u, c.target) &&
            slot_free(b, c.attackers, u) && (!from_two || adjacent_skirmisher(b, u)) &&
            (light_now(b) != Light::Night || night_charge(b, c, u)))  // 14.2 (4), 7.13.3
          opts.push_back(act(ActionType::With, u));
    if (!close_only && light_now(b) != Light::Night)
      for (int u : skirmishers_from_two(b, c.target, c.attacker))
        if (!has(c.attackers, u) && slot_free(b, c.attackers, u)) opts.push_back(act(ActionType::With, u));
    if (opts.empty()) return;
    Action a = x.choose(c.attacker, opts);
    if (a.type == ActionType::Go) return;
    c.attackers.push_back(a.unit);
  }
}

// 12.4: the infantry of `from` making the fortune's charge (declared by its move).
void fortune_chargers(Board& b, Combat& c, HexId from) {
  for (int u : b.at(from))
    if (b.side(u) == c.attacker && b.def(u).is_infantry() && b.us(u).charge == c.target)
      c.attackers.push_back(static_cast<std::int16_t>(u));
}

// 7.4: the defending units, one at a time ("defend UNIT"), then "go".
void choose_defenders(Ctx& x, Board& b, Combat& c) {
  Side def = enemy(c.attacker);
  for (;;) {
    std::vector<Action> opts;
    if (!c.defenders.empty()) opts.push_back(act(ActionType::Go));
    std::vector<Action> forced;  // 12.4: a unit a fortune of war moved must take part
    for (int u : b.at(c.target))
      if (b.side(u) == def && b.def(u).is_combat() && !has(c.defenders, u) && slot_free(b, c.defenders, u)) {
        opts.push_back(act(ActionType::Defend, u));
        if (b.us(u).has(kFortuneMoved)) forced.push_back(act(ActionType::Defend, u));
      }
    if (!forced.empty()) opts = forced;
    if (opts.empty()) return;
    Action a = x.choose(def, opts);
    if (a.type == ActionType::Go) return;
    c.defenders.push_back(a.unit);
  }
}

// 7.3 (2): a defender without a safe line of retreat checks morale: a
// failure disrupts it, or routs it if already disrupted.
void no_safe_line_checks(Ctx& x, Board& b, Combat& c) {
  std::vector<std::int16_t> keep;
  for (int u : c.defenders) {
    if (b.line_of_retreat(u) == Lor::Safe || morale_check(x, b, u, 0, "no safe line of retreat", "7.3")) {
      keep.push_back(static_cast<std::int16_t>(u));
      continue;
    }
    if (!b.disrupted(u)) {
      b.set(u, kDisrupted);
      b.us(u).line = -1;
      b.set(u, kOpenOrder, false);
      x.log("7.3", fmt::format("{} is disrupted", b.def(u).id));
      keep.push_back(static_cast<std::int16_t>(u));
    } else {
      x.log("7.3", fmt::format("{}, already disrupted, routs", b.def(u).id));
      retreat_unit(x, b, u, c.target, RetreatMode::Rout, true);
    }
  }
  c.defenders = keep;
}

// 7.4, 7.5: the primary unit: not ineffective (nor artillery, attacking)
// unless nothing else is there.
int choose_primary(Ctx& x, Board& b, const std::vector<std::int16_t>& units, Side side, bool attacking) {
  std::vector<Action> good, all;
  for (int u : units) {
    all.push_back(act(ActionType::Primary, u));
    if (b.effective(u) && !(attacking && b.def(u).is_artillery()))
      good.push_back(act(ActionType::Primary, u));
  }
  return x.choose(side, good.empty() ? all : good).unit;
}

void choose_tactics(Ctx& x, Board& b, Combat& c) {
  c.tactic_a = c.fortune_charge
                   ? static_cast<std::uint8_t>(Tactic::Charge)  // 12.4: the fortune's charge
                   : static_cast<std::uint8_t>(x.choose(c.attacker, tactic_options(b, c, true)).value);
  c.tactic_d = static_cast<std::uint8_t>(x.choose(enemy(c.attacker), tactic_options(b, c, false)).value);
  c.skirmish = c.tactic_a == static_cast<std::uint8_t>(Tactic::Skirmish);
  auto name = [&](std::uint8_t t) {
    return x.game.notation(Action{ActionType::Tactic, static_cast<std::int8_t>(t)}).substr(7);
  };
  x.log("7.13", fmt::format("tactics: the attacker {}, the defender {}", name(c.tactic_a), name(c.tactic_d)));
  if (c.tactic_a == static_cast<std::uint8_t>(Tactic::Charge)) {  // 7.13.3: one charging unit checks
    bool ok = morale_check(x, b, c.primary_a, 0, "the charge", "7.13.3");
    c.charge = ok;
    c.charge_failed = !ok;
    x.log("7.13.3",
          ok ? "the charge is pressed home" : "the charge is not pressed home: its factors are halved");
  }
  if (c.tactic_d == static_cast<std::uint8_t>(Tactic::Countercharge)) countercharge(x, b, c);  // 9.4
}

// 9.4: a charged cavalry defender that passed its check may countercharge.
void charged_cavalry_reply(Ctx& x, Board& b, Combat& c) {
  if (!may_countercharge(b, c)) return;
  Action none{ActionType::Tactic, static_cast<std::int8_t>(Tactic::None)};
  Action cc{ActionType::Tactic, static_cast<std::int8_t>(Tactic::Countercharge)};
  if (x.choose(enemy(c.attacker), {none, cc}).value != cc.value) return;
  c.tactic_d = cc.value;
  countercharge(x, b, c);
}

// 7.14, 19.1, 14.3: one formation (sub-formation), or a leader in whose
// span they all are, stacked with or next to one of them (his assist, RN 24).
void coordinate(Ctx& x, Board& b, Combat& c) {
  std::vector<int> groups;
  for (int u : c.attackers)
    if (!b.def(u).is_artillery() &&
        std::find(groups.begin(), groups.end(), coordination_group(b, u)) == groups.end())
      groups.push_back(coordination_group(b, u));
  c.coordinated = groups.size() <= 1;
  if (c.coordinated) return;
  std::vector<Action> opts{act(ActionType::Pass)};
  if (light_now(b) == Light::Day)
    for (int l = 0; l < b.count(); ++l) {
      if (b.def(l).type != UnitType::Leader || b.side(l) != c.attacker || !b.on_map(l) || !b.effective(l) ||
          b.us(l).has(kAssisted))
        continue;
      bool near = false, span = true;
      for (int u : c.attackers) {
        if (b.def(u).is_artillery()) continue;
        near = near || b.map().grid.distance(b.us(l).hex, b.us(u).hex) <= 1;
        span = span && leader_commands(b, l, u);
      }
      if (near && span) opts.push_back(act(ActionType::Lead, l));
    }
  bool charge = c.tactic_a == static_cast<std::uint8_t>(Tactic::Charge) && !c.cavalry_charge;
  if (charge && opts.size() > 1) opts.erase(opts.begin());  // 7.13.3: a charge must be coordinated
  Action a = x.choose(c.attacker, opts);
  if (a.type == ActionType::Lead) {
    c.coordinator = a.unit;
    c.coordinated = true;
    b.set(a.unit, kAssisted);
    x.log("7.14",
          fmt::format("{} coordinates the attack (his assist of the turn, 10.3)", b.def(a.unit).name));
  } else {
    x.log("7.14", "the attack is not coordinated: units outside the primary's formation are halved");
  }
}

// 10.3: a leader stacked with a fighting unit of his span may join it
// (not in a skirmish): "with LEADER", then "go".
void join_leaders(Ctx& x, Board& b, Combat& c, bool attacker) {
  if (c.skirmish) return;
  Side side = attacker ? c.attacker : enemy(c.attacker);
  std::vector<std::int16_t>& units = attacker ? c.attackers : c.defenders;
  std::vector<std::int16_t>& joined = attacker ? c.leaders_a : c.leaders_d;
  bool charge = attacker && c.tactic_a == static_cast<std::uint8_t>(Tactic::Charge) && !c.cavalry_charge;
  for (;;) {
    std::vector<Action> opts{act(ActionType::Go)};
    if (charge && (c.coordinator >= 0 || !joined.empty())) return;  // 7.13.3: one leader
    for (int l = 0; l < b.count(); ++l) {
      if (b.def(l).type != UnitType::Leader || b.side(l) != side || !b.on_map(l) || !b.effective(l) ||
          b.us(l).has(kAssisted) || has(joined, l) || participating_leader(b, c, b.us(l).hex, attacker) >= 0)
        continue;
      for (int u : units)
        if (b.us(u).hex == b.us(l).hex && leader_commands(b, l, u)) {
          opts.push_back(act(ActionType::With, l));
          break;
        }
    }
    Action a = x.choose(side, opts);
    if (a.type == ActionType::Go) return;
    joined.push_back(a.unit);
    b.set(a.unit, kAssisted);
    x.log("10.3", fmt::format("{} takes part in the combat", b.def(a.unit).name));
  }
}

// 8.8: supporting batteries, one at a time ("support BATTERY"), then "go".
void choose_support(Ctx& x, Board& b, Combat& c) {
  for (;;) {
    std::vector<Action> opts{act(ActionType::Go)};
    for (int u = 0; u < b.count(); ++u)
      if (!has(c.attackers, u) && !has(c.support, u) && may_support(b, c, u))
        opts.push_back(act(ActionType::Support, u));
    Action a = x.choose(c.attacker, opts);
    if (a.type == ActionType::Go) return;
    c.support.push_back(a.unit);
    b.set(a.unit, kAttacked);
  }
}

// The attack on a hex with no defending combat unit: an HQ or trains
// there is attacked (12.1, 12.2) and the attacker may advance to take it.
void undefended(Ctx& x, Board& b, Combat& c) {
  x.log("12.1", fmt::format("{} holds no combat unit: no die is rolled", b.map().label(c.target)));
  advance_after_combat(x, b, false, false);
}

bool dice_and_result(Ctx& x, Board& b, Combat& c, int col);

// The differential, the dice and the result; true when the defenders routed.
bool roll_and_resolve(Ctx& x, Board& b, Combat& c) {
  Differential r = combat_differential(b, c);
  std::string da = r.attack.detail(), dd = r.defence.detail();
  int a = r.attack.total, d = r.defence.total, col = r.column;
  if (r.mirrored) {  // 9.4, R-9.4: the countercharging cavalry is the attacker
    x.log("9.4",
          fmt::format("countercharge {} ({}) against {} ({}): differential {:+d}, column {}", d, dd.substr(1),
                      a, da.substr(1), d - a, b.sc.crt->columns[static_cast<std::size_t>(col)].label));
    return dice_and_result(x, b, c, col);
  }
  x.log("7.7",
        fmt::format("attack {} ({}) against defence {} ({}): differential {:+d}, column {}", a, da.substr(1),
                    d, dd.substr(1), a - d, b.sc.crt->columns[static_cast<std::size_t>(col)].label));
  return dice_and_result(x, b, c, col);
}

bool dice_and_result(Ctx& x, Board& b, Combat& c, int col) {
  c.rolling = true;
  int die = x.die();
  MoraleDie md;
  md.roll = x.die();
  const CrtCell& cell = b.sc.crt->cell(die, col);
  x.log("7.3", fmt::format("combat die {}, morale die {}: {}", die, md.roll, cell.text()));
  Outcome out;
  resolve_result(x, b, cell, md, out);
  bool vacated = true;
  for (int u : b.at(c.target))
    if (b.side(u) != c.attacker && b.def(u).is_combat()) vacated = false;
  bool retreated = out.defender_retreated || out.defender_routed;
  if (vacated && retreated && !out.no_advance) {
    bool must = c.tactic_a == static_cast<std::uint8_t>(Tactic::PressForward) || c.charge;
    advance_after_combat(x, b, out.defender_routed && !out.defender_captured, must);
  }
  if (light_now(b) == Light::Night && !out.defender_routed && !out.attacker_retreated) {
    // 14.2 (4): a night charge that does not rout the defender retreats disrupted
    x.log("14.2", "night: the defender did not rout, the attackers retreat disrupted");
    for (int u : c.attackers)
      if (b.on_map(u) && !b.disrupted(u))
        b.set(u, kDisrupted), b.us(u).line = -1, b.set(u, kOpenOrder, false);
    for (int u : c.attackers) retreat_unit(x, b, u, c.target, RetreatMode::Retreat, true);
    out.attacker_retreated = true;
  }
  if (out.attacker_retreated) defender_advance(x, b);  // 7.12 (not at night, 14.2 (4))
  return out.defender_routed;
}

}  // namespace

void run_combat(Ctx& x, Board& b, const Task& t) {
  Combat& c = b.s.combat;
  c = Combat{};
  c.active = true;
  c.attacker = t.side;
  c.target = t.a;
  c.cavalry_charge = t.b == 1;                            // 9.3
  c.fortune_charge = t.b == 3 || (t.b == 1 && t.d == 2);  // 12.4
  if (c.cavalry_charge)
    charging_units(b, c, t.c, t.d >= 1);  // t.d: a charge carried on (9.3 (6)), or a fortune's (12.4)
  else if (t.b == 3)
    fortune_chargers(b, c, t.c);
  else
    choose_attackers(x, b, c);
  if (c.attackers.empty()) {  // a fortune's combat whose units are gone or can no longer attack (12.4)
    x.log("7.5", fmt::format("no unit may attack {}: no combat", b.map().label(c.target)));
    c.active = false;
    return;
  }
  for (int u : c.attackers) {
    b.set(u, kAttacked);
    if (std::find(c.from_hexes.begin(), c.from_hexes.end(), b.us(u).hex) == c.from_hexes.end())
      c.from_hexes.push_back(b.us(u).hex);
  }
  x.log("7.5",
        fmt::format("{} attacks {} with {}", c.attacker == Side::Prussia ? "the Prussian" : "the Austrian",
                    b.map().label(c.target), ids(b, c.attackers)));
  for (int u : b.at(c.target))
    if (b.side(u) != c.attacker && (b.def(u).type == UnitType::Hq || b.def(u).type == UnitType::Trains))
      disturb_hq_or_trains(x, b, u, c.attacker);  // 12.1, 12.2
  choose_defenders(x, b, c);
  if (c.defenders.empty()) return undefended(x, b, c), relocate_lone_leaders(x, b), void(c.active = false);
  for (int u : c.defenders) b.set(u, kDefended);
  x.log("7.4", fmt::format("{} defends {}", ids(b, c.defenders), b.map().label(c.target)));
  no_safe_line_checks(x, b, c);
  if (!c.defenders.empty()) {
    if (!c.cavalry_charge && !c.fortune_charge)
      choose_support(x, b, c);  // 9.3 (2), 7.13.3: none for a charge
    if (!c.support.empty()) x.log("8.8", fmt::format("supporting fire: {}", ids(b, c.support)));
    c.primary_a = choose_primary(x, b, c.attackers, c.attacker, true);
    c.primary_d = choose_primary(x, b, c.defenders, enemy(c.attacker), false);
    x.log("7.4", fmt::format("primary units: {} attacking, {} defending", b.def(c.primary_a).id,
                             b.def(c.primary_d).id));
    if (c.cavalry_charge) {
      c.tactic_a = static_cast<std::uint8_t>(Tactic::Charge);
      if (!charge_checks(x, b, c))
        return end_of_charge(x, b, c), relocate_lone_leaders(x, b), void(c.active = false);
      charged_cavalry_reply(x, b, c);  // 9.4
    } else {
      choose_tactics(x, b, c);
    }
    coordinate(x, b, c);
    join_leaders(x, b, c, true);
    join_leaders(x, b, c, false);
    bool routed = roll_and_resolve(x, b, c);
    bool goes_on = c.cavalry_charge && !c.countercharge && routed && chain_charge(x, b, c);  // 9.3 (6)
    if ((c.cavalry_charge || c.countercharge) && !goes_on) end_of_charge(x, b, c);
  } else {
    advance_after_combat(x, b, true, false);  // 7.3 (2): the rout is the result of the combat
  }
  if (t.b == 3)
    for (int u : c.attackers) b.us(u).charge = kNoHex;  // 12.4: the fortune's charge is made
  relocate_lone_leaders(x, b);                          // 10.1
  c.active = false;
}

// ------------------------------------------------------------ shared helpers

int combat_slot(const Board& b, int u) {
  const UnitDef& d = b.def(u);
  return d.is_artillery() ? 0 : d.is_small() ? 1 : 2;
}

bool may_attack_into(Board& b, int u, HexId target, bool again) {
  const UnitDef& d = b.def(u);
  const UnitState& x = b.us(u);
  if (!d.is_combat() || x.where != Where::Map) return false;
  if (!again && (x.has(kAttacked) || x.has(kAdvanced))) return false;           // 7.5, 7.12
  if (x.has(kMarched)) return false;                                            // 4.7
  if ((d.is_artillery() ? b.face(u).attack : b.face(u).cf) <= 0) return false;  // 7.5
  int dir = b.map().grid.direction(x.hex, target);
  if (dir < 0 || !b.passable(x.hex, dir, d.arm())) return false;  // 7.5, 8.3
  if (x.line >= 0 && !line_front(b, u, target)) return false;     // 19.7D
  return true;
}

bool skirmish_from_two(Board& b, int u, HexId target) {
  const UnitDef& d = b.def(u);
  const UnitState& x = b.us(u);
  if (!d.is_infantry() || x.where != Where::Map || b.map().grid.distance(x.hex, target) != 2) return false;
  if (x.has(kAttacked) || x.has(kAdvanced) || x.has(kMarched)) return false;  // 7.5, 7.12, 4.7
  if (x.line < 0 && b.face(u).ma_kind != MaKind::Number) return false;        // 7.13.1
  bool way = false;
  for (int dir = 0; dir < 6; ++dir) {
    HexId n = b.map().neighbour(x.hex, dir);
    if (n == kNoHex || b.map().grid.distance(n, target) != 1) continue;
    if (!b.at(n).empty() || b.marker_at(n) >= 0) return false;   // the intervening hex unoccupied
    if (x.line >= 0 && line_aspect(b, u, n) != 0) return false;  // 19.7D: to its front
    int d2 = b.map().grid.direction(n, target);
    way = way || (b.passable(x.hex, dir, d.arm()) && d2 >= 0 && b.passable(n, d2, d.arm()));
  }
  return way;  // it could move into the defender's hex
}

std::vector<int> skirmishers_from_two(Board& b, HexId target, Side side) {
  std::vector<int> out;
  for (int d = 0; d < 6; ++d) {
    HexId n = b.map().neighbour(target, d);
    for (int e = 0; e < 6 && n != kNoHex; ++e) {
      HexId m = b.map().neighbour(n, e);
      if (m == kNoHex || b.map().grid.distance(m, target) != 2) continue;
      for (int u : b.at(m))
        if (b.side(u) == side && skirmish_from_two(b, u, target) &&
            std::find(out.begin(), out.end(), u) == out.end())
          out.push_back(u);
    }
  }
  std::sort(out.begin(), out.end());
  return out;
}

bool two_hex_skirmish(const Board& b, const Combat& c) {
  return std::any_of(c.attackers.begin(), c.attackers.end(),
                     [&](int u) { return b.map().grid.distance(b.us(u).hex, c.target) == 2; });
}

bool night_charge_into(Board& b, int u, HexId target) {
  return b.def(u).is_infantry() && b.us(u).charge == target && may_attack_into(b, u, target);
}

bool hq_or_trains_at(Board& b, HexId h, Side side) {
  for (int u : b.at(h))
    if (b.side(u) == side && (b.def(u).type == UnitType::Hq || b.def(u).type == UnitType::Trains))
      return true;
  return false;
}

int coordination_group(const Board& b, int u) {
  const UnitDef& d = b.def(u);
  int f = d.formations.empty() ? -1 : d.formations.front();
  return f * 64 + d.sub_formation + 1;  // 19.1: each sub-formation apart
}

int participating_leader(const Board& b, const Combat& c, HexId h, bool attacker) {
  for (int l : attacker ? c.leaders_a : c.leaders_d)
    if (b.us(l).hex == h) return l;
  return -1;
}

bool combat_check(Ctx& x, Board& b, int unit, int bonus, MoraleDie& md, const std::string& why,
                  const char* section) {
  if (md.used) return morale_check(x, b, unit, bonus, why, section);  // RN 4: a later check rolls anew
  md.used = true;
  return morale_check_roll(x, b, unit, bonus, md.roll, why + ", the morale die", section);
}

}  // namespace bohemia::mns
