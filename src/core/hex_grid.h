// A rectangular printed map of hexes under its layout: every hex has a dense
// id (0 .. size()-1, column by column as printed) so that per-hex data are
// flat arrays, its axial coordinates, its printed label and its neighbours.
// A system's map adds its terrain on top.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/grid_layout.h"

namespace bohemia {

using HexId = std::int16_t;
constexpr HexId kNoHex = -1;

class HexGrid {
 public:
  HexGrid() = default;
  // Columns and rows from 1 to 99 (labels are four digits).
  HexGrid(int columns, int rows, GridLayout layout = kFlatEvenQ);

  int columns() const { return columns_; }
  int rows() const { return rows_; }
  int size() const { return columns_ * rows_; }
  const GridLayout& layout() const { return layout_; }
  bool is_ok(HexId h) const { return h >= 0 && h < size(); }

  HexId id_of(Hex h) const { return id_of(layout_.to_offset(h)); }
  HexId id_of(Offset o) const {
    if (o.col < 1 || o.col > columns_ || o.row < 1 || o.row > rows_) return kNoHex;
    return static_cast<HexId>((o.col - 1) * rows_ + (o.row - 1));
  }
  Hex hex_of(HexId h) const { return hexes_[static_cast<std::size_t>(h)]; }
  Offset offset_of(HexId h) const { return layout_.to_offset(hex_of(h)); }
  std::string label(HexId h) const { return layout_.label(hex_of(h)); }
  HexId parse_label(std::string_view ccrr_label) const;  // kNoHex if malformed or off the map

  HexId neighbour(HexId h, Direction d) const {
    return nbr_[static_cast<std::size_t>(h) * kDirections + static_cast<std::size_t>(to_int(d))];
  }
  int distance(HexId a, HexId b) const { return bohemia::distance(hex_of(a), hex_of(b)); }
  // On the map's outer ring of hexes (one table lookup: movement searches
  // ask it of every hex they reach).
  bool on_edge(HexId h) const { return edge_[static_cast<std::size_t>(h)] != 0; }

  std::string_view direction_name(Direction d) const { return layout_.direction_name(d); }
  std::optional<Direction> parse_direction(std::string_view name) const {
    return layout_.parse_direction(name);
  }

  // The hexes a straight line between the centres of `from` and `to` passes
  // through, both ends included, in order; where it runs along a hexside,
  // both hexes of that side (core/hex_line.h).
  std::vector<HexId> line(HexId from, HexId to) const;

 private:
  int columns_ = 0;
  int rows_ = 0;
  GridLayout layout_;
  std::vector<Hex> hexes_;
  std::vector<HexId> nbr_;
  std::vector<std::uint8_t> edge_;  // 1 on the outer ring
};

}  // namespace bohemia
