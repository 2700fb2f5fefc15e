// Hex geometry for the GBN3 maps.
//
// The printed maps are flat-topped hex grids numbered CCRR (column, row),
// columns and rows starting at 01. The two-hex towns named in the scenarios
// (Münchengrätz 0406-0507, Gitschin 0413-0514, Trautenau 0606 with 0607/0707)
// fit only a grid where even-numbered columns sit half a hex lower ("even-q"
// offset coordinates, reading notes §3.10). Internally we store axial
// coordinates (q, r) as Red Blob Games recommends and convert the printed
// labels at the edges.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace bohemia {

// One of the six hexside directions of a flat-topped hex, clockwise from
// north. A unit's facing is a Direction: it faces that hexside.
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

// The printed label: column and row, both from 1.
struct Offset {
  int col = 0;
  int row = 0;
  friend constexpr bool operator==(Offset a, Offset b) { return a.col == b.col && a.row == b.row; }
};

// Even columns sit half a hex lower (even-q layout on 1-based columns).
constexpr Hex to_axial(Offset o) { return {o.col, o.row - (o.col + (o.col & 1)) / 2}; }
constexpr Offset to_offset(Hex h) { return {h.q, h.r + (h.q + (h.q & 1)) / 2}; }

// "0606" <-> Hex. Labels are exactly four digits.
std::optional<Hex> parse_ccrr(std::string_view label);
std::string ccrr(Hex h);

}  // namespace bohemia
