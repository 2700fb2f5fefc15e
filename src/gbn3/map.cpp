#include "gbn3/map.h"

#include <algorithm>
#include <cassert>
#include <cmath>

namespace bohemia {

Map::Map(std::string map_id, int columns, int rows) : id(std::move(map_id)), columns_(columns), rows_(rows) {
  assert(columns > 0 && rows > 0 && columns <= 99 && rows <= 99);
  std::size_t n = static_cast<std::size_t>(size());
  hexes_.resize(n);
  for (int c = 1; c <= columns; ++c)
    for (int r = 1; r <= rows; ++r)
      hexes_[static_cast<std::size_t>((c - 1) * rows + (r - 1))] = to_axial({c, r});
  terrain_.assign(n, Terrain::Clear);
  level_.assign(n, 1);
  sides_.assign(n * kDirections, 0);
  nbr_.assign(n * kDirections, kNoHex);
  for (HexId h = 0; h < size(); ++h)
    for (int d = 0; d < kDirections; ++d)
      nbr_[static_cast<std::size_t>(h) * kDirections + static_cast<std::size_t>(d)] =
          id_of(bohemia::neighbour(hex_of(h), direction_from_int(d)));
}

HexId Map::id_of(Offset o) const {
  if (o.col < 1 || o.col > columns_ || o.row < 1 || o.row > rows_) return kNoHex;
  return static_cast<HexId>((o.col - 1) * rows_ + (o.row - 1));
}

HexId Map::id_of(Hex h) const { return id_of(to_offset(h)); }

HexId Map::parse_label(std::string_view label) const {
  auto h = parse_ccrr(label);
  return h ? id_of(*h) : kNoHex;
}

bool Map::on_edge(HexId h) const {
  Offset o = to_offset(hex_of(h));
  return o.col == 1 || o.col == columns_ || o.row == 1 || o.row == rows_;
}

bool Map::steep(HexId h, Direction d) const {
  HexId n = neighbour(h, d);
  if (n == kNoHex) return false;
  int diff = level(h) - level(n);
  return diff >= 2 || diff <= -2;
}

void Map::add_side(HexId h, Direction d, std::uint16_t bits) {
  HexId n = neighbour(h, d);
  sides_[static_cast<std::size_t>(h) * kDirections + static_cast<std::size_t>(to_int(d))] |= bits;
  if (n != kNoHex)
    sides_[static_cast<std::size_t>(n) * kDirections + static_cast<std::size_t>(to_int(opposite(d)))] |= bits;
}

const Place* Map::place(std::string_view n) const {
  for (const auto& p : places_)
    if (p.name == n) return &p;
  return nullptr;
}

std::string_view Map::place_name(HexId h) const {
  for (const auto& p : places_)
    for (HexId x : p.hexes)
      if (x == h) return p.name;
  return {};
}

bool Map::in_front_arc(HexId from, Direction f, HexId to) const {
  // Write to - from = a * v(f-1) + b * v(f+1); the arc is a, b >= 0.
  Hex d = hex_of(to) - hex_of(from);
  Hex u = kDirectionVectors[static_cast<std::size_t>(to_int(rotate(f, -1)))];
  Hex v = kDirectionVectors[static_cast<std::size_t>(to_int(rotate(f, 1)))];
  int det = u.q * v.r - u.r * v.q;  // ±1 for two directions 120° apart
  int a = (d.q * v.r - d.r * v.q) * det;
  int b = (u.q * d.r - u.r * d.q) * det;
  return a >= 0 && b >= 0;
}

namespace {

struct Cube {
  double x, y, z;
};

Hex cube_round(Cube c) {
  double rx = std::round(c.x), ry = std::round(c.y), rz = std::round(c.z);
  double dx = std::abs(rx - c.x), dy = std::abs(ry - c.y), dz = std::abs(rz - c.z);
  if (dx > dy && dx > dz)
    rx = -ry - rz;
  else if (dy > dz)
    ry = -rx - rz;
  return Hex{static_cast<int>(rx), static_cast<int>(ry)};  // axial q = x, r = y (z = s)
}

// The line between the centres of a and b, step by step: at each of the
// dist - 1 intermediate points the hex it crosses (x1 == x2), or the two
// hexes whose common side it runs along. The points are nudged both ways so
// that a point on a hexside yields both its hexes.
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

}  // namespace

std::vector<HexId> Map::line(HexId from, HexId to) const {
  std::vector<HexId> out{from};
  for_each_line_step(hex_of(from), hex_of(to), distance(from, to), [&](Hex x1, Hex x2) {
    for (Hex x : {x1, x2}) {
      HexId i = id_of(x);
      if (i != kNoHex && std::find(out.begin(), out.end(), i) == out.end()) out.push_back(i);
    }
  });
  if (from != to) out.push_back(to);
  return out;
}

// §9.2.1. For each hex the line passes through (or each pair of hexes whose
// common side it runs along), decide whether terrain or elevation blocks it,
// and whether a unit there would.
void Map::finish() {
  std::size_t n = static_cast<std::size_t>(size());
  los_.assign(n * n, LosEntry{});
  los_pool_.clear();
  for (HexId a = 0; a < size(); ++a) {
    for (HexId b = 0; b < size(); ++b) {
      int dist = distance(a, b);
      if (dist > kLosRange) continue;
      LosEntry e;
      e.in_table = true;
      e.first = static_cast<std::uint32_t>(los_pool_.size());
      if (dist <= 1) {  // "A LoS is never blocked if an artillery unit and the target are adjacent."
        los_[static_cast<std::size_t>(a) * n + static_cast<std::size_t>(b)] = e;
        continue;
      }
      int g = level(a), t = level(b);
      int hi = std::max(g, t), lo = std::min(g, t);
      // A hex blocks by elevation when higher than both ends, or higher than
      // one end and level with the other.
      auto elevation_blocks = [&](HexId x) { return level(x) >= hi && level(x) > lo; };
      // An obstacle (town, village, wood, or any unit) blocks unless it lies
      // below the gun; below the gun it still blocks when level with the
      // target and adjacent to it.
      auto obstacle_counts = [&](HexId x) { return level(x) >= g || (level(x) == t && distance(x, b) == 1); };
      auto static_block = [&](HexId x) {
        return elevation_blocks(x) || (terrain_blocks_los(terrain(x)) && obstacle_counts(x));
      };
      std::vector<HexId> singles;
      std::vector<std::pair<HexId, HexId>> pairs;
      auto block = [&](HexId x) {
        if (!e.blocked) e.blocker = x;
        e.blocked = true;
      };
      for_each_line_step(hex_of(a), hex_of(b), dist, [&](Hex x1, Hex x2) {
        HexId i1 = id_of(x1), i2 = id_of(x2);
        if (x1 == x2) {
          if (i1 == kNoHex) return;
          if (static_block(i1)) {
            block(i1);
          } else if (obstacle_counts(i1)) {
            singles.push_back(i1);
          }
        } else {
          // The line runs along the side between x1 and x2: blocked only if
          // both sides are obstacles.
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
        for (HexId x : singles) los_pool_.push_back(x);
        for (auto [x, y] : pairs) {
          los_pool_.push_back(x);
          los_pool_.push_back(y);
        }
      }
      los_[static_cast<std::size_t>(a) * n + static_cast<std::size_t>(b)] = e;
    }
  }
}

}  // namespace bohemia
