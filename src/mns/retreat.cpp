// After the dice (§7.9 - §7.12): retreats hex by hex along the line of
// retreat the unit has (§7.6: safe, unsafe or none), with a morale check
// for each enemy zone of control entered on an unsafe line and the rout
// that follows a failure; routs (§7.10: three hexes disrupted on a safe
// line, the Turn Record Track two turns on on an unsafe one, captured with
// none); step losses and elimination (§7.11); captures; the advance of the
// victorious attackers (§7.12). Each hex is the owner's choice ("step UNIT
// HEX", "stay"; "advance UNIT HEX", "pass").
#include <fmt/format.h>

#include <algorithm>

#include "mns/combat.h"
#include "mns/rules.h"
#include "mns/rules_internal.h"

namespace bohemia::mns {

namespace {

bool unnegated_ezoc(Board& b, HexId h, Side side, int self) {
  return b.in_ezoc(h, side) && !b.negated(h, side, self);  // 7.6
}

// May u retreat from `from` into `to`: passable, no enemy, no hidden
// marker, strictly farther from the combat hex (RN 12); on a safe line,
// a hex from which the line stays safe and free of an unnegated EZOC (7.9).
bool may_step(Board& b, int u, HexId from, HexId to, HexId origin, bool safe) {
  if (to == kNoHex) return false;
  const UnitDef& d = b.def(u);
  int dir = b.map().grid.direction(from, to);
  if (dir < 0 || !b.passable(from, dir, d.arm())) return false;
  if (b.enemy_at(to, d.side) || b.marker_at(to) >= 0) return false;
  if (b.map().grid.distance(origin, to) <= b.map().grid.distance(origin, from)) return false;
  if (safe && (b.lor_from(to, d.side, d.army, d.arm()) != Lor::Safe || unnegated_ezoc(b, to, d.side, u)))
    return false;
  return true;
}

void rout_off(Ctx& x, Board& b, int u) {
  int turn = b.s.turn + 2;  // 7.10
  if (turn > b.sc.turns) {
    b.take_off(u, Where::SetAside);
    x.log("7.10",
          fmt::format("{} routs off the map with an unsafe line of retreat: set aside (the last two turns)",
                      b.def(u).id));
    return;
  }
  b.take_off(u, Where::Track, turn);
  x.log("7.10", fmt::format("{} routs off the map with an unsafe line of retreat: to the turn {} box",
                            b.def(u).id, turn));
}

// 12.2: a unit retreating into a hex of its own trains is disrupted.
bool disrupted_by_trains(Board& b, int u, HexId h) {
  if (b.disrupted(u)) return false;
  for (int v : b.at(h))
    if (b.def(v).type == UnitType::Trains && b.side(v) == b.side(u)) return true;
  return false;
}

void stepped_into(Ctx& x, Board& b, int u, HexId h) {
  if (disrupted_by_trains(b, u, h)) {  // 12.2
    b.set(u, kDisrupted);
    x.log("12.2", fmt::format("{} retreats through the trains and is disrupted", b.def(u).id));
  }
  if (b.def(u).is_combat() && h == b.sc.victory_hex)
    b.s.last_into_victory_hex = static_cast<std::int8_t>(b.side(u));
  if (b.side(u) == Side::Prussia) reveal_in_sight(x, b);  // 19.8D: during a retreat too
}

// The course of one retreat (7.9) or rout (7.10): the combat hex it moves
// away from, its line of retreat, its least and greatest length.
struct RetreatCourse {
  HexId origin;
  RetreatMode mode;
  bool safe;
  int min_len, limit;
};

// The choices of a retreat standing at h after len hexes (7.9): "stay"
// where it may end (its least length done, out of any EZOC), and a "step"
// into each hex it may enter (three hexes at most, farther only to get out
// of an EZOC, within its printed MA).
std::vector<Action> retreat_options(Board& b, int u, HexId h, int len, const RetreatCourse& r) {
  bool in_z = b.in_ezoc(h, b.def(u).side);
  std::vector<Action> opts;
  if (len >= r.min_len && !in_z) opts.push_back(act(ActionType::Stay));
  if (len < 3 || (in_z && len < r.limit))
    for (int dir = 0; dir < 6; ++dir) {
      HexId n = b.map().neighbour(h, dir);
      if (may_step(b, u, h, n, r.origin, r.safe)) opts.push_back(act_at(ActionType::Step, u, n));
    }
  return opts;
}

// 7.9: a morale check for each unnegated EZOC hex entered on an unsafe line
// (a rout does not check: it is already routing).
bool step_checks(Board& b, int u, HexId to, const RetreatCourse& r) {
  return r.mode == RetreatMode::Retreat && !r.safe && unnegated_ezoc(b, to, b.def(u).side, u);
}

// What stepping into `to` as the len+1-th hex brings (MoveEffect bits).
std::uint8_t step_effects(Board& b, int u, HexId to, int len, const RetreatCourse& r) {
  std::uint8_t e = 0;
  if (step_checks(b, u, to, r)) e |= kEffectCheck;
  if (disrupted_by_trains(b, u, to)) e |= kEffectDisrupt;
  if (b.in_ezoc(to, b.def(u).side)) {
    e |= kEffectContinue;
    if (retreat_options(b, u, to, len + 1, r).empty()) e |= kEffectRout;  // 7.9: it routs from there
  }
  return e;
}

std::vector<std::uint8_t> effects_of(const std::vector<Action>& opts, auto&& of) {
  std::vector<std::uint8_t> e;
  e.reserve(opts.size());
  for (const Action& a : opts) e.push_back(of(a));
  return e;
}

// 12.1, 12.2: the enemy HQ and trains a unit of `side` entering h takes
// (those not defended by an enemy combat unit there).
std::vector<int> taken_on_entry(Board& b, Side side, HexId h) {
  std::vector<int> out;
  for (int v : b.at(h))
    if (b.side(v) != side && b.def(v).is_combat()) return out;
  for (int v : b.at(h))
    if (b.side(v) != side && (b.def(v).type == UnitType::Trains || b.def(v).type == UnitType::Hq))
      out.push_back(v);
  return out;
}

}  // namespace

std::vector<std::pair<const char*, const char*>> effect_names(std::uint8_t effects) {
  static constexpr std::pair<const char*, const char*> kNames[] = {
      {"check", "7.9"},       {"continue", "7.9"},        {"rout", "7.10"},       {"disrupt", "12.2"},
      {"capture_hq", "12.1"}, {"capture_trains", "12.2"}, {"line_check", "19.7B"}};
  std::vector<std::pair<const char*, const char*>> out;
  for (int i = 0; i < 7; ++i)
    if (effects & (1 << i)) out.push_back(kNames[i]);
  return out;
}

std::uint8_t entry_effects(Board& b, int u, HexId h) {
  std::uint8_t e = 0;
  for (int v : taken_on_entry(b, b.side(u), h))
    e |= b.def(v).type == UnitType::Hq ? kEffectCaptureHq : kEffectCaptureTrains;
  if (b.side(u) == Side::Prussia && !lines_flanked(b, u, h).empty()) e |= kEffectLineCheck;
  return e;
}

void capture(Ctx& x, Board& b, int u, const char* section) {
  b.take_off(u, Where::Captured);
  b.s.vp_captured[static_cast<std::size_t>(enemy(b.side(u)))] += 1;  // 18.3
  x.log(section, fmt::format("{} is captured", b.def(u).id));
}

void lose_step(Ctx& x, Board& b, int u, const char* section) {
  const UnitDef& d = b.def(u);
  if (d.steps == 2 && b.effective(u)) {
    b.set(u, kBack);
    x.log(section, fmt::format("{} loses a step (reduced)", d.id));
    return;
  }
  if (b.line_of_retreat(u) == Lor::None) return capture(x, b, u, "7.11");  // 7.11
  b.take_off(u, Where::Eliminated);
  x.log("7.11", fmt::format("{} loses its last step: eliminated, set aside", d.id));
}

void retreat_unit(Ctx& x, Board& b, int u, HexId origin, RetreatMode mode, bool flip) {
  if (!b.on_map(u)) return;
  const UnitDef& d = b.def(u);
  Lor lor = b.line_of_retreat(u);
  const char* sec = mode == RetreatMode::Rout ? "7.10" : "7.9";
  if (lor == Lor::None) return capture(x, b, u, sec);
  if (mode == RetreatMode::Rout && lor == Lor::Unsafe) return rout_off(x, b, u);
  b.us(u).line = -1;            // 19.7A
  b.set(u, kOpenOrder, false);  // 19.10A
  bool flippable = d.type == UnitType::Leader || d.is_cavalry() || d.is_artillery() || d.is_small();
  if (flip && flippable && b.effective(u)) {
    b.set(u, kBack);
    x.log("7.9", fmt::format("{} turns ineffective", d.id));
  }
  if (mode == RetreatMode::Rout) b.set(u, kDisrupted);  // 7.10
  const RetreatCourse course{origin, mode, lor == Lor::Safe, mode == RetreatMode::Rout ? 3 : 1,
                             std::max(3, b.printed_ma(u))};
  HexId h = b.us(u).hex;
  for (int len = 0;;) {
    bool in_z = b.in_ezoc(h, d.side);
    std::vector<Action> opts = retreat_options(b, u, h, len, course);
    if (opts.empty()) {
      if (len >= course.min_len && !in_z) return;
      x.log(sec,
            fmt::format("{} cannot retreat farther{}", d.id, in_z ? " out of an enemy zone of control" : ""));
      return in_z || len == 0 ? rout_off(x, b, u) : void();  // 7.9: it routs from the last hex
    }
    std::vector<std::uint8_t> effects;
    if (x.asking(opts.size()))  // what each hex brings, for the owner choosing (docs/api.md)
      effects = effects_of(opts, [&](const Action& o) {
        return o.type == ActionType::Step ? step_effects(b, u, o.hex, len, course) : std::uint8_t{0};
      });
    Action a = x.choose(d.side, opts, std::move(effects));
    if (a.type == ActionType::Stay) return;
    bool check = step_checks(b, u, a.hex, course);
    b.put(u, a.hex);
    h = a.hex;
    ++len;
    x.log(sec, fmt::format("{} {} to {}", d.id, mode == RetreatMode::Rout ? "routs" : "retreats",
                           b.map().label(h)));
    stepped_into(x, b, u, h);
    if (check && !morale_check(x, b, u, 0, "an enemy zone of control entered retreating", "7.9")) {
      x.log("7.9", fmt::format("{} routs", d.id));
      return retreat_unit(x, b, u, origin, RetreatMode::Rout, flip);
    }
  }
}

void entered(Ctx& x, Board& b, int u, HexId h) {
  Side side = b.side(u);
  for (int v : taken_on_entry(b, side, h)) {
    const UnitDef& d = b.def(v);
    if (d.type == UnitType::Trains) {  // 12.2
      b.take_off(v, Where::Captured);
      b.s.vp_captured[static_cast<std::size_t>(side)] += 1;
      b.s.trains_disturbed = true;
      x.log("12.2", fmt::format("{} enters {} and captures the {}", b.def(u).id, b.map().label(h), d.name));
    } else if (d.type == UnitType::Hq) {  // 12.1
      b.take_off(v, Where::Captured);
      b.s.vp_hq[static_cast<std::size_t>(side)] += 1;
      x.log("12.1", fmt::format("{} enters {} and captures the {}", b.def(u).id, b.map().label(h), d.name));
    }
  }
  if (b.def(u).is_combat() && h == b.sc.victory_hex)
    b.s.last_into_victory_hex = static_cast<std::int8_t>(side);
  if (side != Side::Prussia) return;
  line_checks_on_entry(x, b, u, h);  // 19.7B
  reveal_in_sight(x, b);             // 19.8D
}

namespace {

// 7.12: who may advance: a fighting attacker on the map, not disrupted,
// not parenthesized (nor in open order), not artillery, not advanced yet.
bool may_advance(Board& b, int u) {
  const UnitDef& d = b.def(u);
  return b.on_map(u) && !b.disrupted(u) && !b.face(u).paren && !b.us(u).has(kOpenOrder) && !d.is_artillery();
}

bool may_enter(Board& b, int u, HexId from, HexId to) {
  int dir = b.map().grid.direction(from, to);
  if (dir < 0 || !b.passable(from, dir, b.def(u).arm())) return false;
  if (b.marker_at(to) >= 0) return false;
  for (int v : b.at(to))  // an HQ or trains alone is taken (12.1, 12.2)
    if (b.side(v) != b.side(u) && b.def(v).type != UnitType::Hq && b.def(v).type != UnitType::Trains)
      return false;
  return b.stacking_count(to) + (b.counts_for_stacking(u) ? 1 : 0) <= 3;  // 7.12: not overstacked
}

bool vacant(Board& b, HexId h) { return b.at(h).empty() && b.marker_at(h) < 0; }

// What each advance offered brings (entered(): 12.1, 12.2, 19.7B), for the player choosing.
std::vector<std::uint8_t> advance_effects(Ctx& x, Board& b, const std::vector<Action>& opts) {
  if (!x.asking(opts.size())) return {};
  return effects_of(opts, [&](const Action& o) {
    return o.type == ActionType::Advance ? entry_effects(b, o.unit, o.hex) : std::uint8_t{0};
  });
}

}  // namespace

void advance_after_combat(Ctx& x, Board& b, bool two, bool must) {
  Combat& c = b.s.combat;
  if (c.skirmish) return;       // 7.13.1
  relocate_lone_leaders(x, b);  // 10.1: leaders left alone go first
  std::vector<int> steps(c.attackers.size(), 0);
  bool into_target = false;
  for (;;) {
    std::vector<Action> opts;
    bool target_open = false;
    for (std::size_t i = 0; i < c.attackers.size(); ++i) {
      int u = c.attackers[i];
      if (!may_advance(b, u) || steps[i] >= (two ? 2 : 1)) continue;
      HexId h = b.us(u).hex;
      for (int dir = 0; dir < 6; ++dir) {
        HexId n = b.map().neighbour(h, dir);
        if (n == kNoHex || !may_enter(b, u, h, n)) continue;
        bool ok = steps[i] > 0 || n == c.target ||
                  (b.map().grid.distance(n, c.target) == 1 && vacant(b, n));    // 7.12
        if (light_now(b) == Light::Night) ok = steps[i] == 0 && n == c.target;  // 14.2 (4)
        if (!ok) continue;
        target_open = target_open || n == c.target;
        opts.push_back(act_at(ActionType::Advance, u, n));
      }
    }
    if (!must || into_target || !target_open) opts.insert(opts.begin(), act(ActionType::Pass));
    if (opts.size() == 1 && opts.front().type == ActionType::Pass) return;
    Action a = x.choose(c.attacker, opts, advance_effects(x, b, opts));
    if (a.type == ActionType::Pass) return;
    std::size_t i = static_cast<std::size_t>(std::find(c.attackers.begin(), c.attackers.end(), a.unit) -
                                             c.attackers.begin());
    HexId from = b.us(a.unit).hex;
    b.put(a.unit, a.hex);
    b.set(a.unit, kAdvanced);
    ++steps[i];
    into_target = into_target || a.hex == c.target;
    x.log("7.12", fmt::format("{} advances to {}", b.def(a.unit).id, b.map().label(a.hex)));
    int l = participating_leader(b, c, from, true);
    if (l >= 0) b.put(l, a.hex);  // 10.3: he goes along
    entered(x, b, a.unit, a.hex);
  }
}

// 7.12, R-7.12: a hex whose defenders may not advance (the TEC: its
// terrain, a hill, fieldworks).
bool defenders_may_advance_from(Board& b, HexId h) {
  const Map& m = b.map();
  const Tec& t = b.tec();
  if (!t.hexes[m.terrain[static_cast<std::size_t>(h)]].defender_may_advance) return false;
  if (m.hill[static_cast<std::size_t>(h)] && !t.hill.defender_may_advance) return false;
  return !(m.fieldworks[static_cast<std::size_t>(h)] && !t.fieldworks.defender_may_advance);
}

void defender_advance(Ctx& x, Board& b) {
  Combat& c = b.s.combat;
  if (c.skirmish || c.bombard || light_now(b) == Light::Night) return;  // 7.13.1, 14.2 (4)
  if (!defenders_may_advance_from(b, c.target)) return;
  Side side = enemy(c.attacker);
  std::vector<HexId> left;  // the attackers' hexes they left empty
  for (HexId h : c.from_hexes) {
    bool held = false;
    for (int v : b.at(h)) held = held || (b.side(v) == c.attacker && b.def(v).is_combat());
    if (!held && b.marker_at(h) < 0) left.push_back(h);
  }
  if (left.empty()) return;
  std::vector<int> moved;
  for (;;) {
    std::vector<Action> opts{act(ActionType::Pass)};
    for (int u : c.defenders) {
      if (!may_advance(b, u) || b.us(u).hex != c.target ||
          std::find(moved.begin(), moved.end(), u) != moved.end())
        continue;
      for (int dir = 0; dir < 6; ++dir) {
        HexId n = b.map().neighbour(c.target, dir);
        if (n == kNoHex || !may_enter(b, u, c.target, n)) continue;
        bool next_to =
            std::any_of(left.begin(), left.end(), [&](HexId l) { return b.map().grid.distance(n, l) <= 1; });
        bool ok = std::find(left.begin(), left.end(), n) != left.end() || (vacant(b, n) && next_to);
        if (ok) opts.push_back(act_at(ActionType::Advance, u, n));
      }
    }
    if (opts.size() == 1) return;
    Action a = x.choose(side, opts, advance_effects(x, b, opts));
    if (a.type == ActionType::Pass) return;
    b.put(a.unit, a.hex);
    b.set(a.unit, kAdvanced);
    moved.push_back(a.unit);
    x.log("7.12",
          fmt::format("{} advances to {} (the defender's advance)", b.def(a.unit).id, b.map().label(a.hex)));
    int l = participating_leader(b, c, c.target, false);
    if (l >= 0) b.put(l, a.hex);  // 10.3: he goes along
    entered(x, b, a.unit, a.hex);
  }
}

void run_retreat_task(Ctx& x, Board& b, const Task& t) {
  int u = t.a;
  if (!b.on_map(u)) return;
  HexId origin = t.c != kNoHex ? t.c : b.us(u).hex;
  retreat_unit(x, b, u, origin, t.b == 1 ? RetreatMode::Rout : RetreatMode::Retreat, true);
  relocate_lone_leaders(x, b);
}

}  // namespace bohemia::mns
