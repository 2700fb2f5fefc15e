#include "gbn3/los.h"

#include <algorithm>

namespace bohemia {

LosTrace trace_line_of_sight(const Game& g, HexId from, HexId to) {
  const Map& m = *g.scenario().map;
  LosTrace t;
  t.line = m.line(from, to);
  t.clear = g.line_of_sight(from, to);
  if (t.clear) return t;
  const LosEntry& e = m.los(from, to);
  if (!e.in_table) {
    t.in_range = false;
    return t;
  }
  if (e.blocked) {  // terrain or elevation (§9.2.1)
    t.blocked_by = e.blocker;
    return t;
  }
  // Units block it (§9.2.1): a hex on the line, or both hexes of a side it
  // runs along. The nearest such hex to the firer is named.
  auto occupied = [&](HexId h) {
    for (const UnitState& u : g.state().units)
      if (u.where == Where::Map && u.hex == h) return true;
    return false;
  };
  auto order = [&](HexId h) { return std::find(t.line.begin(), t.line.end(), h) - t.line.begin(); };
  const HexId* p = m.los_pool(e.first);
  auto consider = [&](HexId h) {
    if (t.blocked_by == kNoHex || order(h) < order(t.blocked_by)) t.blocked_by = h;
  };
  for (int i = 0; i < e.singles; ++i)
    if (occupied(p[i])) consider(p[i]);
  for (int i = 0; i < e.pairs; ++i) {
    HexId a = p[e.singles + 2 * i], b = p[e.singles + 2 * i + 1];
    if (occupied(a) && occupied(b)) consider(order(a) < order(b) ? a : b);
  }
  return t;
}

}  // namespace bohemia
