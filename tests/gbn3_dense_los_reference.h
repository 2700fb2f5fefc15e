// The dense line-of-sight table GBN3's Map built at load time until issue 15
// (every ordered pair of hexes, n^2 entries), kept here unchanged as the
// reference the core tracer with GBN3's rules must match on every pair of
// every shipped map (tests/los_tracer_test.cpp), and measured beside it
// (bench/los_bench.cpp). Not used by the program.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <utility>
#include <vector>

#include "gbn3/map.h"

namespace bohemia::reference {

struct DenseLosEntry {
  bool in_table = false;
  bool blocked = false;      // blocked by terrain or elevation alone
  HexId blocker = -1;        // when blocked: the first hex (from the gun) that blocks it
  std::uint32_t first = 0;   // into DenseLosTable::pool
  std::uint8_t singles = 0;  // hexes that block if occupied
  std::uint8_t pairs = 0;    // grazed hexside pairs: block if both occupied
};

struct DenseLosTable {
  int n = 0;
  std::vector<DenseLosEntry> entries;  // n * n
  std::vector<HexId> pool;

  const DenseLosEntry& at(HexId a, HexId b) const {
    return entries[static_cast<std::size_t>(a) * static_cast<std::size_t>(n) + static_cast<std::size_t>(b)];
  }
  std::size_t bytes() const {
    return sizeof(*this) + entries.capacity() * sizeof(DenseLosEntry) + pool.capacity() * sizeof(HexId);
  }
};

namespace dense_detail {

struct Cube {
  double x, y, z;
};

inline Hex cube_round(Cube c) {
  double rx = std::round(c.x), ry = std::round(c.y), rz = std::round(c.z);
  double dx = std::abs(rx - c.x), dy = std::abs(ry - c.y), dz = std::abs(rz - c.z);
  if (dx > dy && dx > dz)
    rx = -ry - rz;
  else if (dy > dz)
    ry = -rx - rz;
  return Hex{static_cast<int>(rx), static_cast<int>(ry)};
}

template <class F>
void for_each_line_step(Hex ha, Hex hb, int dist, F f) {
  const double eps = 1e-6;
  for (int i = 1; i < dist; ++i) {
    double s = static_cast<double>(i) / dist;
    Cube p{ha.q + (hb.q - ha.q) * s, ha.r + (hb.r - ha.r) * s, ha.s() + (hb.s() - ha.s()) * s};
    f(cube_round({p.x + eps, p.y + 2 * eps, p.z - 3 * eps}),
      cube_round({p.x - eps, p.y - 2 * eps, p.z + 3 * eps}));
  }
}

}  // namespace dense_detail

// Map::finish() before issue 15, unchanged but for its output (§9.2.1).
inline DenseLosTable build_dense_los(const Map& m, int range) {
  using dense_detail::for_each_line_step;
  DenseLosTable t;
  t.n = m.size();
  std::size_t n = static_cast<std::size_t>(m.size());
  t.entries.assign(n * n, DenseLosEntry{});
  for (HexId a = 0; a < m.size(); ++a) {
    for (HexId b = 0; b < m.size(); ++b) {
      int dist = m.distance(a, b);
      if (dist > range) continue;
      DenseLosEntry e;
      e.in_table = true;
      e.first = static_cast<std::uint32_t>(t.pool.size());
      if (dist <= 1) {
        t.entries[static_cast<std::size_t>(a) * n + static_cast<std::size_t>(b)] = e;
        continue;
      }
      int g = m.level(a), tl = m.level(b);
      int hi = std::max(g, tl), lo = std::min(g, tl);
      auto elevation_blocks = [&](HexId x) { return m.level(x) >= hi && m.level(x) > lo; };
      auto obstacle_counts = [&](HexId x) {
        return m.level(x) >= g || (m.level(x) == tl && m.distance(x, b) == 1);
      };
      auto static_block = [&](HexId x) {
        return elevation_blocks(x) || (terrain_blocks_los(m.terrain(x)) && obstacle_counts(x));
      };
      std::vector<HexId> singles;
      std::vector<std::pair<HexId, HexId>> pairs;
      auto block = [&](HexId x) {
        if (!e.blocked) e.blocker = x;
        e.blocked = true;
      };
      for_each_line_step(m.hex_of(a), m.hex_of(b), dist, [&](Hex x1, Hex x2) {
        HexId i1 = m.id_of(x1), i2 = m.id_of(x2);
        if (x1 == x2) {
          if (i1 == kNoHex) return;
          if (static_block(i1)) {
            block(i1);
          } else if (obstacle_counts(i1)) {
            singles.push_back(i1);
          }
        } else {
          bool s1 = i1 != kNoHex && static_block(i1);
          bool s2 = i2 != kNoHex && static_block(i2);
          bool d1 = i1 != kNoHex && !s1 && obstacle_counts(i1);
          bool d2 = i2 != kNoHex && !s2 && obstacle_counts(i2);
          if (s1 && s2)
            block(i1);
          else if (s1 && d2)
            singles.push_back(i2);
          else if (s2 && d1)
            singles.push_back(i1);
          else if (d1 && d2)
            pairs.emplace_back(i1, i2);
        }
      });
      if (!e.blocked) {
        e.singles = static_cast<std::uint8_t>(singles.size());
        e.pairs = static_cast<std::uint8_t>(pairs.size());
        for (HexId x : singles) t.pool.push_back(x);
        for (auto [x, y] : pairs) {
          t.pool.push_back(x);
          t.pool.push_back(y);
        }
      }
      t.entries[static_cast<std::size_t>(a) * n + static_cast<std::size_t>(b)] = e;
    }
  }
  return t;
}

}  // namespace bohemia::reference
