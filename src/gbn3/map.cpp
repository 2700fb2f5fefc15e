#include "gbn3/map.h"

namespace bohemia {

Map::Map(std::string map_id, int columns, int rows, GridLayout layout)
    : HexGrid(columns, rows, layout), id(std::move(map_id)) {
  std::size_t n = static_cast<std::size_t>(size());
  terrain_.assign(n, Terrain::Clear);
  level_.assign(n, 1);
  sides_.assign(n * kDirections, 0);
  los_.reset(n);
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

}  // namespace bohemia
