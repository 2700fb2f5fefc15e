#include "mns/movement.h"

#include <fmt/format.h>

#include <algorithm>
#include <queue>

#include "mns/rules.h"
#include "mns/rules_internal.h"

namespace bohemia::mns {

namespace {

// May the group end a step in h (not counting ZOC)?
bool may_enter(Board& b, const MoveGroup& g, HexId h) {
  if (g.marker) {  // 19.8C: never with combat units or other markers
    return !b.friend_combat_at(h, Side::Austria) && b.marker_at(h) < 0 && !b.enemy_at(h, Side::Austria) &&
           !marker_seen(b, h);
  }
  for (int u : b.at(h)) {
    if (b.side(u) != g.side) {
      // 12.2: the enemy trains alone may be entered (and are captured)
      if (b.def(u).type == UnitType::Trains && !g.leader_alone && !g.hq && !g.trains) continue;
      return false;
    }
    if (b.def(u).type == UnitType::Trains && !g.trains)
      return false;  // 12.2: no friendly unit moves through the trains
  }
  if (g.side == Side::Prussia && b.marker_at(h) >= 0) return false;
  if (g.side == Side::Austria && b.marker_at(h) >= 0 && !g.leader_alone && !g.hq) return false;  // 19.8C
  for (int u : b.at(h))
    if (b.side(u) != g.side) return false;
  return true;
}

// The cost for one arm of the step from h in direction d (half MP).
HalfMp arm_step(Board& b, Arm arm, HexId h, int d, bool march, bool ezoc_dest, bool beside_units,
                bool* on_path) {
  const Map& m = b.map();
  const Tec& t = b.tec();
  HexId n = m.neighbour(h, d);
  std::uint8_t path = m.path[m.hs(h, d)];
  const HexsideTerrain& side = t.hexsides[m.side[m.hs(h, d)]];
  int a = static_cast<int>(arm);
  *on_path = false;
  if (path) {
    const PathTerrain& p = (path & kRoad) ? t.road : t.trail;
    bool no_rate = ezoc_dest && (p.no_path_rate_into_ezoc & (1u << a));  // 4.6
    if (!no_rate) {
      *on_path = true;
      HalfMp c = p.mp[static_cast<std::size_t>(a)];
      if (arm == Arm::Trains && (path & kRoad))
        c = std::max<HalfMp>(1, c / p.trains_ma_multiplier);  // 12.2: doubled on roads
      if (march && (path & kRoad) && p.march_mp > 0)
        c = beside_units ? p.march_mp_beside_units : p.march_mp;  // 4.7
      if (side.mp_add_on_path >= 0) c += side.mp_add_on_path;
      return c;
    }
  }
  const HexTerrain& ht = t.hexes[m.terrain[static_cast<std::size_t>(n)]];
  if (ht.mp[static_cast<std::size_t>(a)] >= kProhibited ||
      side.mp_add[static_cast<std::size_t>(a)] >= kProhibited)
    return kProhibited;
  if (march && (!ht.march || !side.march)) return kProhibited;  // 4.7: march may not enter some terrain
  HalfMp c = ht.mp[static_cast<std::size_t>(a)] + side.mp_add[static_cast<std::size_t>(a)];
  if (m.hill[static_cast<std::size_t>(n)] && !m.hill[static_cast<std::size_t>(h)]) {
    if (march && !t.hill.march) return kProhibited;
    c += t.hill.mp_add_uphill[static_cast<std::size_t>(a)];
  }
  return c;
}

HalfMp step_cost(Board& b, const MoveGroup& g, HexId h, int d, bool march, bool ezoc_dest, bool* on_path) {
  HexId n = b.map().neighbour(h, d);
  bool beside = b.friend_combat_at(h, g.side, g.pieces.front()) || b.friend_combat_at(n, g.side);
  HalfMp worst = 0;
  bool all_path = true;
  for (Arm arm : g.arms) {
    bool p = false;
    HalfMp c = arm_step(b, arm, h, d, march, ezoc_dest, beside, &p);
    if (c >= kProhibited) return kProhibited;
    worst = std::max(worst, c);
    all_path = all_path && p;
  }
  *on_path = all_path;
  return worst;
}

}  // namespace

HexId group_hex(const Board& b, const MoveGroup& g) {
  int p = g.pieces.front();
  return is_marker(p) ? b.s.markers[static_cast<std::size_t>(p - kMarkerBase)].hex : b.us(p).hex;
}

bool march_blocked(Board& b, HexId h, Side side) {
  if (b.in_ezoc(h, side)) return true;
  for (int d = 0; d < 6; ++d)
    if (HexId n = b.map().neighbour(h, d); n != kNoHex && b.in_ezoc(n, side)) return true;
  return false;
}

ReachMap reach(Board& b, const MoveGroup& g, const MoveLimits& lim, HexId start, HalfMp spent, bool march) {
  const Map& m = b.map();
  std::size_t n = static_cast<std::size_t>(m.size());
  ReachMap r{std::vector<HalfMp>(n, kProhibited), std::vector<HexId>(n, kNoHex),
             std::vector<std::uint8_t>(n, 0)};
  HalfMp ma = march ? lim.march_ma : lim.ma;
  if (ma < 0) return r;
  if (b.s.weather == Weather::Heavy && b.sc.rain->effects[0].max_mp > 0)
    ma = std::min<HalfMp>(ma, 2 * b.sc.rain->effects[0].max_mp);  // 19.4: four MP at most
  using Item = std::pair<HalfMp, HexId>;
  std::priority_queue<Item, std::vector<Item>, std::greater<>> open;
  r.cost[static_cast<std::size_t>(start)] = spent;
  open.push({spent, start});
  while (!open.empty()) {
    auto [c, h] = open.top();
    open.pop();
    if (c != r.cost[static_cast<std::size_t>(h)] || (h != start && r.stop[static_cast<std::size_t>(h)]))
      continue;
    for (int d = 0; d < 6; ++d) {
      HexId to = m.neighbour(h, d);
      if (to == kNoHex || !may_enter(b, g, to)) continue;
      if (g.line && d != b.us(g.pieces.front()).line && d != (b.us(g.pieces.front()).line + 1) % 6)
        continue;  // 19.7C
      bool ez = !g.marker && b.in_ezoc(to, g.side);
      if (ez && (!lim.may_enter_ezoc || lim.disengaging)) continue;
      if (march && march_blocked(b, to, g.side)) continue;
      bool on_path = false;
      HalfMp step = step_cost(b, g, h, d, march, ez, &on_path);
      if (step >= kProhibited) continue;
      HalfMp base =
          (march && !on_path && (c & 1)) ? c + 1 : c;  // 4.7: a leftover half MP is lost off the road
      HalfMp nc = base + step;
      if (nc > ma || nc >= r.cost[static_cast<std::size_t>(to)]) continue;
      r.cost[static_cast<std::size_t>(to)] = nc;
      r.prev[static_cast<std::size_t>(to)] = h;
      bool clear = b.tec().hexes[m.terrain[static_cast<std::size_t>(to)]].trains_stop;
      r.stop[static_cast<std::size_t>(to)] = ez || (g.trains && !on_path && clear);  // 6.2; 12.2
      open.push({nc, to});
    }
  }
  return r;
}

std::vector<HexId> path_to(const ReachMap& r, HexId start, HexId to) {
  std::vector<HexId> out;
  for (HexId h = to; h != start && h != kNoHex; h = r.prev[static_cast<std::size_t>(h)]) out.push_back(h);
  std::reverse(out.begin(), out.end());
  return out;
}

bool movable(Board& b, int p) {
  if (is_marker(p)) {
    const HmMarker& mk = b.s.markers[static_cast<std::size_t>(p - kMarkerBase)];
    return mk.hex != kNoHex && !mk.moved;
  }
  const UnitDef& d = b.def(p);
  const UnitState& x = b.us(p);
  if (x.where != Where::Map || x.has(kMoved) || d.side != b.s.active) return false;
  if ((d.type == UnitType::Hq || d.type == UnitType::Trains) && !x.has(kToMove)) return false;  // 12.1, 12.2
  return true;
}

}  // namespace bohemia::mns
