// The hex grid of a Musket & Saber map: its size, its layout (core's
// GridLayout, read from the map: data-format.md "Geometry"), the printed
// CCRR labels and dense hex ids with their neighbour table.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/grid_layout.h"
#include "core/hex.h"

namespace bohemia::mns {

// A hex of the map as a dense index (column-major), or kNoHex.
using HexId = std::int16_t;
constexpr HexId kNoHex = -1;

class Grid {
 public:
  Grid() = default;
  Grid(int columns, int rows, GridLayout layout);

  int columns() const { return cols_; }
  int rows() const { return rows_; }
  int size() const { return cols_ * rows_; }
  const GridLayout& layout() const { return layout_; }

  HexId id(int col, int row) const;  // 1-based; kNoHex off the map
  int col(HexId h) const { return h / rows_ + 1; }
  int row(HexId h) const { return h % rows_ + 1; }
  // Direction d is core/hex.h's (N = towards row 01, clockwise).
  HexId neighbour(HexId h, int d) const {
    return nbr_[static_cast<std::size_t>(h) * 6 + static_cast<std::size_t>(d)];
  }
  // The direction from a to an adjacent b, or -1.
  int direction(HexId a, HexId b) const;
  int distance(HexId a, HexId b) const { return bohemia::distance(axial(a), axial(b)); }
  Hex axial(HexId h) const;
  HexId from_axial(Hex x) const;
  bool on_edge(HexId h) const;

  std::string label(HexId h) const;           // "3416"
  HexId parse(std::string_view label) const;  // kNoHex unless a hex of this map
  // "3705/3706": the hexside between two adjacent hexes as (hex, direction).
  std::optional<std::pair<HexId, int>> parse_hexside(std::string_view text) const;

 private:
  int cols_ = 0, rows_ = 0;
  GridLayout layout_ = kFlatEvenQ;
  std::vector<HexId> nbr_;
};

}  // namespace bohemia::mns
