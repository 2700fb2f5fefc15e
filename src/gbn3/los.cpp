#include "gbn3/los.h"

#include <algorithm>

namespace bohemia {

LosTrace trace_line_of_sight(const Game& g, HexId from, HexId to) {
  const Map& m = *g.scenario().map;
  LosTrace t;
  t.line = m.line(from, to);
  t.clear = g.line_of_sight(from, to);
  if (t.clear) return t;
  const LosLine l = m.los(from, to);
  if (!l.in_range) {
    t.in_range = false;
    return t;
  }
  if (l.blocked) {  // terrain or elevation (§9.2.1)
    t.blocked_by = l.blocker;
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
  auto consider = [&](HexId h) {
    if (t.blocked_by == kNoHex || order(h) < order(t.blocked_by)) t.blocked_by = h;
  };
  for (int i = 0; i < l.singles; ++i)
    if (occupied(l.single(i))) consider(l.single(i));
  for (int i = 0; i < l.pairs; ++i) {
    HexId a = l.pair_first(i), b = l.pair_second(i);
    if (occupied(a) && occupied(b)) consider(order(a) < order(b) ? a : b);
  }
  return t;
}

}  // namespace bohemia
