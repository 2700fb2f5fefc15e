// Fortunes of War (§12.4): received from combat (7.2, 7.8 DF and Dm, 7.11,
// 12.1, 12.2), each played at once or lost. Written: the Enemy Morale
// Check and the Friendly Recovery Check ("fortune morale UNIT", "fortune
// recover UNIT", "pass"); a triggered hex's fortune (7.2) serves one unit
// of that hex to recover; and, in lieu of moving a friendly unit, placing
// one from the next box of the Turn Record Track as 13.2 places it
// ("fortune reenter UNIT", then "reenter UNIT HEX", R-12.4r). Not written
// yet (listed gaps in docs/mns/rules-coverage.md): moving an enemy unit,
// moving a friendly unit or stack, and the fortune's charge.
#include <fmt/format.h>

#include <algorithm>

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

}  // namespace

void give_fortunes(Board& b, Side to, int count, HexId hex) {
  std::vector<Task> tasks(static_cast<std::size_t>(count), Task{TaskType::FortuneOfWar, to, hex, 0});
  queue_front(b.s, tasks);
}

void run_fortune(Ctx& x, Board& b, const Task& t) {
  Side side = t.side;
  bool triggered = t.b == -1;  // 7.2 (queued by the combat phase's end with b = -1)
  x.log("12.4",
        fmt::format("the {} receives a fortune of war", side == Side::Prussia ? "Prussian" : "Austrian"));
  std::vector<Action> opts{Action{ActionType::Pass}};
  for (int u = 0; u < b.count(); ++u) {
    if (!b.on_map(u) || !b.def(u).is_combat()) continue;
    if (triggered && b.us(u).hex != t.a) continue;
    if (b.side(u) == side && may_recover(b, u)) opts.push_back(fortune(FortuneKind::FriendlyRecovery, u));
    if (!triggered && b.side(u) != side && !b.disrupted(u))
      opts.push_back(fortune(FortuneKind::EnemyMorale, u));
  }
  std::vector<Action> places;
  if (!triggered)  // 12.4: a unit of the next turn box placed as 13.2 places it
    for (const Action& p : reentry_places(b, side, b.s.turn + 1)) {
      places.push_back(p);
      Action f = fortune(FortuneKind::Reenter, p.unit);
      if (std::find(opts.begin(), opts.end(), f) == opts.end()) opts.push_back(f);
    }
  Action a = x.choose(side, opts);
  if (a.type == ActionType::Pass) {
    x.log("12.4", "the fortune of war is not used: it is lost");
    return;
  }
  int u = a.unit;
  const std::string& id = b.def(u).id;
  if (a.value == static_cast<std::int8_t>(FortuneKind::Reenter)) {
    std::vector<Action> hexes;
    for (const Action& p : places)
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
