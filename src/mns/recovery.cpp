// Recovery (§11): disruption and ineffectiveness recovered during a movement
// phase (automatically if march-eligible all phase, else a morale check at
// the end of the move with the undisrupted MR, RN 6; never in an EZOC
// except at night, §14.2), and step recovery by replacements and by checks
// for eliminated units (§11.2, red dots, one replacement per formation a
// turn, §17.2, §17.4, RN 27).
#include <fmt/format.h>

#include <algorithm>

#include "mns/rules.h"
#include "mns/rules_internal.h"

namespace bohemia::mns {

namespace {

bool needs_recovery(const Board& b, int u) {
  const UnitDef& d = b.def(u);
  bool ineffective = b.us(u).has(kBack) && (d.steps == 1 && (d.is_combat() || d.type == UnitType::Leader));
  return b.disrupted(u) || ineffective;
}

int formation_of(const Board& b, int u) { return b.def(u).formations.empty() ? -1 : b.def(u).formations[0]; }

Action unit_action(ActionType t, int u) {
  Action a{t};
  a.unit = static_cast<std::int16_t>(u);
  return a;
}

}  // namespace

void try_recovery(Ctx& x, Board& b, int u) {
  if (!b.on_map(u) || !needs_recovery(b, u)) return;
  const UnitState& s = b.us(u);
  bool night = light_now(b) == Light::Night;
  if (!night && b.in_ezoc(s.hex, b.side(u))) return;  // 11.1
  bool automatic = night || !s.has(kInEzoc);
  bool ok = automatic;
  if (!automatic) {
    int mr = b.def(u).is_artillery() ? 6 : b.face(u).mr;  // RN 6: without the -2 of disruption
    int roll = x.die();
    ok = passes(roll, mr, morale_addition(b));
    x.log("11.1",
          fmt::format("{} tries to recover: rolls {} against MR {}: {}", b.def(u).id, roll, mr,
                      ok ? "passes" : "fails"),
          hidden_audience(b, u));
  }
  if (!ok) return;
  b.set(u, kDisrupted, false);
  if (b.def(u).steps == 1 && (b.def(u).is_combat() || b.def(u).type == UnitType::Leader))
    b.set(u, kBack, false);
  x.log(automatic ? "11.1" : "11.3",
        fmt::format("{} recovers{}", b.def(u).id, automatic ? " (march-eligible all phase)" : ""),
        hidden_audience(b, u));
}

std::vector<Action> replacement_actions(Board& b) {
  std::vector<Action> out;
  Side side = b.s.active;
  for (int u = 0; u < b.count(); ++u) {
    const UnitDef& d = b.def(u);
    const UnitState& s = b.us(u);
    if (d.side != side || !d.is_combat()) continue;
    int f = formation_of(b, u);
    bool spare = f >= 0 && b.s.replaced[static_cast<std::size_t>(f)] <
                               b.sc.formations[static_cast<std::size_t>(f)].replacements;
    if (s.where == Where::Eliminated) {
      bool dot = d.steps == 2 ? d.red_dot_back : d.red_dot_full;
      if (spare && !dot) out.push_back(unit_action(ActionType::Replace, u));
      if (!dot)
        out.push_back(unit_action(ActionType::Recover, u));  // red dots: leader-assisted only (gap G-11.2)
    } else if ((s.where == Where::Map || s.where == Where::Box) && d.steps == 2 && s.has(kBack) && spare &&
               !d.red_dot_full) {
      if (s.where == Where::Box || !b.in_ezoc(s.hex, side))
        out.push_back(unit_action(ActionType::Replace, u));
    }
  }
  return out;
}

void apply_replacement(Ctx& x, Board& b, const Action& a) {
  int u = a.unit;
  const UnitDef& d = b.def(u);
  UnitState& s = b.us(u);
  int audience = hidden_audience(b, u);
  if (a.type == ActionType::Replace) {
    b.s.replaced[static_cast<std::size_t>(formation_of(b, u))] += 1;
    if (s.where == Where::Eliminated) {
      s.where = Where::Track;
      s.track = static_cast<std::int8_t>(b.s.turn + 1);
      s.set(kBack, d.steps == 2);  // one step of a two-step unit comes back
      x.log("11.2", fmt::format("{} is rebuilt by a replacement step: on the turn track for turn {}", d.id,
                                b.s.turn + 1));
    } else {
      s.set(kBack, false);
      x.log("11.2", fmt::format("{} takes a replacement step: back to full strength", d.id), audience);
    }
    b.touch();
    return;
  }
  queue_back(b.s, Task{TaskType::RecoverCheck, b.s.active, static_cast<std::int16_t>(u)});
}

// 11.2: an eliminated unit off the map checks morale: it comes back as if
// by a replacement, or it is destroyed for good (and counts for 18.3).
void run_recover_check(Ctx& x, Board& b, const Task& t) {
  int u = t.a;
  const UnitDef& d = b.def(u);
  UnitState& s = b.us(u);
  if (s.where != Where::Eliminated) return;
  int mr = d.is_artillery() ? 6 : (d.steps == 2 ? d.back.mr : d.full.mr);
  int roll = x.die();
  bool ok = passes(roll, mr, morale_addition(b));
  if (ok) {
    s.where = Where::Track;
    s.track = static_cast<std::int8_t>(b.s.turn + 1);
    s.set(kBack, d.steps == 2);
  } else {
    s.where = Where::Destroyed;
    b.s.vp_destroyed[static_cast<std::size_t>(enemy(d.side))] += 1;
  }
  b.touch();
  x.log("11.2", fmt::format("{} checks to recover: rolls {} against MR {}: {}", d.id, roll, mr,
                            ok ? fmt::format("recovered, on the turn track for turn {}", b.s.turn + 1)
                               : "destroyed"));
}

}  // namespace bohemia::mns
