// Entering the map (§13): the Prussian arrivals of §17.4 with their dice,
// reinforcements entering one at a time at their entry hexes (shifted along
// the edge past an enemy, 1 MP a hex), and the re-entry of units from the
// Turn Record Track at an active HQ, active trains or a LOC hex (§13.2).
#include <fmt/format.h>

#include <algorithm>

#include "mns/movement.h"
#include "mns/rules.h"
#include "mns/rules_internal.h"

namespace bohemia::mns {

namespace {

bool arrival_due(const Board& b, std::size_t i) {
  int t = b.s.arrivals[i].turn;
  return t > 0 && t <= b.s.turn;
}

// The entries a waiting Prussian piece may use now (none: not due).
std::vector<char> entries_for(const Board& b, int u) {
  std::vector<char> out;
  const UnitDef& d = b.def(u);
  for (std::size_t i = 0; i < b.sc.arrivals.size(); ++i) {
    const Arrival& a = b.sc.arrivals[i];
    if (!arrival_due(b, i)) continue;
    bool mine = std::count(a.units.begin(), a.units.end(), u) ||
                std::count(a.span_units.begin(), a.span_units.end(), u);
    if (d.type == UnitType::Leader) {  // 17.4: with a unit of his span
      auto in_span = [&](int v) {
        const UnitDef& e = b.def(v);
        return e.army == d.army &&
               (d.span_all || std::any_of(e.formations.begin(), e.formations.end(), [&](int f) {
                  return std::count(d.span.begin(), d.span.end(), f) > 0;
                }));
      };
      mine = std::any_of(a.units.begin(), a.units.end(), in_span);
    }
    if (!mine) continue;
    if (a.one_entry && b.s.arrivals[i].entry)
      out.push_back(b.s.arrivals[i].entry);
    else
      out.insert(out.end(), a.entries.begin(), a.entries.end());
  }
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

// Edge hexes in order of distance along the edge from the entry hex, the
// first not held by the enemy (13.1); with the MP it costs to shift there.
std::pair<HexId, int> shifted_entry(Board& b, HexId entry, Side side) {
  if (!b.enemy_at(entry, side)) return {entry, 0};
  const Map& m = b.map();
  std::vector<int> dist(static_cast<std::size_t>(m.size()), -1);
  std::vector<HexId> frontier{entry};
  dist[static_cast<std::size_t>(entry)] = 0;
  for (std::size_t i = 0; i < frontier.size(); ++i) {
    HexId h = frontier[i];
    if (!b.enemy_at(h, side)) return {h, dist[static_cast<std::size_t>(h)]};
    for (int d = 0; d < 6; ++d) {
      HexId n = m.neighbour(h, d);
      if (n == kNoHex || !m.grid.on_edge(n) || dist[static_cast<std::size_t>(n)] >= 0) continue;
      dist[static_cast<std::size_t>(n)] = dist[static_cast<std::size_t>(h)] + 1;
      frontier.push_back(n);
    }
  }
  return {kNoHex, 0};
}

HalfMp entry_cost(Board& b, int u, HexId h) {
  const Map& m = b.map();
  int a = static_cast<int>(b.def(u).arm());
  bool path = false;
  for (int d = 0; d < 6; ++d) path = path || m.path[m.hs(h, d)];
  if (path) return b.tec().road.mp[static_cast<std::size_t>(a)];
  return b.tec().hexes[m.terrain[static_cast<std::size_t>(h)]].mp[static_cast<std::size_t>(a)];
}

bool functioning_loc(Board& b, HexId h, Side side) {
  return !b.enemy_at(h, side) && !b.in_ezoc(h, side);
}  // 12.3

}  // namespace

// 17.4: the dice of the arrivals that come on a roll, at the start of the
// Prussian movement phase (ruling D-30).
void arrival_rolls(Ctx& x, Board& b) {
  for (std::size_t i = 0; i < b.sc.arrivals.size(); ++i) {
    const Arrival& a = b.sc.arrivals[i];
    ArrivalState& st = b.s.arrivals[i];
    if (a.roll == RollKind::None || st.turn != 0) continue;
    if (b.s.turn < a.roll_turn) continue;
    int r = x.die();
    bool ok = (a.success >> (r - 1)) & 1u;
    st.rolled = true;
    if (ok)
      st.turn = static_cast<std::int8_t>(b.s.turn);
    else if (a.roll == RollKind::Once)
      st.turn = static_cast<std::int8_t>(a.otherwise_turn);
    x.log("17.4", fmt::format("arrival {}: rolls {}: {}", a.id, r,
                              ok                         ? "arrives this turn"
                              : a.roll == RollKind::Once ? fmt::format("arrives on turn {}", a.otherwise_turn)
                                                         : "not this turn"));
  }
}

std::vector<Action> arrival_actions(Board& b) {
  std::vector<Action> out;
  if (b.s.active != Side::Prussia) return out;
  for (int u = 0; u < b.count(); ++u) {
    if (b.side(u) != Side::Prussia || b.us(u).where != Where::Waiting) continue;
    for (char e : entries_for(b, u)) {
      const EntryHex* eh = b.map().entry(e);
      if (!eh || shifted_entry(b, eh->hex, Side::Prussia).first == kNoHex) continue;
      Action a{ActionType::Enter, static_cast<std::int8_t>(e)};
      a.unit = static_cast<std::int16_t>(u);
      out.push_back(a);
    }
  }
  return out;
}

// 13.1: one unit enters: it pays the entry hex's cost (and 1 MP a hex
// shifted along the edge) and moves on with what is left.
void run_enter(Ctx& x, Board& b, const Task& t) {
  int u = t.a;
  char e = static_cast<char>(t.b);
  for (std::size_t i = 0; i < b.sc.arrivals.size(); ++i) {
    const Arrival& a = b.sc.arrivals[i];
    if (a.one_entry && arrival_due(b, i) && std::count(a.units.begin(), a.units.end(), u))
      b.s.arrivals[i].entry = e;
  }
  auto [hex, shift] = shifted_entry(b, b.map().entry(e)->hex, b.side(u));
  b.put(u, hex);
  x.log("13.1", fmt::format("{} enters at {} (entry {}{})", b.def(u).id, b.map().label(hex), e,
                            shift ? fmt::format(", shifted {} hexes", shift) : ""));
  MoveGroup g = single_group(b, u);
  MoveLimits lim = move_limits(x, b, g, -1, false);
  lim.march_ma = -1;  // ruling: no march on the turn of entry
  HalfMp spent = entry_cost(b, u, hex) + 2 * shift;
  if (b.in_ezoc(hex, b.side(u))) spent = std::max(spent, lim.ma);
  if (!b.def(u).is_combat() && b.def(u).type != UnitType::Hq)
    spent = std::max(spent, lim.ma);  // leaders stay with the unit they came with
  if (hex == b.sc.victory_hex) b.s.last_into_victory_hex = static_cast<std::int8_t>(b.side(u));
  if (b.side(u) == Side::Prussia) reveal_in_sight(x, b);
  move_on(x, b, g, lim, hex, std::min(spent, std::max<HalfMp>(lim.ma, 0)), b.side(u));
}

std::vector<Action> reentry_actions(Board& b) { return reentry_places(b, b.s.active, -1); }

std::vector<Action> reentry_places(Board& b, Side side, int box) {
  std::vector<Action> out;
  std::vector<HexId> anchors;  // 13.2: on or next to these
  for (std::size_t i = 0; i < b.sc.armies.size(); ++i) {
    const Army& a = b.sc.armies[i];
    if (a.side != side) continue;
    if (b.army_hq_active(static_cast<int>(i))) anchors.push_back(b.us(a.hq).hex);
  }
  std::vector<HexId> loc;
  for (HexId h : b.sc.loc[static_cast<std::size_t>(side)])
    if (functioning_loc(b, h, side)) loc.push_back(h);
  if (loc.empty()) return out;  // 12.3: no return without a functioning LOC
  for (int u = 0; u < b.count(); ++u) {
    const UnitState& x = b.us(u);
    if (b.side(u) != side || x.where != Where::Track) continue;
    if (box < 0 ? x.track > b.s.turn : x.track != box) continue;
    std::vector<HexId> hexes;
    auto add_around = [&](HexId c, bool self) {
      if (self) hexes.push_back(c);
      for (int d = 0; d < 6; ++d)
        if (HexId n = b.map().neighbour(c, d); n != kNoHex) hexes.push_back(n);
    };
    const Army& army = b.sc.armies[static_cast<std::size_t>(b.def(u).army)];
    if (b.army_hq_active(b.def(u).army)) add_around(b.us(army.hq).hex, true);
    if (army.trains >= 0 && b.on_map(army.trains) && b.effective(army.trains))
      add_around(b.us(army.trains).hex, false);
    for (HexId h : loc) add_around(h, true);
    std::sort(hexes.begin(), hexes.end());
    hexes.erase(std::unique(hexes.begin(), hexes.end()), hexes.end());
    for (HexId h : hexes) {
      if (b.enemy_at(h, side) || b.in_ezoc(h, side)) continue;
      if (b.counts_for_stacking(u) && b.stacking_count(h) >= 3) continue;
      if (b.tec().hexes[b.map().terrain[static_cast<std::size_t>(h)]].mp[static_cast<int>(b.def(u).arm())] >=
          kProhibited)
        continue;
      if (side == Side::Austria && b.marker_at(h) >= 0) continue;
      Action a{ActionType::Reenter};
      a.unit = static_cast<std::int16_t>(u);
      a.hex = h;
      out.push_back(a);
    }
  }
  return out;
}

// 13.2: eligible units not placed wait for the next turn box (set aside
// after the last turn).
void move_to_track_next(Board& b) {
  for (int u = 0; u < b.count(); ++u) {
    UnitState& x = b.us(u);
    if (b.side(u) != b.s.active || x.where != Where::Track || x.track > b.s.turn) continue;
    x.track = static_cast<std::int8_t>(b.s.turn + 1);
    if (x.track > b.sc.turns) x.where = Where::SetAside;
  }
  b.touch();
}

}  // namespace bohemia::mns
