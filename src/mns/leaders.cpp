// Leaders (§10): who each began the game turn with (a movement assist needs
// it, §10.3), and a leader left alone in an EZOC outside movement: moved to
// the nearest friendly unit with a safe line, after a casualty check (a 6)
// with an unsafe one, captured with none (§10.1).
#include <fmt/format.h>

#include <algorithm>

#include "mns/rules.h"
#include "mns/rules_internal.h"

namespace bohemia::mns {

void record_leader_stacks(Board& b) {
  for (int u = 0; u < b.count(); ++u)
    if (b.def(u).type == UnitType::Leader) b.us(u).start_with = b.on_map(u) ? b.us(u).hex : kNoHex;
}

namespace {

HexId nearest_friend(Board& b, int leader) {
  HexId from = b.us(leader).hex, best = kNoHex;
  int best_d = 1 << 20;
  for (int u = 0; u < b.count(); ++u) {
    if (u == leader || b.side(u) != b.side(leader) || !b.on_map(u) || !b.def(u).is_combat()) continue;
    int d = b.map().grid.distance(from, b.us(u).hex);
    if (d < best_d || (d == best_d && b.us(u).hex < best)) best = b.us(u).hex, best_d = d;
  }
  return best;
}

}  // namespace

void relocate_lone_leaders(Ctx& x, Board& b) {
  for (int u = 0; u < b.count(); ++u) {
    const UnitDef& d = b.def(u);
    if (d.type != UnitType::Leader || !b.on_map(u)) continue;
    HexId h = b.us(u).hex;
    if (b.friend_combat_at(h, d.side) || !b.in_ezoc(h, d.side)) continue;
    Lor lor = b.line_of_retreat(u);
    HexId to = nearest_friend(b, u);
    if (lor == Lor::None || to == kNoHex) {
      b.take_off(u, Where::Captured);
      b.s.vp_captured[static_cast<std::size_t>(enemy(d.side))] += 1;
      x.log("10.1", fmt::format("{}, alone in an enemy zone of control with no line of retreat, is captured",
                                d.name));
      continue;
    }
    if (lor == Lor::Unsafe) {
      int r = x.die();
      x.log("10.3",
            fmt::format("{}, alone in an enemy zone of control, checks for a casualty: rolls {}", d.name, r));
      if (r == 6) {
        b.take_off(u, Where::Casualty);
        b.s.vp_casualties[static_cast<std::size_t>(enemy(d.side))] += 1;
        x.log("10.3", fmt::format("{} is a casualty", d.name));
        continue;
      }
    }
    b.put(u, to);
    x.log("10.1", fmt::format("{} rejoins the nearest friendly unit at {}", d.name, b.map().label(to)));
  }
}

}  // namespace bohemia::mns
