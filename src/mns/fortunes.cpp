// Fortunes of War (§12.4): received from combat (7.2, 7.8 DF and Dm, 7.11,
// 12.1, 12.2), each played at once or lost ("pass"). The five:
// - "fortune move-enemy UNIT": an enemy combat unit on the map; a die, 1-2
//   it moves: its MA rolled, normal movement chosen by the fortune's
//   owner, no march, into an EZOC allowed (R-12.4e);
// - "fortune move UNIT" (then "with UNIT"..., "go"): a friendly unit or
//   stack, its MA rolled (the slowest), every movement rule; in a combat
//   phase of its side it then attacks each enemy hex next to it (R-12.4f);
// - "fortune charge UNIT" (then "with UNIT"..., "go", "charge HEX TARGET"):
//   a charge by a friendly unit or stack not in an EZOC that has not fought
//   this phase, its charging factors doubled when it passes its check (R-12.4c);
// - "fortune morale UNIT": an undisrupted enemy combat unit checks morale;
// - "fortune recover UNIT": a friendly combat unit checks to recover;
// and, in lieu of moving a friendly unit, "fortune reenter UNIT" places one
// from the next box of the Turn Record Track as 13.2 places it (R-12.4r).
// A triggered hex's fortune (7.2) serves that hex: all its units move, or
// one charges (from its hex, EZOC ignored) or recovers.
// A unit a fortune moved takes part in the later combats of its hex
// (kFortuneMoved: combat.cpp). Hidden units (19.8) are off the map: no
// fortune names them, and a piece moved in sight of a marker reveals it.
#include <fmt/format.h>

#include <algorithm>

#include "mns/combat.h"
#include "mns/movement.h"
#include "mns/rules.h"
#include "mns/rules_internal.h"

