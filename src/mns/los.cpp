#include "mns/los.h"

#include <cmath>

namespace bohemia::mns {

namespace {

struct Cube {
  double x, y, z;
};

HexId round_cube(const Grid& g, Cube c) {
  double rx = std::round(c.x), ry = std::round(c.y), rz = std::round(c.z);
  double dx = std::abs(rx - c.x), dy = std::abs(ry - c.y), dz = std::abs(rz - c.z);
  if (dx > dy && dx > dz)
    rx = -ry - rz;
  else if (dy > dz)
    ry = -rx - rz;
  else
    rz = -rx - ry;
  (void)ry;
  return g.from_axial({static_cast<int>(rx), static_cast<int>(rz)});
}

bool hex_blocks(const Map& m, const Tec& tec, HexId h, bool end_on_hill) {
  if (tec.hexes[m.terrain[static_cast<std::size_t>(h)]].los_blocks) return true;
  return m.hill[static_cast<std::size_t>(h)] && !end_on_hill;  // TEC hill: blocks unless an end is on a hill
}

// 19.2: an observer or target "adjacent to the ridge" is one of the two
// hexes the crossed hexside separates (ruling ).
bool touches(HexId end, HexId a, HexId b) { return end == a || end == b; }

}  // namespace

std::vector<LosStep> los_steps(const Map& m, HexId from, HexId to) {
  const Grid& g = m.grid;
  Hex a = g.axial(from), b = g.axial(to);
  int n = distance(a, b);
  std::vector<LosStep> out;
  constexpr double e = 1e-6;
  for (int i = 1; i < n; ++i) {
    double t = static_cast<double>(i) / n;
    auto lerp = [&](double p, double q, double eps) { return p + (q - p) * t + eps; };
    Cube plus{lerp(a.q, b.q, e), lerp(-a.q - a.r, -b.q - b.r, 2 * e), lerp(a.r, b.r, -3 * e)};
    Cube minus{lerp(a.q, b.q, -e), lerp(-a.q - a.r, -b.q - b.r, -2 * e), lerp(a.r, b.r, 3 * e)};
    HexId h1 = round_cube(g, plus), h2 = round_cube(g, minus);
    out.push_back({h1, h1 == h2 ? kNoHex : h2});
  }
  return out;
}

bool terrain_los(const Map& m, const Tec& tec, HexId from, HexId to) {
  if (from == to) return true;
  bool end_on_hill = m.hill[static_cast<std::size_t>(from)] || m.hill[static_cast<std::size_t>(to)];
  std::vector<LosStep> steps = los_steps(m, from, to);
  // The hexes crossed: intervening hexes (8.6); along a hexside both must block.
  for (const LosStep& s : steps) {
    if (s.a == kNoHex) return false;
    bool ba = hex_blocks(m, tec, s.a, end_on_hill);
    if (s.b == kNoHex ? ba : (ba && s.b != kNoHex && hex_blocks(m, tec, s.b, end_on_hill))) return false;
  }
  // The hexsides crossed (19.2): between consecutive hexes of the line,
  // unless the line runs along a hexside there (then hexside terrain is
  // ignored, 8.6).
  HexId prev = from;
  for (std::size_t i = 0; i <= steps.size(); ++i) {
    if (i < steps.size() && steps[i].b != kNoHex) {
      prev = kNoHex;
      continue;
    }
    HexId cur = i < steps.size() ? steps[i].a : to;
    if (prev != kNoHex) {
      int d = m.grid.direction(prev, cur);
      if (d >= 0 && tec.hexsides[m.side[m.hs(prev, d)]].los_blocks_unless_adjacent) {
        bool near = touches(from, prev, cur) || touches(to, prev, cur);
        if (!near) return false;
      }
    }
    prev = cur;
  }
  return true;
}

void TerrainLos::build(const Map& m, const Tec& tec, int reach) {
  n_ = static_cast<std::size_t>(m.size());
  reach_ = reach;
  bits_.assign((n_ * n_ + 63) / 64, 0);
  for (HexId a = 0; a < m.size(); ++a)
    for (HexId b = 0; b < m.size(); ++b) {
      if (m.grid.distance(a, b) > reach || !terrain_los(m, tec, a, b)) continue;
      std::size_t i = static_cast<std::size_t>(a) * n_ + static_cast<std::size_t>(b);
      bits_[i >> 6] |= std::uint64_t{1} << (i & 63);
    }
}

}  // namespace bohemia::mns
