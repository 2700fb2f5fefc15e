// Hex geometry in axial coordinates (q, r), as Red Blob Games recommends:
// the six neighbour steps, distance, directions and facings. None of this
// depends on how a printed map lays its grid out; the printed CCRR labels
// and the names of the directions do, and belong to the map's GridLayout
// (core/grid_layout.h).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace bohemia {

// One of the six hexside directions, clockwise: Direction i is the axial
// step kDirectionVectors[i]. A unit's facing is a Direction: it faces that
// hexside. The enumerators are named as on a flat-topped grid (GBN3's maps);
// on a pointy-topped grid the same six are NW NE E SE SW W
// (GridLayout::direction_name).
enum class Direction : std::uint8_t { N = 0, NE = 1, SE = 2, S = 3, SW = 4, NW = 5 };

constexpr int kDirections = 6;

constexpr Direction direction_from_int(int d) {
  return static_cast<Direction>(((d % kDirections) + kDirections) % kDirections);
}
constexpr int to_int(Direction d) { return static_cast<int>(d); }
constexpr Direction rotate(Direction d, int steps) { return direction_from_int(to_int(d) + steps); }
constexpr Direction opposite(Direction d) { return rotate(d, 3); }
// Number of hexside steps (0..3) between two directions.
constexpr int turn_distance(Direction a, Direction b) {
  int x = ((to_int(a) - to_int(b)) % kDirections + kDirections) % kDirections;
  return x > 3 ? kDirections - x : x;
}

// The names on a flat-topped grid: N NE SE S SW NW (GBN3's facings).
std::string_view direction_name(Direction d);
std::optional<Direction> parse_direction(std::string_view s);

// A hex in axial coordinates. Cube s = -q - r.
struct Hex {
  int q = 0;
  int r = 0;

  constexpr int s() const { return -q - r; }
  friend constexpr bool operator==(Hex a, Hex b) { return a.q == b.q && a.r == b.r; }
  friend constexpr bool operator!=(Hex a, Hex b) { return !(a == b); }
  friend constexpr Hex operator+(Hex a, Hex b) { return {a.q + b.q, a.r + b.r}; }
  friend constexpr Hex operator-(Hex a, Hex b) { return {a.q - b.q, a.r - b.r}; }
  friend constexpr bool operator<(Hex a, Hex b) { return a.q != b.q ? a.q < b.q : a.r < b.r; }
};

constexpr std::array<Hex, kDirections> kDirectionVectors = {{
    {0, -1},  // N
    {1, -1},  // NE
    {1, 0},   // SE
    {0, 1},   // S
    {-1, 1},  // SW
    {-1, 0},  // NW
}};

constexpr Hex neighbour(Hex h, Direction d) { return h + kDirectionVectors[to_int(d)]; }

constexpr int abs_int(int x) { return x < 0 ? -x : x; }

constexpr int distance(Hex a, Hex b) {
  Hex d = a - b;
  return (abs_int(d.q) + abs_int(d.r) + abs_int(d.s())) / 2;
}

// Direction from a to b if they are adjacent.
std::optional<Direction> direction_to(Hex a, Hex b);

// A printed position: column and row, both from 1 (the CCRR label). Which
// hex it is depends on the grid's layout (GridLayout::to_axial).
struct Offset {
  int col = 0;
  int row = 0;
  friend constexpr bool operator==(Offset a, Offset b) { return a.col == b.col && a.row == b.row; }
};

}  // namespace bohemia