namespace bohemia::mns {

namespace {

Action fortune(FortuneKind k, int u) {
  Action a{ActionType::Fortune, static_cast<std::int8_t>(k)};
  a.unit = static_cast<std::int16_t>(u);
  return a;
}

bool may_recover(const Board& b, int u) {
  const UnitDef& d = b.def(u);
  return d.is_combat() && (b.disrupted(u) || (!b.effective(u) && d.steps == 1));
}

bool fought(const Board& b, int u) { return b.us(u).has(kAttacked | kDefended | kAdvanced); }

MoveGroup group_of(const Board& b, const std::vector<int>& pieces) {
  MoveGroup g = single_group(b, pieces.front());
  g.pieces = pieces;
  g.line = b.us(pieces.front()).line >= 0;
  g.arms.clear();
  for (int p : pieces) {
    Arm arm = b.def(p).arm();
    if (b.def(p).type != UnitType::Leader && std::find(g.arms.begin(), g.arms.end(), arm) == g.arms.end())
      g.arms.push_back(arm);
  }
  return g;
}

// 12.4 (7.2): a unit that may begin the fortune's charge (alone; others of
// its hex may join it).
bool may_charge(Board& b, int u, bool triggered) {
  const UnitDef& d = b.def(u);
  if (!d.is_combat() || d.is_artillery() || fought(b, u)) return false;
  if (!triggered && b.in_ezoc(b.us(u).hex, b.side(u))) return false;  // 12.4 (7.2: ignored)
  return !fortune_charges(b, group_of(b, {u}), triggered).empty();
}

// The friendly pieces of the lead's hex that join it ("with UNIT", "go"):
// combat units and leaders, for a charge only those it may charge with (one
// leader). A triggered hex moves all its units (7.2).
std::vector<int> gather_stack(Ctx& x, Board& b, int lead, Side side, bool charge, bool all) {
  std::vector<int> pieces{lead};
  HexId h = b.us(lead).hex;
  auto joins = [&](int u) {
    const UnitDef& d = b.def(u);
    if (b.side(u) != side || std::count(pieces.begin(), pieces.end(), u)) return false;
    if (!d.is_combat() && d.type != UnitType::Leader) return false;
    if (!charge) return true;
    if (d.type == UnitType::Leader)
      return b.effective(u) && std::none_of(pieces.begin(), pieces.end(),
                                            [&](int p) { return b.def(p).type == UnitType::Leader; });
    std::vector<int> more = pieces;
    more.push_back(u);
    bool cavalry = false;
    return !fought(b, u) && group_may_charge(b, group_of(b, more), &cavalry);
  };
  if (all) {
    for (int u : b.at(h))
      if (joins(u)) pieces.push_back(u);
    return pieces;
  }
  for (;;) {
    std::vector<Action> opts{Action{ActionType::Go}};
    for (int u : b.at(h))
      if (joins(u)) {
        Action a{ActionType::With};
        a.unit = static_cast<std::int16_t>(u);
        opts.push_back(a);
      }
    Action a = x.choose(side, opts);
    if (a.type == ActionType::Go) return pieces;
    pieces.push_back(a.unit);
  }
}

void mark_fortune_moved(Board& b, const std::vector<int>& pieces) {
  for (int u = 0; u < b.count(); ++u) b.us(u).set(kFortuneMoved, false);
  for (int p : pieces)
    if (b.on_map(p)) b.us(p).set(kFortuneMoved);
  b.touch();
}

// 12.4, R-12.4e: "move an enemy unit": a die, 1 or 2, then its MA.
void move_enemy(Ctx& x, Board& b, Side side, int u) {
  const std::string& id = b.def(u).id;
  int die = x.die();
  if (die > 2) {
    x.log("12.4", fmt::format("die {}: {} may not be moved (1 or 2 needed)", die, id));
    return;
  }
  x.log("12.4", fmt::format("die {}: {} may be moved", die, id));
  MoveGroup g = group_of(b, {u});
  MoveLimits lim = move_limits(x, b, g, -1, true);
  lim.may_enter_ezoc = true;  // 12.4: "it may be moved into an EZOC (your ZOC)"
  move_on(x, b, g, lim, b.us(u).hex, 0, side);
  mark_fortune_moved(b, {u});
}

// 12.4, R-12.4f: in a combat phase of its side the moved stack attacks each
// enemy hex next to it that it may attack, one combat each, at once.
void forced_attacks(Ctx& x, Board& b, Side side, const std::vector<int>& pieces) {
  if (b.s.phase != Phase::Combat || b.s.active != side) return;
  std::vector<HexId> hexes;
  HexId h = b.us(pieces.front()).hex;
  for (int d = 0; d < 6; ++d) {
    HexId n = b.map().neighbour(h, d);
    if (n == kNoHex || b.marker_at(n) >= 0) continue;
    bool enemy = false, able = false;
    for (int v : b.at(n)) enemy = enemy || (b.side(v) != side && b.def(v).is_combat());
    for (int p : pieces) able = able || (b.on_map(p) && b.us(p).hex == h && may_attack_into(b, p, n, true));
    if (enemy && able) hexes.push_back(n);
  }
  std::sort(hexes.begin(), hexes.end());
  std::vector<Task> tasks;
  for (HexId n : hexes) {
    x.log("12.4", fmt::format("the moved units must attack {}", b.map().label(n)));
    if (std::find(b.s.targeted.begin(), b.s.targeted.end(), n) == b.s.targeted.end())
      b.s.targeted.push_back(n);
    tasks.push_back(Task{TaskType::Combat, side, n, 2});
  }
  queue_front(b.s, tasks);
}

// 12.4, R-12.4f: "move a friendly unit/stack", its MA rolled for the slowest.
void move_friendly(Ctx& x, Board& b, Side side, int u, bool triggered) {
  std::vector<int> pieces = gather_stack(x, b, u, side, false, triggered);
  MoveGroup g = group_of(b, pieces);
  MoveLimits lim = move_limits(x, b, g, -1, true);
  move_on(x, b, g, lim, b.us(u).hex, 0, side);
  mark_fortune_moved(b, pieces);
  forced_attacks(x, b, side, pieces);
}

// 12.4, R-12.4c: the fortune's charge: the group moves 1 or 2 MP (none for
// a triggered hex, 7.2) and charges; infantry as 7.13.3, cavalry as 9.3.
void fortune_charge(Ctx& x, Board& b, Side side, int u, bool triggered) {
  std::vector<int> pieces = triggered ? std::vector<int>{u} : gather_stack(x, b, u, side, true, false);
  MoveGroup g = group_of(b, pieces);
  for (int p : pieces) b.us(p).charge = kNoHex;  // this charge replaces any declared in movement
  MoveLimits lim;
  lim.charge_only = true;
  lim.charge_here = triggered;
  move_on(x, b, g, lim, b.us(u).hex, 0, side);
  HexId target = b.us(u).charge, from = b.us(u).hex;
  if (target == kNoHex) {
    x.log("12.4", "the charge is not made");
    return;
  }
  if (std::find(b.s.targeted.begin(), b.s.targeted.end(), target) == b.s.targeted.end())
    b.s.targeted.push_back(target);  // 12.4: the charge counts as the hex's combat this phase
  x.log("12.4",
        fmt::format("the fortune's charge from {} against {}", b.map().label(from), b.map().label(target)));
  bool cavalry = b.def(u).is_cavalry();
  queue_front(b.s, {cavalry ? Task{TaskType::Combat, side, target, 1, from, 2}
                            : Task{TaskType::Combat, side, target, 3, from}});
}

}  // namespace

std::vector<Action> fortune_options(Board& b, const Task& t) {
  Side side = t.side;
  bool triggered = t.b == -1;  // 7.2: that hex's units only
  std::vector<Action> opts{Action{ActionType::Pass}};
  bool hex_moved = false;
  for (int u = 0; u < b.count(); ++u) {
    if (!b.on_map(u) || !b.def(u).is_combat()) continue;
    if (triggered && b.us(u).hex != t.a) continue;
    bool mine = b.side(u) == side;
    if (mine && (!triggered || !hex_moved)) {  // 7.2: the hex's units move together
      opts.push_back(fortune(FortuneKind::MoveFriendly, u));
      hex_moved = true;
    }
    if (mine && may_charge(b, u, triggered)) opts.push_back(fortune(FortuneKind::Charge, u));
    if (mine && may_recover(b, u)) opts.push_back(fortune(FortuneKind::FriendlyRecovery, u));
    if (!triggered && !mine) opts.push_back(fortune(FortuneKind::MoveEnemy, u));
    if (!triggered && !mine && !b.disrupted(u)) opts.push_back(fortune(FortuneKind::EnemyMorale, u));
  }
  if (!triggered)  // 12.4: a unit of the next turn box placed as 13.2 places it
    for (const Action& p : reentry_places(b, side, b.s.turn + 1)) {
      Action f = fortune(FortuneKind::Reenter, p.unit);
      if (std::find(opts.begin(), opts.end(), f) == opts.end()) opts.push_back(f);
    }
  return opts;
}

std::string fortune_refusal(Board& b, const Task& t, const Action& a) {
  bool triggered = t.b == -1;
  std::string hex = triggered ? b.map().label(t.a) : "";
  switch (static_cast<FortuneKind>(a.value)) {
    case FortuneKind::MoveEnemy:
      return triggered
                 ? "7.2: a triggered hex's fortune serves the units of " + hex
                 : "12.4: an enemy combat unit on the map (not a leader, HQ or trains, nor a hidden unit)";
    case FortuneKind::MoveFriendly:
      return triggered
                 ? "7.2: a triggered hex's fortune moves all the units of " + hex + " (named by the first)"
                 : "12.4: one of your combat units on the map (with its stack or alone)";
    case FortuneKind::Charge:
      return "12.4: a charge by effective, undisrupted infantry or cavalry not in an EZOC (7.2: ignored for "
             "a "
             "triggered hex) that has not fought this phase, with a charge of 1 or 2 MP (none from a "
             "triggered "
             "hex) into terrain open to it";
    case FortuneKind::EnemyMorale:
      return triggered ? "7.2: a triggered hex's fortune serves the units of " + hex
                       : "12.4: an undisrupted enemy combat unit on the map (not a leader)";
    case FortuneKind::FriendlyRecovery:
      return "12.4: one of your disrupted or ineffective combat units on the map";
    case FortuneKind::Reenter:
      return triggered ? "7.2, R-12.4r: not with a triggered hex's fortune"
                       : "12.4, 13.2: a unit of the next turn box with a hex where 13.2 would place it";
  }
  return "12.4";
}

void give_fortunes(Board& b, Side to, int count, HexId hex) {
  std::vector<Task> tasks(static_cast<std::size_t>(count), Task{TaskType::FortuneOfWar, to, hex, 0});
  queue_front(b.s, tasks);
}

void run_fortune(Ctx& x, Board& b, const Task& t) {
  Side side = t.side;
  bool triggered = t.b == -1;  // 7.2 (queued by the combat phase's end with b = -1)
  x.log("12.4",
        fmt::format("the {} receives a fortune of war", side == Side::Prussia ? "Prussian" : "Austrian"));
  std::vector<Action> opts = fortune_options(b, t);
  Action a = x.choose(side, opts);
  if (a.type == ActionType::Pass) {
    x.log("12.4", "the fortune of war is not used: it is lost");
    return;
  }
  int u = a.unit;
  const std::string& id = b.def(u).id;
  auto kind = static_cast<FortuneKind>(a.value);
  if (kind == FortuneKind::MoveEnemy) return move_enemy(x, b, side, u);
  if (kind == FortuneKind::MoveFriendly) return move_friendly(x, b, side, u, triggered);
  if (kind == FortuneKind::Charge) return fortune_charge(x, b, side, u, triggered);
  if (kind == FortuneKind::Reenter) {
    std::vector<Action> hexes;
    for (const Action& p : reentry_places(b, side, b.s.turn + 1))
      if (p.unit == u) hexes.push_back(p);
    Action at = x.choose(side, hexes);
    b.put(u, at.hex);
    b.set(u, kMoved);
    x.log("12.4", fmt::format("{} comes from the turn track to {} (13.2)", id, b.map().label(at.hex)));
    return;
  }
  if (a.value == static_cast<std::int8_t>(FortuneKind::EnemyMorale)) {
    if (morale_check(x, b, u, 0, "an enemy's fortune of war", "12.4")) return;
    b.set(u, kDisrupted);
    b.us(u).line = -1;
    b.set(u, kOpenOrder, false);
    x.log("12.4", fmt::format("{} is disrupted", id));
    return;
  }
  if (!morale_check(x, b, u, 0, "a fortune of war to recover", "12.4")) return;  // no loss on a failure
  b.set(u, kDisrupted, false);
  if (b.def(u).steps == 1) b.set(u, kBack, false);
  x.log("12.4", fmt::format("{} recovers", id));
}

}  // namespace bohemia::mns
