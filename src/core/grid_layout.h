// The geometry of a printed hex grid: whether its hexes are flat- or
// pointy-topped, and which of its printed columns (or rows) sit half a hex
// out of line. Both are properties of a map, read from its file, because
// the same CCRR label is another hex under another layout.
//
// Columns and rows are numbered from 01 as printed. A flat-topped grid has
// straight columns and shoves every other column half a hex down; a
// pointy-topped grid has straight rows and shoves every other row half a hex
// right. The offset names which printed numbers are shoved: "even-q" (even
// columns lower: the four GBN3 maps), "odd-q", "even-r" (even rows to the
// right), "odd-r". (Red Blob Games counts from 0, so its "even-q" is our
// "odd-q".)
//
// Axial coordinates do not depend on the layout: the six neighbour steps
// (kDirectionVectors) are the same, clockwise; only the labels, the names
// of the directions and the drawing change.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "core/hex.h"

namespace bohemia {

enum class Orientation : std::uint8_t { Flat, Pointy };
enum class OffsetParity : std::uint8_t { Even, Odd };

// A grid's orientation and offset parity, with the conversions between the
// printed labels and axial coordinates that depend on them.
struct GridLayout {
  Orientation orientation = Orientation::Flat;
  OffsetParity parity = OffsetParity::Even;

  friend constexpr bool operator==(GridLayout a, GridLayout b) {
    return a.orientation == b.orientation && a.parity == b.parity;
  }

  // Half a hex every other line: how far a printed line `n` (from 1) is
  // shifted back, counted in whole axial steps.
  constexpr int shift(int n) const {
    return parity == OffsetParity::Even ? (n + (n & 1)) / 2 : (n - (n & 1)) / 2;
  }

  constexpr Hex to_axial(Offset o) const {
    return orientation == Orientation::Flat ? Hex{o.col, o.row - shift(o.col)}
                                            : Hex{o.col - shift(o.row), o.row};
  }
  constexpr Offset to_offset(Hex h) const {
    return orientation == Orientation::Flat ? Offset{h.q, h.r + shift(h.q)} : Offset{h.q + shift(h.r), h.r};
  }

  // "0606" <-> Hex: exactly four digits, column then row.
  std::optional<Hex> parse_label(std::string_view label) const;
  std::string label(Hex h) const;

  // The names of the six directions (Direction 0..5, clockwise): on a
  // flat-topped grid N NE SE S SW NW, on a pointy-topped one NW NE E SE SW W.
  std::string_view direction_name(Direction d) const;
  std::optional<Direction> parse_direction(std::string_view name) const;

  // As written in a map file and in the API: "flat" | "pointy", and
  // "even-q" | "odd-q" (flat) or "even-r" | "odd-r" (pointy).
  std::string_view orientation_name() const;
  std::string_view offset_name() const;
};

// The GBN3 maps' layout: flat-topped, even columns half a hex lower.
constexpr GridLayout kFlatEvenQ{};

// Reads a layout from its two names; nullopt with the reason in `why` when
// a name is unknown or the offset does not suit the orientation.
std::optional<GridLayout> parse_grid_layout(std::string_view orientation, std::string_view offset,
                                            std::string* why);

// The four layouts, for tests and tools.
constexpr std::array<GridLayout, 4> kAllGridLayouts = {{
    {Orientation::Flat, OffsetParity::Even},
    {Orientation::Flat, OffsetParity::Odd},
    {Orientation::Pointy, OffsetParity::Even},
    {Orientation::Pointy, OffsetParity::Odd},
}};

}  // namespace bohemia
