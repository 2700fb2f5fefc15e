// Retreat after combat and before it (§9.5.8, §9.5.4): where a unit may go.
#include <fmt/format.h>

#include <algorithm>
#include <functional>

#include "gbn3/combat_helpers.h"
#include "gbn3/rules.h"
#include "gbn3/special/special_rule.h"

namespace bohemia {

using namespace combat;  // combat_helpers.h

// ------------------------------------------------------------------ retreat (9.5.8)

std::vector<Rules::RetreatOption> Rules::retreat_options(const Game& g, int u, int max_hexes,
                                                         bool before_combat) {
  const Map& m = map(g);
  const UnitDef& d = def(g, u);
  HexId start = us(g, u).hex;
  std::vector<std::uint8_t> ez = zoc(g, other(d.side));
  MoveClass mc = move_class(d.kind);
  std::vector<RetreatOption> out;
  const int start_edge = distance_to_edge(g, d.side, start, u);
  const MoveKind how = before_combat ? MoveKind::Evade : MoveKind::Retreat;
  const bool toward = ed(g).retreat_toward_edge_mandatory && !before_combat;
  struct Item {
    HexId h;
    int depth;  // hexes retreated counting only legal stops
    int steps;
    std::vector<HexId> crossed;
    HalfMp first_cost;
  };
  std::vector<Item> frontier{{start, 0, 0, {}, 0}};
  std::vector<HexId> seen{start};
  while (!frontier.empty()) {
    Item it = frontier.back();
    frontier.pop_back();
    for (int k = 0; k < kDirections; ++k) {
      Direction dir = direction_from_int(k);
      HexId n = m.neighbour(it.h, dir);
      if (n == kNoHex || std::find(seen.begin(), seen.end(), n) != seen.end()) continue;
      const StepCost sc = step(g, it.h, dir, mc);
      if (sc.cost >= kImpassable || has_enemy(g, n, d.side)) continue;
      bool friendly = has_friend(g, n, d.side, u);
      bool into_zoc = ez[static_cast<std::size_t>(n)] && !friendly;
      if (before_combat && into_zoc) continue;  // 9.5.4
      if (toward && distance_to_edge(g, d.side, n, u) >= distance_to_edge(g, d.side, it.h, u)) continue;
      seen.push_back(n);
      HalfMp fc = it.steps == 0 ? sc.cost : it.first_cost;
      if (stack_ok_with(g, n, u) && retreat_facing_ok(g, u, n) && may_end_move(g, Piece::unit(u), n, how)) {
        out.push_back({n, it.crossed, into_zoc});
        (void)fc;
        if (it.depth + 1 < max_hexes) frontier.push_back({n, it.depth + 1, it.steps + 1, it.crossed, fc});
      } else if (friendly && it.steps < 4) {
        // Over-stacked, or a stack facing more than one hexside away: keep
        // going through it (9.5.4, 9.5.8: "stacking and facing restrictions").
        std::vector<HexId> cr = it.crossed;
        cr.push_back(n);
        frontier.push_back({n, it.depth, it.steps + 1, cr, fc});
      }
    }
  }
  (void)start_edge;
  if (before_combat || out.empty()) return out;
  // Priorities (9.5.8): avoid enemy ZoC, then the cheapest terrain; VV174 adds
  // toward the friendly edge.
  auto keep = [&](auto pred) {
    std::vector<RetreatOption> k;
    for (auto& o : out)
      if (pred(o)) k.push_back(o);
    if (!k.empty()) out = k;
  };
  keep([](const RetreatOption& o) { return !o.into_zoc; });
  auto cost_of = [&](const RetreatOption& o) {
    HexId first = o.crossed.empty() ? o.hex : o.crossed.front();
    auto dd = direction_to(m.hex_of(start), m.hex_of(first));
    return dd ? step(g, start, *dd, mc).cost : kImpassable;
  };
  HalfMp cheapest = kImpassable;
  for (auto& o : out) cheapest = std::min(cheapest, cost_of(o));
  keep([&](const RetreatOption& o) { return cost_of(o) == cheapest; });
  if (!ed(g).retreat_toward_edge_mandatory) {
    int best = 1000;
    for (auto& o : out) best = std::min(best, distance_to_edge(g, d.side, o.hex, u));
    keep([&](const RetreatOption& o) { return distance_to_edge(g, d.side, o.hex, u) == best; });
  }
  return out;
}

}  // namespace bohemia
