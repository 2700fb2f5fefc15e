// The straight line between two hex centres, as a line of sight follows it
// (Red Blob Games' line drawing in cube coordinates): at each of the
// dist - 1 points between the ends, the hex it lies in, or, when the point
// lies on a hexside, the two hexes of that side. The point is nudged both
// ways so a point on a side yields both its hexes, always in the same order.
// Axial coordinates do not depend on the grid's layout, so neither does this.
#pragma once

#include <cmath>

#include "core/hex.h"

namespace bohemia {

namespace hex_line_detail {

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
  return Hex{static_cast<int>(rx), static_cast<int>(ry)};  // axial q = x, r = y (z = s)
}

}  // namespace hex_line_detail

// Calls f(x1, x2) for each intermediate point, x1 == x2 when it lies inside
// one hex.
template <class F>
void for_each_line_step(Hex a, Hex b, F f) {
  using hex_line_detail::Cube;
  using hex_line_detail::cube_round;
  const double eps = 1e-6;
  const int dist = distance(a, b);
  for (int i = 1; i < dist; ++i) {
    double s = static_cast<double>(i) / dist;
    Cube p{a.q + (b.q - a.q) * s, a.r + (b.r - a.r) * s, a.s() + (b.s() - a.s()) * s};
    f(cube_round({p.x + eps, p.y + 2 * eps, p.z - 3 * eps}),
      cube_round({p.x - eps, p.y - 2 * eps, p.z + 3 * eps}));
  }
}

}  // namespace bohemia
